import { describe, expect, it } from 'vitest';
import { tempBackend } from './fixtures';
import { shopperAddress } from '../../fixtures/address';

/** "Verified buyer" on the embedded store: the logged-in customer bought the product. */
const address = shopperAddress({ email: 'buyer@example.com' });
const review = { product_id: 1, reviewer: 'R', reviewer_email: 'buyer@example.com', review: 'Lovely', rating: 5 };

async function storeWithABuyer() {
  const b = tempBackend();
  const buyer = await b.register({ username: 'buyer', email: 'buyer@example.com', password: 'Str0ng!Pass' });
  const other = await b.register({ username: 'other', email: 'other@example.com', password: 'Str0ng!Pass' });
  const cart = { cartToken: 'tok-buyer-aaaaaaaaaaaaaaaaaaa', userId: buyer.id };
  await b.addToCart(cart, 1, 1);
  await b.createOrder(cart, {
    billing: address,
    shipping: address,
    paymentMethod: 'cod',
    shippingMethod: 'standard',
    customerNote: '',
    idempotencyKey: 'k-123456789',
  });
  const verified = async (userId: number | null) => {
    const { id } = await b.submitReview(review, { cartToken: `tok-${userId}-aaaaaaaaaaaaaaaaaaaa`, userId });
    b.setReviewStatus(id, 'approved');
    return (await b.listReviews(1)).find((r) => r.id === id)!.verified;
  };
  return { buyer, other, verified };
}

describe('verified buyer reviews on the embedded store', () => {
  it("a guest typing a buyer's email is not verified", async () => {
    const { verified } = await storeWithABuyer();
    expect(await verified(null)).toBe(false);
  });

  it("the logged-in customer who bought it is; another logged-in customer, even with the buyer's email typed, is not", async () => {
    const { buyer, other, verified } = await storeWithABuyer();
    expect(await verified(buyer.id)).toBe(true);
    expect(await verified(other.id)).toBe(false);
  });
});
