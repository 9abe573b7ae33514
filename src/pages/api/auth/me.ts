import { StoreError } from '../../../server/backend';
import { currentSession, json, route } from '../../../server/http';
import { MSG } from '../../../lib/messages';

export const prerender = false;

/** The logged-in user and when the session runs out. */
export const GET = route(async (ctx) => {
  const session = await currentSession(ctx);
  if (!session) throw new StoreError('unauthorized', MSG.userNotLoggedIn, 401);
  return json({ user: session.user, expires_at: session.expiresAt });
});
