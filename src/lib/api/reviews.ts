import type { Review, ReviewSubmission } from '../schemas/review';
import { request } from './http';
import { checkedBy } from './answer-check';
import { reviewsSchema } from './answer-schemas/reviews';
import { reviewSubmittedSchema } from './answer-schemas/review-submitted';

const reviewsAnswer = checkedBy<{ reviews: Review[] }>(reviewsSchema);
const reviewSubmittedAnswer = checkedBy<{ id: number; status: string }>(reviewSubmittedSchema);

/** Approved reviews of a product, their text exactly as the reviewer typed it: show it as text. */
export const list = async (productId: number): Promise<Review[]> =>
  (await request(`/api/reviews?product=${encodeURIComponent(productId)}`, { schema: reviewsAnswer })).reviews;

/** Held for moderation: answers {id, status: 'hold'}. */
export const submit = (input: ReviewSubmission): Promise<{ id: number; status: string }> =>
  request('/api/reviews', {
    method: 'POST',
    body: input,
    schema: reviewSubmittedAnswer,
  });
