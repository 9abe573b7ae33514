import * as z from 'zod/mini';
import '../../../lib/schemas/zod'; // the shop's wording for every issue
import { StoreError, type ReviewsApi } from '../../backend';
import { MSG } from '../../../lib/messages';
import { WooHttpError, fetchAllPages, parse, toStoreError } from './http';
import { wooReviewSchema } from './schemas/catalogue';
import { reshapeReview } from './reshape/reviews';
import type { WooContext } from './context';

/**
 * Reviews: REST v3 product reviews, posted by the server with the keys. "Verified buyer" is the
 * shop's verdict for the reviews it posts (state/review-verdicts.ts): the logged-in customer has
 * a processing or completed order holding the product. WooCommerce's own verdict, by the email
 * typed, stands only for reviews written elsewhere.
 */
export function reviewsDomain(ctx: WooContext): ReviewsApi {
  const { http, v3 } = ctx;

  /** GET /wc/v3/orders?customer=&product=: one processing or completed order holding it is enough. */
  async function bought(userId: number, productId: number): Promise<boolean> {
    const res = await v3('/orders', {
      query: { customer: userId, product: productId, status: 'processing,completed', per_page: 1 },
    });
    return Array.isArray(res.data) && res.data.length > 0;
  }

  return {
    /** Approved reviews (all pages); a store that ignores the status filter is filtered again here. */
    async listReviews(productId) {
      const raw = await fetchAllPages(http, '/products/reviews', { product: productId, status: 'approved' });
      const reviews = parse(z.array(wooReviewSchema), raw, 'reviews')
        .filter((r) => r.status === 'approved' || r.status === '')
        .map(reshapeReview)
        .filter((r) => r !== null);
      const verdicts = await ctx.reviewVerdicts.get(reviews.map((r) => r.id));
      return reviews.map((r) => (verdicts.has(r.id) ? { ...r, verified: verdicts.get(r.id)! } : r));
    },

    /**
     * Posted by the server with the keys (the route fills reviewer/email from the login or the
     * validated form); status hold keeps it out of the list until a moderator approves, whatever
     * the store's auto-approve setting.
     */
    async submitReview(input, shopper) {
      const verified = shopper.userId !== null && (await bought(shopper.userId, input.product_id));
      let res;
      try {
        res = await http.call('v3', '/products/reviews', {
          method: 'POST',
          body: {
            product_id: input.product_id,
            review: input.review,
            reviewer: input.reviewer,
            reviewer_email: input.reviewer_email,
            rating: input.rating,
            status: 'hold',
            // WooCommerce stores only a true verdict it is given; a false one is kept on our side.
            ...(verified ? { verified: true } : {}),
          },
        });
      } catch (err) {
        if (err instanceof WooHttpError && /product_invalid_id|invalid_product/.test(err.code))
          throw new StoreError('invalid_product', MSG.invalidProductId, 404);
        throw toStoreError(err);
      }
      const id = parse(z.object({ id: z.number() }), res.data, 'review').id;
      await ctx.reviewVerdicts.set(id, verified);
      return { id, status: 'hold' as const };
    },
  };
}
