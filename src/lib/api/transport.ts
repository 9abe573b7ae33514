import { CLIENT_RATE_LIMIT, REQUEST_TIMEOUT_MS } from '../constants';
import { LOCALE_HEADER, pageLanguage } from '../i18n/header';

/**
 * The wire under every browser call: the client's rate-limit window (60 calls a minute), the timeout that
 * covers the whole answer, and the headers every request carries; ./http builds the full
 * client's rules on top of it. No messages and no schemas here: the header badge loads this module
 * when its cached count is stale, for the peek at the end, and the home page's first script
 * carries it (a content page's first script has 3 KB gzip in all); the other light calls are in ./peeks.ts.
 */

export interface Answer {
  status: number;
  ok: boolean;
  text: string;
}

/** Thrown by one attempt when it may be repeated: the timeout fired or the network failed. */
export class Transient {
  constructor(readonly code: 'timeout' | 'network_error') {}
}

/** Thrown when this page has sent its 60 requests of the last 60 s. */
export class RateLimited {}

/** The headers of every request; a JSON API only. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  Accept: 'application/json',
  'X-Requested-With': 'XMLHttpRequest',
};

let sent: number[] = [];

/** Clears the rate-limit window; for tests. */
export function resetTransport(): void {
  sent = [];
}

/** Sliding window: at most 60 requests leave this page in any 60 s, so a runaway loop cannot flood the server. */
function takeRateSlot(): void {
  const now = Date.now();
  sent = sent.filter((t) => t > now - CLIENT_RATE_LIMIT.windowMs);
  if (sent.length >= CLIENT_RATE_LIMIT.requests) throw new RateLimited();
  sent.push(now);
}

/** One request; throws RateLimited or Transient instead of answering. */
export async function attempt(path: string, init: RequestInit): Promise<Answer> {
  takeRateSlot();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  try {
    // The server answers in the page's language: its refusals and notices read as the page does.
    const language = pageLanguage();
    const headers = language
      ? { ...(init.headers as Record<string, string>), [LOCALE_HEADER]: language }
      : init.headers;
    const res = await globalThis.fetch(path, { ...init, headers, signal: controller.signal });
    // The body counts against the same timeout: a server that stalls mid-answer is a timeout too.
    const text = await res.text();
    return { status: res.status, ok: res.ok, text };
  } catch (e) {
    if (timedOut) throw new Transient('timeout');
    if (e instanceof TypeError) throw new Transient('network_error');
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

/*
 * Peeks: read-only hints a page asks for when idle (the header badge's item count here, the home
 * page's store-settings check in ./peeks.ts). They share the wire above but not the full
 * client's messages and schemas (zod's core alone is ~10 KB gzip). Each reads one or two fields
 * and treats anything else as "no hint"; the full, schema-checked call (the cart module's get(),
 * api.status.get) follows whenever there is more to do.
 */

/** The JSON of a 2xx answer, or null for another status or a body that is not JSON. Rejects when no answer came. */
export async function peek(path: string): Promise<unknown> {
  const answer = await attempt(path, { method: 'GET', headers: { ...BASE_HEADERS }, credentials: 'same-origin' });
  if (!answer.ok) return null;
  try {
    return JSON.parse(answer.text) as unknown;
  } catch {
    return null;
  }
}

export const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
