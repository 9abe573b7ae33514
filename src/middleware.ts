import { defineMiddleware } from 'astro:middleware';
import { MSG } from './lib/messages';
import { clientAddress, csrfOk, errorJson, sameOrigin } from './server/http';
import { authLimiter } from './server/security';
import { onDemandListing } from './lib/listing/routes';

/**
 * Runs for on-demand routes (the API and server-rendered pages; static pages are files served
 * by the adapter). Guards the API against forged and cross-origin writes, throttles the credential
 * endpoints per client address, and adds security headers.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** Where credentials can be guessed or mail sent: throttled per client address (AUTH_RATE_LIMIT a minute, default 20). */
const THROTTLED = new Set(['/api/auth/login', '/api/auth/register', '/api/auth/lost-password', '/api/auth/reset-password']);

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
  // The dev server injects its own scripts and sockets; the policy is for built pages.
  if (!res.headers.has('Content-Security-Policy') && (api || !import.meta.env.DEV)) set('Content-Security-Policy', api ? API_CSP : PAGE_CSP);
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
  // In development no server sits in front to send filtered listings on (scripts/serve.mjs does).
  const listing = import.meta.env.DEV && !api ? onDemandListing(ctx.url) : null;
  if (listing) return withHeaders(await ctx.rewrite(listing), false);
  if (!api) return withHeaders(await next(), false);

  const forbidden = () => withHeaders(errorJson(403, 'forbidden', MSG.forbidden), true);
  if (!sameOrigin(ctx.request, ctx.url)) return forbidden();
  if (!SAFE_METHODS.has(ctx.request.method) && !csrfOk(ctx.request, ctx.cookies)) return forbidden();

  if (THROTTLED.has(path.replace(/\/$/, ''))) {
    const wait = authLimiter().hit(clientAddress(ctx));
    if (wait > 0) {
      return withHeaders(errorJson(429, 'rate_limited', MSG.tooManyRequests, { retry_after_ms: wait }, { 'Retry-After': String(Math.ceil(wait / 1000)) }), true);
    }
  }
  const res = await next();
  // A method the endpoint lacks falls through to the HTML 404 page; API callers get JSON.
  if (res.status === 404 && !res.headers.get('content-type')?.includes('json')) {
    return withHeaders(errorJson(404, 'not_found', MSG.apiNotFound), true);
  }
  return withHeaders(res, true);
});
