import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowser } from './browser';
import type { Cart } from '../../../src/lib/schemas/cart';

const api = vi.hoisted(() => ({ get: vi.fn(), add: vi.fn(), update: vi.fn(), remove: vi.fn(), clear: vi.fn() }));
vi.mock('../../../src/lib/api/cart', () => api);

import {
  $cart,
  $cartCount,
  CART_COUNT_KEY,
  _resetCartForTests,
  addToCart,
  readCountCache,
  refreshCart,
  startCartSync,
  updateCartItem,
} from '../../../src/stores/cart';
import { $toasts } from '../../../src/stores/toasts';
import { _resetCountSyncForTests } from '../../../src/stores/cart-count';

function cart(count: number, notices: string[] = []): Cart {
  return {
    items: count
      ? [
          {
            key: 'k1',
            id: 101,
            variation_id: 0,
            choices: [],
            name: 'Golden Lotus Necklace',
            price: '1250.00',
            quantity: count,
            totals: { subtotal: String(1250 * count), total: String(1250 * count), tax: '0.00', subtotal_tax: '0.00' },
            featured_image: '/a.svg',
          },
        ]
      : [],
    item_count: count,
    needs_shipping: count > 0,
    totals: { subtotal: '0.00', total: '0.00', total_tax: '0.00' },
    notices,
  };
}

let browser: ReturnType<typeof installBrowser>;
beforeEach(() => {
  browser = installBrowser();
  _resetCountSyncForTests();
  _resetCartForTests();
  $toasts.set([]);
  for (const fn of Object.values(api)) fn.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  browser.uninstall();
});

describe('cart count cache', () => {
  // The count's refresh is imported when due (src/stores/later.ts); loaded once here, so the fake
  // idle timers below wait for the refresh and not for Vite transforming the module.
  beforeAll(() => import('../../../src/stores/later'));
  it.each([
    ['not JSON', '{oops'],
    ['an old format (a bare number)', '3'],
    ['a foreign shape', JSON.stringify({ count: '3', at: 1 })],
    ['a future version', JSON.stringify({ v: 2, count: 3, at: Date.now() })],
    ['a negative count', JSON.stringify({ v: 1, count: -1, at: Date.now() })],
  ])('discards %s without breaking the badge', (_what, raw) => {
    browser.storage.setItem(CART_COUNT_KEY, raw);
    expect(readCountCache()).toBeNull();
    expect(browser.storage.getItem(CART_COUNT_KEY)).toBeNull();
    expect(() => startCartSync()).not.toThrow();
    expect($cartCount.get()).toBe(0);
  });

  it('paints the cached count at once and asks the server at most every 30 s', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    api.add.mockResolvedValue(cart(2));
    await addToCart(101, 2);
    expect($cartCount.get()).toBe(2);
    expect(readCountCache()).toMatchObject({ count: 2 });

    vi.setSystemTime(new Date('2026-05-01T10:00:29Z'));
    await refreshCart();
    expect(api.get).not.toHaveBeenCalled();

    api.get.mockResolvedValue(cart(3));
    vi.setSystemTime(new Date('2026-05-01T10:00:30Z'));
    await refreshCart();
    expect(api.get).toHaveBeenCalledTimes(1);
    expect($cartCount.get()).toBe(3);
  });

  it('a page load with a stale count refreshes it once the browser is idle', async () => {
    vi.useFakeTimers();
    browser.storage.setItem(CART_COUNT_KEY, JSON.stringify({ v: 1, count: 4, at: Date.now() - 31_000 }));
    const fetch = vi.fn(async () => new Response(JSON.stringify(cart(1)), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    startCartSync();
    expect($cartCount.get()).toBe(4);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([
      '/api/cart',
      expect.objectContaining({ headers: expect.objectContaining({ 'X-Requested-With': 'XMLHttpRequest' }) }),
    ]);
    expect($cartCount.get()).toBe(1);
    expect(readCountCache()).toMatchObject({ count: 1 });
  });

  it('a first visit (no cached count, no cart cookie) asks the server nothing: the badge shows 0', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('document', { cookie: 'theme=dark', querySelector: () => null });
    startCartSync();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch).not.toHaveBeenCalled();
    expect($cartCount.get()).toBe(0);
  });

  it('a browser that lost its cached count but holds a cart (its cookie) asks once when idle', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => new Response(JSON.stringify(cart(2)), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('document', { cookie: 'theme=dark; has_cart=1', querySelector: () => null });
    startCartSync();
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect($cartCount.get()).toBe(2);
  });

  it('a failed badge refresh keeps the cached count', async () => {
    vi.useFakeTimers();
    browser.storage.setItem(CART_COUNT_KEY, JSON.stringify({ v: 1, count: 4, at: Date.now() - 31_000 }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>oops</html>', { status: 502 })),
    );
    startCartSync();
    await vi.advanceTimersByTimeAsync(500);
    expect($cartCount.get()).toBe(4);
  });

  it('a fresh count is not fetched again on the next page', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    browser.storage.setItem(CART_COUNT_KEY, JSON.stringify({ v: 1, count: 4, at: Date.now() - 5_000 }));
    startCartSync();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch).not.toHaveBeenCalled();
    expect($cartCount.get()).toBe(4);
  });

  it('follows another tab through the storage event', () => {
    startCartSync();
    browser.storage.setItem(CART_COUNT_KEY, JSON.stringify({ v: 1, count: 7, at: Date.now() }));
    browser.storageEvent(CART_COUNT_KEY);
    expect($cartCount.get()).toBe(7);
  });
});

describe('cart actions', () => {
  it('quantities are never below 1 on the way to the server', async () => {
    api.update.mockResolvedValue(cart(1));
    await updateCartItem('k1', 0);
    expect(api.update).toHaveBeenCalledWith('k1', 1);
  });

  it('lines the server dropped are told as toasts', async () => {
    api.get.mockResolvedValue(cart(0, ['Scarab Ring is no longer available and was removed from your cart.']));
    await refreshCart({ force: true });
    expect($cart.get()?.items).toEqual([]);
    await vi.waitFor(() =>
      expect($toasts.get().map((t) => t.description)).toContain(
        'Scarab Ring is no longer available and was removed from your cart.',
      ),
    );
  });

  it('an add made while the first refresh is in flight waits for it, so the add is never overwritten', async () => {
    let answerGet: (c: Cart) => void = () => undefined;
    api.get.mockReturnValue(new Promise<Cart>((resolve) => (answerGet = resolve)));
    api.add.mockResolvedValue(cart(1));
    const refresh = refreshCart({ force: true });
    const add = addToCart(101);
    await Promise.resolve();
    expect(api.add).not.toHaveBeenCalled();
    answerGet(cart(0));
    await Promise.all([refresh, add]);
    expect(api.add).toHaveBeenCalledTimes(1);
    expect($cartCount.get()).toBe(1);
  });

  it('a failed add leaves the count alone and rejects for the button to report', async () => {
    api.add.mockRejectedValue(Object.assign(new Error('An error occurred'), { status: 500 }));
    await expect(addToCart(101)).rejects.toThrow();
    expect($cartCount.get()).toBe(0);
  });
});
