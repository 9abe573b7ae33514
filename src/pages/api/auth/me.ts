import { SESSION_COOKIE, json, requireUser, route } from '../../../server/http';
import { sessionExpiresAt } from '../../../server/security';

export const prerender = false;

/** The logged-in user and when the session token runs out. */
export const GET = route(async (ctx) => {
  const user = await requireUser(ctx);
  return json({ user, expires_at: sessionExpiresAt(ctx.cookies.get(SESSION_COOKIE)?.value) });
});
