import { CACHE_MS } from '../lib/constants';
import { cartCount } from '../lib/api/transport';
import { isRecord, onStoredChange, readStored, writeStored } from '../lib/storage';

/**
 * The cart's item count as every page knows it: cached with its time, so the header badge paints
 * at once and a page load asks the server at most every 30 s (spec §7). This part is all the
 * badge needs, so it rides in every page's first script (a content page's whole JS budget is
 * 3 KB gzip, issue 22): no nanostores, no schemas, no messages. The cart itself (./cart) builds
 * on it and loads only where the shopper shops.
 */
export const CART_COUNT_KEY = 'nefertari.cartCount';
/** Dispatched on window with the count (`detail`) whenever this tab learns a new one. */
export const CART_COUNT_EVENT = 'nefertari:cart-count';

export interface CountCache {
  v: 1;
  count: number;
  at: number;
}
const countCache = (v: unknown): CountCache | null =>
  isRecord(v) && v.v === 1 && Number.isSafeInteger(v.count) && (v.count as number) >= 0 && typeof v.at === 'number' && Number.isFinite(v.at) ? (v as unknown as CountCache) : null;

/** The cached count, or null when absent, corrupt or from another format (then it is discarded). */
export function readCountCache(): CountCache | null {
  return readStored(CART_COUNT_KEY, countCache);
}

const isFresh = (cached: CountCache | null): cached is CountCache => cached !== null && Date.now() - cached.at < CACHE_MS.cartBadge;

function announce(count: number): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(CART_COUNT_EVENT, { detail: count }));
}

/** A count the server answered: cached for the next pages and told to this one. */
export function setCount(count: number, at = Date.now()): void {
  writeStored(CART_COUNT_KEY, { v: 1, count, at } satisfies CountCache);
  announce(count);
}

/**
 * Cart calls run one after another. A new shopper has no cart_token yet and every call may set
 * one: an add racing the badge's first refresh could end with the refresh's (empty) cart token
 * and lose the add, or apply an older answer over a newer one. In sequence, each call carries
 * the cookie the previous one set and each answer is newer than the last.
 */
let queue: Promise<unknown> = Promise.resolve();
export function serial<T>(call: () => Promise<T>): Promise<T> {
  const next = queue.then(call, call);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * The badge's own refresh: one read-only GET of the count through the client's light path
 * (cartCount in src/lib/api/transport). In its turn in the queue, so a whole cart read just
 * before it (which caches the count) makes it unnecessary; a failure leaves the cached count.
 */
export function refreshCount(): Promise<void> {
  return serial(async () => {
    if (isFresh(readCountCache())) return;
    const count = await cartCount();
    if (count !== null) setCount(count);
  });
}

let started = false;
let cancelScheduled = () => {};
let stopFollowing = () => {};
/**
 * Once per page: tell the cached count, refresh it when stale (when the browser is idle, so it
 * never competes with the first paint), and follow other tabs through the storage event.
 */
export function startCountSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const cached = readCountCache();
  if (cached) announce(cached.count);
  if (!isFresh(cached)) {
    const run = () => {
      // The cart and checkout pages load the whole cart anyway, and that sets the count too.
      if (globalThis.document?.querySelector('[data-loads-cart]')) return;
      void refreshCount().catch(() => undefined /* keep the cached count; the badge is a hint */);
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout: 3000 });
      cancelScheduled = () => window.cancelIdleCallback(id);
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
  queue = Promise.resolve();
}
