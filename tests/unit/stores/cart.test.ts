import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowser } from './browser';
import type { Cart } from '../../../src/lib/schemas/cart';

const api = vi.hoisted(() => ({
  get: vi.fn(),
  add: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  clear: vi.fn(),
  setGiftWrap: vi.fn(),
  applyCode: vi.fn(),
  removeCode: vi.fn(),
}));
vi.mock('../../../src/lib/api/cart', () => api);

import {
  $cart,
  $cartStatus,
  _resetCartForTests,
  addToCart,
  followOtherTabs,
  readCart,
  updateCartItem,
} from '../../../src/stores/cart';
import { $cartCount, _resetCartCountForTests, followCartCount } from '../../../src/stores/cart-count';
import { CART_COUNT_KEY, readCountCache } from '../../../src/lib/cart-count';
import { holdsCart } from '../../../src/lib/held';
import { $toasts } from '../../../src/stores/toasts';

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
  _resetCartCountForTests();
  _resetCartForTests();
  $toasts.set([]);
  for (const fn of Object.values(api)) fn.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  browser.uninstall();
});

describe('the cart count every page shows', () => {
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
    expect(() => followCartCount()).not.toThrow();
    expect($cartCount.get()).toBe(0);
  });

  it('paints the count the last page kept, and every cart the server answers sets it', async () => {
    browser.storage.setItem(CART_COUNT_KEY, JSON.stringify({ v: 1, count: 4, at: Date.now() }));
    followCartCount();
    expect($cartCount.get()).toBe(4);
    api.add.mockResolvedValue(cart(5));
    await addToCart(101);
    expect($cartCount.get()).toBe(5);
    expect(readCountCache()).toMatchObject({ count: 5 });
  });

  it('follows another tab through the storage event', () => {
    followCartCount();
    browser.storage.setItem(CART_COUNT_KEY, JSON.stringify({ v: 1, count: 7, at: Date.now() }));
    browser.storageEvent(CART_COUNT_KEY);
    expect($cartCount.get()).toBe(7);
  });

  it('says a shopper holds a cart by its count, or without one by the cart cookie: a first visit holds none', () => {
    vi.stubGlobal('document', { cookie: 'theme=dark' });
    expect(holdsCart()).toBe(false);
    vi.stubGlobal('document', { cookie: 'theme=dark; has_cart=1' });
    expect(holdsCart()).toBe(true);
    browser.storage.setItem(CART_COUNT_KEY, JSON.stringify({ v: 1, count: 0, at: Date.now() }));
    expect(holdsCart()).toBe(false);
    browser.storage.setItem(CART_COUNT_KEY, JSON.stringify({ v: 1, count: 2, at: Date.now() }));
    expect(holdsCart()).toBe(true);
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
    await readCart();
    expect($cart.get()?.items).toEqual([]);
    expect($toasts.get().map((t) => t.description)).toContain(
      'Scarab Ring is no longer available and was removed from your cart.',
    );
  });

  it('an add made while the first read is in flight waits for it, so the add is never overwritten', async () => {
    let answerGet: (c: Cart) => void = () => undefined;
    api.get.mockReturnValue(new Promise<Cart>((resolve) => (answerGet = resolve)));
    api.add.mockResolvedValue(cart(1));
    const read = readCart();
    const add = addToCart(101);
    await Promise.resolve();
    expect(api.add).not.toHaveBeenCalled();
    answerGet(cart(0));
    await Promise.all([read, add]);
    expect(api.add).toHaveBeenCalledTimes(1);
    expect($cart.get()?.item_count).toBe(1);
    expect($cartCount.get()).toBe(1);
  });

  it('two reads at once are one request', async () => {
    api.get.mockResolvedValue(cart(2));
    await Promise.all([readCart(), readCart()]);
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('a failed add leaves the cart and its count alone and rejects for the button to report', async () => {
    api.add.mockRejectedValue(Object.assign(new Error('An error occurred'), { status: 500 }));
    await expect(addToCart(101)).rejects.toThrow();
    expect($cartCount.get()).toBe(0);
    expect($cart.get()).toBeNull();
  });

  it('a read that fails with no cart to show says so; with a cart shown, the cart stays', async () => {
    api.get.mockRejectedValueOnce(new Error('down'));
    await expect(readCart()).rejects.toThrow();
    expect($cartStatus.get()).toBe('failed');
    api.get.mockResolvedValueOnce(cart(1));
    await readCart();
    api.get.mockRejectedValueOnce(new Error('down again'));
    await expect(readCart()).rejects.toThrow();
    expect($cartStatus.get()).toBe('read');
    expect($cart.get()?.item_count).toBe(1);
  });

  it('a cart shown here is read again when another tab changes the count, not when it only read it', async () => {
    followOtherTabs();
    api.get.mockResolvedValue(cart(1));
    await readCart();
    expect(api.get).toHaveBeenCalledTimes(1);
    // Another tab read the same cart: the same count, nothing to do.
    browser.storage.setItem(CART_COUNT_KEY, JSON.stringify({ v: 1, count: 1, at: Date.now() }));
    browser.storageEvent(CART_COUNT_KEY);
    expect(api.get).toHaveBeenCalledTimes(1);
    // Another tab added a piece.
    api.get.mockResolvedValue(cart(2));
    browser.storage.setItem(CART_COUNT_KEY, JSON.stringify({ v: 1, count: 2, at: Date.now() }));
    browser.storageEvent(CART_COUNT_KEY);
    await vi.waitFor(() => expect($cart.get()?.item_count).toBe(2));
    expect(api.get).toHaveBeenCalledTimes(2);
  });
});
