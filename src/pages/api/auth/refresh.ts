import { StoreError } from '../../../server/backend';
import { SESSION_COOKIE, clearSessionCookie, json, route, setSessionCookie } from '../../../server/http';
import { store } from '../../../server/store';
import { MSG } from '../../../lib/messages';

export const prerender = false;

/** A new 60-minute token for a still-valid one. */
export const POST = route(async (ctx) => {
  const token = ctx.cookies.get(SESSION_COOKIE)?.value;
  if (!token) throw new StoreError('unauthorized', MSG.sessionExpired, 401);
  try {
    const result = await store().refresh(token);
    setSessionCookie(ctx, result.token, result.expiresAt);
    return json({ user: result.user, expires_at: result.expiresAt });
  } catch (err) {
    if (err instanceof StoreError && err.status === 401) clearSessionCookie(ctx.cookies);
    throw err;
  }
});
