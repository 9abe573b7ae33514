import type { Db } from '../sqlite/db';
import { DAY_MS, type RedisConnection } from './redis-connection';

/**
 * Login sessions (security/sessions.ts), by the SHA-256 of the id in the shopper's cookie: a
 * leaked store holds no cookie that works. What ends a session ends it for every server process
 * at once: logout deletes one, a password change or reset all of a customer's. Asynchronous, so
 * a networked store (Redis: a hash per session, a set per user) can stand in.
 */
export interface SessionRecord {
  userId: number;
  /** The driver's own token behind the session (the WordPress JWT for WooCommerce); never sent to the browser. */
  storeToken: string;
  /** Epoch ms of the login: no refresh carries the session past createdAt + the absolute limit. */
  createdAt: number;
  /** Epoch ms when it runs out unless refreshed. */
  expiresAt: number;
}

export interface SessionStore {
  create(id: string, record: SessionRecord): Promise<void>;
  get(id: string): Promise<SessionRecord | undefined>;
  /** A refresh: the new expiry and store token. False when the session is gone (ended meanwhile). */
  extend(id: string, expiresAt: number, storeToken: string): Promise<boolean>;
  delete(id: string): Promise<void>;
  /** Ends every session of a customer but `keep` (the one asking); answers how many ended. */
  deleteForUser(userId: number, keep?: string): Promise<number>;
  /** Forgets sessions that ran out before `now`. */
  purge(now: number): Promise<void>;
}

export function memorySessionStore(): SessionStore {
  const map = new Map<string, SessionRecord>();
  return {
    create: async (id, record) => void map.set(id, { ...record }),
    get: async (id) => (map.has(id) ? { ...map.get(id)! } : undefined),
    async extend(id, expiresAt, storeToken) {
      const rec = map.get(id);
      if (!rec) return false;
      map.set(id, { ...rec, expiresAt, storeToken });
      return true;
    },
    delete: async (id) => void map.delete(id),
    async deleteForUser(userId, keep) {
      let n = 0;
      for (const [id, rec] of map) if (rec.userId === userId && id !== keep && map.delete(id)) n++;
      return n;
    },
    async purge(now) {
      for (const [id, rec] of map) if (rec.expiresAt <= now) map.delete(id);
    },
  };
}

/** Sessions in the SQLite file (table sessions): every server process sees a logout at once. */
export function sqliteSessionStore(db: Db): SessionStore {
  return {
    async create(id, r) {
      db.run(
        'INSERT INTO sessions (session_id, user_id, store_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
        id,
        r.userId,
        r.storeToken,
        r.createdAt,
        r.expiresAt,
      );
    },
    async get(id) {
      const r = db.get<{ user_id: number; store_token: string; created_at: number; expires_at: number }>(
        'SELECT user_id, store_token, created_at, expires_at FROM sessions WHERE session_id = ?',
        id,
      );
      return r
        ? { userId: r.user_id, storeToken: r.store_token, createdAt: r.created_at, expiresAt: r.expires_at }
        : undefined;
    },
    async extend(id, expiresAt, storeToken) {
      return (
        db.run('UPDATE sessions SET expires_at = ?, store_token = ? WHERE session_id = ?', expiresAt, storeToken, id)
          .changes > 0
      );
    },
    async delete(id) {
      db.run('DELETE FROM sessions WHERE session_id = ?', id);
    },
    async deleteForUser(userId, keep) {
      return db.run('DELETE FROM sessions WHERE user_id = ? AND session_id != ?', userId, keep ?? '').changes;
    },
    async purge(now) {
      db.run('DELETE FROM sessions WHERE expires_at <= ?', now);
    },
  };
}

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

/** A time-to-live from a deadline in the past or the future: at least `grace` from now. */
const ttlAfter = (deadline: number, grace: number) => Math.max(1, Math.max(deadline - Date.now(), 0) + grace);

/** Sessions in Redis: a hash each, a set per customer, and their ids by expiry. */
export function redisSessionStore({ p, redis, script }: RedisConnection): SessionStore {
  return {
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
  };
}
