import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request, resetHttpState, setAuthHooks } from '../../../src/lib/api/http';
import { clearCsrf } from '../../../src/lib/api/csrf';
import { MSG } from '../../../src/lib/messages';
import { fakeFetch, hang, installBrowser, json, networkDown, sentBody } from './fakes';

let browser: ReturnType<typeof installBrowser>;

beforeEach(() => {
  vi.useFakeTimers();
  browser = installBrowser();
  clearCsrf();
  resetHttpState();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Settles a promise in the background so fake-timer steps can run while it waits. */
function track<T>(p: Promise<T>) {
  const state: { done: boolean; value?: T; error?: unknown } = { done: false };
  p.then(
    (value) => Object.assign(state, { done: true, value }),
    (error: unknown) => Object.assign(state, { done: true, error }),
  );
  return state;
}

describe('headers', () => {
  it('a GET says it is an XHR, sends no anti-forgery value and no no-cache headers', async () => {
    const { calls } = fakeFetch(() => json({ ok: true }));
    await request('/api/cart');
    const { init } = calls[0];
    expect(calls[0].url).toBe('/api/cart');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(init.headers['X-CSRF-Token']).toBeUndefined();
    expect(init.headers['Cache-Control']).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it('an auth GET sends the no-cache headers', async () => {
    const { calls } = fakeFetch(() => json({}));
    await request('/api/auth/me', { auth: true });
    expect(calls[0].init.headers['Cache-Control']).toBe('no-cache');
    expect(calls[0].init.headers.Pragma).toBe('no-cache');
  });

  it('a POST sends the anti-forgery value equal to the csrf_token cookie, plus no-cache and JSON headers', async () => {
    const { calls } = fakeFetch(() => json({}));
    await request('/api/cart/items', { method: 'POST', body: { id: 101, quantity: 1 } });
    const h = calls[0].init.headers;
    expect(h['X-Requested-With']).toBe('XMLHttpRequest');
    expect(h['X-CSRF-Token']).toMatch(/^[0-9a-f]{32}$/);
    expect(browser.doc.jar.get('csrf_token')).toBe(h['X-CSRF-Token']);
    expect(browser.storage.getItem('nefertari.csrf')).toBe(h['X-CSRF-Token']);
    expect(h['Cache-Control']).toBe('no-cache');
    expect(h.Pragma).toBe('no-cache');
    expect(h['Content-Type']).toBe('application/json');
    expect(sentBody(calls[0])).toEqual({ id: 101, quantity: 1 });
  });

  it('a DELETE carries the anti-forgery value too', async () => {
    const { calls } = fakeFetch(() => json({}));
    await request('/api/wishlist', { method: 'DELETE' });
    expect(calls[0].init.headers['X-CSRF-Token']).toBe(browser.doc.jar.get('csrf_token'));
  });
});

describe('timeout and retry', () => {
  it('times out at 20 s, retries once after 1 s, then fails with status 500 and the generic message', async () => {
    const { fn } = fakeFetch(hang);
    const result = track(request('/api/cart'));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    // Timed out; the retry waits 1 s.
    await vi.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(result.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result.done).toBe(true);
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error).toMatchObject({ status: 500, message: MSG.genericError, code: 'timeout' });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('a retry that answers wins', async () => {
    const { fn } = fakeFetch(hang, () => json({ items: [] }));
    const result = track(request('/api/wishlist'));
    await vi.advanceTimersByTimeAsync(21_000);
    expect(result).toMatchObject({ done: true, value: { items: [] } });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('a network error is retried once after 1 s; a second one fails with status 500', async () => {
    const { fn } = fakeFetch(networkDown);
    const result = track(request('/api/cart'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(result.error).toMatchObject({ status: 500, message: MSG.genericError, code: 'network_error' });
  });

  it('a network error then an answer succeeds', async () => {
    fakeFetch(networkDown, () => json({ n: 1 }));
    const result = track(request('/api/cart'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(result.value).toEqual({ n: 1 });
  });

  it('a POST that is not marked safe to repeat is never sent twice', async () => {
    const { fn } = fakeFetch(networkDown);
    const result = track(request('/api/cart/items', { method: 'POST', body: { id: 1 } }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(result.error).toMatchObject({ status: 500, code: 'network_error' });
  });

  it('a POST marked safe to repeat (create-order) is retried', async () => {
    const { fn } = fakeFetch(networkDown, () => json({ id: 1 }, 201));
    const result = track(request('/api/orders', { method: 'POST', body: {}, retry: true }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(result.value).toEqual({ id: 1 });
  });

  it('an error answer (4xx/5xx) is not retried', async () => {
    const { fn } = fakeFetch(() => json({ code: 'invalid_product', message: 'Invalid product ID' }, 404));
    const result = track(request('/api/products/999'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(result.error).toMatchObject({ status: 404, message: 'Invalid product ID', code: 'invalid_product' });
  });
});

describe('401: refresh once, then retry', () => {
  it('refreshes and retries the call, which then succeeds', async () => {
    const refresh = vi.fn(async () => true);
    const onLoggedOut = vi.fn();
    setAuthHooks({ refresh, onLoggedOut });
    const { fn } = fakeFetch(
      () => json({ message: 'User not logged in' }, 401),
      () => json({ orders: [] }),
    );
    await expect(request('/api/orders')).resolves.toEqual({ orders: [] });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(onLoggedOut).not.toHaveBeenCalled();
  });

  it('a failed refresh logs the shopper out and the 401 is thrown', async () => {
    const onLoggedOut = vi.fn();
    setAuthHooks({ refresh: async () => false, onLoggedOut });
    const { fn } = fakeFetch(() => json({ code: 'unauthorized', message: 'User not logged in' }, 401));
    await expect(request('/api/orders')).rejects.toMatchObject({ status: 401, message: 'User not logged in' });
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('a refresh that throws counts as failed', async () => {
    const onLoggedOut = vi.fn();
    setAuthHooks({ refresh: () => Promise.reject(new Error('offline')), onLoggedOut });
    fakeFetch(() => json({}, 401));
    await expect(request('/api/orders')).rejects.toMatchObject({ status: 401 });
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
  });

  it('a second 401 after the refresh is thrown without another refresh', async () => {
    const refresh = vi.fn(async () => true);
    setAuthHooks({ refresh, onLoggedOut: vi.fn() });
    const { fn } = fakeFetch(() => json({}, 401));
    await expect(request('/api/orders')).rejects.toMatchObject({ status: 401 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('login and refresh calls never trigger a refresh', async () => {
    const refresh = vi.fn(async () => true);
    setAuthHooks({ refresh, onLoggedOut: vi.fn() });
    fakeFetch(() => json({ code: 'invalid_credentials', message: 'Invalid username or password' }, 401));
    await expect(request('/api/auth/login', { method: 'POST', body: {}, refreshOn401: false })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username or password',
    });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('parallel 401s share one refresh', async () => {
    let release!: (ok: boolean) => void;
    const refresh = vi.fn(() => new Promise<boolean>((r) => (release = r)));
    setAuthHooks({ refresh, onLoggedOut: vi.fn() });
    let n = 0;
    fakeFetch(() => (n++ < 2 ? json({}, 401) : json({ ok: 1 })));
    const a = request('/api/orders');
    const b = request('/api/auth/me');
    await vi.advanceTimersByTimeAsync(0);
    release(true);
    await expect(Promise.all([a, b])).resolves.toEqual([{ ok: 1 }, { ok: 1 }]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('without registered hooks a 401 is simply thrown', async () => {
    fakeFetch(() => json({ message: 'User not logged in' }, 401));
    await expect(request('/api/orders')).rejects.toMatchObject({ status: 401, message: 'User not logged in' });
  });
});

describe('client rate limit', () => {
  it('the 61st request within 60 s fails without reaching the network, and the window recovers', async () => {
    const { fn } = fakeFetch(() => json({}));
    for (let i = 0; i < 60; i++) {
      await request('/api/cart');
      await vi.advanceTimersByTimeAsync(500); // 60 requests spread over 30 s
    }
    await expect(request('/api/cart')).rejects.toMatchObject({ status: 429, message: MSG.rateLimited });
    expect(fn).toHaveBeenCalledTimes(60);
    // The first request leaves the window 60 s after it was sent (now + 30.5 s): one slot opens.
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(request('/api/cart')).resolves.toEqual({});
    await expect(request('/api/cart')).rejects.toMatchObject({ status: 429 });
    expect(fn).toHaveBeenCalledTimes(61);
  });
});

describe('outgoing text', () => {
  // Text is sent and stored as typed, rendered as text: escaping it first corrupted names like O'Neil.
  it('sends every string of a POST, PUT or PATCH body exactly as the shopper typed it', async () => {
    const { calls } = fakeFetch(() => json({}));
    const body = {
      billing: { last_name: "O'Neil", address_1: 'Villa 5 & 6, "Palm" Compound', city: 'القاهرة' },
      customer_note: "It's for my mom's birthday <3 🎂",
      rating: 5,
      note: null,
    };
    await request('/api/orders', { method: 'POST', body });
    await request('/api/auth/profile', { method: 'PUT', body: { display_name: 'Nour O\'Neil "Noni" & Co' } });
    await request('/api/cart/items/k', { method: 'PATCH', body: { note: '<i>' } });
    expect(sentBody(calls[0])).toEqual(body);
    expect(sentBody(calls[1])).toEqual({ display_name: 'Nour O\'Neil "Noni" & Co' });
    expect(sentBody(calls[2])).toEqual({ note: '<i>' });
  });
});

describe('error normalisation', () => {
  it('an error answer without a body keeps its status and says "An error occurred"', async () => {
    fakeFetch(() => new Response(null, { status: 503 }));
    await expect(request('/api/cart')).rejects.toMatchObject({
      status: 503,
      message: MSG.genericError,
      code: undefined,
    });
  });

  it('an HTML error page is not shown to the shopper', async () => {
    fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(request('/api/cart')).rejects.toMatchObject({ status: 502, message: MSG.genericError });
  });

  it("keeps the server's message, code and extra fields", async () => {
    fakeFetch(() => json({ code: 'locked', message: 'Too many attempts.', retry_after_ms: 5000 }, 429));
    const err = (await request('/api/auth/login', { method: 'POST', body: {}, refreshOn401: false }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 429,
      message: 'Too many attempts.',
      code: 'locked',
      data: { retry_after_ms: 5000 },
    });
  });

  it('an empty server message falls back to the generic one', async () => {
    fakeFetch(() => json({ message: '  ' }, 400));
    await expect(request('/api/cart')).rejects.toMatchObject({ status: 400, message: MSG.genericError });
  });

  it('ApiError defaults to status 500 and the generic message', () => {
    expect(new ApiError()).toMatchObject({ status: 500, message: MSG.genericError });
  });

  it('an answer that fails its schema becomes 502 "The store sent an unexpected answer."', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFetch(() => json({ nope: true }));
    const schema = {
      parse: (v: unknown) => {
        if (!(v as { ok?: boolean }).ok) throw new Error('bad');
        return v;
      },
    };
    await expect(request('/api/x', { schema })).rejects.toMatchObject({ status: 502, message: MSG.unexpectedAnswer });
  });

  it('a lazily loaded schema checks the answer too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const schema = async () => ({
      parse: (v: unknown) => {
        if (!(v as { ok?: boolean }).ok) throw new Error('bad');
        return v;
      },
    });
    fakeFetch(
      () => json({ ok: true }),
      () => json({ nope: true }),
    );
    await expect(request('/api/x', { schema })).resolves.toEqual({ ok: true });
    await expect(request('/api/x', { schema })).rejects.toMatchObject({ status: 502, message: MSG.unexpectedAnswer });
  });

  it('a schema that cannot be loaded fails the call instead of trusting the answer', async () => {
    fakeFetch(() => json({ ok: true }));
    await expect(
      request('/api/x', { schema: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) }),
    ).rejects.toMatchObject({
      status: 500,
      message: MSG.genericError,
    });
  });

  it('a success answer that is not JSON becomes 502', async () => {
    fakeFetch(() => new Response('<html>login</html>', { status: 200 }));
    await expect(request('/api/cart')).rejects.toMatchObject({ status: 502, message: MSG.unexpectedAnswer });
  });

  it('204 No Content resolves with nothing', async () => {
    fakeFetch(() => new Response(null, { status: 204 }));
    await expect(request('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});
