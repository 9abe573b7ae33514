import type { Review, ReviewSubmission } from '../schemas/review';
import { request } from './http';

// Schemas load with the first answer (in parallel with the request): see ./wishlist.ts.
const schemas = () => import('../schemas/review');
const reviewsAnswer = () => schemas().then((m) => m.reviewsAnswer);
const reviewSubmitted = () => schemas().then((m) => m.reviewSubmitted);

/** Approved reviews of a product, their text exactly as the reviewer typed it: show it as text. */
export const list = async (productId: number): Promise<Review[]> =>
  (await request(`/api/reviews?product=${encodeURIComponent(productId)}`, { schema: reviewsAnswer })).reviews;

/** Held for moderation: answers {id, status: 'hold'}. */
export const submit = (input: ReviewSubmission): Promise<{ id: number; status: string }> =>
  request('/api/reviews', { method: 'POST', body: input, schema: reviewSubmitted });
