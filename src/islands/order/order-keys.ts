import { parseOrderKeys } from '../../lib/checkout';

/**
 * Order keys of the orders this browser placed ('nefertari.orders': id -> key). The key is what
 * lets a guest read their own order; nobody else's browser has it.
 */
const STORAGE_KEY = 'nefertari.orders';

function read(): Record<string, string> {
  try {
    return parseOrderKeys(localStorage.getItem(STORAGE_KEY));
  } catch {
    return {}; // storage blocked (private mode): the session cookie may still prove ownership
  }
}

export function orderKeyFor(id: number): string | undefined {
  return read()[String(id)];
}

export function rememberOrderKey(id: number, key: string): void {
  try {
    // Rewrites only the validated entries, which also drops anything corrupt.
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...read(), [String(id)]: key }));
  } catch {
    /* storage full or blocked: the confirmation then relies on the session */
  }
}

// A one-shot note from checkout to the confirmation page: the success toast must outlive the
// navigation, which empties the in-memory toast store.
const PLACED_KEY = 'nefertari.placed';

export function notePlaced(id: number, number: string): void {
  try {
    sessionStorage.setItem(PLACED_KEY, JSON.stringify({ id, number }));
  } catch {
    /* no toast then; the page itself says thank you */
  }
}

export function takePlaced(id: number): string | null {
  try {
    const raw = sessionStorage.getItem(PLACED_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(PLACED_KEY);
    const v = JSON.parse(raw) as { id?: unknown; number?: unknown };
    return v && v.id === id && typeof v.number === 'string' ? v.number : null;
  } catch {
    return null;
  }
}
