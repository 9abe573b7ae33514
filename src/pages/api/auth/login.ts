import { cartToken, json, parseBody, route, setSessionCookie } from '../../../server/http';
import { login } from '../../../server/security';
import { loginSchema } from '../../../lib/validation';

export const prerender = false;

/** Login with the per-account lockout, the guest wishlist merge and a new session (src/server/security). */
export const POST = route(async (ctx) => {
  const body = await parseBody(ctx, loginSchema);
  const session = await login({ username: body.username, password: body.password, cartToken: () => cartToken(ctx) });
  setSessionCookie(ctx, session.cookie, session.expiresAt);
  return json({ user: session.user, expires_at: session.expiresAt });
});
