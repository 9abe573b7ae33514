import { json, parseQuery, route } from '../../../server/http';
import { store } from '../../../server/store';
import { liveProductsQuerySchema } from '../../../lib/schemas/product';
import { readLive } from '../../../server/live-cache';

export const prerender = false;

/**
 * Live stock, price and rating of the products on a page (?ids=101,102,...): one cheap request
 * per page, not one per card. Unknown ids are left out of the answer. WooCommerce's answers are
 * kept briefly (server/live-cache.ts: ten seconds); the embedded store's are read each time.
 */
export const GET = route(async (ctx) => {
  const { ids } = parseQuery(ctx, liveProductsQuerySchema);
  return json({ products: await readLive(store(), ids) });
});
