/**
 * localStorage that never throws: private mode, a full quota or a value another app (or an
 * older version of this shop) left behind must not break a page. A value that fails its guard
 * is removed, so it cannot fail again on the next load.
 */
export function readStored<T>(key: string, guard: (value: unknown) => value is T): T | null {
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (guard(parsed)) return parsed;
  } catch {
    /* not JSON: fall through and discard */
  }
  removeStored(key);
  return null;
}

export function writeStored(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    /* quota or private mode: the shop works without the cache */
  }
}

export function removeStored(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    /* ignore */
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
export const isStr = (v: unknown): v is string => typeof v === 'string';
