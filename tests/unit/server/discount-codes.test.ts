import { describe, expect, it } from 'vitest';
import type { Address } from '../../../src/lib/schemas/address';
import { shopperAddress } from '../../fixtures/address';
import { storeError } from '../../fixtures/store-error';
import { adminDomain } from '../../../src/server/admin';
import type { DiscountInput } from '../../../src/server/admin/discounts';
import { discountForm } from '../../../src/lib/schemas/admin';
import { StoreError } from '../../../src/server/backend';
import { MSG } from '../../../src/lib/messages';
import { ADMIN_MSG } from '../../../src/lib/admin-messages';
import { product, tempBackend } from './fixtures';

/**
 * Discount codes on the embedded store, from the owner's back office to the order: each refusal a
 * shopper can meet, what the cart, the quote and the order charge, the use counted in the order's
 * own transaction (two orders at once on a one-use code: one wins) and given back by a cancelled
 * order, and the Activity log.
 */
const address = (email = 'amira@example.com'): Address => shopperAddress({ email, phone: '+20 100 555 0101' });
const owner = { id: 1, email: 'owner@example.com' };
const form = (over: Partial<DiscountInput> = {}): DiscountInput =>
  discountForm({ code: 'SAVE10', amount: '10', ...over });

/** 2026-05-10 12:00 UTC (15:00 in Cairo); tests move it on. */
function shop() {
  const clock = { now: Date.parse('2026-05-10T12:00:00Z') };
  const b = tempBackend(
    [
      product(1),
      product(2, { price: '250.50', regular_price: '250.50' }),
      product(3, {
        price: '80.00',
        regular_price: '100.00',
        sale_price: '80.00',
        on_sale: true,
        categories: [{ id: 2, name: 'Accessories', slug: 'accessories' }],
      }),
    ],
    () => clock.now,
  );
  const admin = adminDomain(b.db, b.catalogue, owner, () => clock.now);
  let n = 0;
  const shopper = (userId: number | null = null) => ({
    cartToken: `tok-codes-${String(++n).padStart(18, '0')}`,
    userId,
  });
  const order = (email = 'amira@example.com') => ({
    billing: address(email),
    shipping: address(email),
    paymentMethod: 'cod',
    shippingMethod: 'standard',
    customerNote: '',
    idempotencyKey: `key-${++n}-aaaaaaaa`,
  });
  return { b, admin, clock, shopper, order };
}

describe('a shopper applies a code', () => {
  it('matched in any case and without its outer spaces; the cart, the quote and the order agree to the piastre', async () => {
    const { b, admin, shopper, order } = shop();
    admin.createDiscount(form());
    const s = shopper();
    await b.addToCart(s, 1, 2); // 200.00
    await b.addToCart(s, 2, 1); // 250.50
    const cart = await b.applyCoupon(s, '  save10 ');
    expect(cart.coupons).toEqual([{ code: 'SAVE10', discount: '45.05', free_shipping: false }]);
    expect(cart.totals).toMatchObject({ subtotal: '450.50', discount: '45.05', total: '405.45' });
    // Each line's total after its share; its subtotal as priced.
    expect(cart.items.map((i) => [i.totals.subtotal, i.totals.total])).toEqual([
      ['200.00', '180.00'],
      ['250.50', '225.45'],
    ]);
    expect((await b.getCart(s)).totals.total).toBe('405.45');

    const quote = await b.quoteShipping(s, address(), 'standard');
    expect(quote.totals).toMatchObject({ subtotal: '450.50', discount: '45.05', shipping: '10.00', total: '415.45' });
    expect(quote.coupons).toEqual(cart.coupons);

    const placed = await b.createOrder(s, order());
    expect(placed.total).toBe(quote.totals.total);
    const o = b.readOrder(placed.id)!;
    expect(o).toMatchObject({ subtotal: '450.50', discount_total: '45.05', shipping_total: '10.00', total: '415.45' });
    expect(o.coupon_lines).toEqual([{ code: 'SAVE10', discount: '45.05', free_shipping: false }]);
    expect(o.line_items.map((l) => [l.price, l.subtotal, l.total])).toEqual([
      ['100.00', '200.00', '180.00'],
      ['250.50', '250.50', '225.45'],
    ]);
    // The order emptied the cart, codes included.
    expect((await b.getCart(s)).coupons).toBeUndefined();
    expect(admin.listDiscounts()[0]).toMatchObject({ code: 'SAVE10', uses: 1, status: 'active' });
  });

  it('takes a code off, any case; one not on the cart is said so', async () => {
    const { b, admin, shopper } = shop();
    admin.createDiscount(form());
    const s = shopper();
    await b.addToCart(s, 1, 1);
    await b.applyCoupon(s, 'SAVE10');
    const cart = await b.removeCoupon(s, 'Save10');
    expect(cart.coupons).toBeUndefined();
    expect(cart.totals.total).toBe('100.00');
    const e = await storeError(b.removeCoupon(s, 'SAVE10'));
    expect([e.status, e.code, e.message]).toEqual([409, 'coupon_refused', MSG.codeNotApplied('SAVE10')]);
  });

  it('each reason a code cannot be used is said in words, with its reason for the page', async () => {
    const { b, admin, shopper, clock } = shop();
    admin.createDiscount(form({ code: 'LATER', starts_at: '2026-05-20T10:00' }));
    admin.createDiscount(form({ code: 'OLD', ends_at: '2026-05-01T00:00' }));
    admin.createDiscount(form({ code: 'MIN500', minimum_spend: '500' }));
    admin.createDiscount(form({ code: 'MAX50', maximum_spend: '50' }));
    admin.createDiscount(form({ code: 'RINGTWO', product_ids: [2] }));
    admin.createDiscount(form({ code: 'NOSALE', discount_type: 'fixed_cart', amount: '20', exclude_sale_items: true }));
    admin.createDiscount(form({ code: 'SOLO', combines: false }));
    admin.createDiscount(form({ code: 'ALSO', amount: '5' }));
    const s = shopper();
    await b.addToCart(s, 1, 1);
    await b.addToCart(s, 3, 1);
    const why = async (code: string) => {
      const e = await storeError(b.applyCoupon(s, code));
      expect([e.status, e.code]).toEqual([400, 'coupon_refused']);
      return [e.details?.reason, e.message];
    };
    expect(await why('')).toEqual(['empty', MSG.enterCode]);
    expect(await why('nope2026')).toEqual(['unknown', MSG.codeUnknown('NOPE2026')]);
    // 10:00 in Cairo on May 20 is 07:00 UTC (summer time): said in Cairo time.
    expect(await why('later')).toEqual(['not_started', MSG.codeNotStarted('LATER', 'May 20, 2026, 10:00 AM')]);
    // It ended at midnight, Cairo time, as May 1 began there.
    expect(await why('old')).toEqual(['expired', MSG.codeExpired('OLD', 'May 1, 2026')]);
    expect(await why('min500')).toEqual(['minimum', MSG.codeBelowMinimum('MIN500', 'EGP 500.00')]);
    expect(await why('max50')).toEqual(['maximum', MSG.codeAboveMaximum('MAX50', 'EGP 50.00')]);
    expect(await why('ringtwo')).toEqual(['not_for_pieces', MSG.codeNotForPieces('RINGTWO')]);
    expect(await why('nosale')).toEqual(['sale_items', MSG.codeNotOnSale('NOSALE')]);
    await b.applyCoupon(s, 'solo');
    expect(await why('also')).toEqual(['not_combinable', MSG.codeNotCombinable('ALSO', 'SOLO')]);
    expect(await why('SOLO')).toEqual(['already_applied', MSG.codeAlreadyApplied('SOLO')]);

    // Time passes: the scheduled code starts at 10:00 Cairo time on May 20, to the minute.
    clock.now = Date.parse('2026-05-20T06:59:00Z');
    expect((await storeError(b.applyCoupon(shopper(), 'later'))).details?.reason).toBe('not_started');
    clock.now = Date.parse('2026-05-20T07:00:00Z');
    const t = shopper();
    await b.addToCart(t, 1, 1);
    expect((await b.applyCoupon(t, 'later')).totals.discount).toBe('10.00');
  });

  it('a code that cannot be combined takes the others’ place, and the cart says so', async () => {
    const { b, admin, shopper } = shop();
    admin.createDiscount(form());
    admin.createDiscount(form({ code: 'FIXED20', discount_type: 'fixed_cart', amount: '20' }));
    admin.createDiscount(form({ code: 'SOLO', amount: '15', combines: false }));
    const s = shopper();
    await b.addToCart(s, 1, 1);
    await b.applyCoupon(s, 'save10');
    let cart = await b.applyCoupon(s, 'fixed20');
    // Two ordinary codes stack: 10 % of 100, and 20 off.
    expect(cart.totals.discount).toBe('30.00');
    cart = await b.applyCoupon(s, 'solo');
    expect(cart.coupons?.map((c) => c.code)).toEqual(['SOLO']);
    expect(cart.totals.discount).toBe('15.00');
    expect(cart.notices).toEqual([MSG.codeReplaced('SAVE10', 'SOLO'), MSG.codeReplaced('FIXED20', 'SOLO')]);
  });

  it('a code the cart no longer qualifies for is taken off as the cart changes, with the reason', async () => {
    const { b, admin, shopper } = shop();
    admin.createDiscount(form({ code: 'MIN150', minimum_spend: '150' }));
    const s = shopper();
    const first = await b.addToCart(s, 1, 2);
    await b.applyCoupon(s, 'min150');
    const cart = await b.updateCartItem(s, first.items[0]!.key, 1);
    expect(cart.coupons).toBeUndefined();
    expect(cart.totals.total).toBe('100.00');
    expect(cart.notices).toEqual([MSG.codeTakenOff('MIN150', MSG.codeBelowMinimum('MIN150', 'EGP 150.00'))]);
  });

  it('free shipping: the rate is charged at 0 in the quote and the order', async () => {
    const { b, admin, shopper, order } = shop();
    admin.createDiscount(form({ code: 'SHIPFREE', discount_type: 'free_shipping', amount: '' }));
    const s = shopper();
    await b.addToCart(s, 1, 1);
    const cart = await b.applyCoupon(s, 'shipfree');
    expect(cart.coupons).toEqual([{ code: 'SHIPFREE', discount: '0.00', free_shipping: true }]);
    const quote = await b.quoteShipping(s, address(), 'standard');
    expect(quote.rates[0]).toMatchObject({ price: '0.00', selected: true });
    expect(quote.totals).toMatchObject({ shipping: '0.00', total: '100.00' });
    const placed = await b.createOrder(s, order());
    expect(b.readOrder(placed.id)).toMatchObject({ shipping_total: '0.00', total: '100.00' });
  });
});

describe('uses of a code', () => {
  it('two orders at the same moment on a one-use code: one is placed, the other refused with the reason and charged nothing', async () => {
    const { b, admin, shopper, order } = shop();
    admin.createDiscount(form({ code: 'ONCE', usage_limit: 1 }));
    const [s, t] = [shopper(), shopper()];
    for (const x of [s, t]) {
      await b.addToCart(x, 1, 1);
      await b.applyCoupon(x, 'once');
    }
    const results = await Promise.allSettled([
      b.createOrder(s, order('a@example.com')),
      b.createOrder(t, order('b@example.com')),
    ]);
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const e = refused[0]!.reason as StoreError;
    expect([e.status, e.code, e.details?.reason]).toEqual([409, 'coupon_refused', 'used_up']);
    expect(e.message).toBe(MSG.codeRefusedAtCheckout(MSG.codeUsedUp('ONCE')));
    expect(b.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders')?.n).toBe(1);
    expect(b.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM coupon_uses')?.n).toBe(1);
    // The refused cart lost the code and kept its pieces: the next quote is the full price.
    const loser = results[0]!.status === 'rejected' ? s : t;
    const cart = await b.getCart(loser);
    expect([cart.items.length, cart.coupons, cart.totals.total]).toEqual([1, undefined, '100.00']);
    expect((await b.quoteShipping(loser, address(), 'standard')).totals.total).toBe('110.00');
  });

  it('a cancelled, refunded or failed order gives its use back; back in processing it takes it again', async () => {
    const { b, admin, shopper, order } = shop();
    const once = admin.createDiscount(form({ code: 'ONCE', usage_limit: 1 }));
    const s = shopper();
    await b.addToCart(s, 1, 1);
    await b.applyCoupon(s, 'ONCE');
    const placed = await b.createOrder(s, order());
    const t = shopper();
    await b.addToCart(t, 1, 1);
    expect((await storeError(b.applyCoupon(t, 'once'))).message).toBe(MSG.codeUsedUp('ONCE'));
    for (const status of ['cancelled', 'refunded', 'failed'] as const) {
      await b.setOrderStatus(placed.id, 'processing');
      expect(admin.getDiscount(once.id)).toMatchObject({ uses: 1, status: 'used_up' });
      admin.changeOrderStatus(placed.id, status);
      expect(admin.getDiscount(once.id)).toMatchObject({ uses: 0, status: 'active' });
    }
    expect((await b.applyCoupon(t, 'once')).totals.discount).toBe('10.00');
  });

  it('once per customer: a logged-in customer is refused at the cart; a guest at checkout, by her email', async () => {
    const { b, admin, shopper, order } = shop();
    admin.createDiscount(form({ code: 'WELCOME', usage_limit_per_customer: 1 }));
    const user = await b.register({ email: 'nour@example.com', username: 'nour', password: 'Str0ng!pass-word' });
    const s = shopper(user.id);
    await b.addToCart(s, 1, 1);
    await b.applyCoupon(s, 'welcome');
    await b.createOrder(s, order('nour@example.com'));

    const again = shopper(user.id);
    await b.addToCart(again, 1, 1);
    const e = await storeError(b.applyCoupon(again, 'welcome'));
    expect([e.details?.reason, e.message]).toEqual(['used_by_you', MSG.codeUsedByYou('WELCOME')]);

    // As a guest with the same email (any case): accepted at the cart, refused when placing the order.
    const guest = shopper();
    await b.addToCart(guest, 2, 1);
    await b.applyCoupon(guest, 'welcome');
    const atCheckout = await storeError(b.createOrder(guest, order('Nour@Example.com')));
    expect([atCheckout.status, atCheckout.details?.reason, atCheckout.message]).toEqual([
      409,
      'used_by_you',
      MSG.codeRefusedAtCheckout(MSG.codeUsedByYou('WELCOME')),
    ]);
    // Another email is another customer.
    const other = shopper();
    await b.addToCart(other, 2, 1);
    await b.applyCoupon(other, 'welcome');
    expect((await b.createOrder(other, order('sara@example.com'))).total).toBe('235.45');
  });
});

describe('the owner’s codes', () => {
  it('Cairo times are kept as UTC; each change is in the Activity log; an ended code is refused from that moment', async () => {
    const { b, admin, shopper, clock } = shop();
    const made = admin.createDiscount(
      form({
        code: 'Eid2026',
        amount: '15',
        starts_at: '2026-05-01T10:00',
        ends_at: '2026-12-01T00:00',
        usage_limit: 100,
      }),
    );
    // Summer time in May (UTC+3), winter time in December (UTC+2).
    expect([made.starts_at, made.ends_at]).toEqual(['2026-05-01T07:00:00Z', '2026-11-30T22:00:00Z']);
    expect([made.starts_local, made.ends_local]).toEqual(['2026-05-01T10:00', '2026-12-01T00:00']);
    expect(made.summary).toBe(ADMIN_MSG.discountPercentOff('15'));
    admin.updateDiscount(
      made.id,
      form({
        code: 'Eid2026',
        amount: '20',
        starts_at: '2026-05-01T10:00',
        ends_at: '2026-12-01T00:00',
        usage_limit: 100,
      }),
    );
    const s = shopper();
    await b.addToCart(s, 1, 1);
    expect((await b.applyCoupon(s, 'EID2026')).totals.discount).toBe('20.00');
    clock.now += 60_000;
    admin.endDiscount(made.id);
    // On the cart already: taken off at the cart's next look, with the reason.
    const cart = await b.getCart(s);
    expect(cart.coupons).toBeUndefined();
    expect(cart.notices[0]).toBe(MSG.codeTakenOff('EID2026', MSG.codeExpired('EID2026', 'May 10, 2026')));
    expect(admin.listAudit().entries.map((e) => [e.actor_email, e.action, e.target, e.detail])).toEqual([
      ['owner@example.com', 'discount.end', 'code EID2026', `${ADMIN_MSG.discountPercentOff('20')}; used 0`],
      [
        'owner@example.com',
        'discount.update',
        'code EID2026',
        `what ${ADMIN_MSG.discountPercentOff('15')} → ${ADMIN_MSG.discountPercentOff('20')}`,
      ],
      ['owner@example.com', 'discount.create', 'code EID2026', ADMIN_MSG.discountPercentOff('15')],
    ]);
  });

  it('refuses what cannot be a code, naming the field: a taken code in any case, a bad amount, an end before the start', () => {
    const { admin } = shop();
    admin.createDiscount(form());
    const refused = (over: Partial<DiscountInput>) => {
      try {
        admin.createDiscount(form(over));
      } catch (err) {
        return [(err as StoreError).details?.field, (err as StoreError).message];
      }
      return null;
    };
    expect(refused({ code: ' save10 ' })).toEqual(['code', ADMIN_MSG.discountCodeTaken('SAVE10')]);
    expect(refused({ code: '' })).toEqual(['code', ADMIN_MSG.discountCodeRequired]);
    expect(refused({ code: 'X', amount: '120' })).toEqual(['amount', ADMIN_MSG.discountPercentInvalid]);
    expect(refused({ code: 'X', discount_type: 'fixed_cart', amount: 'ten' })).toEqual([
      'amount',
      ADMIN_MSG.discountAmountInvalid,
    ]);
    expect(refused({ code: 'X', minimum_spend: '500', maximum_spend: '100' })).toEqual([
      'maximum_spend',
      ADMIN_MSG.discountMaximumBelowMinimum,
    ]);
    expect(refused({ code: 'X', starts_at: '2026-06-01T10:00', ends_at: '2026-05-01T10:00' })).toEqual([
      'ends_at',
      ADMIN_MSG.discountEndsBeforeStart,
    ]);
    expect(refused({ code: 'X', product_ids: [99] })).toEqual(['product_ids', ADMIN_MSG.discountUnknownProducts([99])]);
    expect(admin.listDiscounts()).toHaveLength(1);
    expect(admin.listAudit().entries).toHaveLength(1);
  });
});
