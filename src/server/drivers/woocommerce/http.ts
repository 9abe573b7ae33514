import { createHmac, randomBytes } from 'node:crypto';
import type * as z from 'zod/mini';
import { StoreError } from '../../backend';
import { MSG } from '../../../lib/messages';
import { wooErrorSchema } from './schemas/errors';
import { plain } from './reshape/fields';

/**
 * The WooCommerce driver's HTTP layer: one call (WooHttp.call) to any of the APIs it speaks
 * (REST v3 with the keys, the Store API, the JWT plugin, the REST index), every page of a v3
 * collection (fetchAllPages), answers checked against the raw schemas (parse), and WooCommerce
 * errors mapped to StoreErrors (toStoreError). How the keys travel is decided in WooHttp alone.
 *
 * The keys, as WooCommerce takes them (WC_REST_Authentication, seen on a real WooCommerce 10 store,
 * tests/fixtures/woocommerce-real): over https, HTTP Basic auth. Over plain http WooCommerce
 * ignores Basic auth and query-string keys alike (401 woocommerce_rest_cannot_view) and accepts
 * only a one-legged OAuth 1.0a signature, sent here in the Authorization header. The keys never
 * go in a URL, where they would land in every server and proxy log.
 */

/** WooCommerce calls give up after this long; the shopper then sees "temporarily unavailable". */
export const WOO_TIMEOUT_MS = 15_000;

export interface WooConfig {
  url: string;
  consumerKey: string;
  consumerSecret: string;
  fetch?: typeof fetch;
  /** Tests shorten it; production keeps 15 s. */
  timeoutMs?: number;
}

export type Api = 'v3' | 'store' | 'jwt' | 'root';
const PREFIX: Record<Api, string> = { v3: '/wc/v3', store: '/wc/store/v1', jwt: '/jwt-auth/v1', root: '' };

export interface WooRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface WooResponse {
  status: number;
  headers: Headers;
  data: unknown;
}

/** A WooCommerce error answer, before it is turned into a StoreError by the caller's rules. */
export class WooHttpError extends Error {
  // Fields, not parameter properties: the server's primary process loads this file with Node's
  // type stripping (server/serve.mjs, the page rebuilder), which refuses those.
  readonly status: number;
  readonly code: string;
  readonly data: unknown;
  constructor(status: number, code: string, message: string, data: unknown) {
    super(message);
    this.name = 'WooHttpError';
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

export class WooHttp {
  readonly base: string;
  private readonly secure: boolean;
  private readonly doFetch: typeof fetch;
  private readonly timeoutMs: number;
  private readonly config: WooConfig;

  constructor(config: WooConfig) {
    this.config = config;
    this.base = config.url.replace(/\/+$/, '');
    this.secure = this.base.startsWith('https:');
    this.doFetch = config.fetch ?? fetch;
    this.timeoutMs = config.timeoutMs ?? WOO_TIMEOUT_MS;
  }

  /** A call's address (never with the keys in it). */
  url(api: Api, path: string, query: WooRequest['query'] = {}): URL {
    const url = new URL(`${this.base}/wp-json${PREFIX[api]}${path}`);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
    return url;
  }

  /** The Authorization header that carries the keys: Basic over https, an OAuth 1.0a signature over http. */
  private keys(method: string, url: URL): string {
    const { consumerKey, consumerSecret } = this.config;
    if (this.secure) return `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}`;
    return oauthHeader(
      method,
      url,
      consumerKey,
      consumerSecret,
      Math.floor(Date.now() / 1000),
      randomBytes(16).toString('hex'),
    );
  }

  /** One call. Network failure or timeout -> StoreError unavailable 503; an error answer -> WooHttpError. */
  async call(api: Api, path: string, req: WooRequest = {}): Promise<WooResponse> {
    const url = this.url(api, path, req.query);
    const method = req.method ?? 'GET';
    const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
    if (api === 'v3') headers.Authorization = this.keys(method, url);
    if (req.body !== undefined) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await this.doFetch(url, {
        method,
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'follow',
      });
    } catch (err) {
      const reason = (err as Error).name === 'TimeoutError' ? 'timeout' : 'network';
      throw new StoreError('unavailable', MSG.backendUnavailable, 503, { reason, cause: (err as Error).message });
    }
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      throw new StoreError('unavailable', MSG.backendUnavailable, 503, {
        reason: 'network',
        cause: (err as Error).message,
      });
    }
    let data: unknown = null;
    if (text.trim() !== '') {
      try {
        data = JSON.parse(text);
      } catch {
        // An HTML page (maintenance mode, a proxy error, a login wall): not WooCommerce talking.
        throw new StoreError(res.ok ? 'backend_error' : 'unavailable', MSG.backendUnavailable, res.ok ? 502 : 503, {
          status: res.status,
          reason: 'not_json',
        });
      }
    }
    if (!res.ok) {
      const parsed = wooErrorSchema.safeParse(data);
      const body = parsed.success ? parsed.data : {};
      const message = plain(body.message ?? '') || `HTTP ${res.status}`;
      throw new WooHttpError(res.status, body.code ?? `http_${res.status}`, message, body.data);
    }
    return { status: res.status, headers: res.headers, data };
  }
}

/** Percent-encoding as OAuth 1.0a defines it (RFC 3986 unreserved characters stay). */
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A one-legged OAuth 1.0a Authorization header, HMAC-SHA256, as WooCommerce checks it over http:
 * the signature covers the method, the address without its query, and the query parameters with
 * the oauth_* ones, sorted; the signing key is the consumer secret and "&" (no token). A JSON body
 * is not signed (WooCommerce signs only query and form parameters). The nonce must not repeat
 * within 15 minutes, and the timestamp must be within 15 minutes of the store's clock.
 */
export function oauthHeader(
  method: string,
  url: URL,
  consumerKey: string,
  consumerSecret: string,
  timestamp: number,
  nonce: string,
): string {
  const oauth: Record<string, string> = {
    oauth_consumer_key: consumerKey,
    oauth_nonce: nonce,
    oauth_signature_method: 'HMAC-SHA256',
    oauth_timestamp: String(timestamp),
  };
  const byte = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const params = [...url.searchParams, ...Object.entries(oauth)]
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([ak, av], [bk, bv]) => byte(ak, bk) || byte(av, bv))
    .map(([k, v]) => `${k}=${v}`);
  const base = [method.toUpperCase(), rfc3986(`${url.origin}${url.pathname}`), rfc3986(params.join('&'))].join('&');
  const signature = createHmac('sha256', `${rfc3986(consumerSecret)}&`)
    .update(base)
    .digest('base64');
  return `OAuth ${Object.entries({ ...oauth, oauth_signature: signature })
    .map(([k, v]) => `${k}="${rfc3986(v)}"`)
    .join(', ')}`;
}

/** Validate a WooCommerce answer against the raw schema; a surprise shape is a backend error. */
export function parse<T extends z.ZodMiniType>(schema: T, data: unknown, what: string): z.infer<T> {
  const r = schema.safeParse(data);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new StoreError('backend_error', MSG.backendUnavailable, 502, {
      reason: 'unexpected_shape',
      what,
      field: issue ? issue.path.join('.') : '',
      issue: issue?.message,
    });
  }
  return r.data;
}

/**
 * Default mapping of a WooCommerce error answer to a StoreError, after a caller's own rules.
 * 5xx -> backend_error 502 (the store is up but broken); auth refusals -> unavailable 502 since
 * they mean our keys are wrong, not the shopper; others keep WooCommerce's (HTML-free) message.
 */
export function toStoreError(err: unknown): StoreError {
  if (err instanceof StoreError) return err;
  if (!(err instanceof WooHttpError))
    return new StoreError('backend_error', MSG.genericError, 502, { cause: String(err) });
  const details = { woo_code: err.code, woo_status: err.status };
  if (err.status >= 500) return new StoreError('backend_error', MSG.backendUnavailable, 502, details);
  if (err.status === 401 || err.status === 403) {
    if (err.code.startsWith('woocommerce_rest_cannot') || err.code === 'woocommerce_rest_authentication_error') {
      return new StoreError('backend_error', MSG.backendUnavailable, 502, details);
    }
    return new StoreError('forbidden', err.message, 403, details);
  }
  if (err.status === 404) return new StoreError('not_found', err.message, 404, details);
  if (err.status === 409) return new StoreError('conflict', err.message, 409, details);
  if (err.status === 429) return new StoreError('rate_limited', MSG.tooManyRequests, 429, details);
  return new StoreError('invalid_request', err.message, 400, details);
}

/** WooCommerce caps per_page at 100. */
export const PAGE_SIZE = 100;
/** A runaway X-WP-TotalPages must not loop forever (100 000 products). */
const MAX_PAGES = 1000;

/** Every page of a REST v3 collection, following X-WP-TotalPages. */
export async function fetchAllPages(
  http: WooHttp,
  path: string,
  query: Record<string, string | number | boolean | undefined> = {},
): Promise<unknown[]> {
  const all: unknown[] = [];
  for (let page = 1, pages = 1; page <= pages && page <= MAX_PAGES; page++) {
    let res;
    try {
      res = await http.call('v3', path, { query: { ...query, per_page: PAGE_SIZE, page } });
    } catch (err) {
      throw toStoreError(err);
    }
    if (!Array.isArray(res.data))
      throw new StoreError('backend_error', MSG.backendUnavailable, 502, { reason: 'unexpected_shape', what: path });
    all.push(...res.data);
    pages = Number.parseInt(res.headers.get('X-WP-TotalPages') ?? '1', 10) || 1;
  }
  return all;
}
