import { json, parseBody, route, shopper } from '../../../../server/http';
import { store } from '../../../../server/store';
import { withHeldCodes } from '../../../../server/held-code';
import { updateItemBodySchema } from '../../../../lib/schemas/cart-requests';
import { lineKeyParam } from '../../../../server/params';

export const prerender = false;

// A change may take a code off (the cart under its minimum: it then waits) or let a waiting one apply.
export const PATCH = route(async (ctx) => {
  const key = lineKeyParam(ctx.params.key);
  const body = await parseBody(ctx, updateItemBodySchema);
  const who = await shopper(ctx);
  return json(await withHeldCodes(ctx, who, await store().updateCartItem(who, key, body.quantity)));
});

export const DELETE = route(async (ctx) => {
  const who = await shopper(ctx);
  return json(await withHeldCodes(ctx, who, await store().removeCartItem(who, lineKeyParam(ctx.params.key))));
});
