import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Db } from '../../../src/server/sqlite/db';
import { memoryWishlistStore } from '../../../src/server/state/wishlists';
import { sqliteCartSessionStore } from '../../../src/server/state/cart-sessions';
import { PLACING_LEASE_MS, sqlitePlacedOrderStore } from '../../../src/server/state/placed-orders';
import { MSG } from '../../../src/lib/messages';
import type { Address } from '../../../src/lib/schemas/address';
import { STORE_SESSION, fixture, realFixture } from '../../fixtures/woocommerce-fake-server';
import { gatewaysFor } from '../../../src/lib/checkout/totals';
import { expectSigned, storeError, useFakeWoo } from './helpers';

const ctx = useFakeWoo();
const V3 = '/wp-json/wc/v3';
const STORE = '/wp-json/wc/store/v1';

describe('payment gateways (REST v3)', () => {
  it('keeps only the enabled gateways, as plain text, read with the keys', async () => {
    const gateways = await ctx.backend.listPaymentGateways();
    expectSigned(ctx.woo.calls('GET', `${V3}/payment_gateways`)[0]);
    expect(gateways.map((g) => [g.id, g.title, g.enabled])).toEqual([
      ['bacs', 'Direct bank transfer', true],
      ['paypal', 'PayPal', true],
    ]);
    expect(gateways[1]!.description).toBe(
      "Pay via PayPal; you can pay with your credit card if you don't have a PayPal account.",
    );
  });

  it('falls back to Cash on Delivery and Direct Bank Transfer when none is enabled or none loads', async () => {
    ctx.woo.route(`GET ${V3}/payment_gateways`, {
      body: fixture<any[]>('v3-payment-gateways.json').map((g) => ({ ...g, enabled: false })),
    });
    // The shop's own two, with the same words the embedded store and the browser's fallback show.
    const fallback = [
      {
        id: 'cod',
        title: 'Cash on Delivery',
        description: 'Pay in cash when your order arrives.',
        enabled: true,
        shipped_only: true,
      },
      {
        id: 'bacs',
        title: 'Direct Bank Transfer',
        description: expect.stringMatching(/^Pay into our bank account/),
        enabled: true,
        shipped_only: false,
      },
    ];
    expect(await ctx.backend.listPaymentGateways()).toEqual(fallback);
    ctx.woo.route(`GET ${V3}/payment_gateways`, {
      status: 500,
      body: { code: 'internal_server_error', message: 'Critical error', data: { status: 500 } },
    });
    expect(await ctx.backend.listPaymentGateways()).toEqual(fallback);
  });

  it("reads Cash on Delivery's 'Accept for virtual orders': off, it is not offered for a cart with nothing to deliver", async () => {
    // A real WooCommerce 10 store's answer: accepted for virtual orders, as WooCommerce ships it.
    const real = realFixture<any[]>('v3-payment-gateways.json');
    ctx.woo.route(`GET ${V3}/payment_gateways`, { body: real });
    expect((await ctx.backend.listPaymentGateways()).map((g) => [g.id, g.shipped_only])).toEqual([['cod', false]]);
    const off = real.map((g) =>
      g.id === 'cod'
        ? { ...g, settings: { ...g.settings, enable_for_virtual: { ...g.settings.enable_for_virtual, value: 'no' } } }
        : g,
    );
    ctx.woo.route(`GET ${V3}/payment_gateways`, { body: off });
    const gateways = await ctx.backend.listPaymentGateways();
    expect(gateways.map((g) => [g.id, g.shipped_only])).toEqual([['cod', true]]);
    expect(gatewaysFor(gateways, true).map((g) => g.id)).toEqual(['cod']);
    expect(gatewaysFor(gateways, false)).toEqual([]);
  });
});

describe('orders', () => {
  const documented = fixture('store-checkout-request.json');
  const billing: Address = documented.billing_address;
  // Our shipping address also has email and phone; the Store API's has no email.
  const shipping: Address = { ...documented.shipping_address, email: 'admin@example.com', phone: '555-2368' };
  const order146 = {
    ...fixture('v3-order.json'),
    id: 146,
    number: '146',
    status: 'on-hold',
    order_key: 'wc_order_VPffqyvgWVqWL',
  };
  const input = {
    billing,
    shipping,
    paymentMethod: documented.payment_method,
    shippingMethod: 'free_shipping:12',
    customerNote: documented.customer_note,
    idempotencyKey: 'checkout-attempt-1',
  };

  async function withCart(shopper: { cartToken: string; userId: number | null }) {
    ctx.woo.route(`GET ${V3}/orders/146`, { body: order146 });
    ctx.woo.route(`PUT ${V3}/orders/146`, { body: order146 });
    await ctx.backend.addToCart(shopper, 38, 1);
  }

  it('places the order through Store API checkout with the documented body, at the chosen rate of the address', async () => {
    const shopper = { cartToken: 'guest-1', userId: null };
    await withCart(shopper);
    const result = await ctx.backend.createOrder(shopper, input);

    // The address first (its rates follow it), then the rate the shopper chose among them.
    expect(ctx.woo.calls('POST', `${STORE}/cart/update-customer`).map((r) => r.body)).toEqual([
      { shipping_address: { ...documented.shipping_address, phone: '555-2368' } },
    ]);
    const select = ctx.woo.calls('POST', `${STORE}/cart/select-shipping-rate`);
    expect(select.map((r) => r.body)).toEqual([{ package_id: 0, rate_id: 'free_shipping:12' }]);

    const [checkout] = ctx.woo.calls('POST', `${STORE}/checkout`);
    expect(checkout!.headers['cart-token']).toBe(STORE_SESSION['Cart-Token']);
    expect(checkout!.headers.nonce).toBe(STORE_SESSION.Nonce);
    expect(checkout!.headers['content-type']).toBe('application/json');
    const body = checkout!.body as Record<string, unknown>;
    for (const key of Object.keys(body)) expect(Object.keys(documented)).toContain(key);
    expect(body.billing_address).toEqual(documented.billing_address);
    expect(body.shipping_address).toEqual({ ...documented.shipping_address, phone: '555-2368' });
    expect(body).toMatchObject({ payment_method: 'cheque', customer_note: 'Test notes on order.', payment_data: [] });
    // Never POST /wc/v3/orders, which trusts the caller's prices.
    expect(ctx.woo.calls('POST', `${V3}/orders`)).toHaveLength(0);

    expect(result).toEqual({
      id: 146,
      number: '146',
      order_key: 'wc_order_VPffqyvgWVqWL',
      status: 'on-hold',
      total: '29.35',
    });
    // The order notes the language she placed it in, and is read back in the same call.
    const [put] = ctx.woo.calls('PUT', `${V3}/orders/146`);
    expect(put!.body).toEqual({ meta_data: [{ key: '_nefertari_language', value: 'en' }] });
  });

  it('leaves an already selected rate alone', async () => {
    const shopper = { cartToken: 'guest-2', userId: null };
    await withCart(shopper);
    await ctx.backend.createOrder(shopper, { ...input, shippingMethod: 'flat_rate:10' });
    expect(ctx.woo.calls('POST', `${STORE}/cart/select-shipping-rate`)).toHaveLength(0);
  });

  it('refuses a rate the address does not have, instead of charging another one', async () => {
    const shopper = { cartToken: 'guest-6', userId: null };
    await withCart(shopper);
    // The old checkout sent method types ("free_shipping"); a rate is "free_shipping:12".
    const err = await storeError(ctx.backend.createOrder(shopper, { ...input, shippingMethod: 'free_shipping' }));
    expect(err).toMatchObject({ code: 'conflict', status: 409, message: MSG.shippingRateGone });
    expect(ctx.woo.calls('POST', `${STORE}/checkout`)).toHaveLength(0);
  });

  it('refuses an address the store has no rate for', async () => {
    const shopper = { cartToken: 'guest-7', userId: null };
    await withCart(shopper);
    const nowhere = { ...fixture('store-cart.json'), shipping_rates: [{ package_id: 0, shipping_rates: [] }] };
    ctx.woo.route(`POST ${STORE}/cart/update-customer`, { headers: STORE_SESSION, body: nowhere });
    const err = await storeError(ctx.backend.createOrder(shopper, input));
    expect(err).toMatchObject({ status: 409, message: MSG.noShippingToAddress });
    expect(ctx.woo.calls('POST', `${STORE}/checkout`)).toHaveLength(0);
  });

  it('answers the same order for the same idempotency key, even for a double submit in flight', async () => {
    const shopper = { cartToken: 'guest-3', userId: null };
    await withCart(shopper);
    const [a, b] = await Promise.all([
      ctx.backend.createOrder(shopper, input),
      ctx.backend.createOrder(shopper, input),
    ]);
    const c = await ctx.backend.createOrder(shopper, input);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(ctx.woo.calls('POST', `${STORE}/checkout`)).toHaveLength(1);
  });

  it('answers one order for a double submit that reaches two server processes, and lets a failed attempt be retried', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'shop-woo-')), 'shop.db');
    // Each process has its own connection to the one SQLite file.
    const processBackend = () => {
      const db = new Db(file);
      return ctx.make({
        cartSessions: sqliteCartSessionStore(db),
        placedOrders: sqlitePlacedOrderStore(db),
        wishlists: memoryWishlistStore(),
      });
    };
    const [first, second] = [processBackend(), processBackend()];
    const shopper = { cartToken: 'guest-5', userId: null };
    ctx.woo.route(`GET ${V3}/orders/146`, { body: order146 });
    await first.addToCart(shopper, 38, 1);

    ctx.woo.route(`POST ${STORE}/checkout`, {
      status: 500,
      body: { code: 'internal_server_error', message: 'Critical error', data: { status: 500 } },
    });
    await storeError(first.createOrder(shopper, input));
    ctx.woo.route(`POST ${STORE}/checkout`, { headers: STORE_SESSION, body: fixture('store-checkout-response.json') });
    const [a, b] = await Promise.all([first.createOrder(shopper, input), second.createOrder(shopper, input)]);
    expect(b).toEqual(a);
    expect(await second.createOrder(shopper, input)).toEqual(a);
    expect(a).toMatchObject({ id: 146, order_key: 'wc_order_VPffqyvgWVqWL' });
    // The failed attempt, then exactly one more.
    expect(ctx.woo.calls('POST', `${STORE}/checkout`)).toHaveLength(2);
  });

  it('answers the order a server placed before it died, instead of placing it again or failing on the emptied cart', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'shop-woo-')), 'shop.db');
    const db = new Db(file);
    const placed = sqlitePlacedOrderStore(db);
    const shopper = { cartToken: 'guest-6', userId: null };
    ctx.woo.route(`GET ${V3}/orders/146`, { body: order146 });
    const backend = ctx.make({
      cartSessions: sqliteCartSessionStore(db),
      placedOrders: placed,
      wishlists: memoryWishlistStore(),
    });
    await backend.addToCart(shopper, 38, 1);
    // The dead server: it claimed the key, noted WooCommerce's draft order, then stopped (no renewal since).
    const key = `${shopper.cartToken}:${input.idempotencyKey}`;
    expect(await placed.claim(key, Date.now() - PLACING_LEASE_MS - 1)).toBe(true);
    await placed.noteDraft(key, 146);
    // WooCommerce finished that checkout: order 146 is on-hold, no longer a draft.
    const result = await backend.createOrder(shopper, input);
    expect(result).toMatchObject({ id: 146, number: '146', order_key: 'wc_order_VPffqyvgWVqWL', status: 'on-hold' });
    expect(ctx.woo.calls('POST', `${STORE}/checkout`)).toHaveLength(0);
    // The cart that became order 146 is emptied, so it is not bought a second time.
    expect(ctx.woo.calls('DELETE', `${STORE}/cart/items`)).toHaveLength(1);
    expect(await placed.get(key)).toEqual(result);
  });

  it('places the order itself when the dead server left only a draft', async () => {
    const db = new Db(path.join(mkdtempSync(path.join(tmpdir(), 'shop-woo-')), 'shop.db'));
    const placed = sqlitePlacedOrderStore(db);
    const shopper = { cartToken: 'guest-7', userId: null };
    ctx.woo.route(`GET ${V3}/orders/146`, { body: { ...order146, status: 'checkout-draft' } });
    const backend = ctx.make({
      cartSessions: sqliteCartSessionStore(db),
      placedOrders: placed,
      wishlists: memoryWishlistStore(),
    });
    await backend.addToCart(shopper, 38, 1);
    const key = `${shopper.cartToken}:${input.idempotencyKey}`;
    await placed.claim(key, Date.now() - PLACING_LEASE_MS - 1);
    await placed.noteDraft(key, 146);
    expect(await backend.createOrder(shopper, input)).toMatchObject({ id: 146 });
    expect(ctx.woo.calls('POST', `${STORE}/checkout`)).toHaveLength(1);
  });

  it('uses order_number when the store answers one', async () => {
    const shopper = { cartToken: 'guest-4', userId: null };
    await withCart(shopper);
    ctx.woo.route(`POST ${STORE}/checkout`, {
      headers: STORE_SESSION,
      body: { ...fixture('store-checkout-response.json'), order_number: 'NEF-00146' },
    });
    expect((await ctx.backend.createOrder(shopper, input)).number).toBe('NEF-00146');
  });

  it('attaches the order to a logged-in customer with a server-side PUT', async () => {
    const shopper = { cartToken: 'customer-26', userId: 26 };
    await withCart(shopper);
    const result = await ctx.backend.createOrder(shopper, input);
    const [put] = ctx.woo.calls('PUT', `${V3}/orders/146`);
    expect(put!.body).toEqual({ customer_id: 26, meta_data: [{ key: '_nefertari_language', value: 'en' }] });
    expectSigned(put);
    expect(result).toMatchObject({ id: 146, order_key: 'wc_order_VPffqyvgWVqWL', total: '29.35' });
  });

  it('refuses checkout with no cart, without calling WooCommerce checkout', async () => {
    const err = await storeError(ctx.backend.createOrder({ cartToken: 'nobody', userId: null }, input));
    expect(err).toMatchObject({ code: 'empty_cart', status: 409, message: MSG.emptyCartCheckout });
    expect(ctx.woo.calls('POST', `${STORE}/checkout`)).toHaveLength(0);
  });

  it('reads order 727 for the holder of its key, with customer notes only', async () => {
    const order = await ctx.backend.getOrder(727, { userId: null, orderKey: 'wc_order_58d2d042d1d' });
    expect(order).toMatchObject({
      id: 727,
      number: '727',
      status: 'processing',
      total: '29.35',
      shipping_total: '10.00',
      total_tax: '1.35',
      subtotal: '18.00',
      payment_method_title: 'Direct Bank Transfer',
      billing: { email: 'john.doe@example.com', first_name: 'John' },
      shipping_lines: [{ method_id: 'flat_rate', method_title: 'Flat Rate', total: '10.00' }],
    });
    expect(order.line_items.map((l) => [l.name, l.quantity, l.price, l.total])).toEqual([
      ['Woo Single #1', 2, '3.00', '6.00'],
      ['Ship Your Idea – Color: Black, Size: M Test', 1, '12.00', '12.00'],
    ]);
    expect(order.status_history.map((s) => s.status)).toEqual(['pending', 'processing']);
    // The documented notes are all private ones.
    expect(order.notes).toEqual([]);
    expect(ctx.woo.calls('GET', `${V3}/orders/727/notes`)[0]!.query).toMatchObject({ type: 'customer' });
  });

  it('hides an order from anyone who is neither its customer nor holds its key', async () => {
    for (const access of [
      { userId: null, orderKey: 'wc_order_wrong' },
      { userId: 5, orderKey: null },
      { userId: null },
    ]) {
      const err = await storeError(ctx.backend.getOrder(727, access));
      expect(err).toMatchObject({ code: 'not_found', status: 404, message: MSG.orderNotFound });
    }
    expect(ctx.woo.calls('GET', `${V3}/orders/727/notes`)).toHaveLength(0);
    const missing = await storeError(ctx.backend.getOrder(5555, { userId: 1 }));
    expect(missing).toMatchObject({ code: 'not_found', status: 404, message: MSG.orderNotFound });
  });

  it('shows a customer their own order by customer_id', async () => {
    ctx.woo.route(`GET ${V3}/orders/727`, { body: { ...fixture('v3-order.json'), customer_id: 26 } });
    expect((await ctx.backend.getOrder(727, { userId: 26 })).id).toBe(727);
  });

  it("lists a customer's orders with customer=<id> (there is no customer=me)", async () => {
    const orders = await ctx.backend.listCustomerOrders(26);
    expect(ctx.woo.calls('GET', `${V3}/orders`)[0]!.query).toMatchObject({
      customer: '26',
      per_page: '100',
      page: '1',
    });
    expect(orders).toEqual([
      // date_created_gmt, not the store-local date_created (16:28 at UTC-3).
      {
        id: 727,
        number: '727',
        status: 'processing',
        date_created: '2017-03-22T19:28:02Z',
        total: '29.35',
        currency: 'USD',
      },
      {
        id: 723,
        number: '723',
        status: 'completed',
        date_created: '2017-03-21T19:16:00Z',
        total: '39.00',
        currency: 'USD',
      },
    ]);
  });

  it('tracks an order by number and billing email, first match only', async () => {
    const found = await ctx.backend.findOrder('723', 'Joao.Silva@example.com');
    expect(ctx.woo.calls('GET', `${V3}/orders`)[0]!.query).toMatchObject({ search: '723' });
    expect(found).toMatchObject({ id: 723, status: 'completed' });
    expect(await ctx.backend.findOrder('723', 'john.doe@example.com')).toBeNull();
  });

  it('lists customer-visible notes only', async () => {
    expect(await ctx.backend.listCustomerNotes(723)).toEqual([]);
    const visible = {
      id: 282,
      author: 'Shop',
      date_created: '2017-03-22T07:00:00',
      date_created_gmt: '2017-03-22T10:00:00',
      note: '<p>Your parcel left our <b>workshop</b>.</p>',
      customer_note: true,
    };
    ctx.woo.route(`GET ${V3}/orders/:id/notes`, { body: [...fixture('v3-order-notes.json'), visible] });
    expect(await ctx.backend.listCustomerNotes(723)).toEqual([
      { id: 282, note: 'Your parcel left our workshop.', customer_note: true, date_created: '2017-03-22T10:00:00Z' },
    ]);
  });
});
