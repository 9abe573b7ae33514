import type { APIContext, APIRoute, AstroCookies } from 'astro';
import { randomBytes } from 'node:crypto';
import type * as z from 'zod/mini';
import { StoreError, type Shopper } from './backend';
import { MSG } from '../lib/messages';
import { REQUEST_MSG } from '../lib/request-messages';
import { currentLocale, inLocale } from '../lib/i18n/current';
import { sessions } from './security';
import type { LiveSession } from './security/session';
import type { User } from '../lib/schemas/user';
import { storageFailure } from './storage-errors';
import { CART_MARKER_COOKIE, FLASH_COOKIE } from '../lib/header-constants';
import { forwardedClient, forwardedHttps, trustedProxies } from './security/proxy';

/**
 * Helpers the API routes share: JSON answers, errors as `{ code, message }`, zod parsing that
 * names the first problem, the cart-token and session cookies, the client address.
 */
export const CART_COOKIE = 'cart_token';
export const SESSION_COOKIE = 'session';
export const CSRF_COOKIE = 'csrf_token';
const CART_TOKEN_MAX_AGE_S = 30 * 24 * 60 * 60;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const body = JSON.stringify(data);
  return new Response(body, {
    status,
    // A known length: no chunked framing, and small answers skip compression (not worth it under 512 bytes).
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

export function errorJson(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return json({ code, message, ...extra }, status, headers);
}

/** Thrown by the parse helpers; turned into a 400 by route(). `field` names what to fix ("billing.email"), so a form can show the message beside it. */
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * The shop's wording of a generic check has no subject, and in English starts in lower case
 * ("must be at least 1"); a schema's own message is a sentence.
 */
const FRAGMENT = /^\p{Ll}/u;

/**
 * The first problem of a request: `field` is its name in the API, for a form to mark the field;
 * the message is for a person and never names it so. A schema's own sentence is said as it is; a
 * generic check's fragment takes as its subject the nearest field of the path the shop has words
 * for (`choices.Size`: the options chosen; "Size" is the shopper's option), and a value outside a
 * list says so without listing the values the code uses. Arabic has no lower case to tell a
 * fragment by: a request refused in another language is checked again in English, which tells.
 */
function badInput(schema: z.ZodMiniType, data: unknown, error: z.core.$ZodError): BadRequest {
  const issue = error.issues[0];
  if (!issue) return new BadRequest(MSG.badRequest);
  const field = issue.path.map(String).join('.') || undefined;
  const english = currentLocale() === 'en' ? issue : inLocale('en', () => schema.safeParse(data).error?.issues[0]);
  if (!english || !FRAGMENT.test(english.message)) return new BadRequest(issue.message, field);
  const at = issue.path.findLastIndex((key) => typeof key === 'string' && Object.hasOwn(REQUEST_MSG.subjects, key));
  const subject = at >= 0 ? REQUEST_MSG.subjects[issue.path[at] as string]! : REQUEST_MSG.someDetail;
  const fragment = issue.code === 'invalid_value' ? REQUEST_MSG.notAChoice : issue.message;
  // An entry of a list (`product_ids.0`): the list is named, and the fragment said of each entry.
  const entry = typeof issue.path[at + 1] === 'number';
  return new BadRequest(
    entry ? REQUEST_MSG.eachEntry(subject, fragment) : REQUEST_MSG.fieldSays(subject, fragment),
    field,
  );
}

/** A JSON body, in the type the API speaks (any other is refused, never guessed at), checked against its schema. */
export async function parseBody<S extends z.ZodMiniType>(ctx: APIContext, schema: S): Promise<z.output<S>> {
  let data: unknown;
  const text = await ctx.request.text();
  if (text.trim() !== '' && !JSON_TYPE.test(ctx.request.headers.get('content-type') ?? '')) {
    throw new StoreError('unsupported_media_type', MSG.bodyNotJson, 415);
  }
  try {
    data = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new BadRequest(MSG.invalidJson);
  }
  // Every body is an object: say so, rather than the schema's "must be an object" with no subject.
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new BadRequest(MSG.bodyNotObject);
  const result = schema.safeParse(data);
  if (!result.success) throw badInput(schema, data, result.error);
  return result.data;
}

export function parseQuery<S extends z.ZodMiniType>(ctx: APIContext, schema: S): z.output<S> {
  const query = Object.fromEntries(ctx.url.searchParams);
  const result = schema.safeParse(query);
  if (!result.success) throw badInput(schema, query, result.error);
  return result.data;
}

/** True for errors that mean "the store could not be reached", not "the request was wrong". */
function isBackendDown(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code =
    (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code ?? '';
  return (
    err.name === 'AbortError' ||
    err.name === 'TimeoutError' ||
    /fetch failed|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN/.test(`${err.message} ${code}`)
  );
}

export function errorResponse(err: unknown): Response {
  if (err instanceof BadRequest)
    return errorJson(400, 'invalid_request', err.message, err.field ? { field: err.field } : {});
  if (err instanceof StoreError) {
    if (err.code === 'unavailable' || err.code === 'backend_error') {
      // Details (causes, upstream statuses) go to the log, never to the shopper.
      console.warn(`[api] store ${err.code}`, err.details ?? '');
      return errorJson(err.status >= 500 ? err.status : 503, err.code, err.message || MSG.backendUnavailable);
    }
    const extra: Record<string, unknown> = { ...(err.details ?? {}) };
    const headers: Record<string, string> = {};
    if (typeof extra.retry_after_ms === 'number')
      headers['Retry-After'] = String(Math.ceil(extra.retry_after_ms / 1000));
    return errorJson(err.status, err.code, err.message, extra, headers);
  }
  if (isBackendDown(err)) return errorJson(503, 'unavailable', MSG.backendUnavailable);
  const storage = storageFailure(err);
  if (storage) {
    // The disk refused the write (full, read-only): nothing was saved, and the shopper is told so.
    console.warn(`[api] store ${storage === 'busy' ? 'busy' : 'cannot write'}: ${(err as Error).message}`);
    return errorJson(
      503,
      'unavailable',
      storage === 'busy' ? MSG.backendUnavailable : MSG.storeCannotSave,
      {},
      { 'Retry-After': '30' },
    );
  }
  console.error('[api]', err);
  return errorJson(500, 'internal_error', MSG.genericError);
}

/** Wraps a route: every throw becomes a `{ code, message }` answer with the right status. */
export function route(handler: (ctx: APIContext) => Promise<Response> | Response): APIRoute {
  return async (ctx) => {
    try {
      return await handler(ctx);
    } catch (err) {
      return errorResponse(err);
    }
  };
}

/** Cookies are Secure over HTTPS, including behind a trusted TLS-terminating proxy. */
const secure = (ctx: APIContext) =>
  ctx.url.protocol === 'https:' || forwardedHttps(ctx.request.headers.get('x-forwarded-proto'), proxies());

/**
 * The shopper's cart token: the cookie when it looks like one of ours, else a new one. The cookie
 * is (re)sent on every write, so an active cart never reaches its 30-day expiry. A read without a
 * cookie answers an empty cart and sets nothing: parallel first reads (badge, wishlist) would
 * otherwise each mint a token, and the last cookie written would orphan a concurrent add. The
 * readable marker goes with it (CART_MARKER_COOKIE), and to a token holder that lacks it.
 */
export function cartToken(ctx: APIContext, writes = false): string {
  const existing = ctx.cookies.get(CART_COOKIE)?.value;
  const write = writes || (ctx.request.method !== 'GET' && ctx.request.method !== 'HEAD');
  const token = existing && TOKEN_SHAPE.test(existing) ? existing : randomBytes(18).toString('base64url');
  const options = { sameSite: 'lax', path: '/', maxAge: CART_TOKEN_MAX_AGE_S, secure: secure(ctx) } as const;
  if (write) ctx.cookies.set(CART_COOKIE, token, { ...options, httpOnly: true });
  if (write || (token === existing && !ctx.cookies.has(CART_MARKER_COOKIE)))
    ctx.cookies.set(CART_MARKER_COOKIE, '1', options);
  return token;
}

/** The live session of the cookie, or null (unknown, ended or run out all count as logged out); read once per request. */
export async function currentSession(ctx: APIContext): Promise<LiveSession | null> {
  const locals = ctx.locals as { session?: LiveSession | null };
  if (locals.session === undefined) locals.session = await sessions().current(ctx.cookies.get(SESSION_COOKIE)?.value);
  return locals.session;
}

/** The logged-in user, or null. */
export async function currentUser(ctx: APIContext): Promise<User | null> {
  return (await currentSession(ctx))?.user ?? null;
}

/** `writes`: a GET that changes the cart (a discount link) keeps its cart cookie like a POST. */
export async function shopper(ctx: APIContext, writes = false): Promise<Shopper> {
  const user = await currentUser(ctx);
  return { cartToken: cartToken(ctx, writes), userId: user?.id ?? null };
}

/**
 * Discount codes the cart does not qualify for yet (a link's code, a code taken off as the cart
 * fell under its minimum): kept beside the cart, server-side only, and tried again as the cart
 * changes (src/server/held-code.ts). Thirty days, like the cart. For each, `told` is the cart
 * the shopper was last told about (told again when her cart changes, not on every page), and
 * `needs` what that cart still needed.
 */
const HELD_CODE_COOKIE = 'held_code';
/** At most this many codes wait: a cookie stays small. */
const MAX_HELD_CODES = 5;
export interface HeldCode {
  code: string;
  told: string;
  /** The cart it was last tried on; `why` the store's reason then, `needs` what that cart still needed. */
  at?: string;
  why?: string;
  needs?: string;
}
const isHeld = (v: unknown): v is HeldCode =>
  typeof v === 'object' && v !== null && typeof (v as HeldCode).code === 'string' && (v as HeldCode).code !== '';
export const heldCodes = {
  get: (ctx: APIContext): HeldCode[] => {
    const value = ctx.cookies.get(HELD_CODE_COOKIE)?.value;
    if (!value) return [];
    try {
      const held = JSON.parse(value) as unknown;
      // One code alone: the cookie as it was before several could wait.
      const list = Array.isArray(held) ? held : [held];
      return list.filter(isHeld).map((h) => ({
        code: h.code,
        told: String(h.told ?? ''),
        ...(h.at ? { at: String(h.at) } : {}),
        ...(h.why ? { why: String(h.why) } : {}),
        ...(h.needs ? { needs: String(h.needs) } : {}),
      }));
    } catch {
      return [{ code: value, told: '' }];
    }
  },
  set: (ctx: APIContext, held: readonly HeldCode[]): void => {
    if (held.length === 0) {
      ctx.cookies.delete(HELD_CODE_COOKIE, { path: '/' });
      return;
    }
    ctx.cookies.set(HELD_CODE_COOKIE, JSON.stringify(held.slice(-MAX_HELD_CODES)), {
      sameSite: 'lax',
      path: '/',
      httpOnly: true,
      maxAge: CART_TOKEN_MAX_AGE_S,
      secure: secure(ctx),
    });
  },
};

/** A toast for the next page a redirect lands on (a discount link's outcome): read once by src/stores/flash.ts. */
export function setFlashCookie(
  ctx: APIContext,
  toast: { title: string; description?: string; variant?: 'destructive' },
): void {
  ctx.cookies.set(FLASH_COOKIE, JSON.stringify(toast), { sameSite: 'lax', path: '/', maxAge: 60, secure: secure(ctx) });
}

export async function requireUser(ctx: APIContext): Promise<User> {
  const user = await currentUser(ctx);
  if (!user) throw new StoreError('unauthorized', MSG.userNotLoggedIn, 401);
  return user;
}

export function setSessionCookie(ctx: APIContext, token: string, expiresAt: number): void {
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    expires: new Date(expiresAt),
    secure: secure(ctx),
  });
}

export function clearSessionCookie(cookies: AstroCookies): void {
  cookies.delete(SESSION_COOKIE, { path: '/' });
}

/** How many proxies TRUST_PROXY says stand in front (security/proxy.ts; serve.mjs refuses a bad value at start). */
const proxies = () => trustedProxies(process.env.TRUST_PROXY);

/** The client's address: from X-Forwarded-For only behind the proxies we were told to trust (TRUST_PROXY). */
export function clientAddress(ctx: Pick<APIContext, 'request' | 'clientAddress'>): string {
  const forwarded = forwardedClient(ctx.request.headers.get('x-forwarded-for'), proxies());
  if (forwarded) return forwarded;
  try {
    return ctx.clientAddress;
  } catch {
    return 'unknown';
  }
}

/** Double-submit anti-forgery check: the header must equal the cookie, and the request must come from our scripts. */
export function csrfOk(request: Request, cookies: AstroCookies): boolean {
  if (request.headers.get('x-requested-with') !== 'XMLHttpRequest') return false;
  const header = request.headers.get('x-csrf-token') ?? '';
  const cookie = cookies.get(CSRF_COOKIE)?.value ?? '';
  return header.length >= 16 && header.length <= 200 && header === cookie;
}

/**
 * Same origin, judged by the Origin header when the browser sends one. Hosts are compared (not
 * schemes) so a TLS-terminating proxy in front of the server does not refuse its own site.
 */
export function sameOrigin(request: Request, url: URL): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true;
  try {
    return new URL(origin).host === (request.headers.get('host') ?? url.host);
  } catch {
    return false;
  }
}
