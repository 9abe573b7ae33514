import { json, parseBody, route, shopper } from '../../../../server/http';
import { store } from '../../../../server/store';
import { withHeldCodes } from '../../../../server/held-code';
import { addItemBodySchema } from '../../../../lib/schemas/cart-requests';

export const prerender = false;

/** Add {id, quantity, choices, engraving}: the price is the catalogue's, whatever else the body says. */
export const POST = route(async (ctx) => {
  const body = await parseBody(ctx, addItemBodySchema);
  const who = await shopper(ctx);
  // A code waiting for the cart may apply now.
  return json(
    await withHeldCodes(ctx, who, await store().addToCart(who, body.id, body.quantity, body.choices, body.engraving)),
  );
});

export const DELETE = route(async (ctx) => {
  const who = await shopper(ctx);
  return json(await withHeldCodes(ctx, who, await store().clearCart(who)));
});
