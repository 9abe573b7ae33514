import { CART_BADGE_FRESH_MS, CART_MARKER_COOKIE } from '../lib/header-constants';
import { isRecord, onStoredChange, readStored, writeStored } from '../lib/storage';

/**
 * The cart's item count as every page knows it: cached with its time, so the header badge paints
 * at once and a page load asks the server at most every 30 s. This part is all the
 * badge needs, so it rides in every page's first script (a content page's whole JS budget is
 * 3 KB gzip): no nanostores, no schemas, no messages, and the server read of a stale
 * count loads only when one is due (./cart-queue). The cart itself (./cart) builds on it and loads
 * only where the shopper shops.
 */
export const CART_COUNT_KEY = 'nefertari.cartCount';
/** Dispatched on window with the count (`detail`) whenever this tab learns a new one. */
export const CART_COUNT_EVENT = 'nefertari:cart-count';

export interface CountCache {
  v: 1;
  count: number;
  at: number;
}
// Number.isFinite and isSafeInteger are false for anything but a number: no typeof needed.
const countCache = (v: unknown): CountCache | null =>
  isRecord(v) && v.v === 1 && Number.isSafeInteger(v.count) && (v.count as number) >= 0 && Number.isFinite(v.at)
    ? (v as unknown as CountCache)
    : null;

/** The cached count, or null when absent, corrupt or from another format (then it is discarded). */
export function readCountCache(): CountCache | null {
  return readStored(CART_COUNT_KEY, countCache);
}

export const isFresh = (cached: CountCache | null): cached is CountCache =>
  cached !== null && Date.now() - cached.at < CART_BADGE_FRESH_MS;

function announce(count: number): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(CART_COUNT_EVENT, { detail: count }));
}

/** A count the server answered: cached for the next pages and told to this one. */
export function setCount(count: number): void {
  writeStored(CART_COUNT_KEY, { v: 1, count, at: Date.now() } satisfies CountCache);
  announce(count);
}

/**
 * Lines to show: a cached count above 0, or, without a count, the cookie that goes with a cart
 * token. A first visit has neither, and its badge asks nothing (0 is right).
 */
const holdsCart = (cached: CountCache | null): boolean =>
  cached ? cached.count > 0 : `; ${globalThis.document?.cookie}`.includes(`; ${CART_MARKER_COOKIE}=`);

let started = false;
let cancelScheduled = () => {};
let stopFollowing = () => {};
let wholeCart: (() => Promise<unknown>) | null = null;

/**
 * The cart drawer's loader: on a page where it can open, a shopper with a cart (a count above 0,
 * or the cart cookie without a count) gets her lines read when idle (with the drawer's code, but
 * on a product page) instead of the count alone: that read sets the count too, so it is still one
 * request.
 */
export function readWholeCartWhenIdle(read: () => Promise<unknown>): void {
  wholeCart = read;
}

/**
 * Once per page: tell the cached count, refresh it when stale and a cart may exist (when the
 * browser is idle, so it never competes with the first paint), and follow other tabs through the
 * storage event.
 */
export function startCountSync(): void {
  if (started) return;
  started = true;
  const cached = readCountCache();
  if (cached) announce(cached.count);
  const holds = holdsCart(cached);
  // Lines to show, or a count to refresh.
  if (holds || (cached && !isFresh(cached))) {
    const run = () => {
      // The cart and checkout pages load the whole cart anyway, and that sets the count too.
      if (globalThis.document?.querySelector('[data-loads-cart]')) return;
      // A failure, or the code not arriving, keeps the cached count: the badge is a hint.
      if (holds && wholeCart) void wholeCart().catch(() => undefined);
      else if (!isFresh(cached)) void import('./later').then((m) => m.refreshCount()).catch(() => undefined);
    };
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(run, { timeout: 3000 });
      cancelScheduled = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 200);
      cancelScheduled = () => clearTimeout(id);
    }
  }
  stopFollowing = onStoredChange(CART_COUNT_KEY, () => announce(readCountCache()?.count ?? 0));
}

/** For tests: forget module state. */
export function _resetCountSyncForTests(): void {
  // A refresh scheduled by an earlier test must not fire into the next one.
  cancelScheduled();
  stopFollowing();
  started = false;
  wholeCart = null;
}
