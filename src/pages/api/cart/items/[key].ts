import { json, parseBody, route, shopper } from '../../../../server/http';
import { store } from '../../../../server/store';
import { updateItemBodySchema } from '../../../../lib/schemas/cart-requests';
import { lineKeyParam } from '../../../../server/params';

export const prerender = false;

export const PATCH = route(async (ctx) => {
  const key = lineKeyParam(ctx.params.key);
  const body = await parseBody(ctx, updateItemBodySchema);
  return json(await store().updateCartItem(await shopper(ctx), key, body.quantity));
});

export const DELETE = route(async (ctx) =>
  json(await store().removeCartItem(await shopper(ctx), lineKeyParam(ctx.params.key))),
);
