import { vi } from 'vitest';

/** Minimal browser stand-ins for the node test environment (no jsdom here). */

export class FakeStorage {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.has(k) ? (this.map.get(k) as string) : null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  clear() {
    this.map.clear();
  }
}

/** document.cookie as a browser treats it: writes one cookie at a time, Max-Age=0 deletes. */
export class FakeDocument {
  jar = new Map<string, string>();
  writes: string[] = [];
  get cookie() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  set cookie(line: string) {
    this.writes.push(line);
    const [pair, ...attrs] = line.split(';').map((s) => s.trim());
    const i = pair.indexOf('=');
    const name = pair.slice(0, i);
    if (attrs.some((a) => /^max-age=0$/i.test(a))) this.jar.delete(name);
    else this.jar.set(name, pair.slice(i + 1));
  }
}

export function installBrowser(protocol: 'http:' | 'https:' = 'http:') {
  const storage = new FakeStorage();
  const doc = new FakeDocument();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('location', { protocol });
  return { storage, doc };
}

export type FetchCall = { url: string; init: RequestInit & { headers: Record<string, string> } };

/** A fetch that answers from a queue of handlers (the last one repeats) and records each call. */
export function fakeFetch(...handlers: Array<(call: FetchCall) => Promise<Response> | Response>) {
  const calls: FetchCall[] = [];
  const fn = vi.fn(async (url: string, init: RequestInit) => {
    const call = { url, init } as FetchCall;
    calls.push(call);
    const h = handlers[Math.min(calls.length - 1, handlers.length - 1)];
    return h(call);
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Never answers; rejects like a real fetch when the request's signal aborts. */
export const hang = (call: FetchCall) =>
  new Promise<Response>((_, reject) => {
    call.init.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });

export const networkDown = () => Promise.reject(new TypeError('fetch failed'));

export const sentBody = (call: FetchCall) => JSON.parse(String(call.init.body)) as unknown;
