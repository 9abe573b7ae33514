import { json, route } from '../../server/http';
import { health } from '../../server/health';

export const prerender = false;

/** For load balancers: 200 when this server can serve (the store and its state answer), 503 otherwise. */
export const GET = route(async () => {
  const h = await health();
  return json(h, h.ok ? 200 : 503);
});
