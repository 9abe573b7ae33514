// A product's reviews as the shop shows them: stars from 1 to 5, never the reviewer's email.
import type { Review } from '../../../../lib/schemas/review';
import type { WooReview } from '../schemas/catalogue';
import { plain, utc } from './fields';

/** Reviews without a 1-5 rating (WooCommerce allows 0 = "no rating") cannot be shown as stars: null. */
export function reshapeReview(r: WooReview): Review | null {
  const rating = Math.round(r.rating);
  if (rating < 1 || rating > 5) return null;
  // reviewer_email is private data: it never leaves the server.
  return {
    id: r.id,
    product_id: r.product_id,
    reviewer: plain(r.reviewer) || 'Anonymous',
    review: plain(r.review),
    rating,
    date_created: utc(r.date_created_gmt) ?? r.date_created,
    verified: r.verified,
  };
}
