import type { Db } from '../sqlite/db';

/**
 * Failed login attempts per username + client address, for the lockout (security/lockout.ts).
 * Kept where every server process sees them, so a restart or another worker unlocks nobody.
 * Synchronous for now: LoginLockout reads and writes a record per attempt; a networked store
 * (Redis) needs LoginLockout to await it, and an atomic "count one failure" operation.
 */
export interface AttemptRecord {
  failures: number;
  lockedUntil: number;
}

export interface AttemptStore {
  get(key: string): AttemptRecord | undefined;
  set(key: string, record: AttemptRecord): void;
  delete(key: string): void;
}

export function memoryAttemptStore(): AttemptStore {
  const map = new Map<string, AttemptRecord>();
  return { get: (k) => map.get(k), set: (k, r) => void map.set(k, r), delete: (k) => void map.delete(k) };
}

/** Attempts in the SQLite file (table login_attempts): every server process sees the same failures and locks. */
export function sqliteAttemptStore(db: Db): AttemptStore {
  return {
    get(key) {
      const r = db.get<{ failures: number; locked_until: number }>('SELECT failures, locked_until FROM login_attempts WHERE attempt_key = ?', key);
      return r ? { failures: r.failures, lockedUntil: r.locked_until } : undefined;
    },
    set(key, rec) {
      db.run(
        'INSERT INTO login_attempts (attempt_key, failures, locked_until) VALUES (?, ?, ?) ON CONFLICT (attempt_key) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until',
        key, rec.failures, rec.lockedUntil,
      );
    },
    delete(key) {
      db.run('DELETE FROM login_attempts WHERE attempt_key = ?', key);
    },
  };
}
