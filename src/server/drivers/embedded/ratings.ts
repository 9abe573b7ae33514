import type { Db } from '../../sqlite/db';
import type { Product } from '../../../lib/schemas/product';

/**
 * A product's rating is the approved reviews the store holds (table reviews), never the
 * catalogue's own figure: the product page's stars and count and its reviews section come from
 * the same rows, so they always agree.
 */
export interface RatingRow {
  product_id: number;
  count: number;
  average: number;
}

const QUERY = "SELECT product_id, COUNT(*) AS count, AVG(rating) AS average FROM reviews WHERE status = 'approved'";

/** Every rated product's approved-review count and average, by product id. */
export function ratingRows(db: Db, ids?: readonly number[]): Map<number, RatingRow> {
  const rows = ids
    ? db.all<RatingRow>(
        `${QUERY} AND product_id IN (${ids.map(() => '?').join(', ') || 'NULL'}) GROUP BY product_id`,
        ...ids,
      )
    : db.all<RatingRow>(`${QUERY} GROUP BY product_id`);
  return new Map(rows.map((r) => [r.product_id, r]));
}

/** The product with the rating of its approved reviews (none: 0.00 from 0 reviews). */
export function withRating(p: Product, r: RatingRow | undefined): Product {
  return { ...p, average_rating: (r ? r.average : 0).toFixed(2), rating_count: r ? r.count : 0 };
}
