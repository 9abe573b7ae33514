import { createClient } from 'redis';
import type { ServerState } from './index';
import type { WishlistEntry } from './wishlists';
import type { CreateOrderResult } from '../../lib/schemas/order';
import { PLACING_LEASE_MS } from './placed-orders';

/**
 * Every state store in Redis (or Valkey), for API servers on several machines: what one server
 * writes, the next request's server reads, whichever it is. Chosen by state/index.ts when
 * REDIS_URL is set. Each change that reads before it writes (a count, a claim, a merge) is one
 * Lua script, so Redis runs it whole: attempts that arrive together on two servers count once each.
 *
 * Keys, under the prefix (default "shop:"):
 * | key                 | type   | holds                                               | expires                          |
 * | wl:<owner>          | hash   | product id -> {id, date_added} (id orders the list) | never (as in SQLite)             |
 * | wl-seq              | string | the wishlist entries' id counter                    | never                            |
 * | cs:<cart token>     | string | WooCommerce Cart-Token + Nonce (JSON)               | 30 days after the last write      |
 * | po:<key>            | hash   | claimedAt, draft, result (JSON)                     | 30 days                          |
 * | rv                  | hash   | review id -> 1 / 0                                  | never (as in SQLite)             |
 * | s:<id>, su:<user>   | hash, set | a session; the ids of a customer's sessions      | a day after the session runs out |
 * | s-exp               | zset   | session ids by expiry (purge forgets them at once)  | never                            |
 * | la:<key>            | hash   | failures, lockedUntil                               | a minute after a lock runs out   |
 * | rw:<key>            | hash   | start, count                                        | with its window                  |
 *
 * SQLite never forgets cart sessions or placed-order keys; here they go after 30 days (WooCommerce's
 * Cart-Token lives 48 hours, a retried checkout comes within minutes), so the memory stays bounded.
 */

const DAY_MS = 24 * 60 * 60_000;
const KEEP_MS = 30 * DAY_MS;

// failures, lockedUntil after one more failure at now (ARGV 1), as sqliteAttemptStore counts them.
const COUNT_FAILURE = `
local now, threshold, step, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local f = tonumber(redis.call('HGET', KEYS[1], 'failures') or '-1')
local l = tonumber(redis.call('HGET', KEYS[1], 'lockedUntil') or '0')
local failures, locked
if f >= 0 and l > now then
  failures, locked = f + 1, l
else
  if f >= 0 and l == 0 then failures = f + 1 else failures = 1 end
  if failures >= threshold then locked = now + math.min(failures * step, max) else locked = 0 end
end
redis.call('HSET', KEYS[1], 'failures', failures, 'lockedUntil', locked)
if locked > 0 then redis.call('PEXPIRE', KEYS[1], locked - now + 60000) else redis.call('PERSIST', KEYS[1]) end
return {failures, locked}`;

const UNCOUNT = `
local f = tonumber(redis.call('HGET', KEYS[1], 'failures') or '-1')
if f < 0 then return 0 end
f = math.max(0, f - 1)
if f >= tonumber(ARGV[1]) then redis.call('HSET', KEYS[1], 'failures', f)
else redis.call('HSET', KEYS[1], 'failures', f, 'lockedUntil', 0); redis.call('PERSIST', KEYS[1]) end
return 1`;

// The window at now (ARGV 1) of windowMs (ARGV 2): a new one once the last has run out.
const RATE_HIT = `
local now, window = tonumber(ARGV[1]), tonumber(ARGV[2])
local start = tonumber(redis.call('HGET', KEYS[1], 'start') or '-1')
if start < 0 or now - start >= window then
  redis.call('HSET', KEYS[1], 'start', now, 'count', 1)
  redis.call('PEXPIRE', KEYS[1], window)
  return {now, 1}
end
return {start, redis.call('HINCRBY', KEYS[1], 'count', 1)}`;

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

// A product on the list keeps its first entry; ARGV: product id, date, new id.
const WISHLIST_ADD = `return redis.call('HSETNX', KEYS[1], ARGV[1], cjson.encode({id = tonumber(ARGV[3]), date_added = ARGV[2]}))`;

// KEYS: from, to, the id counter. Each of from's entries, in list order, gets a new id at the end of to.
const WISHLIST_MERGE = `
local raw = redis.call('HGETALL', KEYS[1])
local entries = {}
for i = 1, #raw, 2 do
  local e = cjson.decode(raw[i + 1])
  entries[#entries + 1] = {pid = raw[i], id = e.id, date_added = e.date_added}
end
table.sort(entries, function(a, b) return a.id < b.id end)
for _, e in ipairs(entries) do
  if redis.call('HEXISTS', KEYS[2], e.pid) == 0 then
    redis.call('HSET', KEYS[2], e.pid, cjson.encode({id = redis.call('INCR', KEYS[3]), date_added = e.date_added}))
  end
end
redis.call('DEL', KEYS[1])
return #entries`;

const SESSION_EXTEND = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], 'expiresAt', ARGV[1], 'storeToken', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[1], ARGV[4])
return 1`;

// KEYS: the user's set, the expiry index; ARGV: the session key prefix, the id to keep.
const SESSIONS_END_FOR_USER = `
local n = 0
for _, id in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if id ~= ARGV[2] then
    n = n + redis.call('DEL', ARGV[1] .. id)
    redis.call('SREM', KEYS[1], id)
    redis.call('ZREM', KEYS[2], id)
  end
end
return n`;

// KEYS: the expiry index; ARGV: now, the session key prefix, the user set prefix.
const SESSIONS_PURGE = `
local ids = redis.call('ZRANGE', KEYS[1], '-inf', ARGV[1], 'BYSCORE')
for _, id in ipairs(ids) do
  local user = redis.call('HGET', ARGV[2] .. id, 'userId')
  redis.call('DEL', ARGV[2] .. id)
  if user then redis.call('SREM', ARGV[3] .. user, id) end
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
return #ids`;

export interface RedisStateOptions {
  /** Put before every key, so several shops (or test runs) can share one Redis. */
  prefix?: string;
  log?: (message: string) => void;
}

export type RedisState = ServerState & { close(): Promise<void> };

/** A time-to-live from a deadline in the past or the future: at least `grace` from now. */
const ttlAfter = (deadline: number, grace: number) => Math.max(1, Math.max(deadline - Date.now(), 0) + grace);

export function redisState(url: string, options: RedisStateOptions = {}): RedisState {
  const p = options.prefix ?? 'shop:';
  const log = options.log ?? ((m: string) => console.warn(`[redis] ${m}`));
  // Fail fast while Redis is away (no queue of commands waiting for it): the request answers
  // 503 and the health check turns red, instead of both hanging.
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
  });
  let lastError = '';
  client.on('error', (err: Error) => {
    // One line per kind of failure, not one per reconnect attempt.
    if (err.message !== lastError) log(`${err.message} (${url.replace(/\/\/[^@]*@/, '//')})`);
    lastError = err.message;
  });
  client.on('ready', () => (lastError = ''));
  const connecting = client.connect().then(
    () => undefined,
    (err: Error) => log(`could not connect: ${err.message}`),
  );
  /** The client once its first connection attempt is over (commands fail fast after that while it is away). */
  const redis = async () => {
    await connecting;
    return client;
  };
  const script = async <T>(source: string, keys: string[], args: (string | number)[]) =>
    (await (await redis()).eval(source, { keys, arguments: args.map(String) })) as T;

  return {
    wishlists: {
      async getWishlist(owner) {
        const all = await (await redis()).hGetAll(`${p}wl:${owner}`);
        return Object.entries(all)
          .map(([pid, json]): WishlistEntry => {
            const e = JSON.parse(json) as { id: number; date_added: string };
            return { id: e.id, product_id: Number(pid), date_added: e.date_added };
          })
          .sort((a, b) => a.id - b.id);
      },
      async addToWishlist(owner, productId, dateAdded) {
        const id = await (await redis()).incr(`${p}wl-seq`);
        await script(WISHLIST_ADD, [`${p}wl:${owner}`], [productId, dateAdded, id]);
      },
      async removeFromWishlist(owner, productId) {
        await (await redis()).hDel(`${p}wl:${owner}`, String(productId));
      },
      async clearWishlist(owner) {
        await (await redis()).del(`${p}wl:${owner}`);
      },
      async mergeWishlist(from, to) {
        await script(WISHLIST_MERGE, [`${p}wl:${from}`, `${p}wl:${to}`, `${p}wl-seq`], []);
      },
    },

    cartSessions: {
      async get(token) {
        const json = await (await redis()).get(`${p}cs:${token}`);
        return json ? (JSON.parse(json) as { wcCartToken: string; nonce: string }) : undefined;
      },
      async set(token, session) {
        await (
          await redis()
        ).set(`${p}cs:${token}`, JSON.stringify(session), { expiration: { type: 'PX', value: KEEP_MS } });
      },
      async claim(token, session) {
        const r = await redis();
        await r.set(`${p}cs:${token}`, JSON.stringify(session), {
          condition: 'NX',
          expiration: { type: 'PX', value: KEEP_MS },
        });
        const json = await r.get(`${p}cs:${token}`);
        return json ? (JSON.parse(json) as { wcCartToken: string; nonce: string }) : session;
      },
    },

    placedOrders: {
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
        await c
          .multi()
          .hSet(`${p}po:${key}`, 'result', JSON.stringify(result))
          .pExpire(`${p}po:${key}`, KEEP_MS)
          .exec();
      },
      async release(key) {
        await script(RELEASE, [`${p}po:${key}`], []);
      },
    },

    reviewVerdicts: {
      async set(id, verified) {
        await (await redis()).hSet(`${p}rv`, String(id), verified ? '1' : '0');
      },
      async get(ids) {
        if (ids.length === 0) return new Map();
        const values = await (await redis()).hmGet(`${p}rv`, ids.map(String));
        return new Map(
          ids.flatMap((id, i) => (values[i] == null ? [] : [[id, values[i] === '1'] as [number, boolean]])),
        );
      },
    },

    sessions: {
      async create(id, r) {
        const c = await redis();
        await c
          .multi()
          .hSet(`${p}s:${id}`, {
            userId: r.userId,
            storeToken: r.storeToken,
            createdAt: r.createdAt,
            expiresAt: r.expiresAt,
          })
          .pExpire(`${p}s:${id}`, ttlAfter(r.expiresAt, DAY_MS))
          .sAdd(`${p}su:${r.userId}`, id)
          .zAdd(`${p}s-exp`, { score: r.expiresAt, value: id })
          .exec();
      },
      async get(id) {
        const r = await (await redis()).hGetAll(`${p}s:${id}`);
        if (!r.userId) return undefined;
        return {
          userId: Number(r.userId),
          storeToken: r.storeToken ?? '',
          createdAt: Number(r.createdAt),
          expiresAt: Number(r.expiresAt),
        };
      },
      async extend(id, expiresAt, storeToken) {
        return (
          (await script<number>(
            SESSION_EXTEND,
            [`${p}s:${id}`, `${p}s-exp`],
            [expiresAt, storeToken, ttlAfter(expiresAt, DAY_MS), id],
          )) === 1
        );
      },
      async delete(id) {
        const c = await redis();
        const user = await c.hGet(`${p}s:${id}`, 'userId');
        const tx = c.multi().del(`${p}s:${id}`).zRem(`${p}s-exp`, id);
        if (user) tx.sRem(`${p}su:${user}`, id);
        await tx.exec();
      },
      async deleteForUser(userId, keep) {
        return script<number>(SESSIONS_END_FOR_USER, [`${p}su:${userId}`, `${p}s-exp`], [`${p}s:`, keep ?? '']);
      },
      async purge(now) {
        await script(SESSIONS_PURGE, [`${p}s-exp`], [now, `${p}s:`, `${p}su:`]);
      },
    },

    loginAttempts: {
      async get(key) {
        const r = await (await redis()).hmGet(`${p}la:${key}`, ['failures', 'lockedUntil']);
        return r[0] == null ? undefined : { failures: Number(r[0]), lockedUntil: Number(r[1] ?? 0) };
      },
      async countFailure(key, now, rule) {
        const [failures, lockedUntil] = await script<[number, number]>(
          COUNT_FAILURE,
          [`${p}la:${key}`],
          [now, rule.threshold, rule.stepMs, rule.maxMs],
        );
        return { failures, lockedUntil };
      },
      async uncount(key, threshold) {
        await script(UNCOUNT, [`${p}la:${key}`], [threshold]);
      },
      async delete(key) {
        await (await redis()).del(`${p}la:${key}`);
      },
    },

    rateWindows: {
      async hit(key, now, windowMs) {
        const [start, count] = await script<[number, number]>(RATE_HIT, [`${p}rw:${key}`], [now, windowMs]);
        return { start, count };
      },
    },

    /** A write Redis takes and answers (a key that expires by itself): down, read-only or out of memory fails it. */
    async checkWrite() {
      await (await redis()).set(`${p}write-probe`, String(Date.now()), { expiration: { type: 'PX', value: 60_000 } });
    },

    /** Lets go of the connection; one still reconnecting to a Redis that went away is dropped. */
    async close() {
      await connecting;
      try {
        if (client.isReady) await client.quit();
        else if (client.isOpen) client.destroy();
      } catch {
        // Closed meanwhile: nothing left to let go of.
      }
    },
  };
}
