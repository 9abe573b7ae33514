import { z } from 'zod';
import { StoreError, type ReviewsApi } from '../../backend';
import { MSG } from '../../../lib/messages';
import { WooHttpError, fetchAllPages, parse, toStoreError } from './http';
import { wooReviewSchema } from './schemas';
import { reshapeReview } from './reshape';
import type { WooContext } from './context';

/** Reviews: REST v3 product reviews, posted by the server with the keys. */
export function reviewsDomain(ctx: WooContext): ReviewsApi {
  const { http } = ctx;
  return {
    /** Approved reviews (all pages); a store that ignores the status filter is filtered again here. */
    async listReviews(productId) {
      const raw = await fetchAllPages(http, '/products/reviews', { product: productId, status: 'approved' });
      return parse(z.array(wooReviewSchema), raw, 'reviews')
        .filter((r) => r.status === 'approved' || r.status === '')
        .map(reshapeReview)
        .filter((r) => r !== null);
    },

    /**
     * Posted by the server with the keys (the route fills reviewer/email from the login or the
     * validated form); status hold keeps it out of the list until a moderator approves, whatever
     * the store's auto-approve setting.
     */
    async submitReview(input) {
      let res;
      try {
        res = await http.call('v3', '/products/reviews', {
          method: 'POST',
          body: { product_id: input.product_id, review: input.review, reviewer: input.reviewer, reviewer_email: input.reviewer_email, rating: input.rating, status: 'hold' },
        });
      } catch (err) {
        if (err instanceof WooHttpError && /product_invalid_id|invalid_product/.test(err.code)) throw new StoreError('not_found', MSG.invalidProductId, 404);
        throw toStoreError(err);
      }
      return { id: parse(z.object({ id: z.number() }), res.data, 'review').id, status: 'hold' as const };
    },
  };
}
