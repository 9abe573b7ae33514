import { cartToken, clientAddress, json, parseBody, route, setSessionCookie } from '../../../server/http';
import { login } from '../../../server/security';
import { loginSchema } from '../../../lib/validation';

export const prerender = false;

/** Login with the server-side lockout and the guest wishlist merge (rules in src/server/security/login.ts). */
export const POST = route(async (ctx) => {
  const body = await parseBody(ctx, loginSchema);
  const result = await login({ username: body.username, password: body.password, address: clientAddress(ctx), cartToken: () => cartToken(ctx) });
  setSessionCookie(ctx, result.token, result.expiresAt);
  return json({ user: result.user, expires_at: result.expiresAt });
});
