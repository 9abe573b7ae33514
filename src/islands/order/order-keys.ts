import { parseOrderKeys } from '../../lib/checkout/order-keys';
import { isRecord, readText, takeStored, writeStored } from '../../lib/storage';

/**
 * Order keys of the orders this browser placed ('nefertari.orders': id -> key). The key is what
 * lets a guest read their own order; nobody else's browser has it. Storage that is blocked leaves
 * the session cookie to prove ownership.
 */
const STORAGE_KEY = 'nefertari.orders';

const read = (): Record<string, string> => parseOrderKeys(readText(STORAGE_KEY));

/**
 * The order's key: the one this browser kept, else the one in the page's address (a payment
 * provider sends the shopper back to /order-confirmation/{id}?key=..., perhaps in another
 * browser), which is then kept too.
 */
export function orderKeyFor(id: number): string | undefined {
  const kept = read()[String(id)];
  if (kept) return kept;
  const given = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('key');
  if (!given || !parseOrderKeys(JSON.stringify({ [id]: given }))[String(id)]) return undefined;
  rememberOrderKey(id, given);
  return given;
}

export function rememberOrderKey(id: number, key: string): void {
  // Rewrites only the validated entries, which also drops anything corrupt.
  writeStored(STORAGE_KEY, { ...read(), [String(id)]: key });
}

// A one-shot note from checkout to the confirmation page: the success toast must outlive the
// navigation, which empties the in-memory toast store.
const PLACED_KEY = 'nefertari.placed';

export function notePlaced(id: number, number: string): void {
  writeStored(PLACED_KEY, { id, number }, 'session');
}

const placed = (v: unknown): { id: unknown; number: string } | null =>
  isRecord(v) && typeof v.number === 'string' ? { id: v.id, number: v.number } : null;

export function takePlaced(id: number): string | null {
  const note = takeStored(PLACED_KEY, placed, 'session');
  return note && note.id === id ? note.number : null;
}
