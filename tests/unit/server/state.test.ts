import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Db } from '../../../src/server/sqlite/db';
import type { ServerState } from '../../../src/server/state/server-state';
import { memoryState } from '../../../src/server/state/memory';
import { sqliteState } from '../../../src/server/state/sqlite';
import { PLACING_LEASE_MS } from '../../../src/server/state/placed-orders';
import { redisState, type RedisState } from '../../../src/server/state/redis';
import { startRedis, type RunningRedis } from '../../integration/redis-server';

/**
 * What the server keeps itself (src/server/state), held to one contract whatever keeps it: the
 * same assertions run against every implementation, so a new one (Redis) is checked by adding
 * it to the list.
 */
const opened: Db[] = [];
afterAll(() => {
  for (const db of opened.splice(0)) db.close();
});
// A real redis-server (the test fails, naming what to install, on a machine without one).
let redis: RunningRedis | undefined;
const clients: RedisState[] = [];
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  // The server goes whatever the clients do: a redis-server left behind outlives the test run.
  await Promise.allSettled(clients.splice(0).map((c) => c.close()));
  await redis?.stop();
});
let runs = 0;
/** Each test its own key prefix, as two shops sharing one Redis would have. */
const inRedis = () => {
  const state = redisState(redis!.url, { prefix: `test${++runs}:` });
  clients.push(state);
  return state;
};
const sqlite = () => {
  const db = new Db(path.join(mkdtempSync(path.join(tmpdir(), 'shop-state-')), 'shop.db'), {
    backgroundCheckpoints: false,
  });
  opened.push(db);
  return sqliteState(db);
};

describe.each<[string, () => ServerState]>([
  ['in memory', memoryState],
  ['in the SQLite file', sqlite],
  ['in Redis', inRedis],
])('server state %s', (_, make) => {
  it('keeps wishlists per owner in the order added, once per product, and merges a guest list into a customer list', async () => {
    const { wishlists: w } = make();
    await w.addToWishlist('t:guest', 3, '2025-01-01T00:00:00');
    await w.addToWishlist('t:guest', 1, '2025-01-02T00:00:00');
    await w.addToWishlist('t:guest', 3, '2025-01-09T00:00:00');
    await w.addToWishlist('u:7', 1, '2025-01-03T00:00:00');
    expect((await w.getWishlist('t:guest')).map((e) => [e.product_id, e.date_added])).toEqual([
      [3, '2025-01-01T00:00:00'],
      [1, '2025-01-02T00:00:00'],
    ]);
    await w.mergeWishlist('t:guest', 'u:7');
    expect((await w.getWishlist('u:7')).map((e) => [e.product_id, e.date_added])).toEqual([
      [1, '2025-01-03T00:00:00'],
      [3, '2025-01-01T00:00:00'],
    ]);
    expect(await w.getWishlist('t:guest')).toEqual([]);
    await w.removeFromWishlist('u:7', 1);
    expect((await w.getWishlist('u:7')).map((e) => e.product_id)).toEqual([3]);
    await w.clearWishlist('u:7');
    expect(await w.getWishlist('u:7')).toEqual([]);
  });

  it('keeps the WooCommerce Cart-Token and Nonce behind a cart token', async () => {
    const { cartSessions: s } = make();
    expect(await s.get('ours')).toBeUndefined();
    await s.set('ours', { wcCartToken: 'wc-1', nonce: 'n-1' });
    await s.set('ours', { wcCartToken: 'wc-1', nonce: 'n-2' });
    expect(await s.get('ours')).toEqual({ wcCartToken: 'wc-1', nonce: 'n-2' });
    // A session opened at the same moment elsewhere does not replace the one kept.
    expect(await s.claim('ours', { wcCartToken: 'wc-2', nonce: 'n-3' })).toEqual({ wcCartToken: 'wc-1', nonce: 'n-2' });
    expect(await s.claim('theirs', { wcCartToken: 'wc-3', nonce: 'n-4' })).toEqual({
      wcCartToken: 'wc-3',
      nonce: 'n-4',
    });
    expect(await s.get('ours')).toEqual({ wcCartToken: 'wc-1', nonce: 'n-2' });
  });

  it('lets one caller place an order per key; the result is kept; a failed or stale attempt may be taken over', async () => {
    const { placedOrders: p } = make();
    const result = { id: 146, number: '146', order_key: 'wc_order_x', status: 'processing', total: '29.35' };
    expect(await p.claim('k', 1_000)).toBe(true);
    expect(await p.claim('k', 1_001)).toBe(false);
    expect(await p.get('k')).toBe('placing');
    await p.release('k');
    expect(await p.get('k')).toBeUndefined();
    expect(await p.claim('k', 2_000)).toBe(true);
    await p.finish('k', result);
    expect(await p.get('k')).toEqual(result);
    expect(await p.claim('k', 2_000 + PLACING_LEASE_MS * 2)).toBe(false);
    expect(await p.claim('stale', 0)).toBe(true);
    expect(await p.claim('stale', PLACING_LEASE_MS)).toBe(true);
  });

  it('keeps a claim while its holder renews it, and the draft order it noted for whoever takes over', async () => {
    const { placedOrders: p } = make();
    expect(await p.claim('k', 0)).toBe(true);
    await p.noteDraft('k', 812);
    await p.renew('k', PLACING_LEASE_MS - 1);
    expect(await p.claim('k', PLACING_LEASE_MS + 1)).toBe(false);
    expect(await p.claim('k', 2 * PLACING_LEASE_MS)).toBe(true);
    expect(await p.draft('k')).toBe(812);
    expect(await p.draft('other')).toBeUndefined();
  });

  it('counts login failures per key, locks at the threshold, starts again after the lock, and forgets on delete', async () => {
    const { loginAttempts: a } = make();
    const rule = { threshold: 3, stepMs: 1_000, maxMs: 10_000 };
    expect(await a.get('login|account|7')).toBeUndefined();
    expect(await a.countFailure('login|account|7', 100, rule)).toEqual({ failures: 1, lockedUntil: 0 });
    expect(await a.countFailure('login|account|7', 100, rule)).toEqual({ failures: 2, lockedUntil: 0 });
    expect(await a.countFailure('login|account|7', 100, rule)).toEqual({ failures: 3, lockedUntil: 3_100 });
    // Counts during the lock grow but do not lengthen it.
    expect(await a.countFailure('login|account|7', 200, rule)).toEqual({ failures: 4, lockedUntil: 3_100 });
    expect(await a.get('login|account|8')).toBeUndefined();
    expect(await a.countFailure('login|account|7', 3_100, rule)).toEqual({ failures: 1, lockedUntil: 0 });
    await a.uncount('login|account|7', 3);
    expect(await a.get('login|account|7')).toEqual({ failures: 0, lockedUntil: 0 });
    await a.delete('login|account|7');
    expect(await a.get('login|account|7')).toBeUndefined();
  });

  it("keeps the WooCommerce driver's verdicts on the reviews it posted", async () => {
    const { reviewVerdicts: v } = make();
    await v.set(22, false);
    await v.set(23, true);
    await v.set(22, true);
    expect(await v.get([21, 22, 23])).toEqual(
      new Map([
        [22, true],
        [23, true],
      ]),
    );
    expect(await v.get([])).toEqual(new Map());
  });

  it('keeps sessions by id until they end: one, or all of a customer but one', async () => {
    const { sessions: s } = make();
    const rec = (userId: number) => ({ userId, storeToken: `t${userId}`, createdAt: 1_000, expiresAt: 5_000 });
    await s.create('a', rec(7));
    await s.create('b', rec(7));
    await s.create('c', rec(7));
    await s.create('d', rec(8));
    expect(await s.get('a')).toEqual(rec(7));
    expect(await s.extend('a', 6_000, 't7-new')).toBe(true);
    expect(await s.get('a')).toEqual({ ...rec(7), expiresAt: 6_000, storeToken: 't7-new' });
    await s.delete('b');
    expect(await s.get('b')).toBeUndefined();
    expect(await s.extend('b', 9_000, 'x')).toBe(false);
    expect(await s.deleteForUser(7, 'a')).toBe(1);
    expect([await s.get('a'), await s.get('c'), await s.get('d')].map((r) => r?.userId)).toEqual([7, undefined, 8]);
    await s.purge(5_000);
    expect([await s.get('a'), await s.get('d')].map((r) => r?.userId)).toEqual([7, undefined]);
  });

  it('counts requests per key in a window and opens a new one when it has run out', async () => {
    const { rateWindows: r } = make();
    expect([await r.hit('a', 1_000, 60_000), await r.hit('a', 2_000, 60_000), await r.hit('b', 2_000, 60_000)]).toEqual(
      [
        { start: 1_000, count: 1 },
        { start: 1_000, count: 2 },
        { start: 2_000, count: 1 },
      ],
    );
    expect(await r.hit('a', 61_000, 60_000)).toEqual({ start: 61_000, count: 1 });
  });
});

describe('server state in Redis shared by two servers', () => {
  it('counts failures and requests that arrive together on both once each, and lets one of them claim a checkout', async () => {
    const [a, b] = [inRedis(), redisState(redis!.url, { prefix: `test${runs}:` })];
    clients.push(b);
    const rule = { threshold: 5, stepMs: 1_000, maxMs: 10_000 };
    const counts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).loginAttempts.countFailure('login|account|9', 100, rule)),
    );
    expect(counts.map((c) => c.failures).sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(counts.filter((c) => c.lockedUntil === 0)).toHaveLength(4);
    const hits = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).rateWindows.hit('10.0.0.1', 1_000, 60_000)),
    );
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).placedOrders.claim('guest:key', 1_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('fails a write at once, not after a hang, while Redis is away', async () => {
    const { startRedis: start } = await import('../../integration/redis-server');
    const own = await start();
    const state = redisState(own.url, { prefix: 'away:', log: () => undefined });
    clients.push(state);
    await state.checkWrite();
    own.kill();
    await own.stop();
    const t0 = Date.now();
    await expect(state.checkWrite()).rejects.toThrow();
    expect(Date.now() - t0).toBeLessThan(3_000);
  });
});
