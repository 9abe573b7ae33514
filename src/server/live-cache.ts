import type { LiveProduct, StoreBackend } from './backend';
import { liveProduct } from './params';

/**
 * Live prices and stock, kept briefly per product in each server process. Every page with
 * products asks for them once idle, so a busy listing on WooCommerce would otherwise be a REST
 * read (and one more per variable product) per shopper. Ten seconds: a sale that starts or a piece
 * that sells out shows within ten seconds of WooCommerce saying so, and a page view costs
 * WooCommerce nothing while the product's answer is fresh. The embedded store reads its own file,
 * cheaply and at once (an owner's stock change in /admin shows on the next page view), so it
 * keeps nothing here.
 */
export const LIVE_CACHE_MS = 10_000;

/** LIVE_CACHE_MS in the environment sets another window (0: ask the store every time). */
const windowMs = () => {
  const set = Number(process.env.LIVE_CACHE_MS);
  return process.env.LIVE_CACHE_MS !== undefined && Number.isFinite(set) && set >= 0 ? set : LIVE_CACHE_MS;
};

export interface LiveCache {
  /** The ids' answers, fresh ones from memory and the rest from `read` (in one call), in the ids' order. */
  get(ids: readonly number[], read: (ids: number[]) => Promise<LiveProduct[]>): Promise<LiveProduct[]>;
  /** Forgets products the store says changed (a webhook), so their next read is the store's. */
  forget(ids?: readonly number[]): void;
}

export function liveCache(
  ttlMs: number | (() => number) = windowMs,
  now: () => number = Date.now,
  max = 5000,
): LiveCache {
  const ttl = typeof ttlMs === 'function' ? ttlMs : () => ttlMs;
  const kept = new Map<number, { at: number; value: LiveProduct | null }>();
  return {
    async get(ids, read) {
      const t = now();
      const stale = [...new Set(ids)].filter((id) => {
        const hit = kept.get(id);
        return !hit || t - hit.at >= ttl();
      });
      if (stale.length) {
        const fresh = await read(stale);
        const found = new Map(fresh.map((p) => [p.id, p]));
        // An id the store does not know is remembered as such too: asking again within the window costs nothing.
        for (const id of stale) kept.set(id, { at: t, value: found.get(id) ?? null });
        // A cache per process, bounded: the oldest entries go first (a Map keeps insertion order).
        while (kept.size > max) kept.delete(kept.keys().next().value!);
      }
      return ids.flatMap((id) => {
        const value = kept.get(id)?.value;
        return value ? [value] : [];
      });
    },
    forget(ids) {
      if (!ids) kept.clear();
      else for (const id of ids) kept.delete(id);
    },
  };
}

/** The one cache of this server process: the live route reads through it; a store's change notice clears it. */
export const sharedLiveCache = liveCache();

/**
 * The live price and stock of these products as the store holds them now: through the cache on
 * WooCommerce, straight from the embedded store's file.
 */
export async function readLive(store: StoreBackend, ids: readonly number[]): Promise<LiveProduct[]> {
  const read = async (some: readonly number[]) => (await store.getProducts(some)).map(liveProduct);
  return store.name === 'woocommerce' ? sharedLiveCache.get(ids, read) : read(ids);
}
