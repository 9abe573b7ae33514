import { describe, expect, it } from 'vitest';
import {
  checkCoupon,
  computeDiscounts,
  type Coupon,
  type DiscountItem,
  type Usage,
} from '../../../src/server/drivers/embedded/discount-math';
import { refusalMessage } from '../../../src/lib/discounts';
import { MSG } from '../../../src/lib/messages';

/**
 * The embedded store's discount rules alone. The sums are held to what the real WooCommerce 10
 * store charged for the same carts and codes (tests/fixtures/woocommerce-real, the
 * store-cart-apply-coupon-* answers), so a code takes off the same piastres on both stores.
 */
let nextId = 1;
const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  id: nextId++,
  code: 'SAVE10',
  discount_type: 'percent',
  amount: 1000,
  minimum_spend: null,
  maximum_spend: null,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  usage_limit_per_customer: null,
  product_ids: [],
  excluded_product_ids: [],
  category_ids: [],
  excluded_category_ids: [],
  exclude_sale_items: false,
  individual_use: false,
  ...over,
});
const item = (id: number, unit: number, over: Partial<DiscountItem> = {}): DiscountItem => ({
  key: `line-${id}`,
  product_id: id,
  variation_id: 0,
  label: `Piece ${id}`,
  category_ids: [1],
  category_names: new Map([
    [1, 'Rings'],
    [2, 'Accessories'],
  ]),
  on_sale: false,
  unit,
  quantity: 1,
  ...over,
});
const off = (items: DiscountItem[], coupons: Coupon[]) => {
  const d = computeDiscounts(items, coupons);
  return {
    lines: items.map((i) => d.byLine.get(i.key)),
    codes: coupons.map((c) => d.byCoupon.get(c.id)),
    free: d.freeShipping,
  };
};
const NOW = Date.parse('2026-05-10T12:00:00Z');
const unused: Usage = { total: 0, mine: null };

describe('what a code takes off, as WooCommerce 10 charged it', () => {
  it('10 % of a ring (1,100.00) and sunglasses (90.00): 110.00 + 9.00 (store-cart-apply-coupon)', () => {
    expect(off([item(1, 110000), item(2, 9000)], [coupon()])).toEqual({
      lines: [11000, 900],
      codes: [11900],
      free: false,
    });
  });

  it('10 % of a ring and a necklace on sale at 1,250.00: 235.00 (store-cart-with-coupon, v3-order-with-coupon-and-variations)', () => {
    expect(off([item(1, 110000), item(2, 125000, { on_sale: true })], [coupon()]).codes).toEqual([23500]);
  });

  it('10 % then 50.00 off the cart, both on 90.00: 9.00 and 50.00, the line at 31.00 (store-cart-apply-coupon-two-codes)', () => {
    const fixed = coupon({ code: 'FIXED50', discount_type: 'fixed_cart', amount: 5000 });
    const save = coupon();
    // Listed in the order the shopper applied them; applied in WooCommerce's (percent before fixed cart).
    expect(off([item(1, 9000)], [fixed, save])).toEqual({ lines: [5900], codes: [5000, 900], free: false });
  });

  it('15 % of 90.00 is 13.50 (store-cart-apply-coupon-individual-use-after-other)', () => {
    expect(off([item(1, 9000)], [coupon({ amount: 1500 })]).codes).toEqual([1350]);
  });

  it('a percent code that excludes the Belt discounts only the other piece (store-cart-apply-coupon-excluded-product-partial)', () => {
    const belt = item(7, 5500);
    expect(off([belt, item(2, 9000)], [coupon({ excluded_product_ids: [7] })]).lines).toEqual([0, 900]);
  });

  it('a percent code not for sale items passes over the Beanie on sale (store-cart-apply-coupon-sale-items-mixed)', () => {
    expect(
      off([item(3, 1800, { on_sale: true }), item(2, 9000)], [coupon({ exclude_sale_items: true })]).lines,
    ).toEqual([0, 900]);
  });

  it('percent: a floor per line, the whole rounded half down, the missing piastres one per piece from the dearest', () => {
    // 10 % of 1.05: 0.105 -> 0.10 (an exact half goes down).
    expect(off([item(1, 105)], [coupon()]).codes).toEqual([10]);
    // 10 % of two lines of 0.15: floors 0.01 + 0.01, the whole 0.03: the dearest line (first) takes the piastre.
    expect(off([item(1, 15), item(2, 15)], [coupon()]).lines).toEqual([2, 1]);
    // 12.5 % of 3 × 33.33 (99.99): 12.49875 -> 12.50 in all.
    expect(off([item(1, 3333, { quantity: 3 })], [coupon({ amount: 1250 })]).codes).toEqual([1250]);
  });

  it('a fixed amount off the cart is split over the pieces, the rest a piastre at a time', () => {
    // 10.00 over three pieces: 3.33 each, then the last piastre on the dearest.
    const items = [item(1, 10000), item(2, 10000), item(3, 10000)];
    expect(off(items, [coupon({ discount_type: 'fixed_cart', amount: 1000 })]).lines).toEqual([334, 333, 333]);
    // More than a cheap piece costs: it goes to 0 and the rest comes off the others.
    expect(off([item(1, 10000), item(2, 200)], [coupon({ discount_type: 'fixed_cart', amount: 5000 })]).lines).toEqual([
      4800, 200,
    ]);
    // Never more than the cart.
    expect(off([item(1, 3000)], [coupon({ discount_type: 'fixed_cart', amount: 5000 })]).codes).toEqual([3000]);
  });

  it('a fixed amount off each matching piece, at most its price, only on the pieces it is for', () => {
    const each = coupon({ discount_type: 'fixed_product', amount: 5000, product_ids: [1] });
    expect(off([item(1, 20000, { quantity: 3 }), item(2, 20000)], [each]).lines).toEqual([15000, 0]);
    expect(off([item(1, 3000)], [coupon({ discount_type: 'fixed_product', amount: 5000 })]).lines).toEqual([3000]);
  });

  it('a variant is matched by its own id or its product’s', () => {
    const ring = item(102, 50000, { variation_id: 1021 });
    expect(off([ring], [coupon({ product_ids: [102] })]).codes).toEqual([5000]);
    expect(off([ring], [coupon({ product_ids: [1021] })]).codes).toEqual([5000]);
    expect(off([ring], [coupon({ product_ids: [1022] })]).codes).toEqual([0]);
  });

  it('free shipping takes nothing off the pieces and says the shipping is free', () => {
    expect(off([item(1, 10000)], [coupon({ discount_type: 'free_shipping', amount: 0 })])).toEqual({
      lines: [0],
      codes: [0],
      free: true,
    });
  });
});

describe('why a code cannot be used (each reason, in the shop’s words)', () => {
  const check = (c: Partial<Coupon>, items = [item(1, 10000)], usage = unused) =>
    checkCoupon(coupon(c), items, usage, NOW);
  const said = (c: Partial<Coupon>, items?: DiscountItem[], usage?: { total: number; mine: number | null }) =>
    refusalMessage(check(c, items, usage)!);

  it('a code in time, within its limits, for a cart it fits: no refusal', () => {
    expect(check({ starts_at: '2026-05-01T07:00:00Z', ends_at: '2026-06-01T00:00:00Z' })).toBeNull();
  });

  it('not yet valid: says from when, in Cairo time', () => {
    // 07:00 UTC is 10:00 in Cairo in May (summer time).
    expect(check({ starts_at: '2026-05-11T07:00:00Z' })?.reason).toBe('not_started');
    expect(said({ starts_at: '2026-05-11T07:00:00Z' })).toBe(MSG.codeNotStarted('SAVE10', 'May 11, 2026, 10:00 AM'));
  });

  it('expired: says when it ended', () => {
    expect(said({ ends_at: '2026-05-09T21:00:00Z' })).toBe(MSG.codeExpired('SAVE10', 'May 10, 2026'));
    // It ends at its end time exactly.
    expect(check({ ends_at: new Date(NOW).toISOString() })?.reason).toBe('expired');
  });

  it('used up, and already used by her', () => {
    expect(said({ usage_limit: 1 }, undefined, { total: 1, mine: 0 })).toBe(MSG.codeUsedUp('SAVE10'));
    expect(check({ usage_limit: 2 }, undefined, { total: 1, mine: 0 })).toBeNull();
    expect(said({ usage_limit_per_customer: 1 }, undefined, { total: 3, mine: 1 })).toBe(MSG.codeUsedByYou('SAVE10'));
    // A guest before checkout: her uses are not known yet (counted when she gives her email).
    expect(check({ usage_limit_per_customer: 1 }, undefined, { total: 3, mine: null })).toBeNull();
  });

  it('below the minimum spend, above the maximum (the pieces before any discount)', () => {
    expect(said({ minimum_spend: 50000 })).toBe(MSG.codeBelowMinimum('SAVE10', 'EGP 500.00'));
    expect(check({ minimum_spend: 10000 })).toBeNull();
    expect(said({ maximum_spend: 5000 })).toBe(MSG.codeAboveMaximum('SAVE10', 'EGP 50.00'));
  });

  it('not valid for these pieces: other products, other categories, only excluded or sale pieces', () => {
    expect(said({ product_ids: [9] })).toBe(MSG.codeNotForPieces('SAVE10'));
    expect(check({ category_ids: [2] })?.reason).toBe('not_for_pieces');
    expect(check({ category_ids: [1] })).toBeNull();
    expect(check({ excluded_product_ids: [1] })?.reason).toBe('not_for_pieces');
    expect(check({ exclude_sale_items: true }, [item(1, 100, { on_sale: true })])?.reason).toBe('not_for_pieces');
  });

  it('a code off the whole cart names what is in the way: an excluded piece, category, or a piece on sale', () => {
    const cart = { discount_type: 'fixed_cart' as const, amount: 2000 };
    expect(said({ ...cart, excluded_product_ids: [1] }, [item(1, 100, { label: 'Belt' }), item(2, 100)])).toBe(
      MSG.codeExcludesPieces('SAVE10', 'Belt'),
    );
    expect(said({ ...cart, excluded_category_ids: [2] }, [item(1, 100, { category_ids: [2] })])).toBe(
      MSG.codeExcludesCategories('SAVE10', 'Accessories'),
    );
    expect(said({ ...cart, exclude_sale_items: true }, [item(1, 100, { on_sale: true }), item(2, 100)])).toBe(
      MSG.codeNotOnSale('SAVE10'),
    );
  });
});
