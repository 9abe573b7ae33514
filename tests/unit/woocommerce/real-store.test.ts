import { describe, expect, it } from 'vitest';
import { formatTime } from '../../../src/lib/dates';
import { MSG } from '../../../src/lib/messages';
import { realFixture } from '../../fixtures/woocommerce-fake-server';
import { useFakeWoo } from './helpers';

/**
 * The driver against what a real WordPress 6.8 + WooCommerce 10.0 store answered
 * (tests/fixtures/woocommerce-real): where these differ from the documentation, these win.
 */
const ctx = useFakeWoo();
const V3 = '/wp-json/wc/v3';

describe('a real order (v3-order)', () => {
  it('is dated from date_created_gmt, shown in Cairo time, with the governorate by name', async () => {
    const real = realFixture('v3-order.json');
    ctx.woo.route(`GET ${V3}/orders/${real.id}`, { body: real });
    ctx.woo.route(`GET ${V3}/orders/${real.id}/notes`, { body: [] });
    const order = await ctx.backend.getOrder(real.id, { userId: null, orderKey: real.order_key });
    // date_created is "2026-11-24T06:46:45", Cairo time without a zone; the GMT one is the instant.
    expect(order.date_created).toBe('2026-11-24T04:46:45Z');
    expect(formatTime(order.date_created)).toBe('6:46 AM');
    expect(order.status_history[0]).toMatchObject({ date: '2026-11-24T04:46:45Z', status: 'pending' });
    expect(order.shipping).toMatchObject({ city: 'Cairo', state: 'Cairo', country: 'EG' });
    expect(order.billing.state).toBe('Cairo');
    expect(ctx.woo.calls('GET', `${V3}/data/countries/EG`)).toHaveLength(1);
    expect(order.total).toBe('3760.00');
    expect(order.shipping_lines).toEqual([{ method_id: 'flat_rate', method_title: 'Flat rate', total: '10.00' }]);
  });
});

describe('a real customer (v3-customer)', () => {
  it('a new customer (every address field empty) registers and logs in with an answer the shop accepts', async () => {
    const { userSchema } = await import('../../../src/lib/schemas/user');
    const real = realFixture('v3-customer.json');
    ctx.woo.route(`POST ${V3}/customers`, { status: 201, body: real });
    ctx.woo.route(`GET ${V3}/customers/:id`, { body: real });
    const user = await ctx.backend.register({ email: real.email, username: real.username, password: 'nour-pass-123' });
    expect(userSchema.safeParse(user).error?.issues ?? []).toEqual([]);
    expect(user).toMatchObject({ id: 2, username: 'nour', email: 'nour@example.com', billing: {}, shipping: {} });
    const { user: loggedIn } = await ctx.backend.login('nour', 'nour-pass-123');
    expect(userSchema.safeParse(loggedIn).success).toBe(true);
  });
});

describe('stock refusals (store-cart-add-item-*)', () => {
  const STORE = '/wp-json/wc/store/v1';
  const shopper = { cartToken: 'stock-shopper', userId: null };
  it('more than the stock: the shop says how many are left', async () => {
    ctx.woo.route(`POST ${STORE}/cart/add-item`, {
      status: 400,
      body: realFixture('store-cart-add-item-not-enough-stock.json'),
    });
    const err = await ctx.backend.addToCart(shopper, 68, 4).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: 'insufficient_stock',
      status: 409,
      message: MSG.notEnoughStock('Carnelian Cocktail Ring', 3),
      details: { available: 3 },
    });
  });
  it('out of stock: the shop says so by name', async () => {
    ctx.woo.route(`POST ${STORE}/cart/add-item`, {
      status: 400,
      body: realFixture('store-cart-add-item-out-of-stock.json'),
    });
    const err = await ctx.backend.addToCart(shopper, 15, 1).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'out_of_stock', status: 409, message: MSG.productSoldOut('Scarab Silver Ring') });
  });
});

describe('shipping and checkout on the real store (store-cart-update-customer, store-checkout, v3-order)', () => {
  const STORE = '/wp-json/wc/store/v1';
  const shopper = { cartToken: 'real-checkout', userId: null };
  const address = {
    first_name: 'Nour',
    last_name: 'Hassan',
    company: '',
    address_1: '5 Tahrir Square',
    address_2: '',
    city: 'Cairo',
    state: 'Cairo',
    postcode: '11511',
    country: 'EG',
    email: 'nour@example.com',
    phone: '+201001234567',
  };
  const session = { 'Cart-Token': 'real-token', Nonce: 'real-nonce' };

  function realStore() {
    ctx.woo.route(`GET ${STORE}/cart`, { headers: session, body: realFixture('store-cart.json') });
    ctx.woo.route(`POST ${STORE}/cart/update-customer`, {
      headers: session,
      body: realFixture('store-cart-update-customer.json'),
    });
    ctx.woo.route(`POST ${STORE}/cart/select-shipping-rate`, {
      headers: session,
      body: realFixture('store-cart-select-shipping-rate.json'),
    });
    ctx.woo.route(`POST ${STORE}/checkout`, { headers: session, body: realFixture('store-checkout.json') });
    ctx.woo.route(`GET ${V3}/orders/27`, { body: realFixture('v3-order.json') });
    // The shop notes the order's language after checkout; WooCommerce answers the order.
    ctx.woo.route(`PUT ${V3}/orders/27`, { body: realFixture('v3-order.json') });
  }

  it("the quote is the store's rates for the address and its total; the order is charged exactly that", async () => {
    realStore();
    const quote = await ctx.backend.quoteShipping(shopper, address);
    expect(quote).toEqual({
      needs_shipping: true,
      rates: [{ id: 'flat_rate:1', name: 'Flat rate', description: '', price: '10.00', selected: true }],
      totals: { subtotal: '3750.00', shipping: '10.00', total_tax: '0.00', total: '3760.00' },
    });
    // The cart alone is what the items cost: no "calculated at checkout" shipping counted in.
    expect((await ctx.backend.getCart(shopper)).totals.total).toBe('3750.00');

    const result = await ctx.backend.createOrder(shopper, {
      billing: address,
      shipping: address,
      paymentMethod: 'cod',
      shippingMethod: 'flat_rate:1',
      customerNote: '',
      idempotencyKey: 'real-1',
    });
    expect(result).toEqual({
      id: 27,
      number: '27',
      order_key: 'wc_order_PHFFrJwvIiCIv',
      status: 'processing',
      total: quote.totals.total,
    });
  });

  it("an address the store refuses (a state it does not know for the country) is told in the shop's words", async () => {
    ctx.woo.route(`POST ${STORE}/cart/update-customer`, {
      status: 400,
      body: realFixture('store-cart-update-customer-invalid-state.json'),
    });
    const err = await ctx.backend
      .quoteShipping(shopper, { ...address, country: 'US', state: 'Dubai' })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'invalid_request', status: 400, message: MSG.stateNotValid });
  });

  it('cash on delivery stays on the shop: its redirect_url is the order-received page, not a payment page', async () => {
    const { offSitePayment } = await import('../../../src/server/drivers/woocommerce/checkout');
    const cod = realFixture('store-checkout.json');
    expect(cod.payment_result.redirect_url).toMatch(/\/checkout\/order-received\/27\//);
    expect(offSitePayment(cod)).toBeUndefined();
    // With the nefertari-storefront plugin the same answer points at the shop's confirmation.
    expect(
      offSitePayment({
        ...cod,
        payment_result: {
          ...cod.payment_result,
          redirect_url: 'https://shop.example/order-confirmation/27?key=wc_order_PHFFrJwvIiCIv',
        },
      }),
    ).toBeUndefined();
    const pending = {
      ...cod,
      status: 'pending',
      payment_result: { payment_status: 'success', redirect_url: 'https://pay.example/hosted/abc' },
    };
    expect(offSitePayment(pending)).toBe('https://pay.example/hosted/abc');
    expect(
      offSitePayment({
        ...pending,
        payment_result: { payment_status: 'success', redirect_url: 'javascript:alert(1)' },
      }),
    ).toBeUndefined();
  });
});

describe('the real catalogue (v3-products, v3-products-categories)', () => {
  it('every product passes the shop\'s schema, dated from date_created_gmt; the empty "Uncategorized" gets no page', async () => {
    const { productSchema, categorySchema } = await import('../../../src/lib/schemas/product');
    const { browsableCategories } = await import('../../../src/lib/catalogue/categories');
    ctx.woo.route(`GET ${V3}/products`, { headers: { 'X-WP-TotalPages': '1' }, body: realFixture('v3-products.json') });
    ctx.woo.route(`GET ${V3}/products/categories`, {
      headers: { 'X-WP-TotalPages': '1' },
      body: realFixture('v3-products-categories.json'),
    });
    const products = await ctx.backend.listProducts();
    expect(products).toHaveLength(6);
    for (const p of products) expect(productSchema.safeParse(p).error?.issues ?? [], p.name).toEqual([]);
    const pearl = products.find((p) => p.sku === 'NEF-ER-001')!;
    expect(pearl.date_created).toBe('2026-11-24T04:42:21Z');
    const categories = await ctx.backend.listCategories();
    for (const c of categories) expect(categorySchema.safeParse(c).success, c.slug).toBe(true);
    expect(categories.map((c) => c.slug)).toContain('uncategorized');
    expect(
      browsableCategories(categories, products)
        .map((c) => c.slug)
        .sort(),
    ).toEqual(['bracelets', 'earrings', 'necklaces', 'rings']);
  });
});

describe('a real login refused (jwt-token-wrong-password)', () => {
  it("a wrong password is the shop's own sentence, never WordPress's HTML with its lost-password link", async () => {
    const real = realFixture('jwt-token-wrong-password.json');
    ctx.woo.route('POST /wp-json/jwt-auth/v1/token', { status: 403, body: real });
    const err = await ctx.backend.login('nour', 'not-her-password').catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'invalid_credentials', status: 401, message: MSG.invalidCredentials });
    expect(JSON.stringify(err)).not.toContain('<strong>');
  });
});
