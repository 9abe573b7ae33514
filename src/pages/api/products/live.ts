import { json, parseQuery, route } from '../../../server/http';
import { store } from '../../../server/store';
import { liveProduct } from '../../../server/params';
import { liveProductsQuerySchema } from '../../../lib/schemas/product';

export const prerender = false;

/**
 * Live stock, price and rating of the products on a page (?ids=101,102,...): one cheap request
 * per page, not one per card. Unknown ids are left out of the answer.
 */
export const GET = route(async (ctx) => {
  const { ids } = parseQuery(ctx, liveProductsQuerySchema);
  return json({ products: (await store().getProducts(ids)).map(liveProduct) });
});
