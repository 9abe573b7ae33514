import { SESSION_COOKIE, json, parseBody, requireUser, route } from '../../../server/http';
import { store } from '../../../server/store';
import { sessions } from '../../../server/security';
import { profileUpdateSchema } from '../../../lib/validation';

export const prerender = false;

/** A new password ends the customer's other sessions (a thief's among them); this one stays. */
export const PUT = route(async (ctx) => {
  const user = await requireUser(ctx);
  const body = await parseBody(ctx, profileUpdateSchema);
  const updated = await store().updateProfile(user.id, body);
  if (body.new_password) await sessions().endAllOf(user.id, ctx.cookies.get(SESSION_COOKIE)?.value);
  return json({ user: updated });
});
