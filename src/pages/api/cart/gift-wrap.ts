import { json, parseBody, route, shopper } from '../../../server/http';
import { store } from '../../../server/store';
import { withHeldCodes } from '../../../server/held-code';
import { giftWrapBodySchema } from '../../../lib/schemas/cart-requests';

export const prerender = false;

/** {wrap: true|false}: gift wrap for the order, at the store's price (never the body's). Answers the cart. */
export const PUT = route(async (ctx) => {
  const body = await parseBody(ctx, giftWrapBodySchema);
  const who = await shopper(ctx);
  return json(await withHeldCodes(ctx, who, await store().setGiftWrap(who, body.wrap)));
});
