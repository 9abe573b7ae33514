/**
 * The browser's one door to localStorage and sessionStorage. Its error policy, for every key:
 * - storage that throws (private mode, a full quota, storage disabled) reads as empty and
 *   writes are skipped: the shop works without it, for this page only;
 * - a stored value that does not read (not JSON, or refused by its check) is removed and read
 *   as empty, so it cannot fail again on the next load; no other key is touched.
 * Checks are parse functions answering the value or null: small hand-written ones for the values
 * every page reads (session record, cart count, flash toast), the shapes of src/lib/api/shapes.ts
 * for the lists a product page keeps (recently viewed, the wishlist's copy). zod's core (~10 KB
 * gzip as the shop uses it) would not fit a content page's 3 KB or a product page's 15 KB.
 *
 * Chosen over @nanostores/persistent atoms everywhere (the session store was the one user; it is
 * now a plain atom written through here): half the values live in sessionStorage or are read
 * once rather than kept as atoms, and each needs its check and the same drop-when-corrupt rule.
 */

export type Area = 'local' | 'session';

/** A function that answers the value, or null when it is not one. */
export type Check<T> = (value: unknown) => T | null;

/**
 * The storage `where` names, localStorage unless 'session'. Only called inside the callers' try:
 * reaching storage throws where it is blocked. No default parameters: each was repeated in every
 * function of every page's first script.
 */
const area = (where?: Area): Storage | undefined =>
  where === 'session' ? globalThis.sessionStorage : globalThis.localStorage;

/** The raw text under `key`, or null when absent or when storage cannot be read. */
export function readText(key: string, where?: Area): string | null {
  try {
    return area(where)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores raw text; false when storage refused it (full, blocked, absent). */
export function writeText(key: string, value: string, where?: Area): boolean {
  try {
    area(where)!.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string, where?: Area): void {
  try {
    area(where)?.removeItem(key);
  } catch {
    /* nothing stored, or storage blocked: nothing to remove */
  }
}

/** Raw text through `decode` (null when it is not a valid value); a value that fails is removed. */
export function readDecoded<T>(key: string, decode: (raw: string) => T | null, where?: Area): T | null {
  const raw = readText(key, where);
  if (raw === null) return null;
  let value: T | null = null;
  try {
    value = decode(raw);
  } catch {
    /* not a value (corrupt JSON): removed below */
  }
  if (value === null) removeStored(key, where);
  return value;
}

/** A JSON value that passes `check`, or null; anything else under the key is removed. */
export function readStored<T>(key: string, check: Check<T>, where?: Area): T | null {
  return readDecoded(key, (raw) => check(JSON.parse(raw)), where);
}

/** Stores a value as JSON; false when storage refused it. */
export function writeStored(key: string, value: unknown, where?: Area): boolean {
  return writeText(key, JSON.stringify(value), where);
}

/** Reads and removes a one-shot value (a toast for the next page). */
export function takeStored<T>(key: string, check: Check<T>, where?: Area): T | null {
  const value = readStored(key, check, where);
  removeStored(key, where);
  return value;
}

/** Calls `listener` when another tab changes `key` (or clears storage). Returns the unsubscribe. */
export function onStoredChange(key: string, listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const handler = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}

/** A plain object (not null, not an array): the first step of the hand-written parse functions above. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value that may still be the JSON text it was stored as, parsed; undefined when that text is corrupt. */
export function parsedIfText(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
