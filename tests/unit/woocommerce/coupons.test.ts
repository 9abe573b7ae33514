import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../src/lib/messages';
import type { Address } from '../../../src/lib/schemas/address';
import { reshapeOrder } from '../../../src/server/drivers/woocommerce/reshape/orders';
import { reshapeStoreCart } from '../../../src/server/drivers/woocommerce/reshape/cart';
import { storeCartSchema } from '../../../src/server/drivers/woocommerce/schemas/store-api';
import { wooOrderSchema } from '../../../src/server/drivers/woocommerce/schemas/orders';
import { REAL_FIXTURES_DIR, realFixture } from '../../fixtures/woocommerce-fake-server';
import { storeError, useFakeWoo } from './helpers';
import { takenOff } from '../../../src/server/taken-off';

/**
 * Discount codes on WooCommerce, against what a real WooCommerce 10 store answered
 * (tests/fixtures/woocommerce-real, FINDINGS.md section 4): apply and remove on the shopper's
 * Store API cart, each of WooCommerce's refusals said in the shop's words (the same sentences as
 * the embedded store's), the checkout WooCommerce refuses over a code, and the order's coupon_lines.
 */
const ctx = useFakeWoo();
const STORE = '/wp-json/wc/store/v1';
const V3 = '/wp-json/wc/v3';
const session = { 'Cart-Token': 'real-token', Nonce: 'real-nonce' };
const shopper = { cartToken: 'coupon-shopper', userId: null };

/** A recorded answer with its recorded status. */
const recorded = (name: string) => ({
  status: Number(/^HTTP\/1\.1 (\d+)/.exec(readFileSync(path.join(REAL_FIXTURES_DIR, `${name}.headers`), 'utf8'))![1]),
  headers: session,
  body: realFixture(`${name}.json`),
});
const cartBefore = (name = 'store-cart-remove-coupon') => ctx.woo.route(`GET ${STORE}/cart`, recorded(name));
const applying = (name: string) => ctx.woo.route(`POST ${STORE}/cart/apply-coupon`, recorded(name));

describe('applying a code on the Store API cart', () => {
  it('sends the code as typed without its outer spaces; the cart carries the code and what it takes off (store-cart-apply-coupon)', async () => {
    cartBefore();
    applying('store-cart-apply-coupon');
    const cart = await ctx.backend.applyCoupon(shopper, '  Save10  ');
    expect(ctx.woo.calls('POST', `${STORE}/cart/apply-coupon`).map((r) => r.body)).toEqual([{ code: 'Save10' }]);
    expect(cart.coupons).toEqual([{ code: 'save10', discount: '119.00', free_shipping: false }]);
    // 1,190.00 of pieces less 119.00; WooCommerce's total also holds the base address's shipping, which the checkout quotes.
    expect(cart.totals).toEqual({ subtotal: '1190.00', discount: '119.00', total: '1071.00', total_tax: '0.00' });
    expect(cart.items.map((i) => [i.totals.subtotal, i.totals.total])).toEqual([
      ['1100.00', '990.00'],
      ['90.00', '81.00'],
    ]);
  });

  it('takes a code off; one not on the cart is said so (store-cart-remove-coupon, -not-applied)', async () => {
    ctx.woo.route(`POST ${STORE}/cart/remove-coupon`, recorded('store-cart-remove-coupon'));
    const cart = await ctx.backend.removeCoupon(shopper, 'SAVE10');
    expect(ctx.woo.calls('POST', `${STORE}/cart/remove-coupon`).map((r) => r.body)).toEqual([{ code: 'save10' }]);
    expect([cart.coupons ?? [], cart.totals.discount ?? '0.00']).toEqual([[], '0.00']);
    ctx.woo.route(`POST ${STORE}/cart/remove-coupon`, recorded('store-cart-remove-coupon-not-applied'));
    const e = await storeError(ctx.backend.removeCoupon(shopper, 'save10'));
    expect([e.status, e.code, e.message]).toEqual([409, 'coupon_refused', MSG.codeNotApplied('SAVE10')]);
  });

  it.each([
    ['store-cart-apply-coupon-unknown', 'NOPE2026', 'unknown', MSG.codeUnknown('NOPE2026')],
    ['store-cart-apply-coupon-inner-space', 'SAVE 10', 'unknown', MSG.codeUnknown('SAVE 10')],
    ['store-cart-apply-coupon-again', 'SAVE10', 'already_applied', MSG.codeAlreadyApplied('SAVE10')],
    ['store-cart-apply-coupon-other-case-again', 'save10', 'already_applied', MSG.codeAlreadyApplied('SAVE10')],
    ['store-cart-apply-coupon-expired', 'EXPIRED10', 'expired', MSG.codeExpired('EXPIRED10')],
    ['store-cart-apply-coupon-minimum-spend', 'MIN5000', 'minimum', MSG.codeBelowMinimum('MIN5000', 'EGP 5,000.00')],
    ['store-cart-apply-coupon-maximum-spend', 'MAX100', 'maximum', MSG.codeAboveMaximum('MAX100', 'EGP 100.00')],
    ['store-cart-apply-coupon-product-restriction', 'RINGSONLY', 'not_for_pieces', MSG.codeNotForPieces('RINGSONLY')],
    [
      'store-cart-apply-coupon-category-restriction',
      'RINGCATEGORY',
      'not_for_pieces',
      MSG.codeNotForPieces('RINGCATEGORY'),
    ],
    [
      'store-cart-apply-coupon-excluded-product-percent',
      'NOBELTPERCENT',
      'not_for_pieces',
      MSG.codeNotForPieces('NOBELTPERCENT'),
    ],
    ['store-cart-apply-coupon-sale-items', 'NOSALE', 'not_for_pieces', MSG.codeNotForPieces('NOSALE')],
    [
      'store-cart-apply-coupon-excluded-product-fixed-cart',
      'NOBELT',
      'excluded_pieces',
      MSG.codeExcludesPieces('NOBELT', 'Belt'),
    ],
    [
      'store-cart-apply-coupon-excluded-category',
      'NOACCESSORIES',
      'excluded_categories',
      MSG.codeExcludesCategories('NOACCESSORIES', 'Accessories'),
    ],
    ['store-cart-apply-coupon-sale-items-fixed-cart', 'NOSALEFIXED', 'sale_items', MSG.codeNotOnSale('NOSALEFIXED')],
    [
      'store-cart-apply-coupon-other-after-individual-use',
      'SAVE10',
      'not_combinable',
      MSG.codeNotCombinable('SAVE10', 'SOLO'),
    ],
    ['store-cart-apply-coupon-email-restricted', 'ONLYNOUR', 'email', MSG.codeForAnotherEmail('ONLYNOUR')],
    ['store-cart-apply-coupon-usage-limit', 'USEDUP-MWXMD624', 'used_up', MSG.codeUsedUp('USEDUP-MWXMD624')],
  ])('%s: %s is refused as %s, in the shop’s words', async (fixture, code, reason, message) => {
    cartBefore();
    applying(fixture);
    const e = await storeError(ctx.backend.applyCoupon(shopper, code));
    expect([e.status, e.code, e.details?.reason, e.message]).toEqual([400, 'coupon_refused', reason, message]);
  });

  it('an empty code is refused without asking WooCommerce', async () => {
    const e = await storeError(ctx.backend.applyCoupon(shopper, '   '));
    expect([e.details?.reason, e.message]).toEqual(['empty', MSG.enterCode]);
    expect(ctx.woo.calls('POST', `${STORE}/cart/apply-coupon`)).toHaveLength(0);
  });

  it('an individual-use code takes the other’s place: WooCommerce says nothing, the shop says which (store-cart-apply-coupon-individual-use-after-other)', async () => {
    cartBefore('store-cart-apply-coupon-lowercase');
    applying('store-cart-apply-coupon-individual-use-after-other');
    expect((await ctx.backend.getCart(shopper)).coupons?.map((c) => c.code)).toEqual(['save10']);
    const cart = await ctx.backend.applyCoupon(shopper, 'SOLO');
    expect(cart.coupons?.map((c) => [c.code, c.discount])).toEqual([['solo', '13.50']]);
    expect(cart.notices).toEqual([MSG.codeReplaced('SAVE10', 'SOLO')]);
  });

  it.each([
    // As WooCommerce 10 says it (the real store's answer, in typographic quotes).
    'The “min500” coupon has been removed from your cart: The minimum spend for coupon "min500" is EGP 500.00.',
    'The "min500" coupon has been removed from your cart: The minimum spend for coupon &quot;min500&quot; is EGP&nbsp;500.00.',
  ])(
    'a code WooCommerce took off as the cart changed is said in the shop’s words, and noted as taken off: %s',
    (message) => {
      const c = storeCartSchema.parse({
        ...realFixture('store-cart-remove-coupon.json'),
        errors: [{ code: 'woocommerce_rest_cart_coupon_error', message }],
      });
      const cart = reshapeStoreCart(c);
      expect(cart.notices).toEqual([MSG.codeTakenOff('MIN500', MSG.codeBelowMinimum('MIN500', 'EGP 500.00'))]);
      expect(takenOff(cart)).toEqual([{ reason: 'minimum', code: 'MIN500', amount: '500.00' }]);
    },
  );
});

describe('checkout and orders with a code', () => {
  const address: Address = {
    first_name: 'Nour',
    last_name: 'Hassan',
    company: '',
    address_1: '12 Tahrir Street',
    address_2: '',
    city: 'Cairo',
    state: 'EGC',
    postcode: '11511',
    country: 'EG',
    email: 'nour@example.com',
    phone: '+20 100 123 4567',
  };
  const input = {
    billing: address,
    shipping: address,
    paymentMethod: 'cod',
    shippingMethod: 'flat_rate:1',
    customerNote: '',
    idempotencyKey: 'coupon-checkout-1',
  };

  it('a guest whose email has used a once-per-customer code: the order is refused with the reason, nothing is placed (store-checkout-coupon-per-user-guest)', async () => {
    cartBefore('store-cart-apply-coupon-per-user-guest');
    ctx.woo.route(`POST ${STORE}/cart/update-customer`, recorded('store-cart-apply-coupon-per-user-guest'));
    ctx.woo.route(`POST ${STORE}/checkout`, recorded('store-checkout-coupon-per-user-guest'));
    ctx.woo.route(`GET ${V3}/coupons`, { body: realFixture('v3-coupon-once-per-user.json') });
    await ctx.backend.getCart(shopper);
    const e = await storeError(ctx.backend.createOrder(shopper, input));
    expect([e.status, e.code, e.details?.reason]).toEqual([409, 'coupon_refused', 'used_by_you']);
    expect(e.message).toBe(MSG.codeRefusedAtCheckout(MSG.codeUsedByYou('ONCEEACH-MWXMD624')));
    // The coupon was read by its code to tell "used up" from "used by her".
    expect(ctx.woo.calls('GET', `${V3}/coupons`).map((r) => r.query.code)).toEqual(['onceeach-mwxmd624']);
  });

  it('an order keeps its codes and what each took off; a line shows its price before the discount (v3-order-with-coupon-and-variations)', () => {
    const o = reshapeOrder(wooOrderSchema.parse(realFixture('v3-order-with-coupon-and-variations.json')));
    expect(o.discount_total).toBe('235.00');
    expect(o.coupon_lines).toEqual([{ code: 'save10', discount: '235.00', free_shipping: false }]);
    expect(o.line_items.map((l) => [l.name, l.price, l.subtotal, l.total])).toEqual([
      ['Lotus Stacking Ring', '1100.00', '1100.00', '990.00'],
      ['Nile Link Chain Necklace', '1250.00', '1250.00', '1125.00'],
    ]);
    expect(Number(o.subtotal) - Number(o.discount_total) + Number(o.shipping_total)).toBe(Number(o.total));
  });
});
