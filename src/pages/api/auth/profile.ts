import { json, parseBody, requireUser, route } from '../../../server/http';
import { store } from '../../../server/store';
import { profileUpdateSchema } from '../../../lib/validation';

export const prerender = false;

export const PUT = route(async (ctx) => {
  const user = await requireUser(ctx);
  const body = await parseBody(ctx, profileUpdateSchema);
  return json({ user: await store().updateProfile(user.id, body) });
});
