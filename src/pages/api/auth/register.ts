import { json, parseBody, route } from '../../../server/http';
import { store } from '../../../server/store';
import { registerSchema } from '../../../lib/validation';

export const prerender = false;

export const POST = route(async (ctx) => {
  const body = await parseBody(ctx, registerSchema);
  return json({ user: await store().register(body) }, 201);
});
