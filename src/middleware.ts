import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { MSG } from './lib/messages';
import { clientAddress, csrfOk, errorJson, errorResponse, sameOrigin } from './server/http';
import { adminLimiter, authLimiter, reviewLimiter } from './server/security';
import { onDemandListing } from './lib/listing/routes';
import { NO_CONTENT_CSP, SECURITY_HEADERS } from './server/security/headers';
import { API_METHODS } from './server/security/request-limits';
import { withCriticalCss } from './server/critical-css';
import { WEBHOOK_PATH } from './server/rebuild/webhook';
import { answerIn, localeOfRequest } from './server/i18n/locale-scope';
import { rememberLanguage } from './server/i18n/remembered';

/**
 * Runs for on-demand routes (the API and server-rendered pages; static pages are files served
 * by server/serve.mjs, which gives them the same headers). Guards the API against forged and
 * cross-origin writes, throttles the credential endpoints and reviews per client address,
 * answers 405 for a method an endpoint lacks, and adds security headers.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD']);
/**
 * Where credentials or orders can be guessed, accounts enumerated or mail sent: throttled per
 * client address, together (AUTH_RATE_LIMIT a minute, default 20).
 */
const THROTTLED = new Set([
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/lost-password',
  '/api/auth/reset-password',
  '/api/auth/confirm-email',
  '/api/auth/email-confirmation',
  '/api/orders/track',
]);

/**
 * Sent by another server, not a browser, and authenticated by its body's signature, never by a
 * cookie: no anti-forgery token to ask for (src/server/rebuild/webhook.ts).
 */
const SIGNED = new Set([WEBHOOK_PATH]);

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
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) set(name, value);
  // Pages carry the policy Astro wrote with their script hashes (security.csp in astro.config.mjs).
  if (api) set('Content-Security-Policy', NO_CONTENT_CSP);
  if (api) set('Cache-Control', 'no-store');
  // Same-origin only: never let a browser share an answer with another site.
  if (res.headers.has('Access-Control-Allow-Origin')) {
    res = new Response(res.body, res);
    res.headers.delete('Access-Control-Allow-Origin');
    res.headers.delete('Access-Control-Allow-Credentials');
  }
  return res;
}

export const onRequest = defineMiddleware((ctx, next) =>
  // Everything said while answering is in the request's language (an /ar/ page, an API call from one).
  answerIn(
    localeOfRequest(ctx.url, ctx.request.headers, (name) => ctx.cookies.get(name)?.value),
    () => answer(ctx, next),
  ),
);

async function answer(ctx: APIContext, next: MiddlewareNext): Promise<Response> {
  const path = ctx.url.pathname;
  const api = path === '/api' || path.startsWith('/api/');
  // In development no server sits in front to send filtered listings on (server/serve.mjs does).
  const listing = import.meta.env.DEV && !api ? onDemandListing(ctx.url) : null;
  if (listing) return withHeaders(await ctx.rewrite(listing), false);
  if (!api) {
    const page = withHeaders(await withCriticalCss(await next()), false);
    // A page rendered on demand remembers her language as a built one does (server/worker.mjs).
    if (page.headers.get('content-type')?.includes('text/html')) {
      try {
        page.headers.append('Set-Cookie', rememberLanguage(path));
      } catch {
        // Immutable headers (a redirect): nothing to remember there.
      }
    }
    return page;
  }
  try {
    return await guardApi(ctx, next);
  } catch (err) {
    // The rate limiter's own write (a full disk, a read-only database): an answer, never an empty 500.
    return withHeaders(errorResponse(err), true);
  }
}

/** The API's guards (same origin, anti-forgery, rate limit) around the endpoint, and its 404/405. */
async function guardApi(ctx: APIContext, next: MiddlewareNext): Promise<Response> {
  const path = ctx.url.pathname;

  const forbidden = () => withHeaders(errorJson(403, 'forbidden', MSG.forbidden), true);
  if (!sameOrigin(ctx.request, ctx.url)) return forbidden();
  if (!SAFE_METHODS.has(ctx.request.method) && !SIGNED.has(path) && !csrfOk(ctx.request, ctx.cookies))
    return forbidden();

  const tooMany = (wait: number) =>
    withHeaders(
      errorJson(
        429,
        'rate_limited',
        MSG.tooManyRequests,
        { retry_after_ms: wait },
        { 'Retry-After': String(Math.ceil(wait / 1000)) },
      ),
      true,
    );
  if (THROTTLED.has(path.replace(/\/$/, ''))) {
    const wait = await authLimiter().hit(clientAddress(ctx));
    if (wait > 0) return tooMany(wait);
  }
  // A review lands in the owner's moderation queue: its own window, keyed apart from the logins'.
  if (path.replace(/\/$/, '') === '/api/reviews' && ctx.request.method === 'POST') {
    const wait = await reviewLimiter().hit(`review|${clientAddress(ctx)}`);
    if (wait > 0) return tooMany(wait);
  }
  if (path.startsWith('/api/admin/') && !SAFE_METHODS.has(ctx.request.method)) {
    // Its own windows (keys apart from the credential endpoints'): the owner's clicks never use up a shopper's logins.
    const wait = await adminLimiter().hit(`admin|${clientAddress(ctx)}`);
    if (wait > 0) return tooMany(wait);
  }
  const res = await next();
  // A method the endpoint lacks comes back as an empty 404 (unknown paths answer JSON: [...rest].ts).
  if (res.status === 404 && !res.headers.get('content-type')?.includes('json')) {
    const allow = await endpointMethods(ctx.routePattern);
    if (allow)
      return withHeaders(
        errorJson(405, 'method_not_allowed', MSG.methodNotAllowed, {}, { Allow: allow.join(', ') }),
        true,
      );
    return withHeaders(errorJson(404, 'not_found', MSG.apiNotFound), true);
  }
  return withHeaders(res, true);
}

/** The API's endpoint modules by route pattern ("/api/cart/items/[key]"), loaded only to answer a 405. */
const ENDPOINTS = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>('./pages/api/**/*.ts')).map(([file, load]) => [
    file
      .replace(/^\.\/pages/, '')
      .replace(/\.ts$/, '')
      .replace(/\/index$/, ''),
    load,
  ]),
);

/** The methods an endpoint answers (HEAD with GET), or null for a route that is not an endpoint. */
async function endpointMethods(pattern: string): Promise<string[] | null> {
  const load = ENDPOINTS[pattern];
  if (!load) return null;
  const exported = new Set(Object.keys(await load()));
  if (exported.has('GET')) exported.add('HEAD');
  const methods = API_METHODS.filter((m) => exported.has(m));
  return methods.length ? methods : null;
}
