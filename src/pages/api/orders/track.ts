import { json, parseBody, route } from '../../../server/http';
import { trackOrder } from '../../../server/security';
import { trackOrderBodySchema } from '../../../lib/schemas/order';

export const prerender = false;

/** Order tracking by number + billing email: throttled, and only what the tracking page shows (src/server/security/tracking.ts). */
export const POST = route(async (ctx) => {
  const body = await parseBody(ctx, trackOrderBodySchema);
  return json(await trackOrder(body.number, body.email));
});
