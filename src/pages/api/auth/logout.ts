import { clearSessionCookie, route } from '../../../server/http';

export const prerender = false;

export const POST = route(async ({ cookies }) => {
  clearSessionCookie(cookies);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
