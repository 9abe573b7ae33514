import { json, route, shopper } from '../../../server/http';
import { store } from '../../../server/store';
import { withHeldCode } from '../../../server/held-code';

export const prerender = false;

/** The cart; a code a link left waiting is tried on it, and the cart says what it still needs. */
export const GET = route(async (ctx) => {
  const who = await shopper(ctx);
  return json(await withHeldCode(ctx, who, await store().getCart(who), true));
});
