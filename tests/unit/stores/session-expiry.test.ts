import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBrowser, MemoryStorage } from './browser';

/**
 * A session that ran out is ended in this tab even when the code that also ends it on the server
 * cannot arrive (offline, a deploy replaced the files): the shopper is signed out here and told
 * on the next page, and nothing is left rejecting.
 */
describe('a session that ran out, offline', () => {
  afterEach(() => {
    vi.doUnmock('../../../src/lib/api/session-end');
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  it('is ended in the tab and noted for the next page when the logout code does not load', async () => {
    const browser = installBrowser();
    Object.defineProperty(globalThis, 'sessionStorage', {
      value: new MemoryStorage(),
      configurable: true,
      writable: true,
    });
    const now = Date.UTC(2026, 10, 24, 12);
    const record = {
      user: { id: 7, username: 'nour', email: 'nour@example.com' },
      expiresAt: now - 1000,
      lastActivity: now - 2000,
      csrf: '0123456789abcdef0123456789abcdef',
    };
    localStorage.setItem('nefertari.session', JSON.stringify(record));
    vi.resetModules();
    vi.doMock('../../../src/lib/api/session-end', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const rejected: unknown[] = [];
    const note = (reason: unknown) => rejected.push(reason);
    process.on('unhandledRejection', note);
    try {
      const { expireStaleSession, takeSessionExpiredNote } = await import('../../../src/stores/session-expiry');
      expect(expireStaleSession(now)).toBe(true);
      await new Promise((done) => setTimeout(done, 20));
      expect(localStorage.getItem('nefertari.session')).toBeNull();
      expect(takeSessionExpiredNote()).toBe(true);
      expect(rejected).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
      browser.uninstall();
    }
  });
});

/**
 * /account sends a shopper whose session ran out straight to /login: it waits for the server's
 * logout first (its code loads on demand and would otherwise die with the page), but not forever.
 */
describe('leaving for /login after a session ran out', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  const stale = {
    user: { id: 7, username: 'nour', email: 'nour@example.com' },
    expiresAt: now + 60_000,
    lastActivity: now - 31 * 60_000,
    csrf: '0123456789abcdef0123456789abcdef',
  };

  afterEach(() => {
    vi.doUnmock('../../../src/lib/api/session-end');
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  async function expireWith(endExpiredSession: () => Promise<void>) {
    const browser = installBrowser();
    Object.defineProperty(globalThis, 'sessionStorage', {
      value: new MemoryStorage(),
      configurable: true,
      writable: true,
    });
    localStorage.setItem('nefertari.session', JSON.stringify(stale));
    vi.resetModules();
    vi.doMock('../../../src/lib/api/session-end', () => ({ endExpiredSession }));
    const m = await import('../../../src/stores/session-expiry');
    expect(m.expireStaleSession(now)).toBe(true);
    return { ...m, browser };
  }

  it('settles only once the logout is answered', async () => {
    let answer: () => void = () => undefined;
    const ended = vi.fn(() => new Promise<void>((done) => (answer = done)));
    const { sessionEndSettled, browser } = await expireWith(ended);
    try {
      let left = false;
      const leaving = sessionEndSettled(5000).then(() => (left = true));
      await new Promise((done) => setTimeout(done, 30));
      expect(ended).toHaveBeenCalledTimes(1);
      expect(left).toBe(false);
      answer();
      await leaving;
      expect(left).toBe(true);
      // Nothing under way any more: the next wait is over at once.
      await sessionEndSettled(5000);
    } finally {
      browser.uninstall();
    }
  });

  it('gives up waiting on a logout that never answers', async () => {
    const { sessionEndSettled, browser } = await expireWith(() => new Promise<void>(() => undefined));
    try {
      const started = Date.now();
      await sessionEndSettled(50);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      browser.uninstall();
    }
  });
});
