import type { Db } from '../sqlite/db';
import type { RedisConnection } from './redis-connection';

/** One client's current window: when it started and how many requests it has seen. */
export interface RateWindow {
  start: number;
  count: number;
}

/**
 * Where the auth rate limit's windows (security/rate-limit.ts) live: where every server process
 * counts the same requests (with one counter per process, each would allow the full limit).
 * Asynchronous, so a networked store (Redis, redisRateWindowStore below) counts for servers on several machines.
 */
export interface RateWindowStore {
  /** Counts one request for key at time now, opening a new window when the last one has run out. */
  hit(key: string, now: number, windowMs: number): Promise<RateWindow>;
}

export function memoryRateWindowStore(): RateWindowStore {
  const windows = new Map<string, RateWindow>();
  return {
    async hit(key, now, windowMs) {
      let w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        w = { start: now, count: 0 };
        windows.set(key, w);
        if (windows.size > 10_000) for (const [k, old] of windows) if (now - old.start >= windowMs) windows.delete(k);
      }
      w.count += 1;
      return { ...w };
    },
  };
}

/** Windows in the SQLite file: every server process counts the same requests. */
export function sqliteRateWindowStore(db: Db): RateWindowStore {
  let hits = 0;
  return {
    async hit(key, now, windowMs) {
      // Now and then drop windows that have run out, so the table stays the size of the last minute.
      if (++hits % 500 === 0) db.run('DELETE FROM rate_windows WHERE start <= ?', now - windowMs);
      return db.get<{ start: number; count: number }>(
        `INSERT INTO rate_windows (window_key, start, count) VALUES (?1, ?2, 1)
         ON CONFLICT (window_key) DO UPDATE SET
           count = CASE WHEN ?2 - start >= ?3 THEN 1 ELSE count + 1 END,
           start = CASE WHEN ?2 - start >= ?3 THEN ?2 ELSE start END
         RETURNING start, count`,
        key,
        now,
        windowMs,
      )!;
    },
  };
}

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

/** Rate-limit windows in Redis, each expiring with its window. */
export function redisRateWindowStore({ p, script }: RedisConnection): RateWindowStore {
  return {
    async hit(key, now, windowMs) {
      const [start, count] = await script<[number, number]>(RATE_HIT, [`${p}rw:${key}`], [now, windowMs]);
      return { start, count };
    },
  };
}
