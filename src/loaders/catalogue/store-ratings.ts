import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import type { Product } from '../../lib/schemas/product';
import { DEFAULT_DATABASE_PATH } from '../../server/sqlite/db';
import { sampleRating } from '../../server/drivers/embedded/sample-reviews';

/**
 * The rating a build gives an embedded-store product: its approved reviews in the shop's
 * database (DATABASE_PATH) when the build finds one, so reviews the owner approved in /admin show
 * on the next build's pages; a product that database has not seen yet (or a build with no
 * database, as on a fresh clone or in CI) gets the sample reviews the store seeds on first start.
 * Read-only: a build never writes the shop's file.
 */
export type BuildRating = Pick<Product, 'average_rating' | 'rating_count'>;

export function storeRatings(
  file = process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH,
): (p: Parameters<typeof sampleRating>[0]) => BuildRating {
  let seen = new Set<number>();
  const rows = new Map<number, { count: number; average: number }>();
  if (existsSync(file)) {
    let db: DatabaseSync | undefined;
    try {
      db = new DatabaseSync(file, { readOnly: true });
      seen = new Set(
        (db.prepare('SELECT product_id FROM stock').all() as { product_id: number }[]).map((r) => r.product_id),
      );
      const approved = db
        .prepare(
          "SELECT product_id, COUNT(*) AS count, AVG(rating) AS average FROM reviews WHERE status = 'approved' GROUP BY product_id",
        )
        .all() as { product_id: number; count: number; average: number }[];
      for (const r of approved) rows.set(r.product_id, r);
    } catch (err) {
      // Not a shop database we can read (an older schema, another file): the sample ratings stand.
      console.warn(`[catalogue] ratings from ${file} not read: ${(err as Error).message}`);
      seen = new Set();
      rows.clear();
    } finally {
      db?.close();
    }
  }
  return (p) => {
    if (!seen.has(p.id)) return sampleRating(p);
    const r = rows.get(p.id);
    return { average_rating: (r ? r.average : 0).toFixed(2), rating_count: r ? r.count : 0 };
  };
}
