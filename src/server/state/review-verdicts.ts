import type { Db } from '../sqlite/db';
import type { RedisConnection } from './redis-connection';

/**
 * WooCommerce driver: whether a review posted through the shop is a verified buyer's, as the
 * shop decided it (the logged-in customer bought the product). WooCommerce would otherwise judge
 * a review posted with the keys by the email typed into the form, and it offers no way to store
 * "not verified" on it. Reviews written elsewhere (WordPress itself) keep WooCommerce's verdict.
 */
export interface ReviewVerdictStore {
  set(reviewId: number, verified: boolean): Promise<void>;
  /** The shop's verdicts on these reviews (ids it holds none for are absent). */
  get(reviewIds: number[]): Promise<Map<number, boolean>>;
}

export function memoryReviewVerdictStore(): ReviewVerdictStore {
  const map = new Map<number, boolean>();
  return {
    set: async (id, verified) => void map.set(id, verified),
    get: async (ids) => new Map(ids.filter((id) => map.has(id)).map((id) => [id, map.get(id)!])),
  };
}

/** Verdicts in the SQLite file (table woo_review_verdicts). */
export function sqliteReviewVerdictStore(db: Db): ReviewVerdictStore {
  return {
    async set(id, verified) {
      db.run(
        'INSERT INTO woo_review_verdicts (review_id, verified) VALUES (?, ?) ON CONFLICT (review_id) DO UPDATE SET verified = excluded.verified',
        id,
        verified ? 1 : 0,
      );
    },
    async get(ids) {
      if (ids.length === 0) return new Map();
      const rows = db.all<{ review_id: number; verified: number }>(
        `SELECT review_id, verified FROM woo_review_verdicts WHERE review_id IN (${ids.map(() => '?').join(',')})`,
        ...ids,
      );
      return new Map(rows.map((r) => [r.review_id, r.verified === 1]));
    },
  };
}

/** Review verdicts in Redis: one hash, review id -> 1 / 0. */
export function redisReviewVerdictStore({ p, redis }: RedisConnection): ReviewVerdictStore {
  return {
    async set(id, verified) {
      await (await redis()).hSet(`${p}rv`, String(id), verified ? '1' : '0');
    },
    async get(ids) {
      if (ids.length === 0) return new Map();
      const values = await (await redis()).hmGet(`${p}rv`, ids.map(String));
      return new Map(ids.flatMap((id, i) => (values[i] == null ? [] : [[id, values[i] === '1'] as [number, boolean]])));
    },
  };
}
