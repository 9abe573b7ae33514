import type { Db } from '../sqlite/db';
import type { RedisConnection } from './redis-connection';

/**
 * Failed attempts per key, for the lockouts (security/lockout.ts): logins per account, order
 * lookups per email. Kept where every server process sees them, so neither a restart nor
 * another worker unlocks anyone, and counted atomically: attempts that arrive together, in one
 * process or several, each get their own count, so no more than the threshold are ever let
 * through to a password check. Asynchronous, so a networked store (Redis: INCR plus a script)
 * can stand in.
 */
export interface AttemptRecord {
  failures: number;
  /** Epoch ms; 0 while not locked. */
  lockedUntil: number;
}

/** When a count locks, and for how long: the count that reaches `threshold` locks for min(count x stepMs, maxMs). */
export interface LockRule {
  threshold: number;
  stepMs: number;
  maxMs: number;
}

export interface AttemptStore {
  /** The record as it is (no change). */
  get(key: string): Promise<AttemptRecord | undefined>;
  /**
   * Counts one failure for key at `now` and answers the record after it, in one atomic step. A
   * record whose lock has run out starts again from zero; the count that reaches the threshold
   * sets the lock; counts during a lock go on growing but never lengthen it.
   */
  countFailure(key: string, now: number, rule: LockRule): Promise<AttemptRecord>;
  /** Takes back one counted failure (the attempt turned out not to be one); below the threshold the lock goes too. */
  uncount(key: string, threshold: number): Promise<void>;
  delete(key: string): Promise<void>;
}

const lockFor = (failures: number, now: number, rule: LockRule) =>
  failures >= rule.threshold ? now + Math.min(failures * rule.stepMs, rule.maxMs) : 0;

export function memoryAttemptStore(): AttemptStore {
  const map = new Map<string, AttemptRecord>();
  return {
    get: async (key) => (map.has(key) ? { ...map.get(key)! } : undefined),
    async countFailure(key, now, rule) {
      const rec = map.get(key);
      let next: AttemptRecord;
      if (rec && rec.lockedUntil > now) next = { failures: rec.failures + 1, lockedUntil: rec.lockedUntil };
      else {
        const failures = rec && rec.lockedUntil === 0 ? rec.failures + 1 : 1;
        next = { failures, lockedUntil: lockFor(failures, now, rule) };
      }
      map.set(key, next);
      return { ...next };
    },
    async uncount(key, threshold) {
      const rec = map.get(key);
      if (!rec) return;
      const failures = Math.max(0, rec.failures - 1);
      map.set(key, { failures, lockedUntil: failures >= threshold ? rec.lockedUntil : 0 });
    },
    delete: async (key) => void map.delete(key),
  };
}

/** Attempts in the SQLite file (table login_attempts): one UPSERT per count, atomic across the server processes. */
export function sqliteAttemptStore(db: Db): AttemptStore {
  return {
    async get(key) {
      const r = db.get<{ failures: number; locked_until: number }>(
        'SELECT failures, locked_until FROM login_attempts WHERE attempt_key = ?',
        key,
      );
      return r ? { failures: r.failures, lockedUntil: r.locked_until } : undefined;
    },
    async countFailure(key, now, rule) {
      // ?2 now, ?3 threshold, ?4 step, ?5 max. The count after this one: +1, or 1 once a lock has run out.
      const next = 'CASE WHEN locked_until > 0 THEN 1 ELSE failures + 1 END';
      const r = db.get<{ failures: number; locked_until: number }>(
        `INSERT INTO login_attempts (attempt_key, failures, locked_until)
           VALUES (?1, 1, CASE WHEN 1 >= ?3 THEN ?2 + MIN(?4, ?5) ELSE 0 END)
         ON CONFLICT (attempt_key) DO UPDATE SET
           failures = CASE WHEN locked_until > ?2 THEN failures + 1 ELSE ${next} END,
           locked_until = CASE WHEN locked_until > ?2 THEN locked_until
                               WHEN ${next} >= ?3 THEN ?2 + MIN((${next}) * ?4, ?5)
                               ELSE 0 END
         RETURNING failures, locked_until`,
        key,
        now,
        rule.threshold,
        rule.stepMs,
        rule.maxMs,
      )!;
      return { failures: r.failures, lockedUntil: r.locked_until };
    },
    async uncount(key, threshold) {
      db.run(
        `UPDATE login_attempts SET failures = MAX(0, failures - 1),
                locked_until = CASE WHEN failures - 1 >= ?2 THEN locked_until ELSE 0 END
          WHERE attempt_key = ?1`,
        key,
        threshold,
      );
    },
    async delete(key) {
      db.run('DELETE FROM login_attempts WHERE attempt_key = ?', key);
    },
  };
}

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

/** Login attempts in Redis, counted by a script each so attempts on two servers count once each. */
export function redisAttemptStore({ p, redis, script }: RedisConnection): AttemptStore {
  return {
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
  };
}
