import type { ReviewsApi } from '../../backend';
import { iso, requireProduct, type EmbeddedContext } from './context';

/** Reviews: table reviews; a submitted review waits (status hold) until approved. */
export function reviewsDomain(ctx: EmbeddedContext): ReviewsApi & {
  /** Admin/test helper: approve (or hold/spam) a review. */
  setReviewStatus(id: number, status: 'approved' | 'hold' | 'spam'): void;
} {
  const { db, catalogue } = ctx;
  return {
    /** Approved reviews of a product, newest first. */
    async listReviews(productId) {
      const rows = db.all<{
        id: number;
        product_id: number;
        reviewer: string;
        review: string;
        rating: number;
        date_created: string;
        verified: number;
      }>(
        "SELECT id, product_id, reviewer, review, rating, date_created, verified FROM reviews WHERE product_id = ? AND status = 'approved' ORDER BY date_created DESC, id DESC",
        productId,
      );
      return rows.map((r) => ({ ...r, verified: Boolean(r.verified) }));
    },

    /**
     * Held for moderation; verified only when the logged-in customer bought the product (an
     * order of theirs holding it is processing or completed). An email typed into the form
     * proves nothing: anyone can type a buyer's.
     */
    async submitReview(input, shopper) {
      requireProduct(catalogue, input.product_id);
      const bought =
        shopper.userId !== null &&
        db.get<{ n: number }>(
          `SELECT 1 AS n FROM orders o JOIN order_items i ON i.order_id = o.id
            WHERE i.product_id = ? AND o.status IN ('processing', 'completed') AND o.customer_id = ? LIMIT 1`,
          input.product_id,
          shopper.userId,
        ) !== undefined;
      const { lastInsertRowid } = db.run(
        "INSERT INTO reviews (product_id, reviewer, reviewer_email, review, rating, status, verified, user_id, date_created) VALUES (?, ?, ?, ?, ?, 'hold', ?, ?, ?)",
        input.product_id,
        input.reviewer,
        input.reviewer_email,
        input.review,
        input.rating,
        bought ? 1 : 0,
        shopper.userId,
        iso(ctx.now()),
      );
      return { id: lastInsertRowid, status: 'hold' as const };
    },

    setReviewStatus(id, status) {
      db.run('UPDATE reviews SET status = ? WHERE id = ?', status, id);
    },
  };
}
