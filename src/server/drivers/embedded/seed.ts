import type { Db } from '../../sqlite/db';
import type { Catalogue } from './bundled-catalogue';
import { sampleReviewsFor } from './sample-reviews';
import type { Variant } from '../../../lib/schemas/product';

/**
 * Adds stock rows for catalogue products the database has not seen (first start, or new
 * products), and a few approved sample reviews for each rated one, so review lists are not empty.
 */
export function seed(db: Db, catalogue: Catalogue): void {
  // What is sold at a price holds stock: a product without options, or each variant.
  type Unit = Pick<Variant, 'id' | 'manage_stock' | 'stock_quantity' | 'stock_status' | 'backorders'> & {
    productId: number;
  };
  const unit = (u: Omit<Unit, 'productId'>, productId: number): Unit => ({
    id: u.id,
    manage_stock: u.manage_stock,
    stock_quantity: u.stock_quantity,
    stock_status: u.stock_status,
    backorders: u.backorders,
    productId,
  });
  const units = catalogue.products.flatMap((p) =>
    p.type === 'variable' ? p.variants.map((v) => unit(v, p.id)) : [unit(p, p.id)],
  );
  const missing = () => {
    const known = new Set(db.all<{ product_id: number }>('SELECT product_id FROM stock').map((r) => r.product_id));
    return units.filter((u) => !known.has(u.id));
  };
  const unreviewed = () => {
    const known = new Set(
      db.all<{ product_id: number }>('SELECT DISTINCT product_id FROM reviews').map((r) => r.product_id),
    );
    return catalogue.products.filter((p) => !known.has(p.id));
  };
  if (missing().length === 0) return;
  db.transaction(() => {
    // Looked up again under the write lock: another server process may be seeding too.
    const seeded = new Set<number>();
    for (const u of missing()) {
      db.run(
        'INSERT INTO stock (product_id, stock_quantity, stock_status, manage_stock, backorders) VALUES (?, ?, ?, ?, ?)',
        u.id,
        u.manage_stock ? (u.stock_quantity ?? 0) : u.stock_quantity,
        u.stock_status,
        u.manage_stock ? 1 : 0,
        u.backorders,
      );
      seeded.add(u.productId);
    }
    // A product's sample reviews arrive with its first stock row, once.
    for (const p of unreviewed()) {
      if (!seeded.has(p.id)) continue;
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
