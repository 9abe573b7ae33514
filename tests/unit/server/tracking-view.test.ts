import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../../src/lib/schemas/order';
import { orderTotals } from '../../../src/lib/order-totals';
import { trackingView } from '../../../src/server/security/tracking';

/**
 * Order tracking answers what its page shows (OrderView). An order that waits for its payment
 * (a WooCommerce gateway that takes payment on its own page) says so there too; the link to
 * WooCommerce's payment page is not part of the answer, since its address holds the order key.
 */
const unpaid = orderSchema.parse({
  id: 731,
  number: '731',
  order_key: 'wc_order_Secret123',
  status: 'pending',
  date_created: '2026-11-24T08:00:00Z',
  date_completed: null,
  subtotal: '390.00',
  shipping_total: '10.00',
  total_tax: '0.00',
  total: '400.00',
  billing: { first_name: 'Amira', email: 'amira@example.com', phone: '+20 100 000 0000' },
  shipping: { first_name: 'Amira', address_1: '12 Nile St', city: 'Cairo', country: 'EG' },
  payment_method: 'nefertari_test_gateway',
  payment_method_title: 'Card (secure payment page)',
  needs_payment: true,
  payment_url: 'https://shop.example/checkout/order-pay/731/?pay_for_order=true&key=wc_order_Secret123',
  line_items: [],
  shipping_lines: [],
  status_history: [],
});

describe('tracking view', () => {
  it('says an order awaits payment, without the payment page address that holds its key', () => {
    const view = trackingView(unpaid);
    expect(view.needs_payment).toBe(true);
    expect(view.payment_url).toBeUndefined();
    expect(JSON.stringify(view)).not.toContain('wc_order_Secret123');
  });

  it('keeps the discount codes, so the totals it shows add up: subtotal − code + shipping = total', () => {
    const discounted = orderSchema.parse({
      ...unpaid,
      total: '361.00',
      discount_total: '39.00',
      coupon_lines: [{ code: 'SAVE10', discount: '39.00' }],
      line_items: [
        {
          id: 1,
          product_id: 115,
          name: 'Eye of Horus Stud Earrings',
          quantity: 1,
          price: '390.00',
          subtotal: '390.00',
          total: '351.00',
        },
      ],
      shipping_lines: [{ method_id: 'standard', method_title: 'Standard Shipping', total: '10.00' }],
    });
    const { rows } = orderTotals(trackingView(discounted));
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Subtotal', 'EGP 390.00'],
      ['Discount (SAVE10)', '−EGP 39.00'],
      ['Shipping (Standard Shipping)', 'EGP 10.00'],
      ['Total', 'EGP 361.00'],
    ]);
  });
});
