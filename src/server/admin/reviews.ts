import type { Db } from '../sqlite/db';
import { StoreError } from '../backend';
import { ADMIN_MSG } from '../../lib/admin-messages';
import type { Catalogue } from '../drivers/embedded/bundled-catalogue';

/**
 * The review moderation queue. A review counts toward its product's rating once approved: the
 * rating is computed from the approved rows (drivers/embedded/ratings.ts) by the live product
 * endpoint and, for the embedded store, by the next build (src/loaders/catalogue/loader.ts).
 */
export const REVIEW_STATUSES = ['hold', 'approved', 'spam'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export interface AdminReview {
  id: number;
  product_id: number;
  product_name: string;
  reviewer: string;
  reviewer_email: string;
  review: string;
  rating: number;
  status: ReviewStatus;
  verified: boolean;
  date_created: string;
}

export function listAdminReviews(db: Db, catalogue: Catalogue, status: ReviewStatus = 'hold'): AdminReview[] {
  const rows = db.all<Omit<AdminReview, 'product_name' | 'verified'> & { verified: number }>(
    'SELECT id, product_id, reviewer, reviewer_email, review, rating, status, verified, date_created FROM reviews WHERE status = ? ORDER BY id DESC LIMIT 200',
    status,
  );
  return rows.map((r) => ({
    ...r,
    verified: Boolean(r.verified),
    product_name: catalogue.byId.get(r.product_id)?.name ?? `Product ${r.product_id}`,
  }));
}

function reviewRow(db: Db, id: number): { id: number; product_id: number; status: string } {
  const r = db.get<{ id: number; product_id: number; status: string }>(
    'SELECT id, product_id, status FROM reviews WHERE id = ?',
    id,
  );
  if (!r) throw new StoreError('not_found', ADMIN_MSG.reviewNotFound, 404);
  return r;
}

export function setAdminReviewStatus(db: Db, id: number, status: ReviewStatus): { from: string; product_id: number } {
  const r = reviewRow(db, id);
  db.run('UPDATE reviews SET status = ? WHERE id = ?', status, id);
  return { from: r.status, product_id: r.product_id };
}

export function deleteAdminReview(db: Db, id: number): { product_id: number } {
  const r = reviewRow(db, id);
  db.run('DELETE FROM reviews WHERE id = ?', id);
  return { product_id: r.product_id };
}
