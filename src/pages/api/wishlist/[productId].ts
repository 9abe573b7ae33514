import { json, route, shopper } from '../../../server/http';
import { store } from '../../../server/store';
import { productIdParam } from '../../../server/params';

export const prerender = false;

export const GET = route(async (ctx) => {
  const id = productIdParam(ctx.params.productId);
  const items = await store().getWishlist(await shopper(ctx));
  return json({ exists: items.some((i) => i.product_id === id) });
});

export const DELETE = route(async (ctx) => {
  const id = productIdParam(ctx.params.productId);
  return json({ items: await store().removeFromWishlist(await shopper(ctx), id) });
});
