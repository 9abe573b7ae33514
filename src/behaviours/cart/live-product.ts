import type { LiveProduct } from '../../lib/schemas/product';
import { products } from '../../lib/api/catalogue';

/**
 * Live price, stock and rating of the products on this page (GET /api/products/live?ids=...):
 * one request for all of them, once per page view, never from a cache (stock shown from the
 * build, or from 15 minutes ago, offered a sold-out piece). The page script asks for everything on
 * the page at once; quick view, asking later for one of them, gets the same answer. A failure
 * leaves the built values in place.
 */
export type { LiveProduct };

const asked = new Map<number, Promise<LiveProduct | null>>();

export function liveProducts(ids: readonly number[]): Promise<Map<number, LiveProduct>> {
  const missing = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && !asked.has(id));
  if (missing.length) {
    const batch = products(missing).then(
      (list) => new Map(list.map((p) => [p.id, p])),
      () => new Map<number, LiveProduct>(),
    );
    for (const id of missing)
      asked.set(
        id,
        batch.then((found) => found.get(id) ?? null),
      );
  }
  return Promise.all(ids.map((id) => asked.get(id) ?? Promise.resolve(null))).then(
    (list) => new Map(list.filter((p): p is LiveProduct => p !== null).map((p) => [p.id, p])),
  );
}

export const liveProduct = (id: number): Promise<LiveProduct | null> =>
  liveProducts([id]).then((found) => found.get(id) ?? null);
