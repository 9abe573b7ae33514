import { CACHE_MS } from '../../lib/constants';
import { liveProductCacheSchema, type LiveProduct, type LiveProductCache as Entry } from '../../lib/schemas/product';
import { readStored, writeStored } from '../../lib/storage';

/**
 * Current price and stock of one product (GET /api/products/{id}), cached locally for the spec's
 * 15 minutes of product details. Used to correct what the static page was built with; never
 * awaited before the page shows. The client retries once on a network failure.
 */
export type { LiveProduct };

const key = (id: number) => `nefertari.product.${id}`;
const pending = new Map<number, Promise<LiveProduct | null>>();

export function liveProduct(id: number): Promise<LiveProduct | null> {
  const cached = readStored(key(id), liveProductCacheSchema);
  if (cached && Date.now() - cached.at < CACHE_MS.productDetails) return Promise.resolve(cached.data);
  const known = pending.get(id);
  if (known) return known;
  const request = import('../../lib/api/catalogue')
    .then((catalogue) => catalogue.product(id))
    .then((data) => {
      writeStored(key(id), { v: 1, at: Date.now(), data } satisfies Entry);
      return data;
    })
    .catch(() => cached?.data ?? null)
    .finally(() => pending.delete(id));
  pending.set(id, request);
  return request;
}
