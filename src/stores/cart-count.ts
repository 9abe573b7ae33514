import { atom } from 'nanostores';
import { CART_COUNT_KEY, readCountCache } from '../lib/cart-count';
import { onStoredChange, writeStored } from '../lib/storage';

/**
 * The cart's item count, as the header badge shows it on every page. It persists itself (the
 * count and when it was read, in localStorage) so the next page paints it at once, and follows
 * other tabs through the storage event. Every cart the server answers sets it (./cart.ts); the
 * badge reads nothing from the server itself: a shopper with a cart gets her whole cart read when
 * the page is idle, for the drawer, and that sets the count too.
 */
export const $cartCount = atom<number>(0);

/** A count the server answered: kept for the next pages and other tabs, and shown in this one. */
export function setCount(count: number): void {
  writeStored(CART_COUNT_KEY, { v: 1, count, at: Date.now() });
  $cartCount.set(count);
}

let following: (() => void) | null = null;

/** Once per page, in the browser: the cached count, then other tabs' changes to it. */
export function followCartCount(): void {
  if (following || typeof window === 'undefined') return;
  $cartCount.set(readCountCache()?.count ?? 0);
  following = onStoredChange(CART_COUNT_KEY, () => $cartCount.set(readCountCache()?.count ?? 0));
}

/** For tests: stop following and forget the count. */
export function _resetCartCountForTests(): void {
  following?.();
  following = null;
  $cartCount.set(0);
}
