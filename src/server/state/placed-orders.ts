import type { Db } from '../sqlite/db';
import type { CreateOrderResult } from '../../lib/schemas/order';

/**
 * Orders placed per idempotency key (cart token + the checkout's key): a double submit that
 * reaches another server process must find the first one's order, not place a second.
 */
export interface PlacedOrderStore {
  /** Takes the key for this caller: false when another caller holds it (placing, or placed). */
  claim(key: string, now: number): Promise<boolean> | boolean;
  /** What the holder placed; 'placing' while it is still at it; undefined when nobody holds the key. */
  get(key: string): Promise<CreateOrderResult | 'placing' | undefined> | CreateOrderResult | 'placing' | undefined;
  finish(key: string, result: CreateOrderResult): Promise<void> | void;
  /** The attempt failed: the key may be tried again. */
  release(key: string): Promise<void> | void;
}

/** A claim older than this is taken to be from a process that died while placing (WooCommerce answers in seconds). */
export const PLACING_STALE_MS = 120_000;

export function memoryPlacedOrderStore(): PlacedOrderStore {
  const map = new Map<string, { result?: CreateOrderResult; claimedAt: number }>();
  return {
    claim(key, now) {
      const held = map.get(key);
      if (held && (held.result || now - held.claimedAt < PLACING_STALE_MS)) return false;
      map.set(key, { claimedAt: now });
      return true;
    },
    get: (key) => {
      const held = map.get(key);
      return held ? (held.result ?? 'placing') : undefined;
    },
    finish: (key, result) => void map.set(key, { result, claimedAt: map.get(key)?.claimedAt ?? 0 }),
    release: (key) => void map.delete(key),
  };
}

export function sqlitePlacedOrderStore(db: Db): PlacedOrderStore {
  return {
    claim(key, now) {
      const { changes } = db.run(
        `INSERT INTO woo_placed_orders (placement_key, result, claimed_at) VALUES (?1, NULL, ?2)
         ON CONFLICT (placement_key) DO UPDATE SET claimed_at = ?2 WHERE result IS NULL AND claimed_at <= ?3`,
        key, now, now - PLACING_STALE_MS,
      );
      return changes > 0;
    },
    get(key) {
      const r = db.get<{ result: string | null }>('SELECT result FROM woo_placed_orders WHERE placement_key = ?', key);
      if (!r) return undefined;
      return r.result === null ? 'placing' : (JSON.parse(r.result) as CreateOrderResult);
    },
    finish(key, result) {
      db.run('UPDATE woo_placed_orders SET result = ? WHERE placement_key = ?', JSON.stringify(result), key);
    },
    release(key) {
      db.run('DELETE FROM woo_placed_orders WHERE placement_key = ? AND result IS NULL', key);
    },
  };
}
