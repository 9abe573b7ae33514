import { describe, expect, it } from 'vitest';
import { orderTotals } from '../../../src/lib/order-totals';
import { orderSchema, type Order } from '../../../src/lib/schemas/order';
import { discountForm } from '../../../src/lib/schemas/admin';
import { adminDomain } from '../../../src/server/admin';
import { reshapeOrder } from '../../../src/server/drivers/woocommerce/reshape/orders';
import { wooOrderSchema } from '../../../src/server/drivers/woocommerce/schemas/orders';
import { realFixture } from '../../fixtures/woocommerce-fake-server';
import { shopperAddress } from '../../fixtures/address';
import { product, tempBackend } from '../server/fixtures';

/**
 * A placed order's lines and totals, the same rows on every view of it: each piece at its price
 * before the codes, the subtotal they add up to, a row per code, shipping, gift wrap, tax when
 * charged, and the total, which the rows above it make. From both stores' orders.
 */

/** What a view shows: each line's name, unit price, quantity and amount; each row's label and value. */
function shown(order: Order) {
  const { lines, rows } = orderTotals(order);
  return {
    lines: lines.map((l) => [l.line.name, l.unitPrice, l.line.quantity, l.amount]),
    rows: rows.map((r) => [r.label, r.value]),
  };
}

/** An amount as a reader takes it from the page: "−EGP 217.50" is −21750; words ("Free") are 0. */
const piastres = (value: string) =>
  /\d/.test(value) ? (value.startsWith('−') ? -1 : 1) * Math.round(Number(value.replace(/[^\d.]/g, '')) * 100) : 0;

/** With a pencil: the lines make the subtotal, and the rows below it make the total. */
function expectAddsUp(order: Order) {
  const { lines, rows } = orderTotals(order);
  const [subtotal, ...rest] = rows;
  const total = rest.pop()!;
  expect([subtotal!.kind, total.kind]).toEqual(['subtotal', 'total']);
  expect(lines.reduce((sum, l) => sum + Math.round(Number(l.amount) * 100), 0)).toBe(piastres(subtotal!.value));
  expect(rest.reduce((sum, r) => sum + piastres(r.value), piastres(subtotal!.value))).toBe(piastres(total.value));
}

const order = (over: Record<string, unknown>): Order =>
  orderSchema.parse({
    id: 1,
    number: '10001',
    status: 'processing',
    date_created: '2026-05-10T12:00:00Z',
    date_completed: null,
    subtotal: '1740.00',
    shipping_total: '10.00',
    total_tax: '0.00',
    total: '1750.00',
    billing: {},
    shipping: {},
    payment_method: 'cod',
    payment_method_title: 'Cash on Delivery',
    line_items: [
      {
        id: 1,
        product_id: 123,
        name: 'Papyrus Bloom Necklace',
        quantity: 2,
        price: '870.00',
        subtotal: '1740.00',
        total: '1740.00',
      },
    ],
    shipping_lines: [{ method_id: 'standard', method_title: 'Standard Shipping', total: '10.00' }],
    status_history: [],
    ...over,
  });

describe('an order’s lines and totals', () => {
  it('an embedded-store order, 12.5 % off two pieces with gift wrap: the pieces at their price, the code its own row, and it adds up', async () => {
    const b = tempBackend([product(1, { name: 'Papyrus Bloom Necklace', price: '870.00', regular_price: '870.00' })]);
    const admin = adminDomain(b.db, b.catalogue, { id: 1, email: 'owner@example.com' });
    admin.createDiscount(discountForm({ code: 'Totals125', discount_type: 'percent', amount: '12.5' }));
    const shopper = { cartToken: 'tok-order-totals-aaaaaaaaaaaa', userId: null };
    await b.addToCart(shopper, 1, 2);
    await b.applyCoupon(shopper, 'totals125');
    await b.setGiftWrap(shopper, true);
    const placed = await b.createOrder(shopper, {
      billing: shopperAddress(),
      shipping: shopperAddress(),
      paymentMethod: 'cod',
      shippingMethod: 'standard',
      customerNote: '',
      idempotencyKey: 'key-order-totals-1',
      giftMessage: 'Happy birthday',
    });
    const o = b.readOrder(placed.id)!;
    // The store keeps each line after its share of the code; the views never show that figure.
    expect(o.line_items[0]!.total).toBe('1522.50');
    expect(shown(o)).toEqual({
      lines: [['Papyrus Bloom Necklace', '870.00', 2, '1740.00']],
      rows: [
        ['Subtotal', 'EGP 1,740.00'],
        ['Discount (TOTALS125)', '−EGP 217.50'],
        ['Shipping (Standard Shipping)', 'EGP 10.00'],
        ['Gift wrap', 'EGP 75.00'],
        ['Total', 'EGP 1,607.50'],
      ],
    });
    expect(placed.total).toBe('1607.50');
    expectAddsUp(o);
  });

  it('a WooCommerce order: its line `subtotal` (before the code) is the line, not its `total` (after it)', () => {
    const o = reshapeOrder(wooOrderSchema.parse(realFixture('v3-order-with-coupon-and-variations.json')));
    expect(shown(o)).toEqual({
      lines: [
        ['Lotus Stacking Ring', '1100.00', 1, '1100.00'],
        ['Nile Link Chain Necklace', '1250.00', 1, '1250.00'],
      ],
      rows: [
        ['Subtotal', 'EGP 2,350.00'],
        ['Discount (SAVE10)', '−EGP 235.00'],
        ['Shipping (Flat rate)', 'EGP 10.00'],
        ['Total', 'EGP 2,125.00'],
      ],
    });
    expectAddsUp(o);
  });

  it('a free-shipping code says so on its row and the shipping row shows the 0; free gift wrap says Free', () => {
    const o = order({
      shipping_total: '0.00',
      total: '1740.00',
      shipping_lines: [{ method_id: 'standard', method_title: 'Standard Shipping', total: '0.00' }],
      coupon_lines: [{ code: 'shipfree', discount: '0.00', free_shipping: true }],
      gift: { wrap: true, wrap_total: '0.00' },
    });
    expect(shown(o).rows).toEqual([
      ['Subtotal', 'EGP 1,740.00'],
      ['Free shipping (SHIPFREE)', 'Free'],
      ['Shipping (Standard Shipping)', 'EGP 0.00'],
      ['Gift wrap', 'Free'],
      ['Total', 'EGP 1,740.00'],
    ]);
    expectAddsUp(o);
  });

  it('an order with nothing to ship says so; tax the store charged is a row of its own', () => {
    const o = order({ shipping_total: '0.00', shipping_lines: [], total_tax: '243.60', total: '1983.60' });
    expect(shown(o).rows).toEqual([
      ['Subtotal', 'EGP 1,740.00'],
      ['Shipping', 'None: nothing to ship'],
      ['Tax', 'EGP 243.60'],
      ['Total', 'EGP 1,983.60'],
    ]);
    expectAddsUp(o);
  });

  it('a line the store kept no subtotal for is priced from its unit price, never from its discounted total', () => {
    const o = order({
      line_items: [
        { id: 1, product_id: 123, name: 'Papyrus Bloom Necklace', quantity: 2, price: '870.00', total: '1522.50' },
      ],
      coupon_lines: [{ code: 'TOTALS125', discount: '217.50' }],
      total: '1532.50',
    });
    expect(shown(o).lines).toEqual([['Papyrus Bloom Necklace', '870.00', 2, '1740.00']]);
    expectAddsUp(o);
  });
});
