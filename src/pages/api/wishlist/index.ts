import { json, parseBody, route, shopper } from '../../../server/http';
import { store } from '../../../server/store';
import { wishlistBodySchema } from '../../../lib/schemas/wishlist';

export const prerender = false;

export const GET = route(async (ctx) => json({ items: await store().getWishlist(await shopper(ctx)) }));

export const POST = route(async (ctx) => {
  const body = await parseBody(ctx, wishlistBodySchema);
  return json({ items: await store().addToWishlist(await shopper(ctx), body.product_id) });
});

export const DELETE = route(async (ctx) => {
  await store().clearWishlist(await shopper(ctx));
  return json({ items: [] });
});
