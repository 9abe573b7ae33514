import { defineMiddleware } from 'astro:middleware';
import { MSG } from './lib/messages';
import { clientAddress, csrfOk, errorJson, sameOrigin } from './server/http';
import { authLimiter } from './server/store';

/**
 * Runs for on-demand routes (the API and server-rendered pages; static pages are files served
 * by the adapter). Guards the API against forged and cross-origin writes, throttles the auth
 * endpoints per client address, and adds security headers.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

const PAGE_CSP = [
  "default-src 'self'",
  // Astro inlines its island loader and small scripts; JSON-LD is inline too.
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

function withHeaders(response: Response, api: boolean): Response {
  let res = response;
  const set = (name: string, value: string) => {
    try {
      res.headers.set(name, value);
    } catch {
      // Immutable headers (e.g. a redirect): copy the response once, then set.
      res = new Response(res.body, res);
      res.headers.set(name, value);
    }
  };
  set('X-Content-Type-Options', 'nosniff');
  set('Referrer-Policy', 'strict-origin-when-cross-origin');
  set('X-Frame-Options', 'DENY');
  if (!res.headers.has('Content-Security-Policy')) set('Content-Security-Policy', api ? API_CSP : PAGE_CSP);
  if (api) set('Cache-Control', 'no-store');
  // Same-origin only: never let a browser share an answer with another site.
  if (res.headers.has('Access-Control-Allow-Origin')) {
    res = new Response(res.body, res);
    res.headers.delete('Access-Control-Allow-Origin');
    res.headers.delete('Access-Control-Allow-Credentials');
  }
  return res;
}

export const onRequest = defineMiddleware(async (ctx, next) => {
  const path = ctx.url.pathname;
  const api = path === '/api' || path.startsWith('/api/');
  if (!api) return withHeaders(await next(), false);

  const forbidden = () => withHeaders(errorJson(403, 'forbidden', MSG.forbidden), true);
  if (!sameOrigin(ctx.request, ctx.url)) return forbidden();
  if (!SAFE_METHODS.has(ctx.request.method) && !csrfOk(ctx.request, ctx.cookies)) return forbidden();

  if (path.startsWith('/api/auth/')) {
    const wait = authLimiter.hit(clientAddress(ctx));
    if (wait > 0) {
      return withHeaders(errorJson(429, 'rate_limited', MSG.tooManyRequests, { retry_after_ms: wait }, { 'Retry-After': String(Math.ceil(wait / 1000)) }), true);
    }
  }
  return withHeaders(await next(), true);
});
