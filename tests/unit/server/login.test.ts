import { describe, expect, it } from 'vitest';
import { StoreError, type AuthResult } from '../../../src/server/backend';
import { logIn, type LoginDeps } from '../../../src/server/security/login';
import { LoginLockout } from '../../../src/server/security/lockout';
import { memoryAttemptStore } from '../../../src/server/state/login-attempts';
import { memoryWishlistStore } from '../../../src/server/state/wishlists';
import { MSG } from '../../../src/lib/messages';

/** The login rule of src/server/security/login.ts, with a driver that knows one password. */
const user = {
  id: 7,
  username: 'amira',
  email: 'amira@example.com',
  display_name: 'Amira',
  first_name: '',
  last_name: '',
  billing: {},
  shipping: {},
  email_confirmed: false,
};

function setup(driverError?: StoreError) {
  let t = 1_000_000;
  let checked = 0;
  const deps: LoginDeps = {
    accounts: {
      async login(username, password): Promise<AuthResult> {
        if (driverError) throw driverError;
        checked++;
        // A password check takes a while (scrypt, or a round trip to WordPress).
        await new Promise((r) => setTimeout(r, 5));
        if (![user.username, user.email].includes(username.toLowerCase()) || password !== 'Secret#123')
          throw new StoreError('invalid_credentials', MSG.invalidCredentials, 401);
        return { user, token: 'token-for-7', expiresAt: t + 3_600_000 };
      },
      async accountId(login) {
        return [user.username, user.email].includes(login.toLowerCase()) ? user.id : null;
      },
    },
    lockout: new LoginLockout(memoryAttemptStore(), { now: () => t, stepMs: 5_000, maxMs: 30_000 }),
    wishlists: memoryWishlistStore(),
  };
  let cartTokenAsked = 0;
  const attempt = (password: string, username = 'amira') =>
    logIn({ username, password, cartToken: () => (cartTokenAsked++, 'guest-cart-token-aaaaaaaa') }, deps);
  return {
    deps,
    attempt,
    advance: (ms: number) => (t += ms),
    cartTokenAsked: () => cartTokenAsked,
    checked: () => checked,
  };
}

const refused = (code: string) => expect.objectContaining({ name: 'StoreError', code });

describe('logging in (src/server/security/login.ts)', () => {
  it('answers "invalid credentials" four times, locks on the fifth failure and refuses even the right password until the lock runs out', async () => {
    const { attempt, advance } = setup();
    for (let i = 0; i < 4; i++) await expect(attempt('wrong')).rejects.toEqual(refused('invalid_credentials'));
    await expect(attempt('wrong')).rejects.toMatchObject({
      status: 429,
      code: 'locked',
      message: MSG.lockedBody,
      details: { retry_after_ms: 25_000 },
    });
    await expect(attempt('Secret#123')).rejects.toEqual(refused('locked'));
    advance(25_000);
    expect((await attempt('Secret#123')).token).toBe('token-for-7');
  });

  it("counts the username and the account's email as one account, in any case", async () => {
    const { attempt } = setup();
    for (const name of ['amira', 'AMIRA@example.com', 'amira', 'amira@example.com'])
      await expect(attempt('wrong', name)).rejects.toEqual(refused('invalid_credentials'));
    await expect(attempt('wrong', 'Amira@Example.com')).rejects.toEqual(refused('locked'));
    await expect(attempt('Secret#123', 'amira@example.com')).rejects.toEqual(refused('locked'));
    await expect(attempt('Secret#123', 'amira')).rejects.toEqual(refused('locked'));
    // A name no account has is counted by itself.
    await expect(attempt('wrong', 'nobody')).rejects.toEqual(refused('invalid_credentials'));
  });

  it('checks no more than 5 passwords of 30 attempts sent at once, and refuses the right one among the rest', async () => {
    const { attempt, checked } = setup();
    const answers = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => attempt(i === 15 ? 'Secret#123' : 'wrong')),
    );
    expect(checked()).toBe(5);
    expect(answers.filter((a) => a.status === 'fulfilled')).toEqual([]);
    const codes = answers.map((a) => (a.status === 'rejected' ? (a.reason as StoreError).code : 'ok'));
    expect(codes.filter((c) => c === 'locked')).toHaveLength(26);
    expect(codes[15]).toBe('locked');
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
    expect((await deps.wishlists.getWishlist('t:guest-cart-token-aaaaaaaa')).map((e) => e.product_id)).toEqual([
      106, 105,
    ]);
    await attempt('Secret#123');
    expect((await deps.wishlists.getWishlist('u:7')).map((e) => [e.product_id, e.date_added])).toEqual([
      [105, '2025-01-01T00:00:00'],
      [106, '2025-01-02T00:00:00'],
    ]);
    expect(await deps.wishlists.getWishlist('t:guest-cart-token-aaaaaaaa')).toEqual([]);
  });
});
