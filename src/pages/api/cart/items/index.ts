import { json, parseBody, route, shopper } from '../../../../server/http';
import { store } from '../../../../server/store';
import { addItemBodySchema } from '../../../../lib/schemas/cart';

export const prerender = false;

/** Add {id, quantity, choices, engraving}: the price is the catalogue's, whatever else the body says. */
export const POST = route(async (ctx) => {
  const body = await parseBody(ctx, addItemBodySchema);
  return json(await store().addToCart(await shopper(ctx), body.id, body.quantity, body.choices, body.engraving));
});

export const DELETE = route(async (ctx) => json(await store().clearCart(await shopper(ctx))));
