import { isRecord, parsedIfText } from '../storage';

/**
 * The keys a browser keeps of the orders it placed (a guest reads her order with its key), and
 * order ids in addresses. The map is checked entry by entry: one bad entry drops itself, not the rest.
 */

/** An order id as an address carries it: a positive whole number. */
export const ORDER_ID_PATTERN = /^[1-9]\d{0,11}$/;
/** An order's key as the stores make them (WooCommerce's "wc_order_…", the embedded store's own). */
export const ORDER_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** Parses the stored id -> key map, keeping only well-formed entries. */
export function parseOrderKeys(raw: string | null | undefined): Record<string, string> {
  const stored = raw ? parsedIfText(raw) : undefined;
  if (!isRecord(stored)) return {};
  const out: Record<string, string> = {};
  for (const [id, key] of Object.entries(stored)) {
    if (ORDER_ID_PATTERN.test(id) && typeof key === 'string' && ORDER_KEY_PATTERN.test(key)) out[id] = key;
  }
  return out;
}

/** A route's order id: a positive integer, else null (the page shows 'Order not found'). */
export function parseOrderId(value: unknown): number | null {
  if (typeof value !== 'string' || !ORDER_ID_PATTERN.test(value)) return null;
  return Number(value);
}
