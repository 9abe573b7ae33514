import { randomUUID } from 'node:crypto';
import { MSG } from '../../src/lib/messages';
import { Shopper } from '../integration/server';
import { expect, product, test, wooAddress } from './fixtures';

/**
 * A coupon the owner made in WooCommerce, used through the shop on a size of a ring (a
 * variation): the shop shows WooCommerce's discount as its own line, the quote before Place Order
 * counts it, and WooCommerce charges exactly that total and keeps the coupon on the order.
 */

interface WooOrder {
  total: string;
  discount_total: string;
  coupon_lines: { code: string; discount: string }[];
  line_items: { product_id: number; variation_id: number; subtotal: string; total: string }[];
}

test('a WooCommerce coupon typed in another case applies to a ring size; WooCommerce charges the total shown, to the piastre', async ({
  rest,
  ids,
}) => {
  const code = `eid${Date.now().toString(36)}`;
  await rest.post('/wc/v3/coupons', { code, discount_type: 'percent', amount: '12.5' });
  // EGP 2,250.00 a size; no other real-store test buys this ring.
  const ring = product(ids, 'carnelian-cocktail-ring');
  const s = new Shopper(process.env.WOO_SHOP_URL!);
  const added = await s.post('/api/cart/items', { id: ring.wooId, quantity: 1, choices: { Size: '8' } });
  expect(added.status, JSON.stringify(added.body)).toBe(200);

  const unknown = await s.post('/api/cart/coupons', { code: `no${code}` });
  expect([unknown.status, unknown.body.message]).toEqual([400, MSG.codeUnknown(`NO${code.toUpperCase()}`)]);

  const applied = await s.post('/api/cart/coupons', { code: `  ${code.toUpperCase()} ` });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  expect(applied.body.totals).toMatchObject({ subtotal: '2250.00', discount: '281.25', total: '1968.75' });
  expect(applied.body.coupons).toEqual([{ code, discount: '281.25', free_shipping: false }]);

  const email = `woo-coupon-${Date.now()}@example.com`;
  let quote = await s.post('/api/checkout/shipping', { address: wooAddress(email) });
  const flat = quote.body.rates.find((r: { name: string }) => r.name === 'Flat rate');
  quote = await s.post('/api/checkout/shipping', { address: wooAddress(email), rate: flat.id });
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  expect(quote.body.totals).toMatchObject({ discount: '281.25', shipping: '10.00', total: '1978.75' });

  const placed = await s.post('/api/orders', {
    billing: wooAddress(email),
    shipping: wooAddress(email),
    payment_method: 'cod',
    shipping_method: flat.id,
    idempotency_key: randomUUID(),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = await rest.get<WooOrder>(`/wc/v3/orders/${placed.body.id}`);
  expect(order.total).toBe(quote.body.totals.total);
  expect(order.discount_total).toBe('281.25');
  expect(order.coupon_lines.map((c) => c.code)).toEqual([code]);
  expect(order.line_items.map((l) => [l.variation_id, l.subtotal, l.total])).toEqual([
    [ids.variants[12403], '2250.00', '1968.75'],
  ]);

  // The order as the shop shows it: the code and what it took off, each line before the discount.
  const shown = await s.get(`/api/orders/${placed.body.id}?key=${placed.body.order_key}`);
  expect(shown.body).toMatchObject({ total: '1978.75', discount_total: '281.25' });
  expect(shown.body.coupon_lines).toEqual([{ code, discount: '281.25', free_shipping: false }]);
  expect(shown.body.line_items[0]).toMatchObject({ subtotal: '2250.00', total: '1968.75' });
});

test('a WooCommerce coupon the cart falls under waits with what it still needs, and comes back when the cart qualifies', async ({
  rest,
  ids,
}) => {
  const code = `min${Date.now().toString(36)}`;
  const label = code.toUpperCase();
  await rest.post('/wc/v3/coupons', { code, discount_type: 'fixed_cart', amount: '100', minimum_amount: '3000' });
  const ring = product(ids, 'carnelian-cocktail-ring');
  const s = new Shopper(process.env.WOO_SHOP_URL!);
  // Two sizes (one of each in stock), EGP 4,500.00: over the minimum.
  const six = await s.post('/api/cart/items', { id: ring.wooId, quantity: 1, choices: { Size: '6' } });
  expect(six.status, JSON.stringify(six.body)).toBe(200);
  const both = await s.post('/api/cart/items', { id: ring.wooId, quantity: 1, choices: { Size: '7' } });
  expect(both.status, JSON.stringify(both.body)).toBe(200);
  const seven = both.body.items.find((i: { choices: { option: string }[] }) => i.choices[0]?.option === '7').key;
  const applied = await s.post('/api/cart/coupons', { code });
  expect(applied.body.coupons).toEqual([{ code, discount: '100.00', free_shipping: false }]);

  // One ring: EGP 2,250.00, under it. WooCommerce takes the code off; the shop keeps it waiting.
  const fewer = await s.req('DELETE', `/api/cart/items/${seven}`);
  expect(fewer.status, JSON.stringify(fewer.body)).toBe(200);
  expect(fewer.body.coupons ?? []).toEqual([]);
  expect(fewer.body.notices).toContain(MSG.codeTakenOffWaits(label, MSG.codeBelowMinimum(label, 'EGP 3,000.00')));
  expect(fewer.body.waiting_codes).toEqual([{ code: label, needs: MSG.spendMoreFor('EGP 750.00', label) }]);
  expect((await s.get('/api/cart')).body.waiting_codes).toEqual(fewer.body.waiting_codes);

  // The second ring again: the code applies by itself, and says so.
  const again = await s.post('/api/cart/items', { id: ring.wooId, quantity: 1, choices: { Size: '7' } });
  expect(again.body.coupons).toEqual([{ code, discount: '100.00', free_shipping: false }]);
  expect(again.body.notices).toContain(MSG.heldCodeApplied(label));
  expect(again.body.waiting_codes).toBeUndefined();
});

test('an order placed from an Arabic page is noted in Arabic on the WooCommerce order, and the shop reads it so', async ({
  rest,
  ids,
}) => {
  const ring = product(ids, 'carnelian-cocktail-ring');
  const s = new Shopper(process.env.WOO_SHOP_URL!);
  const arabic = { headers: { 'x-shop-locale': 'ar-EG' } };
  const added = await s.req('POST', '/api/cart/items', { id: ring.wooId, quantity: 1, choices: { Size: '6' } }, arabic);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const email = `woo-ar-${Date.now()}@example.com`;
  const quote = await s.req('POST', '/api/checkout/shipping', { address: wooAddress(email) }, arabic);
  const rate = quote.body.rates.find((r: { name: string }) => r.name === 'Flat rate');
  const placed = await s.req(
    'POST',
    '/api/orders',
    {
      billing: wooAddress(email),
      shipping: wooAddress(email),
      payment_method: 'cod',
      shipping_method: rate.id,
      idempotency_key: randomUUID(),
    },
    arabic,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = await rest.get<{ meta_data: { key: string; value: unknown }[] }>(`/wc/v3/orders/${placed.body.id}`);
  expect(order.meta_data.find((m) => m.key === '_nefertari_language')?.value).toBe('ar');
  const shown = await s.get(`/api/orders/${placed.body.id}?key=${placed.body.order_key}`);
  expect(shown.body.language).toBe('ar');
});
