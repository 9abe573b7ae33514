import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { StoreError, type AuthResult } from '../../../src/server/backend';
import { logIn, type LoginDeps } from '../../../src/server/security/login';
import { sessionExpiresAt } from '../../../src/server/security/session';
import { LoginLockout } from '../../../src/server/security/lockout';
import { memoryAttemptStore } from '../../../src/server/state/login-attempts';
import { memoryWishlistStore } from '../../../src/server/state/wishlists';
import { TOKEN_LIFETIME_MS } from '../../../src/server/security/tokens';
import { MSG } from '../../../src/lib/messages';

/** The login rule of src/server/security/login.ts, with a driver that knows one password. */
const user = { id: 7, username: 'amira', email: 'amira@example.com', display_name: 'Amira', first_name: '', last_name: '', billing: {}, shipping: {} };

function setup(driverError?: StoreError) {
  let t = 1_000_000;
  const deps: LoginDeps = {
    accounts: {
      async login(username, password): Promise<AuthResult> {
        if (driverError) throw driverError;
        if (username !== 'amira' || password !== 'Secret#123') throw new StoreError('invalid_credentials', MSG.invalidCredentials, 401);
        return { user, token: 'token-for-7', expiresAt: t + 3_600_000 };
      },
    },
    lockout: new LoginLockout(memoryAttemptStore(), { now: () => t, stepMs: 5_000, maxMs: 30_000 }),
    wishlists: memoryWishlistStore(),
  };
  let cartTokenAsked = 0;
  const attempt = (password: string, address = '10.0.0.1') =>
    logIn({ username: 'amira', password, address, cartToken: () => (cartTokenAsked++, 'guest-cart-token-aaaaaaaa') }, deps);
  return { deps, attempt, advance: (ms: number) => (t += ms), cartTokenAsked: () => cartTokenAsked };
}

const refused = (code: string) => expect.objectContaining({ name: 'StoreError', code });

describe('logging in (src/server/security/login.ts)', () => {
  it('answers "invalid credentials" four times, locks on the fifth failure and refuses even the right password until the lock runs out', async () => {
    const { attempt, advance } = setup();
    for (let i = 0; i < 4; i++) await expect(attempt('wrong')).rejects.toEqual(refused('invalid_credentials'));
    await expect(attempt('wrong')).rejects.toMatchObject({ status: 429, code: 'locked', message: MSG.lockedBody, details: { retry_after_ms: 25_000 } });
    await expect(attempt('Secret#123')).rejects.toEqual(refused('locked'));
    // Another address is not locked out.
    expect((await attempt('Secret#123', '10.0.0.2')).user.id).toBe(7);
    advance(25_000);
    expect((await attempt('Secret#123')).token).toBe('token-for-7');
  });

  it('forgets the failures after a successful login', async () => {
    const { attempt } = setup();
    for (let i = 0; i < 4; i++) await expect(attempt('wrong')).rejects.toEqual(refused('invalid_credentials'));
    await attempt('Secret#123');
    for (let i = 0; i < 4; i++) await expect(attempt('wrong')).rejects.toEqual(refused('invalid_credentials'));
  });

  it('does not count a store that is down as a failed password', async () => {
    const { attempt } = setup(new StoreError('unavailable', MSG.backendUnavailable, 503));
    for (let i = 0; i < 6; i++) await expect(attempt('Secret#123')).rejects.toEqual(refused('unavailable'));
  });

  it("moves the guest's wishlist into the customer's after a login, keeping the customer's entries first", async () => {
    const { deps, attempt, cartTokenAsked } = setup();
    deps.wishlists.addToWishlist('u:7', 105, '2025-01-01T00:00:00');
    deps.wishlists.addToWishlist('t:guest-cart-token-aaaaaaaa', 106, '2025-01-02T00:00:00');
    deps.wishlists.addToWishlist('t:guest-cart-token-aaaaaaaa', 105, '2025-01-03T00:00:00');
    await expect(attempt('wrong')).rejects.toEqual(refused('invalid_credentials'));
    // A refused login leaves the guest's list alone and does not ask for (so never mints) a cart token.
    expect(cartTokenAsked()).toBe(0);
    expect((await deps.wishlists.getWishlist('t:guest-cart-token-aaaaaaaa')).map((e) => e.product_id)).toEqual([106, 105]);
    await attempt('Secret#123');
    expect((await deps.wishlists.getWishlist('u:7')).map((e) => [e.product_id, e.date_added])).toEqual([
      [105, '2025-01-01T00:00:00'],
      [106, '2025-01-02T00:00:00'],
    ]);
    expect(await deps.wishlists.getWishlist('t:guest-cart-token-aaaaaaaa')).toEqual([]);
  });
});

describe('when a session runs out (src/server/security/session.ts)', () => {
  it("is the token's own expiry for a JWT (both drivers' tokens are JWTs)", async () => {
    const exp = Math.floor(Date.UTC(2025, 0, 1, 13) / 1000);
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(exp).sign(new TextEncoder().encode('x'.repeat(32)));
    expect(sessionExpiresAt(token, Date.UTC(2025, 0, 1, 12))).toBe(exp * 1000);
  });

  it('is a fresh lifetime from now for a token that is not a JWT, or has no expiry', async () => {
    const now = Date.UTC(2025, 0, 1, 12);
    expect(sessionExpiresAt('not-a-jwt', now)).toBe(now + TOKEN_LIFETIME_MS);
    expect(sessionExpiresAt(undefined, now)).toBe(now + TOKEN_LIFETIME_MS);
    const noExp = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(32)));
    expect(sessionExpiresAt(noExp, now)).toBe(now + TOKEN_LIFETIME_MS);
  });
});
