import { PAGE_MSG as MSG } from '../page-messages';
import { RETRY_DELAY_MS } from '../constants';
import { wordsReady } from '../i18n/ready';
import { attempt, BASE_HEADERS, RateLimited, resetTransport, Transient, type Answer } from './transport';

/**
 * The browser's one way to reach the same-origin API: headers, anti-forgery
 * value, timeout, one retry, 401 refresh, client rate limit, and errors normalised to ApiError.
 * Bodies go as typed: text is stored exactly as the shopper wrote it and rendered as text
 * (never escaped before sending: that turned O'Neil into O&#39;Neil on every screen and order; React and
 * Astro escape on output). Every typed call in this folder goes through `request`.
 */

/** A failed call as the UI sees it. `status` defaults to 500, `message` to 'An error occurred'. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's machine-readable code ('invalid_product', 'locked', ...), or the client's own: 'timeout', 'network_error', 'rate_limited', 'bad_answer'. */
  readonly code: string | undefined;
  /** The whole error body, for calls that need more than the message (e.g. `retry_after_ms` of a lockout). */
  readonly data: unknown;

  constructor(status = 500, message: string = MSG.genericError, code?: string, data?: unknown) {
    super(message || MSG.genericError);
    this.name = 'ApiError';
    this.status = status || 500;
    this.code = code;
    this.data = data;
  }
}

/** Anything with zod's `parse`, which throws on a malformed answer: the schemas of src/lib/schemas. */
export interface AnswerParser<T> {
  parse(data: unknown): T;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: Method;
  body?: unknown;
  /** An authentication call: sends the no-cache headers even when it is a GET. */
  auth?: boolean;
  /**
   * Validates the answer; a malformed answer becomes ApiError 502. Either a schema, or a function
   * that imports one (the import then runs in parallel with the request).
   */
  schema?: AnswerParser<T> | (() => Promise<AnswerParser<T>>);
  /** Safe to send twice after a timeout or network error. Default: GET only; a non-GET call opts in when repeating it cannot do harm (e.g. create-order with its idempotency key). */
  retry?: boolean;
  /** Refresh the session once on 401 and retry. Default true; false for login and refresh themselves. */
  refreshOn401?: boolean;
}

export interface AuthHooks {
  /** Renews the session; resolves false (without a request, ideally) when there is no session to renew. */
  refresh: () => Promise<boolean>;
  /** The session could not be renewed: forget it. May be called when already logged out. */
  onLoggedOut: () => void;
}

let hooks: AuthHooks | null = null;
let refreshing: Promise<boolean> | null = null;

/** The session store registers how to refresh and how to log out. */
export function setAuthHooks(next: AuthHooks | null): void {
  hooks = next;
}

/** Clears the rate-limit window, hooks and any refresh in flight; for tests. */
export function resetHttpState(): void {
  hooks = null;
  refreshing = null;
  resetTransport();
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One attempt, plus one more after 1 s when it timed out or the network failed and the call is
 * safe to repeat. A call that never got an answer ends as ApiError 500 'An error occurred'
 * (500 is the status of any failure without one), with code 'timeout' or 'network_error' for callers that care.
 */
async function send(path: string, init: () => RequestInit, retry: boolean): Promise<Answer> {
  try {
    return await attempt(path, init());
  } catch (e) {
    if (!(e instanceof Transient)) throw asApiError(e);
    if (!retry) throw asApiError(e);
  }
  await sleep(RETRY_DELAY_MS);
  try {
    return await attempt(path, init());
  } catch (e) {
    throw asApiError(e);
  }
}

function asApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof RateLimited) return new ApiError(429, MSG.rateLimited, 'rate_limited');
  if (e instanceof Transient) return new ApiError(500, MSG.genericError, e.code);
  return new ApiError(500, MSG.genericError);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function errorFrom(answer: Answer): ApiError {
  const parsed = parseJson(answer.text);
  const body =
    parsed.ok && parsed.value !== null && typeof parsed.value === 'object'
      ? (parsed.value as Record<string, unknown>)
      : {};
  const message = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : MSG.genericError;
  const code = typeof body.code === 'string' ? body.code : undefined;
  return new ApiError(answer.status, message, code, parsed.ok ? parsed.value : undefined);
}

/** Concurrent 401s share one refresh; a failed refresh logs out once. */
function refreshSession(h: AuthHooks): Promise<boolean> {
  refreshing ??= (async () => {
    let ok: boolean;
    try {
      ok = await h.refresh();
    } catch {
      ok = false;
    }
    if (!ok) h.onLoggedOut();
    return ok;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);

  // The anti-forgery value goes with writes only, and its code loads with the first one: a page
  // that only reads (a product's live stock, the drawer's cart) needs none of it.
  const csrf =
    method === 'GET'
      ? null
      : await import('./csrf').catch(() => {
          // Not loaded (offline): said as a request that could not reach the shop.
          throw new ApiError(500, MSG.genericError, 'network_error');
        });
  const init = (): RequestInit => {
    const headers: Record<string, string> = { ...BASE_HEADERS };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (csrf) headers['X-CSRF-Token'] = csrf.csrfToken();
    if (method !== 'GET' || options.auth) {
      headers['Cache-Control'] = 'no-cache';
      headers.Pragma = 'no-cache';
    }
    return { method, headers, body, credentials: 'same-origin' };
  };

  const retry = options.retry ?? method === 'GET';
  const schema = typeof options.schema === 'function' ? options.schema() : options.schema;
  // A failed schema import surfaces below, when the answer is checked.
  if (schema instanceof Promise) schema.catch(() => {});
  // On an Arabic page, the words of the code that asked arrive while the request is under way: what
  // it says of the answer (a toast, a refusal) is in her language, even said before the page is idle.
  const words = wordsReady().catch(() => undefined);
  let answer = await send(path, init, retry);

  if (answer.status === 401 && options.refreshOn401 !== false && hooks) {
    const renewed = await refreshSession(hooks);
    if (!renewed) throw errorFrom(answer);
    answer = await send(path, init, retry);
  }
  await words;
  if (!answer.ok) throw errorFrom(answer);

  const parsed = parseJson(answer.text);
  if (!parsed.ok) throw new ApiError(502, MSG.unexpectedAnswer, 'bad_answer');
  if (!schema) return parsed.value as T;
  let parser: AnswerParser<T>;
  try {
    parser = await schema;
  } catch {
    // The validation code could not be loaded (offline, new deployment): the answer cannot be trusted.
    throw new ApiError(500, MSG.genericError, 'network_error');
  }
  try {
    return parser.parse(parsed.value);
  } catch (e) {
    // Logged for the developer; the shopper gets one clear sentence.
    console.error(`Unexpected answer from ${method} ${path}`, e);
    throw new ApiError(502, MSG.unexpectedAnswer, 'bad_answer');
  }
}
