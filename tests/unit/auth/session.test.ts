import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The session store against the real HTTP client with a fake fetch and a fake clock: what a
 * shopper notices is whether they are still signed in and whether their request went through.
 */
const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
const MIN = 60_000;
const user = {
  id: 7,
  username: 'nour',
  email: 'nour@example.com',
  display_name: 'Nour Adel',
  first_name: 'Nour',
  last_name: 'Adel',
  billing: {},
  shipping: {},
};

/** localStorage stand-in: values are own properties, as a browser's Storage shows them. */
class MemoryStorage {
  [key: string]: unknown;
  getItem(k: string): string | null {
    return Object.hasOwn(this, k) ? String(this[k]) : null;
  }
  setItem(k: string, v: string): void {
    this[k] = String(v);
  }
  removeItem(k: string): void {
    delete this[k];
  }
  clear(): void {
    for (const k of Object.keys(this)) delete this[k];
  }
}

type Route = (init: RequestInit) => { status: number; body?: unknown };
let routes: Record<string, Route[]>;
let calls: string[];
// One storage for the file, cleared before each test.
const storage = new MemoryStorage();

function on(key: string, ...answers: Route[]) {
  routes[key] = [...(routes[key] ?? []), ...answers];
}
const json =
  (status: number, body?: unknown): Route =>
  () => ({ status, body });

async function load() {
  vi.resetModules();
  const session = await import('../../../src/stores/session');
  const api = await import('../../../src/lib/api');
  return { ...session, ...api };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  storage.clear();
  vi.stubGlobal('localStorage', storage);
  routes = {};
  calls = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    calls.push(key);
    const next = routes[key]?.shift();
    if (!next) return new Response(JSON.stringify({ code: 'unexpected', message: key }), { status: 500 });
    const { status, body } = next(init);
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function signedIn(expiresIn = 60 * MIN) {
  const m = await load();
  on('POST /api/auth/login', json(200, { user, expires_at: Date.now() + expiresIn }));
  await m.login('nour', 'Secret#123');
  return m;
}

describe('login and logout', () => {
  it('login keeps user and expiry and rotates the anti-forgery value', async () => {
    const m = await load();
    const before = m.csrfToken();
    on('POST /api/auth/login', json(200, { user, expires_at: T0 + 60 * MIN }));
    await m.login('nour', 'Secret#123');
    const rec = m.$session.get();
    expect(rec?.user.display_name).toBe('Nour Adel');
    expect(rec?.expiresAt).toBe(T0 + 60 * MIN);
    expect(rec?.csrf).toMatch(/^[0-9a-f]{32}$/);
    expect(rec?.csrf).not.toBe(before);
    expect(storage.getItem('nefertari.csrf')).toBe(rec?.csrf);
    expect(JSON.parse(storage.getItem('nefertari.session')!).user.username).toBe('nour');
  });

  it('a refused login stores nothing', async () => {
    const m = await load();
    on('POST /api/auth/login', json(401, { code: 'invalid_credentials', message: 'Invalid username or password' }));
    await expect(m.login('nour', 'wrong')).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username or password',
    });
    expect(m.$session.get()).toBeNull();
    expect(calls).toEqual(['POST /api/auth/login']); // no refresh attempt on a failed login
  });

  it('logout clears the cookie on the server, the user and the anti-forgery value', async () => {
    const m = await signedIn();
    on('POST /api/auth/logout', json(204));
    await m.logout();
    expect(calls).toContain('POST /api/auth/logout');
    expect(m.$session.get()).toBeNull();
    expect(storage.getItem('nefertari.session')).toBeNull();
    expect(storage.getItem('nefertari.csrf')).toBeNull();
    expect(m.isLoggedIn()).toBe(false);
  });
});

describe('session rules with a fake clock', () => {
  it('logs out automatically after 30 minutes without activity', async () => {
    const m = await signedIn();
    on('POST /api/auth/logout', json(204));
    vi.setSystemTime(T0 + 30 * MIN);
    expect(m.isLoggedIn()).toBe(true);
    vi.setSystemTime(T0 + 60 * MIN - 1);
    // 30 min after the last check: still fine only because that check counted as activity.
    expect(m.isLoggedIn()).toBe(true);
    vi.setSystemTime(T0 + 60 * MIN - 1 + 30 * MIN + 1);
    expect(m.isLoggedIn()).toBe(false);
    expect(storage.getItem('nefertari.session')).toBeNull();
    // The server's end of it loads its code first (a few hundred bytes no page needs otherwise).
    await vi.waitFor(() => expect(calls).toContain('POST /api/auth/logout'));
    // The anti-forgery value goes once the server has ended its session (that request needs it).
    await vi.waitFor(() => expect(storage.getItem('nefertari.csrf')).toBeNull());
  });

  it('each check refreshes last activity; an idle half hour ends the session', async () => {
    const m = await signedIn();
    vi.setSystemTime(T0 + 20 * MIN);
    expect(m.isLoggedIn()).toBe(true);
    expect(m.$session.get()?.lastActivity).toBe(T0 + 20 * MIN);
    vi.setSystemTime(T0 + 20 * MIN + 30 * MIN + 1);
    on('POST /api/auth/logout', json(204));
    expect(m.isLoggedIn()).toBe(false);
  });

  it('an expired token ends the session even with recent activity', async () => {
    const m = await signedIn(10 * MIN);
    on('POST /api/auth/logout', json(204));
    vi.setSystemTime(T0 + 5 * MIN);
    expect(m.isLoggedIn()).toBe(true);
    vi.setSystemTime(T0 + 10 * MIN);
    expect(m.isLoggedIn()).toBe(false);
  });

  it('refreshes the token only when less than 5 minutes remain', async () => {
    const m = await signedIn();
    vi.setSystemTime(T0 + 30 * MIN);
    expect(await m.ensureFresh()).toBe(true);
    expect(calls).not.toContain('POST /api/auth/refresh');

    vi.setSystemTime(T0 + 56 * MIN);
    on('POST /api/auth/refresh', json(200, { user, expires_at: T0 + 116 * MIN }));
    expect(await m.ensureFresh()).toBe(true);
    expect(calls.filter((c) => c === 'POST /api/auth/refresh')).toHaveLength(1);
    expect(m.$session.get()?.expiresAt).toBe(T0 + 116 * MIN);
  });

  it('a failed refresh logs out', async () => {
    const m = await signedIn();
    vi.setSystemTime(T0 + 29 * MIN);
    expect(m.isLoggedIn()).toBe(true);
    vi.setSystemTime(T0 + 58 * MIN);
    on('POST /api/auth/refresh', json(401, { code: 'unauthorized', message: 'Session expired' }));
    expect(await m.ensureFresh()).toBe(false);
    expect(m.$session.get()).toBeNull();
    expect(storage.getItem('nefertari.csrf')).toBeNull();
  });
});

describe('401 handling through the HTTP client', () => {
  it('a 401 refreshes once and retries the request', async () => {
    const m = await signedIn();
    on(
      'GET /api/orders',
      json(401, { code: 'unauthorized', message: 'User not logged in' }),
      json(200, { orders: [] }),
    );
    on('POST /api/auth/refresh', json(200, { user, expires_at: T0 + 120 * MIN }));
    await expect(m.api.orders.mine()).resolves.toEqual([]);
    expect(calls).toEqual(['POST /api/auth/login', 'GET /api/orders', 'POST /api/auth/refresh', 'GET /api/orders']);
    expect(m.$session.get()?.expiresAt).toBe(T0 + 120 * MIN);
  });

  it('when the refresh after a 401 fails the request fails and the user is logged out', async () => {
    const m = await signedIn();
    on('GET /api/orders', json(401, { code: 'unauthorized', message: 'User not logged in' }));
    on('POST /api/auth/refresh', json(401, { code: 'unauthorized', message: 'Session expired' }));
    await expect(m.api.orders.mine()).rejects.toMatchObject({ status: 401 });
    expect(calls).toEqual(['POST /api/auth/login', 'GET /api/orders', 'POST /api/auth/refresh']);
    expect(m.$session.get()).toBeNull();
    expect(m.isLoggedIn()).toBe(false);
  });

  it('a guest 401 does not call refresh at all', async () => {
    const m = await load();
    on('GET /api/orders', json(401, { code: 'unauthorized', message: 'User not logged in' }));
    await expect(m.api.orders.mine()).rejects.toMatchObject({ status: 401, message: 'User not logged in' });
    expect(calls).toEqual(['GET /api/orders']);
  });
});

describe('stored record', () => {
  it.each([
    ['not JSON', '{"user": '],
    ['wrong shape', JSON.stringify({ user: { id: 'x' }, expiresAt: T0 + MIN, lastActivity: T0, csrf: 'a'.repeat(32) })],
    ['bad anti-forgery value', JSON.stringify({ user, expiresAt: T0 + MIN, lastActivity: T0, csrf: 'zz' })],
  ])('a corrupt record (%s) is discarded and counts as logged out', async (_label, raw) => {
    storage.setItem('nefertari.session', raw);
    const m = await load();
    expect(m.isLoggedIn()).toBe(false);
    expect(storage.getItem('nefertari.session')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a valid stored record from an earlier page keeps the shopper signed in', async () => {
    storage.setItem(
      'nefertari.session',
      JSON.stringify({ user, expiresAt: T0 + 30 * MIN, lastActivity: T0 - 10 * MIN, csrf: 'b'.repeat(32) }),
    );
    const m = await load();
    expect(m.isLoggedIn()).toBe(true);
    expect(m.$session.get()?.lastActivity).toBe(T0);
  });
});
