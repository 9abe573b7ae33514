import type { Review, ReviewSubmission } from '../schemas/review';
import { request } from './http';
import { reviewsAnswer } from './shapes';

// The reviews are read by shape (./shapes); the form's answer by its schema, loaded with the submit.

/** Approved reviews of a product, their text exactly as the reviewer typed it: show it as text. */
export const list = async (productId: number): Promise<Review[]> =>
  (await request(`/api/reviews?product=${encodeURIComponent(productId)}`, { schema: reviewsAnswer })).reviews;

/** Held for moderation: answers {id, status: 'hold'}. */
export const submit = (input: ReviewSubmission): Promise<{ id: number; status: string }> =>
  request('/api/reviews', {
    method: 'POST',
    body: input,
    // A form's answer: its schema, loaded with the submit, so reading the reviews needs none.
    schema: () => import('../schemas/review').then((m) => m.reviewSubmitted),
  });
