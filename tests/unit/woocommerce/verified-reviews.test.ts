import { describe, expect, it } from 'vitest';
import { fixture } from '../../fixtures/woocommerce-fake-server';
import { useFakeWoo } from './helpers';

/**
 * "Verified buyer": the logged-in customer bought the product. WooCommerce judges
 * a review posted with the keys by the email typed into the form, so anyone who knows a buyer's
 * email would get the badge: the driver decides, and its verdict wins for the reviews it posted.
 */
const ctx = useFakeWoo();
const V3 = '/wp-json/wc/v3';
const review = fixture('v3-product-review-create-request.json');
/** WooCommerce's listing, with its own verdict on review 22 (posted with a buyer's email). */
const listedAs = (verified: boolean) => ({
  headers: { 'X-WP-TotalPages': '1' },
  body: [{ ...fixture('v3-product-review-create-response.json'), verified }],
});

describe('verified buyer reviews on WooCommerce', () => {
  it("a guest typing a buyer's email is not a verified buyer, whatever WooCommerce makes of the email", async () => {
    await ctx.backend.submitReview(review, { cartToken: 't', userId: null });
    const [posted] = ctx.woo.calls('POST', `${V3}/products/reviews`);
    expect(posted!.body).not.toHaveProperty('verified');
    // No orders were asked about: a guest cannot be a verified buyer.
    expect(ctx.woo.calls('GET', `${V3}/orders`)).toEqual([]);
    ctx.woo.route(`GET ${V3}/products/reviews`, listedAs(true));
    expect((await ctx.backend.listReviews(22)).map((r) => [r.id, r.verified])).toEqual([[22, false]]);
  });

  it('a logged-in customer with an order holding the product is, and WooCommerce is told so', async () => {
    await ctx.backend.submitReview(review, { cartToken: 't', userId: 25 });
    expect(
      ctx.woo.calls('GET', `${V3}/orders`).map((r) => [r.query.customer, r.query.product, r.query.status]),
    ).toEqual([['25', '22', 'processing,completed']]);
    expect(ctx.woo.calls('POST', `${V3}/products/reviews`)[0]!.body).toMatchObject({ verified: true });
    ctx.woo.route(`GET ${V3}/products/reviews`, listedAs(false));
    expect((await ctx.backend.listReviews(22)).map((r) => [r.id, r.verified])).toEqual([[22, true]]);
  });

  it('a logged-in customer who never bought it is not', async () => {
    ctx.woo.route(`GET ${V3}/orders`, { headers: { 'X-WP-TotalPages': '1' }, body: [] });
    await ctx.backend.submitReview(review, { cartToken: 't', userId: 31 });
    expect(ctx.woo.calls('POST', `${V3}/products/reviews`)[0]!.body).not.toHaveProperty('verified');
    ctx.woo.route(`GET ${V3}/products/reviews`, listedAs(true));
    expect((await ctx.backend.listReviews(22))[0]!.verified).toBe(false);
  });
});
