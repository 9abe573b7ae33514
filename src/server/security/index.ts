import { settings } from '../settings';
import { serverState } from '../state';
import { store } from '../store';
import type { AuthResult } from '../backend';
import { LoginLockout } from './lockout';
import { RateLimiter } from './rate-limit';
import { logIn, type LoginInput } from './login';

/**
 * The server's security rules, wired to this process's settings, state stores and driver:
 * - lockout.ts: the login lockout (per username + client address);
 * - rate-limit.ts: the credential endpoints' rate limit (per client address, middleware.ts);
 * - login.ts: the login itself (lockout, the driver's password check, the guest wishlist merge);
 * - session.ts: when a session token runs out;
 * - tokens.ts and passwords.ts: the embedded store's signed tokens and password hashes.
 * The anti-forgery and same-origin checks are request helpers in ../http.ts.
 */

let lockoutInstance: LoginLockout | undefined;
/** The login lockout: min(failures x LOCKOUT_STEP_MS, 6 steps) from the 5th failure. */
export function lockout(): LoginLockout {
  const step = settings.lockoutStepMs;
  return (lockoutInstance ??= new LoginLockout(serverState().loginAttempts, { stepMs: step, maxMs: step * 6 }));
}

let limiterInstance: RateLimiter | undefined;
/** AUTH_RATE_LIMIT requests a minute per client address on the credential endpoints. */
export function authLimiter(): RateLimiter {
  return (limiterInstance ??= new RateLimiter(settings.authRateLimit, 60_000, Date.now, serverState().rateWindows));
}

/** Logs a shopper in with this process's driver, lockout and wishlists (rules in login.ts). */
export function login(input: LoginInput): Promise<AuthResult> {
  return logIn(input, { accounts: store(), lockout: lockout(), wishlists: serverState().wishlists });
}

export { sessionExpiresAt } from './session';
