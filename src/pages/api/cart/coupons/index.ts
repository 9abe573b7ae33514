import { json, parseBody, route, shopper } from '../../../../server/http';
import { store } from '../../../../server/store';
import { withHeldCodes } from '../../../../server/held-code';
import { applyCodeBodySchema } from '../../../../lib/schemas/cart-requests';

export const prerender = false;

/** Apply {code}: the store matches it and answers the cart with what it takes off, or why it cannot be used. */
export const POST = route(async (ctx) => {
  const body = await parseBody(ctx, applyCodeBodySchema);
  const who = await shopper(ctx);
  return json(await withHeldCodes(ctx, who, await store().applyCoupon(who, body.code)));
});
