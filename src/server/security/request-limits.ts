import type { IncomingMessage } from 'node:http';

/**
 * What a request may be before anything reads it, applied by the production server
 * (server/serve.mjs) ahead of the static files and Astro: the methods each part of the site
 * answers (405 otherwise), how large a body may be (413) and how long the client may take to
 * send it (408). The server reads an allowed body whole into memory, so these limits are what
 * one request can cost a worker.
 *
 * Body limits, in bytes (a field's length limit counts UTF-16 units: at most 3 bytes of UTF-8 each):
 *
 * | route                           | limit  | the largest honest body                                   |
 * | ------------------------------- | ------ | --------------------------------------------------------- |
 * | POST /api/orders (checkout)     | 20 KiB | two addresses of 200-character fields, a 2,000-character note: 15 KB |
 * | POST /api/reviews               | 20 KiB | a 5,000-character review: 16 KB                           |
 * | POST /api/webhooks/woocommerce  | 512 KiB | WooCommerce's whole product as JSON, signed: 2.5 KB for a plain one, a long description and dozens of pictures stay under 100 KB |
 * | any other /api route            | 4 KiB  | ids, quantities, credentials, names, a profile            |
 * | pages and files (GET, HEAD)     | 0      | none: a body there is refused                             |
 *
 * Compliance is checked on Content-Length before a byte is read (and before `100 Continue`), and
 * on chunked bodies as they arrive.
 */

export const API_BODY_LIMIT = 4 * 1024;
const ROUTE_BODY_LIMITS: Record<string, number> = {
  'POST /api/orders': 20 * 1024,
  'POST /api/reviews': 20 * 1024,
  // The signature covers the whole body, so all of it must be read; a refused delivery counts
  // toward WooCommerce disabling the webhook.
  'POST /api/webhooks/woocommerce': 512 * 1024,
};

/** The methods the API answers (each endpoint answers its own subset, 405 for the rest: middleware.ts). */
export const API_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Pages and files are only read. */
export const FILE_METHODS: readonly string[] = ['GET', 'HEAD'];

/** The time a client has to send its request line and headers, and then its body. */
export const HEADERS_TIMEOUT_MS = 10_000;
export const BODY_TIMEOUT_MS = 10_000;

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** The path without query or trailing slash, as the limits table names it. */
function routeOf(url: string): string {
  const path = url.split('?', 1)[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The methods a path may be asked with. */
export function allowedMethods(url: string): readonly string[] {
  return isApiPath(routeOf(url)) ? API_METHODS : FILE_METHODS;
}

/** The largest body, in bytes, a request to this method and path may carry. */
export function bodyLimit(method: string, url: string): number {
  const path = routeOf(url);
  if (!isApiPath(path) || method === 'GET' || method === 'HEAD') return 0;
  return ROUTE_BODY_LIMITS[`${method} ${path}`] ?? API_BODY_LIMIT;
}

/** The declared length, or null for a body of unknown length (chunked) or none at all. */
function declaredLength(req: IncomingMessage): number | null {
  const raw = req.headers['content-length'];
  if (raw === undefined) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 0 ? n : Number.POSITIVE_INFINITY;
}

/** True when the request announces more than the limit: refuse it without reading. */
export function announcesTooMuch(req: IncomingMessage, limit: number): boolean {
  const length = declaredLength(req);
  return length !== null && length > limit;
}

/** True when the request has a body to read at all (a length above 0, or chunked). */
export function hasBody(req: IncomingMessage): boolean {
  const length = declaredLength(req);
  return length === null ? req.headers['transfer-encoding'] !== undefined : length > 0;
}

export type BodyOutcome = { ok: true; body: Buffer } | { ok: false; status: 408 | 413 | 400 };

/**
 * Reads a request body of at most `limit` bytes within `timeoutMs`. Stops reading (and answers
 * 413) the moment more arrives than the limit allows, 408 when the client is too slow, 400 when
 * it hangs up half way.
 */
export function readBody(req: IncomingMessage, limit: number, timeoutMs: number): Promise<BodyOutcome> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (outcome: BodyOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onError);
      if (!outcome.ok) req.pause();
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return finish({ ok: false, status: 413 });
      chunks.push(chunk);
    };
    const onEnd = () => finish({ ok: true, body: Buffer.concat(chunks, size) });
    const onError = () => finish({ ok: false, status: 400 });
    const timer = setTimeout(() => finish({ ok: false, status: 408 }), timeoutMs);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onError);
  });
}
