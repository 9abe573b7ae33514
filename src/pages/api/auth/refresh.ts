import { StoreError } from '../../../server/backend';
import { SESSION_COOKIE, clearSessionCookie, json, route, setSessionCookie } from '../../../server/http';
import { sessions } from '../../../server/security';

export const prerender = false;

/** Moves a live session's expiry on, up to its absolute limit (src/server/security/session.ts). */
export const POST = route(async (ctx) => {
  const cookie = ctx.cookies.get(SESSION_COOKIE)?.value;
  try {
    const session = await sessions().refresh(cookie);
    setSessionCookie(ctx, cookie!, session.expiresAt);
    return json({ user: session.user, expires_at: session.expiresAt });
  } catch (err) {
    if (err instanceof StoreError && err.status === 401) clearSessionCookie(ctx.cookies);
    throw err;
  }
});
