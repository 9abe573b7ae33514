import { settings } from '../settings';
import { serverState } from '../state';
import { store } from '../store';
import type { User } from '../../lib/schemas/user';
import { LoginLockout } from './lockout';
import { RateLimiter } from './rate-limit';
import { logIn, type LoginInput } from './login';
import { Sessions } from './session';
import { trackOrder as track } from './tracking';
import { registerAccount } from './register';
import type { Order } from '../../lib/schemas/order';

/**
 * The server's security rules, wired to this process's settings, state stores and driver:
 * - lockout.ts: the lockouts (logins per account, order lookups per email);
 * - rate-limit.ts: the rate limits of the credential endpoints and of reviews (per client address, middleware.ts);
 * - login.ts: the login itself (lockout, the driver's password check, the guest wishlist merge);
 * - session.ts: login sessions the server can end, with an absolute limit;
 * - tracking.ts: order tracking, throttled like login, answering only what the page shows;
 * - register.ts: what the shop reveals about its accounts (registration only), and its throttle;
 * - tokens.ts and passwords.ts: the embedded store's signed tokens and password hashes;
 * - headers.ts, request-limits.ts: every answer's headers, what a request may be (serve.mjs);
 * - private-files.ts: files holding secrets, readable by the shop's own user only.
 * The anti-forgery and same-origin checks are request helpers in ../http.ts.
 */

let lockoutInstance: LoginLockout | undefined;
/** The lockout: min(failures x LOCKOUT_STEP_MS, 6 steps) from the 5th failure. */
export function lockout(): LoginLockout {
  const step = settings.lockoutStepMs;
  return (lockoutInstance ??= new LoginLockout(serverState().loginAttempts, { stepMs: step, maxMs: step * 6 }));
}

let limiterInstance: RateLimiter | undefined;
/** AUTH_RATE_LIMIT requests a minute per client address on the credential endpoints. */
export function authLimiter(): RateLimiter {
  return (limiterInstance ??= new RateLimiter(settings.authRateLimit, 60_000, Date.now, serverState().rateWindows));
}

let reviewLimiterInstance: RateLimiter | undefined;
/** REVIEW_RATE_LIMIT reviews an hour per client address: a shopper writes a few, a script would fill the moderation queue. */
export function reviewLimiter(): RateLimiter {
  return (reviewLimiterInstance ??= new RateLimiter(
    settings.reviewRateLimit,
    60 * 60_000,
    Date.now,
    serverState().rateWindows,
  ));
}

let adminLimiterInstance: RateLimiter | undefined;
/** The back office's writes: ADMIN_WRITES_PER_MINUTE per client address (a person clicking never gets near it; a script replaying a stolen session does). */
export const ADMIN_WRITES_PER_MINUTE = 120;
export function adminLimiter(): RateLimiter {
  return (adminLimiterInstance ??= new RateLimiter(
    ADMIN_WRITES_PER_MINUTE,
    60_000,
    Date.now,
    serverState().rateWindows,
  ));
}

let sessionsInstance: Sessions | undefined;
/** This process's login sessions (rules in session.ts). */
export function sessions(): Sessions {
  return (sessionsInstance ??= new Sessions(serverState().sessions, store()));
}

/**
 * Logs a shopper in with this process's driver, lockout and wishlists (rules in login.ts) and
 * starts a session: answers the user and the session cookie's value and expiry.
 */
export async function login(input: LoginInput): Promise<{ user: User; cookie: string; expiresAt: number }> {
  const result = await logIn(input, { accounts: store(), lockout: lockout(), wishlists: serverState().wishlists });
  return { user: result.user, ...(await sessions().start(result)) };
}

/** Order tracking by number and billing email, with this process's driver and lockout (rules in tracking.ts). */
export function trackOrder(number: string, email: string): Promise<Order> {
  return track(number, email, { orders: store(), lockout: lockout() });
}

/** Registration with this process's driver, throttled per client address (rules in register.ts). */
export function register(input: { email: string; username: string; password: string }, address: string): Promise<User> {
  return registerAccount(input, address, { accounts: store(), lockout: lockout() });
}
