import type { Db } from '../sqlite/db';

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
