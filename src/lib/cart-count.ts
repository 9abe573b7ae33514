import { isRecord, readStored } from './storage';

/**
 * The cart's item count as every page knows it before it asks the server: cached in localStorage
 * with the time it was read, so the header badge paints at once and a page load asks the server
 * at most every 30 s. Read by every page's first script (the badge) and by the islands' directive
 * (a shopper with a cart gets her drawer ready), so it imports no schema library: the check below
 * is the cache's own, a value it wrote itself.
 */
export const CART_COUNT_KEY = 'nefertari.cartCount';

export interface CountCache {
  v: 1;
  count: number;
  at: number;
}

/** The cached count, or null when the value is not one (it is then dropped from storage). */
export const parseCountCache = (v: unknown): CountCache | null =>
  isRecord(v) && v.v === 1 && Number.isSafeInteger(v.count) && (v.count as number) >= 0 && Number.isFinite(v.at)
    ? { v: 1, count: v.count as number, at: v.at as number }
    : null;

export function readCountCache(): CountCache | null {
  return readStored(CART_COUNT_KEY, parseCountCache);
}
