import { escapeForTransport } from '../text';

/**
 * Outgoing data (spec §5): every string in a POST/PUT/PATCH body has its angle brackets and
 * quotes escaped before it leaves the browser. Keys named in `rawFields` (at any depth) are
 * sent unchanged: passwords, reset codes, idempotency keys and email addresses must reach the
 * server exactly as typed or they stop matching.
 */
export function sanitizeBody<T>(value: T, rawFields: readonly string[] = []): T {
  const raw = new Set(rawFields);
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return escapeForTransport(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      const out: Record<string, unknown> = {};
      for (const [k, inner] of Object.entries(v)) out[k] = raw.has(k) ? inner : walk(inner);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/**
 * The reverse of the transport escaping. The server stores review and profile text as it
 * receives it (escaped), so an island shows it through this function, as text (React escapes
 * it again for the page): the shopper sees exactly what was typed, and "<script>" stays words.
 * One pass, so "&amp;lt;" becomes "&lt;" and not "<".
 * Known limit: text typed with a literal entity ("&lt;") is not escaped by the transport rule
 * and so shows decoded ("<").
 */
export function unescapeTransport(value: string): string {
  return value.replace(/&(lt|gt|quot|#39|amp);/g, (m) => ENTITIES[m] ?? m);
}
