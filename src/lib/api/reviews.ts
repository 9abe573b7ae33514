import { reviewsAnswer, reviewSubmitted, type Review, type ReviewSubmission } from '../schemas/review';
import { request } from './http';

/**
 * Approved reviews of a product. Their text arrives as it was sent, i.e. transport-escaped:
 * show it with unescapeTransport (./sanitize) as text.
 */
export const list = async (productId: number): Promise<Review[]> =>
  (await request(`/api/reviews?product=${encodeURIComponent(productId)}`, { schema: reviewsAnswer })).reviews;

/** Held for moderation: answers {id, status: 'hold'}. The email goes unescaped so it stays a valid address. */
export const submit = (input: ReviewSubmission): Promise<{ id: number; status: string }> =>
  request('/api/reviews', { method: 'POST', body: input, rawFields: ['reviewer_email'], schema: reviewSubmitted });
