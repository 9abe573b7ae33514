import { request } from '../../lib/api/http';
import type { Review, ReviewSubmission } from '../../lib/schemas/review';
import { isInt, isRecord, isStr } from '../shared/storage';

/**
 * The two review calls of src/lib/api/reviews.ts, with the answers checked by small guards
 * instead of the client's zod schemas module (~26 KB gzip that would otherwise load with the
 * reviews on every product page). Same paths, same escaping rule (the email goes raw).
 */
const isReview = (v: unknown): v is Review =>
  isRecord(v) && isInt(v.id) && isInt(v.product_id) && isStr(v.reviewer) && isStr(v.review) && isInt(v.rating) && v.rating >= 1 && v.rating <= 5 && isStr(v.date_created) && typeof v.verified === 'boolean';

const reviewsGuard = {
  parse(v: unknown): { reviews: Review[] } {
    if (!isRecord(v) || !Array.isArray(v.reviews) || !v.reviews.every(isReview)) throw new TypeError('malformed reviews');
    return v as { reviews: Review[] };
  },
};
const submittedGuard = {
  parse(v: unknown): { id: number; status: string } {
    if (!isRecord(v) || !isInt(v.id) || !isStr(v.status)) throw new TypeError('malformed answer');
    return v as { id: number; status: string };
  },
};

export const list = async (productId: number): Promise<Review[]> =>
  (await request(`/api/reviews?product=${encodeURIComponent(productId)}`, { schema: reviewsGuard })).reviews;

export const submit = (input: ReviewSubmission): Promise<{ id: number; status: string }> =>
  request('/api/reviews', { method: 'POST', body: input, rawFields: ['reviewer_email'], schema: submittedGuard });
