import { json, parseBody, route, shopper } from '../../../server/http';
import { store } from '../../../server/store';
import { shippingQuoteBodySchema } from '../../../lib/schemas/shipping';

export const prerender = false;

/** The store's rates for the shopper's cart and address, with the chosen one, and the totals the order will be charged. */
export const POST = route(async (ctx) => {
  const body = await parseBody(ctx, shippingQuoteBodySchema);
  return json(await store().quoteShipping(await shopper(ctx), body.address, body.rate));
});
