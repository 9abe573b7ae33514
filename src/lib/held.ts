import { SESSION_KEY } from './auth';
import { readCountCache, type CountCache } from './cart-count';
import { CART_MARKER_COOKIE } from './header-constants';
import { WISHLIST_KEY } from './constants';
import { readText } from './storage';

/**
 * What a shopper may already hold, which an island shows as soon as the page is idle: the
 * directive that hydrates the shopping islands (src/directives/reach.ts) asks this before loading
 * anything, so a first visit loads none of it.
 */
export type Held = 'cart' | 'wishlist';

/**
 * Whether she may hold a cart: a cached count above 0, or, without a count, the cookie that goes
 * with a cart token. A first visit has neither, and nothing of the cart is read or loaded for it.
 */
export function holdsCart(cached: CountCache | null = readCountCache()): boolean {
  return cached ? cached.count > 0 : `; ${globalThis.document?.cookie}`.includes(`; ${CART_MARKER_COOKIE}=`);
}

/** Whether she may hold a wishlist: signed in (hers on any device), or a copy this browser keeps. */
export function holdsWishlist(): boolean {
  return readText(SESSION_KEY) !== null || readText(WISHLIST_KEY) !== null;
}

export function holds(what: Held): boolean {
  return what === 'cart' ? holdsCart() : holdsWishlist();
}
