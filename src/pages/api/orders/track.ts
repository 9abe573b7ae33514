import { StoreError } from '../../../server/backend';
import { json, parseBody, route } from '../../../server/http';
import { store } from '../../../server/store';
import { trackOrderBodySchema } from '../../../lib/schemas/order';
import { MSG } from '../../../lib/messages';

export const prerender = false;

/** Order tracking by number + billing email (first match). */
export const POST = route(async (ctx) => {
  const body = await parseBody(ctx, trackOrderBodySchema);
  const order = await store().findOrder(body.number, body.email);
  if (!order) throw new StoreError('not_found', MSG.orderNotFound, 404);
  return json(order);
});
