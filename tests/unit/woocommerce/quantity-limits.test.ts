import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, MAX_ORDER_QUANTITY } from '../../../src/lib/constants';
import { MSG } from '../../../src/lib/messages';
import { STORE_SESSION, fixture } from '../../fixtures/woocommerce-fake-server';
import { storeError, useFakeWoo } from './helpers';

/**
 * The shop's quantity caps on WooCommerce: WooCommerce lets a line grow to 9999,
 * so the driver holds add, update and checkout to the shop's caps itself.
 */
const ctx = useFakeWoo();
const alice = { cartToken: 'our-cart-token-alice', userId: null };
const CART = '/wp-json/wc/store/v1/cart';
const BEANIE = 'a5771bce93e200c36f7cd9dfd0e5deaa';

/** store-cart.json with the Beanie line at this quantity. */
function cartWithBeanies(quantity: number) {
  const cart = fixture('store-cart.json');
  cart.items[0].quantity = quantity;
  return { status: 201, headers: STORE_SESSION, body: cart };
}

describe('quantity caps on the WooCommerce cart', () => {
  it('refuses an add that takes a line past the cap, and puts the line back as it was', async () => {
    await ctx.backend.getCart(alice);
    ctx.woo.route(`POST ${CART}/add-item`, cartWithBeanies(90 + 20));
    const err = await storeError(ctx.backend.addToCart(alice, 38, 20));
    expect([err.status, err.code, err.message]).toEqual([
      409,
      'quantity_limit',
      MSG.lineQuantityLimit('Beanie with Logo', MAX_LINE_QUANTITY),
    ]);
    expect(ctx.woo.calls('POST', `${CART}/update-item`).map((r) => r.body)).toEqual([{ key: BEANIE, quantity: 90 }]);
  });

  it('refuses an update that takes the order past its cap, before sending it', async () => {
    ctx.woo.route(`GET ${CART}`, { headers: STORE_SESSION, body: fixture('store-cart.json') });
    await ctx.backend.getCart(alice);
    const lines = fixture('store-cart.json');
    lines.items = Array.from({ length: 4 }, (_, i) => ({ ...lines.items[0], key: `k${i}`, id: 100 + i, quantity: 90 }));
    ctx.woo.route(`GET ${CART}`, { headers: STORE_SESSION, body: lines });
    const err = await storeError(ctx.backend.updateCartItem(alice, 'k0', 40));
    expect([err.status, err.message]).toEqual([409, MSG.orderQuantityLimit(MAX_ORDER_QUANTITY)]);
    expect(ctx.woo.calls('POST', `${CART}/update-item`)).toEqual([]);
  });

  it('refuses to check out a cart past the caps', async () => {
    ctx.woo.route(`GET ${CART}`, cartWithBeanies(11_988));
    await ctx.backend.getCart(alice);
    const address = {
      first_name: 'A',
      last_name: 'B',
      company: '',
      address_1: '1 St',
      address_2: '',
      city: 'Cairo',
      state: 'EGC',
      postcode: '11511',
      country: 'EG',
      email: 'a@example.com',
      phone: '+20 100 000 0000',
    };
    const err = await storeError(
      ctx.backend.createOrder(alice, {
        billing: address,
        shipping: address,
        paymentMethod: 'cod',
        shippingMethod: 'flat_rate',
        customerNote: '',
        idempotencyKey: 'k-12345678',
      }),
    );
    expect(err.code).toBe('quantity_limit');
    expect(ctx.woo.calls('POST', '/wp-json/wc/store/v1/checkout')).toEqual([]);
  });
});
