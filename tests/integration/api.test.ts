import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseSync } from 'node:sqlite';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { get as httpGet } from 'node:http';
import { ensureBuilt, Shopper, startServer, type RunningServer } from './server';
import { MSG } from '../../src/lib/messages';
import { MAIL_MSG } from '../../src/lib/mail-messages';
import { resetLink, waitForOutbox } from '../unit/mail/smtp';
import { HTML_GZIP } from '../../bench/budgets.mjs';

/**
 * The real built server on a temporary database, exercised the way the browser client does.
 * LOCKOUT_STEP_MS shortens the lockout so its expiry can be waited for; TRUST_PROXY lets each
 * simulated shopper have its own client address (the auth rate limit is per address).
 */
// A 5 s lock (5 x 1 s): long enough that three requests on a loaded machine all meet it.
const STEP_MS = 1000;
let server: RunningServer;
let db: DatabaseSync;

const address = (over: Record<string, string> = {}) => ({
  first_name: 'Amira',
  last_name: 'Hassan',
  address_1: '12 Nile Corniche',
  city: 'Cairo',
  state: 'EGC',
  postcode: '11511',
  country: 'EG',
  email: 'amira@example.com',
  phone: '+20 100 123 4567',
  ...over,
});
const orderBody = (over: Record<string, unknown> = {}) => ({
  billing: address(),
  shipping: address(),
  payment_method: 'cod',
  shipping_method: 'standard',
  customer_note: '',
  idempotency_key: randomUUID(),
  ...over,
});
const stockOf = (id: number) =>
  db.prepare('SELECT stock_quantity, stock_status FROM stock WHERE product_id = ?').get(id) as {
    stock_quantity: number;
    stock_status: string;
  };
const setStock = (id: number, q: number) =>
  db
    .prepare(
      "UPDATE stock SET stock_quantity = ?, stock_status = CASE WHEN ? > 0 THEN 'instock' ELSE 'outofstock' END WHERE product_id = ?",
    )
    .run(q, q, id);
const shopper = () => new Shopper(server.url);

beforeAll(async () => {
  ensureBuilt();
  server = await startServer({ env: { LOCKOUT_STEP_MS: String(STEP_MS), TRUST_PROXY: '1' } });
  db = new DatabaseSync(server.dbPath);
  db.exec('PRAGMA busy_timeout = 5000');
}, 180_000);

afterAll(async () => {
  db?.close();
  await server?.stop();
});

describe('security', () => {
  it('sends security headers, no-store and never a CORS grant', async () => {
    const r = await shopper().req('GET', '/api/status', undefined, { headers: { origin: server.url } });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a write without the anti-forgery header, with a wrong one, or without X-Requested-With', async () => {
    const s = shopper();
    for (const opts of [{ csrf: false }, { xrw: false }, { headers: { 'x-csrf-token': 'f'.repeat(32) } }]) {
      const r = await s.req('POST', '/api/cart/items', { id: 114 }, opts);
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ code: 'forbidden', message: MSG.forbidden });
    }
    expect((await s.get('/api/cart')).body.items).toEqual([]);
  });

  it('refuses a cross-origin request even with valid tokens', async () => {
    const r = await shopper().req(
      'POST',
      '/api/cart/items',
      { id: 114 },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(r.status).toBe(403);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('catalogue', () => {
  it('answers live price and stock of a product', async () => {
    const r = await shopper().get('/api/products/101');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: 101,
      price: '690.00',
      regular_price: '890.00',
      on_sale: true,
      manage_stock: true,
      stock_status: 'instock',
    });
  });

  it("answers the live stock, price and rating of a page's products in one request", async () => {
    const r = await shopper().get('/api/products/live?ids=101,131,99999,101');
    expect(r.status).toBe(200);
    expect(r.body.products.map((p: { id: number }) => p.id)).toEqual([101, 131]);
    const reviews = (await shopper().get('/api/reviews?product=101')).body.reviews as { rating: number }[];
    const average = reviews.reduce((sum, x) => sum + x.rating, 0) / reviews.length;
    // The rating is the store's approved reviews, not the catalogue file's "64 reviews".
    expect(r.body.products[0]).toMatchObject({
      id: 101,
      stock_status: 'instock',
      rating_count: reviews.length,
      average_rating: average.toFixed(2),
    });
    for (const bad of ['', 'abc', '1,,2', '-1'])
      expect((await shopper().get(`/api/products/live?ids=${bad}`)).status, bad).toBe(400);
  });

  it('rejects a malformed id with 400 and an unknown one with 404, both "Invalid product ID"', async () => {
    // An id is written one way only: no spaces, signs, leading zeros or exponents, and it fits a safe integer.
    const loose = ['%20101', '101%0A', '0101', '%2B101', '1e3', '99999999999999999999'].map((id) => [id, 400] as const);
    for (const [id, status] of [['abc', 400], ['0', 400], ['-3', 400], ['99999', 404], ...loose] as const) {
      const r = await shopper().get(`/api/products/${id}`);
      expect([r.status, r.body]).toEqual([status, { code: 'invalid_product', message: 'Invalid product ID' }]);
    }
  });

  it('lists categories and the products of one; an invalid category has none', async () => {
    const s = shopper();
    const { body } = await s.get('/api/categories');
    const rings = body.categories.find((c: { slug: string }) => c.slug === 'rings');
    expect(rings).toBeTruthy();
    const products = (await s.get(`/api/categories/${rings.id}/products`)).body.products;
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p: { categories: { id: number }[] }) => p.categories.some((c) => c.id === rings.id))).toBe(
      true,
    );
    expect((await s.get('/api/categories/nope/products')).body).toEqual({ products: [] });
  });
});

describe('cart', () => {
  it('shows a new shopper an empty cart and sets the httpOnly cart cookie on the first add', async () => {
    const s = shopper();
    const r = await s.req('GET', '/api/cart');
    expect(r.body).toMatchObject({ items: [], item_count: 0, totals: { total: '0.00' } });
    // Reads mint no cookie, so parallel first reads cannot orphan a concurrent add.
    expect(r.headers.getSetCookie().find((c) => c.startsWith('cart_token='))).toBeUndefined();
    const added = await s.req('POST', '/api/cart/items', { id: 101 });
    const cookie = added.headers.getSetCookie().find((c) => c.startsWith('cart_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await s.get('/api/cart')).body.item_count).toBe(1);
  });

  it('tells the page a cart may exist through a readable cookie that lives as long as the cart token', async () => {
    const s = shopper();
    const read = await s.req('GET', '/api/cart');
    expect(read.headers.getSetCookie().find((c) => c.startsWith('has_cart='))).toBeUndefined();
    const added = await s.req('POST', '/api/cart/items', { id: 101 });
    const token = added.headers.getSetCookie().find((c) => c.startsWith('cart_token='))!;
    const marker = added.headers.getSetCookie().find((c) => c.startsWith('has_cart='));
    // Readable by the page's script (not HttpOnly), and never the token itself.
    expect(marker).toMatch(/^has_cart=1;/);
    expect(marker).not.toMatch(/HttpOnly/i);
    expect(marker).toMatch(/SameSite=Lax/i);
    expect(/Max-Age=(\d+)/i.exec(marker!)?.[1]).toBe(/Max-Age=(\d+)/i.exec(token)?.[1]);
    // A token holder from before the marker gets it on her next read; one who has it, nothing new.
    const before = shopper();
    await before.req('POST', '/api/cart/items', { id: 101 });
    before.cookies.delete('has_cart');
    const first = await before.req('GET', '/api/cart');
    expect(first.headers.getSetCookie().find((c) => c.startsWith('has_cart='))).toMatch(/^has_cart=1;/);
    const next = await before.req('GET', '/api/cart');
    expect(next.headers.getSetCookie()).toEqual([]);
  });

  it('adds, merges, updates, removes and clears, with server prices (a tampered price is ignored)', async () => {
    const s = shopper();
    let r = await s.post('/api/cart/items', { id: 101, quantity: 2, price: '1.00', totals: { total: '1.00' } });
    expect(r.status).toBe(200);
    expect(r.body.items[0]).toMatchObject({ id: 101, name: 'Golden Lotus Necklace', price: '690.00', quantity: 2 });
    expect(r.body.items[0].featured_image).toMatch(/^\/_astro\/.+\.svg$/);
    expect(r.body.totals.total).toBe('1380.00');
    r = await s.post('/api/cart/items', { id: 101 });
    expect(r.body.items).toHaveLength(1);
    expect(r.body.item_count).toBe(3);
    r = await s.post('/api/cart/items', { id: 114, quantity: 1 });
    const key = r.body.items.find((i: { id: number }) => i.id === 114).key;
    r = await s.req('PATCH', `/api/cart/items/${key}`, { quantity: 4, price: '0.01' });
    expect(r.body.items.find((i: { id: number }) => i.id === 114)).toMatchObject({
      quantity: 4,
      totals: { total: '1400.00' },
    });
    expect(r.body.totals.total).toBe('3470.00');
    r = await s.req('DELETE', `/api/cart/items/${key}`);
    expect(r.body.items.map((i: { id: number }) => i.id)).toEqual([101]);
    expect((await s.get('/api/cart')).body.item_count).toBe(3);
    r = await s.req('DELETE', '/api/cart/items');
    expect(r.body).toMatchObject({ items: [], item_count: 0 });
  });

  it('answers bad bodies with 400 naming the problem, and changes nothing', async () => {
    const s = shopper();
    await s.post('/api/cart/items', { id: 114 });
    let r = await s.req('POST', '/api/cart/items', undefined, { raw: '{"id": 114,' });
    expect(r.body).toEqual({ code: 'invalid_request', message: 'Request body must be valid JSON' });
    // JSON is the one body the API takes: under another type it is refused, not guessed at.
    for (const type of ['application/xml', 'text/csv', 'text/plain', 'application/x-www-form-urlencoded']) {
      r = await s.req('POST', '/api/cart/items', undefined, { raw: '{"id": 114}', headers: { 'content-type': type } });
      expect([type, r.status, r.body]).toEqual([
        type,
        415,
        { code: 'unsupported_media_type', message: MSG.bodyNotJson },
      ]);
    }
    r = await s.req('POST', '/api/wishlist', undefined, {
      raw: '{"product_id": 114}',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(r.status).toBe(200);
    for (const raw of ['[114]', 'null', '"114"', '114']) {
      r = await s.req('POST', '/api/cart/items', undefined, { raw });
      expect([raw, r.status, r.body]).toEqual([raw, 400, { code: 'invalid_request', message: MSG.bodyNotObject }]);
    }
    r = await s.post('/api/cart/items', { id: 114, quantity: 0 });
    // The message is for a person; the field's name as the API spells it stays in `field`.
    expect([r.status, r.body]).toEqual([
      400,
      { code: 'invalid_request', message: 'The quantity must be at least 1', field: 'quantity' },
    ]);
    r = await s.post('/api/cart/items', { quantity: 1 });
    expect(r.body).toMatchObject({ message: 'The product ID is required', field: 'id' });
    const key = (await s.get('/api/cart')).body.items[0].key;
    r = await s.req('PATCH', `/api/cart/items/${key}`, { quantity: 'lots' });
    expect(r.status).toBe(400);
    expect((await s.get('/api/cart')).body.item_count).toBe(1);
  });

  it('refuses an unknown product (404) and an out-of-stock one (409); more than the stock adds what is left and says so', async () => {
    const s = shopper();
    let r = await s.post('/api/cart/items', { id: 99999 });
    expect([r.status, r.body.message]).toEqual([404, 'Invalid product ID']);
    r = await s.post('/api/cart/items', { id: 122 });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('out_of_stock');
    // A ring is sold by size, each size its own stock: 4 asked of a size with 1 left adds 1 and says so.
    r = await s.post('/api/cart/items', { id: 124, quantity: 4, choices: { Size: '7' } });
    expect(r.status).toBe(200);
    expect(r.body.add_cut).toEqual({ requested: 4, added: 1, left: 1 });
    expect((await s.get('/api/cart')).body.items.map((i: { quantity: number }) => i.quantity)).toEqual([1]);
    r = await s.post('/api/cart/items', { id: 124, quantity: 1, choices: { Size: '7' } });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'insufficient_stock', message: MSG.stockAlreadyInCart(1, 1) });
    r = await s.post('/api/cart/items', { id: 124 });
    expect([r.status, r.body.code, r.body.message]).toEqual([400, 'invalid_request', 'Choose a size']);
  });

  it('drops a line whose product sold out since, with a notice', async () => {
    const s = shopper();
    await s.post('/api/cart/items', { id: 133 });
    setStock(133, 0);
    const r = await s.get('/api/cart');
    expect(r.body.items).toEqual([]);
    expect(r.body.notices).toEqual([MSG.productGone('Mother-of-Pearl Crescent Earrings')]);
    setStock(133, 20);
  });

  it('404s an unknown line key', async () => {
    const r = await shopper().req('PATCH', '/api/cart/items/0123456789abcdef0123456789abcdef', { quantity: 1 });
    expect(r.status).toBe(404);
  });
});

describe('wishlist', () => {
  it('adds, checks, removes and clears per shopper', async () => {
    const s = shopper();
    let r = await s.post('/api/wishlist', { product_id: 105 });
    expect(r.body.items).toMatchObject([{ product_id: 105, name: 'Winged Scarab Necklace', price: '1450.00' }]);
    await s.post('/api/wishlist', { product_id: 105 });
    r = await s.post('/api/wishlist', { product_id: 106 });
    expect(r.body.items).toHaveLength(2);
    expect((await s.get('/api/wishlist/105')).body).toEqual({ exists: true });
    expect((await shopper().get('/api/wishlist/105')).body).toEqual({ exists: false });
    r = await s.req('DELETE', '/api/wishlist/105');
    expect(r.body.items.map((i: { product_id: number }) => i.product_id)).toEqual([106]);
    expect((await s.req('DELETE', '/api/wishlist')).body).toEqual({ items: [] });
    expect((await s.get('/api/wishlist')).body).toEqual({ items: [] });
    expect((await s.post('/api/wishlist', { product_id: 99999 })).status).toBe(404);
    expect((await s.post('/api/wishlist', { product_id: 'x' })).status).toBe(400);
  });
});

describe('reviews', () => {
  it('lists approved sample reviews and holds a submission, storing its text as given', async () => {
    const s = shopper();
    const before = (await s.get('/api/reviews?product=101')).body.reviews;
    expect(before.length).toBeGreaterThan(0);
    expect(before[0]).not.toHaveProperty('reviewer_email');
    const payload = '<script>alert("x")</script> Lovely & shiny';
    const r = await s.post('/api/reviews', {
      product_id: 101,
      reviewer: 'Nour',
      reviewer_email: 'nour@example.com',
      review: payload,
      rating: 5,
    });
    expect(r.status).toBe(202);
    expect(r.body).toMatchObject({ status: 'hold' });
    expect((await s.get('/api/reviews?product=101')).body.reviews).toHaveLength(before.length);
    const stored = db.prepare('SELECT review, status FROM reviews WHERE id = ?').get(r.body.id) as {
      review: string;
      status: string;
    };
    expect(stored).toEqual({ review: payload, status: 'hold' });
  });

  it('validates the submission and the product', async () => {
    const s = shopper();
    let r = await s.post('/api/reviews', {
      product_id: 101,
      reviewer: 'N',
      reviewer_email: 'not-an-email',
      review: 'x',
      rating: 5,
    });
    expect([r.status, r.body.message, r.body.field]).toEqual([400, MSG.emailInvalid, 'reviewer_email']);
    r = await s.post('/api/reviews', {
      product_id: 101,
      reviewer: 'N',
      reviewer_email: 'n@example.com',
      review: 'x',
      rating: 9,
    });
    expect([r.body.message, r.body.field]).toEqual([MSG.reviewRating, 'rating']);
    expect((await s.get('/api/reviews?product=abc')).status).toBe(400);
  });
});

describe('checkout and orders', () => {
  it('lists the enabled gateways', async () => {
    const s = shopper();
    expect(
      (await s.get('/api/checkout/payment-gateways')).body.gateways.map((g: { id: string; title: string }) => [
        g.id,
        g.title,
      ]),
    ).toEqual([
      ['cod', 'Cash on Delivery'],
      ['bacs', 'Direct Bank Transfer'],
    ]);
  });

  it('creates an order from the server cart, ignoring totals in the request; the owner can read it with the key', async () => {
    const s = shopper();
    await s.post('/api/cart/items', { id: 110, quantity: 2 });
    const stock = stockOf(110).stock_quantity;
    const r = await s.post('/api/orders', {
      ...orderBody(),
      total: '1.00',
      line_items: [{ product_id: 110, quantity: 2, price: '0.01' }],
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ status: 'processing', total: '850.00' });
    expect(r.body.number).toMatch(/^1\d{4,}$/);
    expect(r.body.order_key).toMatch(/^wc_order_/);
    expect(stockOf(110).stock_quantity).toBe(stock - 2);
    expect((await s.get('/api/cart')).body.items).toEqual([]);

    const order = (await s.get(`/api/orders/${r.body.id}?key=${r.body.order_key}`)).body;
    expect(order).toMatchObject({
      number: r.body.number,
      subtotal: '840.00',
      shipping_total: '10.00',
      total: '850.00',
      payment_method_title: 'Cash on Delivery',
    });
    expect(order.line_items).toMatchObject([{ product_id: 110, quantity: 2, price: '420.00', total: '840.00' }]);
    expect(order.status_history.map((h: { status: string }) => h.status)).toEqual(['pending', 'processing']);
    expect((await shopper().get(`/api/orders/${r.body.id}`)).body).toEqual({
      code: 'not_found',
      message: 'Order not found',
    });
    expect((await shopper().get(`/api/orders/${r.body.id}?key=wc_order_guess`)).status).toBe(404);
    expect((await s.get(`/api/orders/${r.body.id}/notes?key=${r.body.order_key}`)).body).toEqual({ notes: [] });
    expect((await shopper().get(`/api/orders/${r.body.id}/notes`)).status).toBe(404);

    const tracked = await shopper().post('/api/orders/track', { number: r.body.number, email: 'AMIRA@example.com' });
    expect(tracked.body.id).toBe(r.body.id);
    expect(
      (await shopper().post('/api/orders/track', { number: r.body.number, email: 'other@example.com' })).status,
    ).toBe(404);
    expect((await shopper().post('/api/orders/track', { number: '', email: 'x' })).status).toBe(400);
  });

  it('places the order only at the total Place Order showed: another total is refused with the new one, and nothing is taken', async () => {
    const s = shopper();
    await s.post('/api/cart/items', { id: 110, quantity: 2 });
    const quoted = (await s.post('/api/checkout/shipping', { address: address(), rate: 'standard' })).body.totals.total;
    expect(quoted).toBe('850.00');
    const stock = stockOf(110).stock_quantity;
    // She was shown less than the store would charge now (a code gone, a price changed).
    const refused = await s.post('/api/orders', orderBody({ expected_total: '765.00' }));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'total_changed', message: MSG.totalChanged('EGP 850.00') });
    expect(stockOf(110).stock_quantity).toBe(stock);
    expect((await s.get('/api/cart')).body.items).toHaveLength(1);
    // At the total she saw, it is placed and charged that.
    const placed = await s.post('/api/orders', orderBody({ expected_total: quoted }));
    expect(placed.status).toBe(201);
    expect(placed.body.total).toBe(quoted);
    expect((await s.post('/api/orders', orderBody({ expected_total: 'lots' }))).status).toBe(400);
  });

  it("quotes the store's rates for the address, and the order is charged exactly the quoted total", async () => {
    const s = shopper();
    await s.post('/api/cart/items', { id: 115, quantity: 3 });
    const quote = await s.post('/api/checkout/shipping', { address: address(), rate: 'standard' });
    expect(quote.body).toEqual({
      needs_shipping: true,
      rates: [
        {
          id: 'standard',
          name: 'Standard Shipping',
          description: 'Delivered in 3-5 business days.',
          price: '10.00',
          selected: true,
        },
      ],
      totals: { subtotal: '1170.00', shipping: '10.00', total_tax: '0.00', total: '1180.00' },
    });
    const order = await s.post('/api/orders', orderBody({ shipping_method: 'standard' }));
    expect(order.body.total).toBe(quote.body.totals.total);
    expect((await s.post('/api/checkout/shipping', { address: { ...address(), city: '' } })).status).toBe(400);
  });

  it('puts a bank transfer on hold', async () => {
    const s = shopper();
    await s.post('/api/cart/items', { id: 114 });
    expect((await s.post('/api/orders', orderBody({ payment_method: 'bacs' }))).body.status).toBe('on-hold');
  });

  it('answers a double-submitted order with one order', async () => {
    const s = shopper();
    await s.post('/api/cart/items', { id: 115, quantity: 1 });
    const stock = stockOf(115).stock_quantity;
    const body = orderBody();
    const [a, b] = await Promise.all([s.post('/api/orders', body), s.post('/api/orders', body)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    const again = await s.post('/api/orders', body);
    expect(again.body.id).toBe(a.body.id);
    expect(stockOf(115).stock_quantity).toBe(stock - 1);
    expect(
      (
        db
          .prepare('SELECT COUNT(*) AS n FROM orders WHERE billing_email = ? AND id >= ?')
          .get('amira@example.com', a.body.id) as { n: number }
      ).n,
    ).toBe(1);
  });

  it('sells exactly the stock to 20 parallel checkouts (5 left: 5 orders, stock 0)', async () => {
    const shoppers = Array.from({ length: 20 }, shopper);
    for (const s of shoppers) expect((await s.post('/api/cart/items', { id: 110 })).status).toBe(200);
    setStock(110, 5);
    const results = await Promise.all(shoppers.map((s) => s.post('/api/orders', orderBody())));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(15);
    expect(refused.every((r) => r.status === 409)).toBe(true);
    expect(stockOf(110)).toEqual({ stock_quantity: 0, stock_status: 'outofstock' });
  });

  it('rejects bad order bodies with the first problem and an empty cart with 409', async () => {
    const s = shopper();
    await s.post('/api/cart/items', { id: 114 });
    let r = await s.post('/api/orders', orderBody({ billing: address({ email: 'nope' }) }));
    expect([r.status, r.body.code]).toEqual([400, 'invalid_request']);
    expect([r.body.message, r.body.field]).toEqual([MSG.emailInvalid, 'billing.email']);
    r = await s.post('/api/orders', orderBody({ payment_method: 'bitcoin' }));
    expect([r.status, r.body.message]).toEqual([400, MSG.paymentMethodRequired]);
    expect((await s.get('/api/cart')).body.item_count).toBe(1);
    r = await shopper().post('/api/orders', orderBody());
    expect([r.status, r.body.message]).toEqual([409, MSG.emptyCartCheckout]);
  });

  it('moves an order through its statuses with npm run order:status, restocking on cancel', async () => {
    const s = shopper();
    // A ring in size 6: its stock is the variant's (12002), taken and given back as such.
    await s.post('/api/cart/items', { id: 120, quantity: 3, choices: { Size: '6' } });
    const stock = stockOf(12002).stock_quantity;
    const placed = (await s.post('/api/orders', orderBody({ payment_method: 'bacs' }))).body;
    expect(stockOf(12002).stock_quantity).toBe(stock - 3);
    const run = (...args: string[]) =>
      spawnSync(path.resolve('node_modules/.bin/node'), ['scripts/order-status.mjs', ...args], {
        env: { ...process.env, DATABASE_PATH: server.dbPath },
        encoding: 'utf8',
      });
    let out = run(placed.number, 'processing', 'Payment received, thank you!');
    expect(out.stdout).toContain(`Order #${placed.number}: on-hold -> processing`);
    out = run(String(placed.id), 'cancelled');
    expect(out.status).toBe(0);
    expect(stockOf(12002).stock_quantity).toBe(stock);
    expect(run(placed.number, 'shipped').stderr).toContain('Unknown status');
    const order = (await s.get(`/api/orders/${placed.id}?key=${placed.order_key}`)).body;
    expect(order.status).toBe('cancelled');
    expect(order.status_history.map((h: { status: string }) => h.status)).toEqual([
      'pending',
      'on-hold',
      'processing',
      'cancelled',
    ]);
    const notes = (await s.get(`/api/orders/${placed.id}/notes?key=${placed.order_key}`)).body.notes;
    expect(notes.map((n: { note: string }) => n.note)).toEqual(['Payment received, thank you!']);
    run(placed.number, 'completed');
    expect((await s.get(`/api/orders/${placed.id}?key=${placed.order_key}`)).body.date_completed).toEqual(
      expect.any(String),
    );
    expect(stockOf(12002).stock_quantity).toBe(stock - 3);
  });

  it('needs a login for the order list', async () => {
    expect((await shopper().get('/api/orders')).body).toEqual({ code: 'unauthorized', message: MSG.userNotLoggedIn });
  });
});

describe('accounts', () => {
  const password = 'Str0ng!Pass';

  it('registers, refuses a taken username or email, logs in, lists own orders, refreshes, updates the profile and logs out', async () => {
    const s = shopper();
    let r = await s.post('/api/auth/register', { email: 'layla@example.com', username: 'layla', password });
    expect(r.status).toBe(201);
    expect(r.body.user).toMatchObject({ username: 'layla', email: 'layla@example.com' });
    expect(r.body.user).not.toHaveProperty('password_hash');
    expect(
      (await s.post('/api/auth/register', { email: 'x@example.com', username: 'LAYLA', password })).body.code,
    ).toBe('username_taken');
    r = await s.post('/api/auth/register', { email: 'Layla@example.com', username: 'other', password });
    expect([r.status, r.body]).toEqual([409, { code: 'email_taken', message: MSG.emailTaken }]);
    r = await s.post('/api/auth/register', { email: 'w@example.com', username: 'weak', password: 'weakpass' });
    expect([r.status, r.body.message, r.body.field]).toEqual([400, MSG.passwordUpper, 'password']);

    await s.post('/api/wishlist', { product_id: 105 });
    r = await s.post('/api/auth/login', { username: 'layla', password });
    expect(r.status).toBe(200);
    // The guest's wishlist now belongs to the account.
    expect((await s.get('/api/wishlist')).body.items.map((i: { product_id: number }) => i.product_id)).toEqual([105]);
    expect(r.body.expires_at).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(r.headers.getSetCookie().find((c) => c.startsWith('session='))).toMatch(/HttpOnly/i);
    expect(JSON.stringify(r.body)).not.toContain(s.cookies.get('session'));
    expect((await s.get('/api/auth/me')).body.user.username).toBe('layla');

    await s.post('/api/cart/items', { id: 102, choices: { Metal: 'Sterling Silver', Size: '7' } });
    const placed = (await s.post('/api/orders', orderBody({ billing: address({ email: 'layla@example.com' }) }))).body;
    expect((await s.get('/api/orders')).body.orders).toMatchObject([
      { id: placed.id, number: placed.number, total: '660.00' },
    ]);
    expect((await s.get(`/api/orders/${placed.id}`)).body.id).toBe(placed.id);
    expect((await shopper().get('/api/orders')).status).toBe(401);

    r = await s.post('/api/auth/refresh');
    expect(r.status).toBe(200);
    expect(r.body.expires_at).toBeGreaterThan(Date.now() + 59 * 60_000);

    r = await s.req('PUT', '/api/auth/profile', { first_name: 'Layla', display_name: 'Layla S.' });
    expect(r.body.user).toMatchObject({ first_name: 'Layla', display_name: 'Layla S.' });
    r = await s.req('PUT', '/api/auth/profile', { new_password: 'N3w!Password', current_password: 'wrong' });
    expect([r.status, r.body.message]).toEqual([400, MSG.currentPasswordWrong]);
    r = await s.req('PUT', '/api/auth/profile', { new_password: 'N3w!Password', current_password: password });
    expect(r.status).toBe(200);
    expect((await shopper().post('/api/auth/login', { username: 'layla', password: 'N3w!Password' })).status).toBe(200);
    expect((await shopper().req('PUT', '/api/auth/profile', { first_name: 'X' })).body).toEqual({
      code: 'unauthorized',
      message: MSG.userNotLoggedIn,
    });

    r = await s.post('/api/auth/logout');
    expect(r.status).toBe(204);
    expect((await s.get('/api/auth/me')).status).toBe(401);
    expect((await s.post('/api/auth/refresh')).status).toBe(401);
  });

  it('answers a wrong password with 401 and locks after 5 failures until the lock runs out', async () => {
    await shopper().post('/api/auth/register', { email: 'karim@example.com', username: 'karim', password });
    const s = shopper();
    for (let i = 1; i <= 4; i++) {
      const r = await s.post('/api/auth/login', { username: 'karim', password: 'wrong' });
      expect([r.status, r.body]).toEqual([
        401,
        { code: 'invalid_credentials', message: 'Invalid username or password' },
      ]);
    }
    let r = await s.post('/api/auth/login', { username: 'karim', password: 'wrong' });
    expect([r.status, r.body.code]).toEqual([429, 'locked']);
    expect(r.body.retry_after_ms).toBe(5 * STEP_MS);
    // Even the right password waits while locked.
    r = await s.post('/api/auth/login', { username: 'karim', password });
    expect(r.status).toBe(429);
    expect(r.body.retry_after_ms).toBeLessThanOrEqual(5 * STEP_MS);
    // The lock is the account's: another address, or the account's email, waits too.
    expect((await shopper().post('/api/auth/login', { username: 'karim@example.com', password })).status).toBe(429);
    await new Promise((done) => setTimeout(done, r.body.retry_after_ms + 50));
    expect((await s.post('/api/auth/login', { username: 'karim', password })).status).toBe(200);
  });

  it('rate-limits the credential endpoints per client address', async () => {
    const s = shopper();
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push((await s.post('/api/auth/lost-password', { email: `nobody${i}@example.com` })).status);
    expect(answers.slice(0, 20).every((st) => st === 202)).toBe(true);
    expect(answers[20]).toBe(429);
    const refused = await s.post('/api/auth/login', { username: 'layla', password: 'whatever' });
    expect(refused.body).toMatchObject({ code: 'rate_limited', message: MSG.tooManyRequests });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Reading the session is not throttled; another address is not affected.
    expect((await s.get('/api/auth/me')).status).toBe(401);
    expect((await shopper().post('/api/auth/lost-password', { email: 'nobody@example.com' })).status).toBe(202);
  });

  it('resets a password with a fresh code once; used and expired codes are refused', async () => {
    const s = shopper();
    await s.post('/api/auth/register', { email: 'hana@example.com', username: 'hana', password });
    const unknown = await s.post('/api/auth/lost-password', { email: 'nobody@example.com' });
    const known = await s.post('/api/auth/lost-password', { email: 'hana@example.com' });
    expect([unknown.status, known.status]).toEqual([202, 202]);
    expect(known.body).toEqual(unknown.body);
    const outbox = path.join(server.dir, 'outbox');
    const sent = new Set<string>();
    // The newest reset message to hana not read yet (the mail worker writes it just after the answer).
    const latest = async () => {
      const m = await waitForOutbox(
        outbox,
        (m, file) => file.includes('hana') && m.subject === MAIL_MSG.resetSubject && !sent.has(m.messageId!),
      );
      sent.add(m.messageId!);
      expect(m.to && !Array.isArray(m.to) ? m.to.text : '').toBe('hana@example.com');
      return resetLink(m);
    };
    const mail = await latest();
    // With no SMTP server the code is also in the server log, for the developer.
    await expect.poll(() => server.output()).toContain(mail.code);

    let r = await s.post('/api/auth/reset-password', { code: mail.code, password: 'weak' });
    expect(r.status).toBe(400);
    r = await s.post('/api/auth/reset-password', { code: mail.code, password: 'Fresh!Pass1' });
    expect([r.status, r.body.message]).toEqual([200, MSG.passwordResetDone]);
    r = await s.post('/api/auth/reset-password', { code: mail.code, password: 'Again!Pass1' });
    expect([r.status, r.body]).toEqual([400, { code: 'invalid_code', message: MSG.resetCodeInvalid }]);
    expect((await s.post('/api/auth/login', { username: 'hana', password: 'Fresh!Pass1' })).status).toBe(200);

    await s.post('/api/auth/lost-password', { email: 'hana@example.com' });
    const expired = await latest();
    db.prepare('UPDATE reset_codes SET expires_at = ? WHERE used_at IS NULL').run(Date.now() - 1);
    r = await s.post('/api/auth/reset-password', { code: expired.code, password: 'Again!Pass1' });
    expect(r.body.code).toBe('invalid_code');
    expect(
      (await s.post('/api/auth/reset-password', { code: 'made-up-code-123', password: 'Again!Pass1' })).status,
    ).toBe(400);
  });
});

describe('status', () => {
  it('reports the embedded driver and a working connection', async () => {
    const s = shopper();
    expect((await s.get('/api/status')).body).toMatchObject({
      driver: 'embedded',
      // What the pages were built from: the sample catalogue, every product in the shop.
      catalogue: { source: 'sample catalogue', read: 34, shown: 34, left_out: [] },
      woocommerce: {
        requested: false,
        configured: false,
        missing: ['WOOCOMMERCE_URL', 'WOOCOMMERCE_CONSUMER_KEY', 'WOOCOMMERCE_CONSUMER_SECRET'],
      },
      // The pages this server serves, built from the sample catalogue; the embedded store needs no rebuilder.
      pages: { source: 'sample catalogue', products: expect.any(Number), reasons: [] },
      rebuild: { mode: 'not-needed' },
    });
    expect((await s.get('/api/status/test')).body).toEqual({ ok: true, message: MSG.connectionOk });
  });
});

describe('restart', () => {
  it('keeps orders, carts and accounts across a restart', async () => {
    const s = shopper();
    await s.post('/api/cart/items', { id: 126 });
    const placed = (await s.post('/api/orders', orderBody())).body;
    await s.post('/api/cart/items', { id: 114, quantity: 2 });
    await server.stop();
    db.close();
    server = await startServer({ dir: server.dir, env: { LOCKOUT_STEP_MS: String(STEP_MS), TRUST_PROXY: '1' } });
    db = new DatabaseSync(server.dbPath);
    const s2 = new Shopper(server.url);
    for (const [k, v] of s.cookies) if (k !== 'csrf_token') s2.cookies.set(k, v);
    const order = await s2.get(`/api/orders/${placed.id}?key=${placed.order_key}`);
    expect(order.body).toMatchObject({ id: placed.id, number: placed.number, status: 'processing' });
    expect((await s2.get('/api/cart')).body.item_count).toBe(2);
    expect((await s2.post('/api/auth/login', { username: 'layla', password: 'N3w!Password' })).status).toBe(200);
  }, 30_000);
});

describe('unknown API paths', () => {
  it('answer JSON 404; a method an endpoint does not have is a JSON 405', async () => {
    const s = shopper();
    expect((await s.get('/api/nope/deeper')).body).toEqual({ code: 'not_found', message: MSG.apiNotFound });
    const r = await s.req('PUT', '/api/cart', {});
    expect([r.status, r.body.code, r.headers.get('content-type')]).toEqual([
      405,
      'method_not_allowed',
      'application/json; charset=utf-8',
    ]);
  });
});

describe('WooCommerce down', () => {
  it('answers 503 with a clear message when the configured store cannot be reached, and says which driver serves', async () => {
    const closed = await (await import('./server')).freePort();
    const woo = await startServer({
      env: {
        WOOCOMMERCE_URL: `http://127.0.0.1:${closed}`,
        WOOCOMMERCE_CONSUMER_KEY: 'ck_test',
        WOOCOMMERCE_CONSUMER_SECRET: 'cs_test',
      },
      ready: '/api/status',
    });
    try {
      const s = new Shopper(woo.url);
      expect((await s.get('/api/status')).body).toMatchObject({
        driver: 'woocommerce',
        woocommerce: { requested: true, configured: true, missing: [] },
        rebuild: { mode: 'on' },
      });
      const cart = await s.get('/api/cart');
      expect([cart.status, cart.body]).toEqual([503, { code: 'unavailable', message: MSG.backendUnavailable }]);
      const add = await s.post('/api/cart/items', { id: 101 });
      expect(add.status).toBe(503);
      const test = (await s.get('/api/status/test')).body;
      expect(test.ok).toBe(false);
      expect(test.message).toMatch(/^Connection failed: /);
      expect(JSON.stringify([cart.body, add.body, test])).not.toContain('cs_test');
    } finally {
      await woo.stop();
    }
  });
});

describe('the production server', () => {
  const raw = (url: string, headers: Record<string, string> = {}) => fetch(server.url + url, { headers });

  it('serves pages compressed and revalidated, hashed assets for a year, and a 404 page for an unknown path', async () => {
    const page = await raw('/faq', { 'accept-encoding': 'gzip' });
    expect([page.status, page.headers.get('content-encoding'), page.headers.get('cache-control')]).toEqual([
      200,
      'gzip',
      'public, max-age=0, must-revalidate',
    ]);
    expect(await page.text()).toContain('<h1');
    const again = await raw('/faq/', { 'if-none-match': page.headers.get('etag')! });
    expect(again.status).toBe(304);

    const asset = readdirSync(path.resolve('dist/client/_astro')).find((f) => f.endsWith('.css') || f.endsWith('.js'))!;
    const hashed = await raw(`/_astro/${asset}`);
    expect([hashed.status, hashed.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);

    const missing = await raw('/no-such-page');
    expect([missing.status, missing.headers.get('content-type')]).toEqual([404, 'text/html; charset=utf-8']);
    expect(await missing.text()).toContain('</html>');
    expect((await raw('/%E0%A4%A')).status).toBe(400);

    // API answers carry their length: a small one goes as it is, a large one compressed.
    const small = await raw('/api/cart', { 'accept-encoding': 'gzip' });
    expect([small.headers.get('content-encoding'), Number(small.headers.get('content-length'))]).toEqual([
      null,
      (await small.text()).length,
    ]);
    const large = await raw('/api/categories', { 'accept-encoding': 'gzip' });
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect((await large.json()).categories.length).toBeGreaterThan(0);
    expect((await raw('/.data/shop.db')).status).toBe(404);
  });

  it('sends hashed assets as the brotli or gzip copy the build made, and the file itself to a client that takes neither', async () => {
    const dir = path.resolve('dist/client/_astro');
    const size = (f: string) => statSync(path.join(dir, f)).size;
    const script = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .sort((a, b) => size(b) - size(a))[0]!;
    const original = readFileSync(path.join(dir, script));
    for (const [accept, encoding, copy] of [
      ['gzip, deflate, br', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const res = await raw(`/_astro/${script}`, { 'accept-encoding': accept });
      expect([
        res.headers.get('content-encoding'),
        Number(res.headers.get('content-length')),
        res.headers.get('vary'),
      ]).toEqual([encoding, size(script + copy), 'Accept-Encoding']);
      expect(size(script + copy)).toBeLessThan(original.length / 2);
      expect(Buffer.from(await res.arrayBuffer()).equals(original)).toBe(true);
    }
    const plain = await raw(`/_astro/${script}`, { 'accept-encoding': 'identity' });
    expect([plain.headers.get('content-encoding'), Number(plain.headers.get('content-length'))]).toEqual([
      null,
      original.length,
    ]);
    expect(Buffer.from(await plain.arrayBuffer()).equals(original)).toBe(true);
  });

  // One worker per core, at most two.
  it.skipIf(availableParallelism() < 2)(
    'runs two worker processes and replaces one that dies',
    async () => {
      const children = () =>
        readdirSync('/proc')
          .filter((p) => /^\d+$/.test(p))
          .filter((p) => {
            try {
              return readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(server.proc.pid);
            } catch {
              return false;
            }
          })
          .map(Number);
      const before = children();
      expect(before).toHaveLength(2);
      process.kill(before[0]!, 'SIGKILL');
      const deadline = Date.now() + 10_000;
      // One reading of /proc per look: the condition and the result read the same one.
      let after = children();
      while ((after.length < 2 || after.includes(before[0]!)) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        after = children();
      }
      expect(after).toHaveLength(2);
      expect(after).not.toContain(before[0]);
      // Connections the killed worker held died with it; new ones reach the survivor or the replacement.
      // Each request opens its own connection: fetch would reuse a pooled keep-alive connection, and
      // one the killed worker held may not have had its close read yet ("other side closed"; a
      // browser retries such a request, fetch does not).
      const status = () =>
        new Promise<number | undefined>((resolve, reject) =>
          httpGet(`${server.url}/api/cart`, { agent: false }, (res) =>
            res.resume().on('end', () => resolve(res.statusCode)),
          ).on('error', reject),
        );
      for (let i = 0; i < 10; i++) expect(await status()).toBe(200);
    },
    20_000,
  );
});

describe('page weight (the built HTML, as the bench measures it)', () => {
  const html = (page: string) => readFileSync(path.resolve('dist/client', page, 'index.html'));
  const kb = (buf: Buffer) => gzipSync(buf).length / 1024;
  /** Stylesheets the first render waits on: linked for the screen, outside <noscript>. */
  const stylesheets = (page: string) =>
    (
      html(page)
        .toString()
        .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
        .match(/<link[^>]+rel="stylesheet"[^>]*>/g) ?? []
    ).filter((tag) => !/media="print"/.test(tag)).length;

  it('keeps content pages and the product page within their budgets (bench/budgets.mjs)', () => {
    for (const page of [
      'faq',
      'about-us',
      'privacy-policy',
      'size-guide',
      'shipping-info',
      'blog/how-to-layer-necklaces',
    ]) {
      expect({ page, small: kb(html(page)) <= HTML_GZIP.content / 1024 }).toEqual({ page, small: true });
    }
    expect(kb(html('product/101'))).toBeLessThanOrEqual(HTML_GZIP.product / 1024);
  });

  it('lets no page wait on a stylesheet: what its first render needs is inline', () => {
    for (const page of ['', 'category/all', 'shop', 'product/101', 'faq', 'cart'])
      expect({ page, count: stylesheets(page) }).toEqual({ page, count: 0 });
  });
});

describe('the browser bundle', () => {
  it('carries no store secret or its variable name', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.(js|mjs|html|json|css)$/.test(e.name)) files.push(p);
      }
    };
    walk(path.resolve('dist/client'));
    expect(files.length).toBeGreaterThan(0);
    const leaks = files.filter((f) =>
      /WOOCOMMERCE_CONSUMER|AUTH_SECRET|consumer_secret|auth-secret/.test(readFileSync(f, 'utf8')),
    );
    expect(leaks).toEqual([]);
  });
});
