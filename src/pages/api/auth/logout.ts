import { SESSION_COOKIE, clearSessionCookie, route } from '../../../server/http';
import { sessions } from '../../../server/security';

export const prerender = false;

/** Ends the session on the server too: the cookie's value stops working everywhere, not just here. */
export const POST = route(async ({ cookies }) => {
  await sessions().end(cookies.get(SESSION_COOKIE)?.value);
  clearSessionCookie(cookies);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
