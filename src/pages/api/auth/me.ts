import { decodeJwt } from 'jose';
import { SESSION_COOKIE, json, requireUser, route } from '../../../server/http';
import { TOKEN_LIFETIME_MS } from '../../../server/security/tokens';

export const prerender = false;

/** The logged-in user and when the session token runs out. */
export const GET = route(async (ctx) => {
  const user = await requireUser(ctx);
  let expiresAt = Date.now() + TOKEN_LIFETIME_MS;
  try {
    const exp = decodeJwt(ctx.cookies.get(SESSION_COOKIE)?.value ?? '').exp;
    if (exp) expiresAt = exp * 1000;
  } catch {
    // A driver whose tokens are not JWTs: assume a fresh lifetime.
  }
  return json({ user, expires_at: expiresAt });
});
