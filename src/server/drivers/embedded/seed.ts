import type { Db } from '../../sqlite/db';
import type { Catalogue } from './bundled-catalogue';
import { sampleReviewsFor } from './sample-reviews';

/**
 * Adds stock rows for catalogue products the database has not seen (first start, or new
 * products), and a few approved sample reviews for each rated one, so review lists are not empty.
 */
export function seed(db: Db, catalogue: Catalogue): void {
  const missing = () => {
    const known = new Set(db.all<{ product_id: number }>('SELECT product_id FROM stock').map((r) => r.product_id));
    return catalogue.products.filter((p) => !known.has(p.id));
  };
  if (missing().length === 0) return;
  db.transaction(() => {
    // Looked up again under the write lock: another server process may be seeding too.
    for (const p of missing()) {
      db.run(
        'INSERT INTO stock (product_id, stock_quantity, stock_status, manage_stock, backorders) VALUES (?, ?, ?, ?, ?)',
        p.id,
        p.manage_stock ? (p.stock_quantity ?? 0) : p.stock_quantity,
        p.stock_status,
        p.manage_stock ? 1 : 0,
        p.backorders,
      );
      for (const r of sampleReviewsFor(p)) {
        db.run(
          "INSERT INTO reviews (product_id, reviewer, reviewer_email, review, rating, status, verified, date_created) VALUES (?, ?, ?, ?, ?, 'approved', ?, ?)",
          p.id,
          r.reviewer,
          r.email,
          r.review,
          r.rating,
          r.verified ? 1 : 0,
          r.date_created,
        );
      }
    }
  });
}
