import type { Db } from '../sqlite/db';

/** One client's current window: when it started and how many requests it has seen. */
export interface RateWindow {
  start: number;
  count: number;
}

/**
 * Where the auth rate limit's windows (security/rate-limit.ts) live: where every server process
 * counts the same requests (with one counter per process, each would allow the full limit).
 * Asynchronous, so a networked store (Redis, state/redis.ts) counts for servers on several machines.
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
