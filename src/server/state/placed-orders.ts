import type { Db } from '../sqlite/db';
import type { CreateOrderResult } from '../../lib/schemas/order';
import { KEEP_MS, type RedisConnection } from './redis-connection';

/**
 * Orders placed per idempotency key (cart token + the checkout's key): a double submit that
 * reaches another server process must find the first one's order, not place a second. The
 * caller placing holds the key on a lease it renews while it works, so a server that dies
 * mid-checkout (kill -9, a lost machine) blocks the key for one lease, not for minutes; whoever
 * takes over first looks at the WooCommerce order the dead one was turning the cart into (its
 * draft), which may already be placed.
 */
export interface PlacedOrderStore {
  /** Takes the key for this caller: false when another caller holds it (placing within its lease, or placed). */
  claim(key: string, now: number): Promise<boolean>;
  /** The holder is still at it: its lease runs from `now` again. */
  renew(key: string, now: number): Promise<void>;
  /** What the holder placed; 'placing' while it is still at it; undefined when nobody holds the key. */
  get(key: string): Promise<CreateOrderResult | 'placing' | undefined>;
  /** The store's order the holder is about to turn the cart into (kept until the key is released or finished). */
  noteDraft(key: string, orderId: number): Promise<void>;
  /** The order an earlier holder noted, if any. */
  draft(key: string): Promise<number | undefined>;
  finish(key: string, result: CreateOrderResult): Promise<void>;
  /** The attempt failed: the key may be tried again. */
  release(key: string): Promise<void>;
}

/**
 * A claim not renewed for this long is taken to be from a process that died while placing.
 * The holder renews it every third of that (drivers/woocommerce/checkout.ts), so only a dead one loses it.
 */
export const PLACING_LEASE_MS = 10_000;

export function memoryPlacedOrderStore(): PlacedOrderStore {
  const map = new Map<string, { result?: CreateOrderResult; claimedAt: number; draft?: number }>();
  return {
    async claim(key, now) {
      const held = map.get(key);
      if (held && (held.result || now - held.claimedAt < PLACING_LEASE_MS)) return false;
      map.set(key, { claimedAt: now, draft: held?.draft });
      return true;
    },
    async renew(key, now) {
      const held = map.get(key);
      if (held && !held.result) held.claimedAt = now;
    },
    get: async (key) => {
      const held = map.get(key);
      return held ? (held.result ?? 'placing') : undefined;
    },
    async noteDraft(key, orderId) {
      const held = map.get(key);
      if (held) held.draft = orderId;
    },
    draft: async (key) => map.get(key)?.draft,
    finish: async (key, result) => void map.set(key, { result, claimedAt: map.get(key)?.claimedAt ?? 0 }),
    release: async (key) => void map.delete(key),
  };
}

export function sqlitePlacedOrderStore(db: Db): PlacedOrderStore {
  return {
    async claim(key, now) {
      const { changes } = db.run(
        `INSERT INTO woo_placed_orders (placement_key, result, claimed_at) VALUES (?1, NULL, ?2)
         ON CONFLICT (placement_key) DO UPDATE SET claimed_at = ?2 WHERE result IS NULL AND claimed_at <= ?3`,
        key,
        now,
        now - PLACING_LEASE_MS,
      );
      return changes > 0;
    },
    async renew(key, now) {
      db.run('UPDATE woo_placed_orders SET claimed_at = ? WHERE placement_key = ? AND result IS NULL', now, key);
    },
    async get(key) {
      const r = db.get<{ result: string | null }>('SELECT result FROM woo_placed_orders WHERE placement_key = ?', key);
      if (!r) return undefined;
      return r.result === null ? 'placing' : (JSON.parse(r.result) as CreateOrderResult);
    },
    async noteDraft(key, orderId) {
      db.run('UPDATE woo_placed_orders SET draft_order_id = ? WHERE placement_key = ?', orderId, key);
    },
    async draft(key) {
      return (
        db.get<{ draft_order_id: number | null }>(
          'SELECT draft_order_id FROM woo_placed_orders WHERE placement_key = ?',
          key,
        )?.draft_order_id ?? undefined
      );
    },
    async finish(key, result) {
      db.run('UPDATE woo_placed_orders SET result = ? WHERE placement_key = ?', JSON.stringify(result), key);
    },
    async release(key) {
      db.run('DELETE FROM woo_placed_orders WHERE placement_key = ? AND result IS NULL', key);
    },
  };
}

// Claimed when nobody holds the key, or its holder placed nothing and let its lease lapse.
const CLAIM = `
if redis.call('HEXISTS', KEYS[1], 'result') == 1 then return 0 end
local at = tonumber(redis.call('HGET', KEYS[1], 'claimedAt') or '-1')
if at >= 0 and at > tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[1], 'claimedAt', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

const RENEW = `
if redis.call('HEXISTS', KEYS[1], 'result') == 0 and redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HSET', KEYS[1], 'claimedAt', ARGV[1]) end
return 1`;

const RELEASE = `
if redis.call('HEXISTS', KEYS[1], 'result') == 0 then redis.call('DEL', KEYS[1]) end
return 1`;

const IF_EXISTS_HSET = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV))
return 1`;

/** Placed orders in Redis: a hash per key (claimedAt, draft, result), kept 30 days. */
export function redisPlacedOrderStore({ p, redis, script }: RedisConnection): PlacedOrderStore {
  return {
    async claim(key, now) {
      return (await script<number>(CLAIM, [`${p}po:${key}`], [now, now - PLACING_LEASE_MS, KEEP_MS])) === 1;
    },
    async renew(key, now) {
      await script(RENEW, [`${p}po:${key}`], [now]);
    },
    async get(key) {
      const [claimedAt, result] = await (await redis()).hmGet(`${p}po:${key}`, ['claimedAt', 'result']);
      if (result) return JSON.parse(result) as CreateOrderResult;
      return claimedAt ? 'placing' : undefined;
    },
    async noteDraft(key, orderId) {
      await script(IF_EXISTS_HSET, [`${p}po:${key}`], ['draft', orderId]);
    },
    async draft(key) {
      const d = await (await redis()).hGet(`${p}po:${key}`, 'draft');
      return d ? Number(d) : undefined;
    },
    async finish(key, result) {
      const c = await redis();
      await c.multi().hSet(`${p}po:${key}`, 'result', JSON.stringify(result)).pExpire(`${p}po:${key}`, KEEP_MS).exec();
    },
    async release(key) {
      await script(RELEASE, [`${p}po:${key}`], []);
    },
  };
}
