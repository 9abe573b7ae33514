import { json, parseBody, route, shopper } from '../../../server/http';
import { store } from '../../../server/store';
import { giftWrapBodySchema } from '../../../lib/schemas/cart-requests';

export const prerender = false;

/** {wrap: true|false}: gift wrap for the order, at the store's price (never the body's). Answers the cart. */
export const PUT = route(async (ctx) => {
  const body = await parseBody(ctx, giftWrapBodySchema);
  return json(await store().setGiftWrap(await shopper(ctx), body.wrap));
});
