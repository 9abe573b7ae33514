import { json, route, shopper } from '../../../server/http';
import { store } from '../../../server/store';
import { withHeldCodes } from '../../../server/held-code';

export const prerender = false;

/** The cart; the codes waiting for it are tried on it, and it says what they still need. */
export const GET = route(async (ctx) => {
  const who = await shopper(ctx);
  return json(await withHeldCodes(ctx, who, await store().getCart(who), true));
});
