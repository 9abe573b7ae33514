import { CACHE_MS } from '../../lib/constants';
import { isInt, isRecord, isStr, readStored, writeStored } from '../shared/storage';
import type { LiveProduct } from '../../lib/api/schemas';

/**
 * Current price and stock of one product (GET /api/products/{id}), cached locally for the spec's
 * 15 minutes of product details. Used to correct what the static page was built with; never
 * awaited before the page shows. The client retries once on a network failure.
 */
export type { LiveProduct };
interface Entry {
  v: 1;
  at: number;
  data: LiveProduct;
}
const isEntry = (v: unknown): v is Entry => {
  if (!isRecord(v) || v.v !== 1 || typeof v.at !== 'number') return false;
  try {
    liveProductGuard.parse(v.data);
    return true;
  } catch {
    return false;
  }
};

const STOCK = new Set(['instock', 'outofstock', 'onbackorder']);
const BACKORDERS = new Set(['no', 'notify', 'yes']);
/** Same verdict as the client's liveProductSchema, without zod. */
export const liveProductGuard = {
  parse(v: unknown): LiveProduct {
    const ok =
      isRecord(v) &&
      isInt(v.id) && v.id > 0 &&
      isStr(v.price) && isStr(v.regular_price) && isStr(v.sale_price) &&
      typeof v.on_sale === 'boolean' && typeof v.purchasable === 'boolean' && typeof v.manage_stock === 'boolean' &&
      STOCK.has(v.stock_status as string) && BACKORDERS.has(v.backorders as string) &&
      (v.stock_quantity === null || isInt(v.stock_quantity));
    if (!ok) throw new TypeError('malformed product');
    return v as unknown as LiveProduct;
  },
};

const key = (id: number) => `nefertari.product.${id}`;
const pending = new Map<number, Promise<LiveProduct | null>>();

export function liveProduct(id: number): Promise<LiveProduct | null> {
  const cached = readStored(key(id), isEntry);
  if (cached && Date.now() - cached.at < CACHE_MS.productDetails) return Promise.resolve(cached.data);
  const known = pending.get(id);
  if (known) return known;
  // Straight through the client's request(), checked by a small guard: zod stays off the product page's idle path.
  const request = import('../../lib/api/http')
    .then(({ request: send }) => send(`/api/products/${id}`, { schema: liveProductGuard }))
    .then((data) => {
      writeStored(key(id), { v: 1, at: Date.now(), data } satisfies Entry);
      return data;
    })
    .catch(() => cached?.data ?? null)
    .finally(() => pending.delete(id));
  pending.set(id, request);
  return request;
}
