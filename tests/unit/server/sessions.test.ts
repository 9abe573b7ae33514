import { describe, expect, it } from 'vitest';
import { ABSOLUTE_MS, IDLE_MS, Sessions } from '../../../src/server/security/session';
import { memorySessionStore } from '../../../src/server/state/sessions';
import { tempBackend } from './fixtures';

/**
 * Login sessions (src/server/security/session.ts) on the embedded store's real tokens, with a
 * clock the test moves: a cookie stops working when its session ends, and no refresh keeps a
 * session (or a stolen cookie) alive past its absolute limit.
 */
async function setup() {
  let t = Date.UTC(2026, 0, 5, 9);
  const now = () => t;
  const store = tempBackend(undefined, now);
  const state = memorySessionStore();
  const sessions = new Sessions(state, store, { now });
  await store.register({ username: 'amira', email: 'amira@example.com', password: 'Str0ng!Pass' });
  const login = () => store.login('amira', 'Str0ng!Pass').then((r) => sessions.start(r));
  return { sessions, state, login, advance: (ms: number) => (t += ms), now };
}

describe('login sessions', () => {
  it('answer the customer for the cookie of a live session, and nothing for any other value', async () => {
    const { sessions, login } = await setup();
    const { cookie, expiresAt } = await login();
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessions.current(cookie)).toMatchObject({ user: { username: 'amira' }, expiresAt });
    // The same id with its last character changed (to one it is not), and with one more.
    const changed = cookie.slice(0, -1) + (cookie.endsWith('A') ? 'B' : 'A');
    for (const other of [undefined, '', 'x', changed, cookie + 'A']) expect(await sessions.current(other)).toBeNull();
  });

  it('end at logout: the same cookie no longer reads the account or refreshes', async () => {
    const { sessions, login } = await setup();
    const { cookie } = await login();
    await sessions.end(cookie);
    expect(await sessions.current(cookie)).toBeNull();
    await expect(sessions.refresh(cookie)).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('run out after an hour without a refresh; a refresh moves that on', async () => {
    const { sessions, login, advance, now } = await setup();
    const { cookie, expiresAt } = await login();
    expect(expiresAt).toBe(now() + IDLE_MS);
    advance(IDLE_MS - 60_000);
    const refreshed = await sessions.refresh(cookie);
    expect(refreshed.expiresAt).toBe(now() + IDLE_MS);
    advance(IDLE_MS - 1);
    expect(await sessions.current(cookie)).not.toBeNull();
    advance(1);
    expect(await sessions.current(cookie)).toBeNull();
    await expect(sessions.refresh(cookie)).rejects.toMatchObject({ status: 401 });
  });

  it('never outlive their absolute limit, however often refreshed', async () => {
    const { sessions, login, advance, now } = await setup();
    const started = now();
    const { cookie } = await login();
    let last = 0;
    // A thief refreshing every 50 minutes.
    for (let i = 0; i < 20 && now() < started + ABSOLUTE_MS; i++) {
      const r = await sessions.refresh(cookie).catch(() => null);
      if (!r) break;
      last = r.expiresAt;
      advance(50 * 60_000);
    }
    expect(last).toBe(started + ABSOLUTE_MS);
    advance(started + ABSOLUTE_MS - now());
    expect(await sessions.current(cookie)).toBeNull();
    await expect(sessions.refresh(cookie)).rejects.toMatchObject({ status: 401 });
  });

  it("end together at a password change or reset: all of the customer's, or all but the one asking", async () => {
    const { sessions, login } = await setup();
    const [phone, laptop, thief] = [await login(), await login(), await login()];
    expect(await sessions.endAllOf((await sessions.current(phone.cookie))!.user.id, phone.cookie)).toBe(2);
    expect(
      [
        await sessions.current(phone.cookie),
        await sessions.current(laptop.cookie),
        await sessions.current(thief.cookie),
      ].map(Boolean),
    ).toEqual([true, false, false]);
    await sessions.endAllOf((await sessions.current(phone.cookie))!.user.id);
    expect(await sessions.current(phone.cookie)).toBeNull();
  });

  it('keep no cookie that works in the store: sessions are kept by the hash of the id', async () => {
    const { state, login } = await setup();
    const { cookie } = await login();
    const stored = await state.get(cookie);
    expect(stored).toBeUndefined();
  });
});
