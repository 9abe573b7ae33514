import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ensureBuilt, Shopper, startServer, type RunningServer } from './server';
import { GIFT_MSG } from '../../src/lib/gift-messages';

/**
 * Every refusal the API can give reads as the shop's words. Each route of src/pages/api is sent
 * what a broken or hostile client sends (wrong types, missing fields, over-long text, unknown ids,
 * values outside a list, control characters), as a visitor, a signed-in customer and the owner,
 * and no answer's message names a field as the code does: no snake_case or camelCase identifier,
 * no dotted path ("billing.email", "items.0.quantity"). The `field` property keeps the name, for
 * the client to mark the field.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const API = path.join(ROOT, 'src/pages/api');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const OWNER = { email: 'owner@example.com', password: 'Owner#pass-2026' };
const CUSTOMER = { email: 'salma@example.com', username: 'salma', password: 'Str0ng!Pass' };

/** A name as code writes it: snake_case, camelCase, or a path of them ("billing.email", "items.0.quantity"). */
const INTERNAL_NAME = /\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\b[a-z]+[A-Z][A-Za-z0-9]*\b|\b[A-Za-z_]\w*(?:\.\w+)+\b/;

let server: RunningServer;
let ownerCookie = '';
let customerCookie = '';

type Who = 'visitor' | 'customer' | 'owner';
interface Probe {
  who?: Who;
  method: string;
  url: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

const address = (over: Record<string, unknown> = {}) => ({
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
const order = (over: Record<string, unknown> = {}) => ({
  billing: address(),
  shipping: address(),
  payment_method: 'cod',
  shipping_method: 'standard',
  customer_note: '',
  idempotency_key: randomUUID(),
  ...over,
});
const discount = (over: Record<string, unknown> = {}) => ({
  code: `SPRING${Math.floor(Math.random() * 1e6)}`,
  discount_type: 'percent',
  amount: '10',
  ...over,
});
const long = (n: number) => 'x'.repeat(n);
const CONTROL = 'Mona\u0000Lisa';

/** Wrong types for a field: each in turn where the field wants something else. */
const WRONG = [null, 5, 1.5, -1, true, 'text', '', [], {}, long(5000), CONTROL] as const;
const spoil = (valid: Record<string, unknown>): Record<string, unknown>[] =>
  Object.keys(valid).flatMap((key) => [
    Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key)),
    ...WRONG.map((w) => ({ ...valid, [key]: w })),
  ]);
const posts = (url: string, valid: Record<string, unknown>, who?: Who, method = 'POST'): Probe[] => [
  { who, method, url, body: {} },
  ...spoil(valid).map((body) => ({ who, method, url, body })),
];
const gets = (url: string, who?: Who): Probe[] => [
  { who, method: 'GET', url },
  { who, method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}page=x&status=nope&q=${long(300)}&ids=a,b` },
  { who, method: 'DELETE', url },
];

/** What each route is sent, by its file under src/pages/api. */
const PROBES: Record<string, Probe[]> = {
  '[...rest].ts': [
    { method: 'GET', url: '/api/no_such_thing' },
    { method: 'POST', url: '/api/cart/items/a/b/c', body: {} },
  ],
  'admin/audit.ts': [...gets('/api/admin/audit', 'owner'), { method: 'GET', url: '/api/admin/audit' }],
  'admin/customers.ts': gets('/api/admin/customers', 'owner'),
  'admin/discounts/[id]/end.ts': [
    { who: 'owner', method: 'POST', url: '/api/admin/discounts/abc/end' },
    { who: 'owner', method: 'POST', url: '/api/admin/discounts/999999/end' },
  ],
  'admin/discounts/[id]/index.ts': [
    { who: 'owner', method: 'GET', url: '/api/admin/discounts/abc' },
    { who: 'owner', method: 'GET', url: '/api/admin/discounts/999999' },
    ...posts('/api/admin/discounts/999999', discount(), 'owner', 'PUT'),
  ],
  'admin/discounts/index.ts': [
    ...posts('/api/admin/discounts', discount(), 'owner'),
    { who: 'owner', method: 'POST', url: '/api/admin/discounts', body: discount({ discount_type: 'bogus_type' }) },
    { who: 'owner', method: 'POST', url: '/api/admin/discounts', body: discount({ amount: 'abc' }) },
    { who: 'owner', method: 'POST', url: '/api/admin/discounts', body: discount({ minimum_spend: 'lots' }) },
    {
      who: 'owner',
      method: 'POST',
      url: '/api/admin/discounts',
      body: discount({ minimum_spend: '500', maximum_spend: '100' }),
    },
    { who: 'owner', method: 'POST', url: '/api/admin/discounts', body: discount({ starts_at: 'tomorrow' }) },
    {
      who: 'owner',
      method: 'POST',
      url: '/api/admin/discounts',
      body: discount({ starts_at: '2026-05-02T10:00', ends_at: '2026-05-01T10:00' }),
    },
    { who: 'owner', method: 'POST', url: '/api/admin/discounts', body: discount({ usage_limit: 0 }) },
    { who: 'owner', method: 'POST', url: '/api/admin/discounts', body: discount({ product_ids: [999999] }) },
    { who: 'owner', method: 'POST', url: '/api/admin/discounts', body: discount({ category_ids: [999999] }) },
    { who: 'owner', method: 'POST', url: '/api/admin/discounts', body: discount({ product_ids: ['x'] }) },
    { method: 'POST', url: '/api/admin/discounts', body: discount() },
  ],
  'admin/orders/[id]/index.ts': [
    { who: 'owner', method: 'GET', url: '/api/admin/orders/abc' },
    { who: 'owner', method: 'GET', url: '/api/admin/orders/999999' },
  ],
  'admin/orders/[id]/notes.ts': [
    ...posts('/api/admin/orders/999999/notes', { note: 'Packed', customer: true }, 'owner'),
    { who: 'owner', method: 'POST', url: '/api/admin/orders/abc/notes', body: { note: 'Packed', customer: true } },
  ],
  'admin/orders/[id]/status.ts': [
    ...posts('/api/admin/orders/999999/status', { status: 'completed', note: 'Sent' }, 'owner'),
    { who: 'owner', method: 'POST', url: '/api/admin/orders/999999/status', body: { status: 'on_hold' } },
  ],
  'admin/orders/index.ts': gets('/api/admin/orders', 'owner'),
  'admin/reviews/[id].ts': [
    ...posts('/api/admin/reviews/999999', { status: 'approved' }, 'owner'),
    { who: 'owner', method: 'POST', url: '/api/admin/reviews/1', body: { status: 'not_spam' } },
    { who: 'owner', method: 'DELETE', url: '/api/admin/reviews/abc' },
    { who: 'owner', method: 'DELETE', url: '/api/admin/reviews/999999' },
  ],
  'admin/reviews/index.ts': gets('/api/admin/reviews', 'owner'),
  'admin/stock/[productId].ts': [
    ...posts(
      '/api/admin/stock/114',
      { manage_stock: true, stock_quantity: 3, stock_status: 'instock', backorders: 'no' },
      'owner',
      'PUT',
    ),
    {
      who: 'owner',
      method: 'PUT',
      url: '/api/admin/stock/999999',
      body: { manage_stock: true, stock_quantity: 3, backorders: 'no' },
    },
    { who: 'owner', method: 'PUT', url: '/api/admin/stock/abc', body: { manage_stock: false, backorders: 'no' } },
  ],
  'admin/stock/index.ts': gets('/api/admin/stock', 'owner'),
  'auth/confirm-email.ts': [
    ...posts('/api/auth/confirm-email', { code: 'abcdef123456' }),
    { method: 'POST', url: '/api/auth/confirm-email', body: { code: 'not-a-code' } },
  ],
  'auth/email-confirmation.ts': [{ method: 'POST', url: '/api/auth/email-confirmation' }],
  'auth/login.ts': [
    ...posts('/api/auth/login', { username: 'salma', password: 'wrong-Pass1!' }),
    { method: 'POST', url: '/api/auth/login', body: { username: 'nobody_here', password: 'x' } },
  ],
  'auth/logout.ts': [{ method: 'GET', url: '/api/auth/logout' }],
  'auth/lost-password.ts': posts('/api/auth/lost-password', { email: 'nobody@example.com' }),
  'auth/me.ts': [{ method: 'GET', url: '/api/auth/me' }],
  'auth/profile.ts': [
    { method: 'PUT', url: '/api/auth/profile', body: { first_name: 'Salma' } },
    ...posts(
      '/api/auth/profile',
      {
        first_name: 'Salma',
        last_name: 'Adel',
        display_name: 'Salma',
        email: 'salma.new@example.com',
        new_password: 'N3w!Password',
        current_password: 'wrong-Pass1!',
      },
      'customer',
      'PUT',
    ),
    { who: 'customer', method: 'PUT', url: '/api/auth/profile', body: { new_password: 'N3w!Password' } },
    { who: 'customer', method: 'PUT', url: '/api/auth/profile', body: { email: 'owner@example.com' } },
  ],
  'auth/refresh.ts': [{ method: 'POST', url: '/api/auth/refresh' }],
  'auth/register.ts': [
    ...posts('/api/auth/register', { email: 'new@example.com', username: 'new_user', password: 'Str0ng!Pass' }),
    { method: 'POST', url: '/api/auth/register', body: { ...CUSTOMER, email: 'other@example.com' } },
    { method: 'POST', url: '/api/auth/register', body: { ...CUSTOMER, username: 'other' } },
    { method: 'POST', url: '/api/auth/register', body: { ...CUSTOMER, username: 'weak', password: 'weakpass' } },
  ],
  'auth/reset-password.ts': posts('/api/auth/reset-password', { code: 'abcdef123456', password: 'Str0ng!Pass' }),
  'cart/coupons/[code].ts': [
    { method: 'DELETE', url: '/api/cart/coupons/%20' },
    { method: 'DELETE', url: `/api/cart/coupons/${long(300)}` },
    { method: 'DELETE', url: '/api/cart/coupons/NOT_A_CODE' },
  ],
  'cart/coupons/index.ts': [
    ...posts('/api/cart/coupons', { code: 'NOT_A_CODE' }),
    { method: 'POST', url: '/api/cart/coupons', body: { code: '   ' } },
  ],
  'cart/gift-wrap.ts': posts('/api/cart/gift-wrap', { wrap: true }, undefined, 'PUT'),
  'cart/index.ts': [{ method: 'POST', url: '/api/cart', body: {} }],
  'cart/items/[key].ts': [
    ...posts('/api/cart/items/0123456789abcdef', { quantity: 1 }, undefined, 'PATCH'),
    { method: 'PATCH', url: '/api/cart/items/%3Cb%3E', body: { quantity: 1 } },
    { method: 'DELETE', url: '/api/cart/items/0123456789abcdef' },
  ],
  'cart/items/index.ts': [
    ...posts('/api/cart/items', { id: 114, quantity: 1, choices: {}, engraving: '' }),
    { method: 'POST', url: '/api/cart/items', body: { id: 99999 } },
    { method: 'POST', url: '/api/cart/items', body: { id: 122 } },
    { method: 'POST', url: '/api/cart/items', body: { id: 124 } },
    { method: 'POST', url: '/api/cart/items', body: { id: 124, choices: { Size: '99' } } },
    { method: 'POST', url: '/api/cart/items', body: { id: 124, choices: { Colour: 'Blue' } } },
    { method: 'POST', url: '/api/cart/items', body: { id: 124, choices: { Size: 7 } } },
    {
      method: 'POST',
      url: '/api/cart/items',
      body: { id: 124, choices: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`o${i}`, 'v'])) },
    },
    { method: 'POST', url: '/api/cart/items', body: { id: 114, quantity: 100_000 } },
    { method: 'POST', url: '/api/cart/items', body: { id: 114, engraving: 'Mona' } },
    { method: 'POST', url: '/api/cart/items', body: { id: 111 } },
    { method: 'POST', url: '/api/cart/items', body: { id: 111, engraving: 'Nefertari Ali' } },
    { method: 'POST', url: '/api/cart/items', body: { id: 111, engraving: 'Mona 2026' } },
    { method: 'POST', url: '/api/cart/items', body: { id: 111, engraving: '- -' } },
    { method: 'POST', url: '/api/cart/items', body: { id: 112, choices: { Size: '7' }, engraving: 'm.k' } },
    { method: 'POST', url: '/api/cart/items', body: { id: 112, choices: { Size: '7' }, engraving: 'ABCD' } },
    { method: 'POST', url: '/api/cart/items', body: { id: 112, choices: { Size: '7' }, engraving: 'مكي' } },
    { method: 'POST', url: '/api/cart/items', body: { id: 114 }, headers: { 'content-type': 'text/plain' } },
    { method: 'POST', url: '/api/cart/items', raw: '{"id": 114,' },
    { method: 'POST', url: '/api/cart/items', raw: '[114]' },
    { method: 'POST', url: '/api/cart/items', raw: JSON.stringify({ id: 114, pad: long(2_000_000) }) },
  ],
  'categories/[id]/products.ts': [{ method: 'POST', url: '/api/categories/abc/products', body: {} }],
  'categories/index.ts': [{ method: 'PUT', url: '/api/categories', body: {} }],
  'checkout/payment-gateways.ts': [{ method: 'POST', url: '/api/checkout/payment-gateways', body: {} }],
  'checkout/shipping.ts': [
    ...posts('/api/checkout/shipping', { address: address(), rate: 'standard' }),
    ...spoil(address()).map((a) => ({ method: 'POST', url: '/api/checkout/shipping', body: { address: a } })),
    { method: 'POST', url: '/api/checkout/shipping', body: { address: address({ country: 'zz' }) } },
    { method: 'POST', url: '/api/checkout/shipping', body: { address: address({ phone: 'call me' }) } },
    { method: 'POST', url: '/api/checkout/shipping', body: { address: address(), rate: 'no_such_rate' } },
  ],
  'health.ts': [{ method: 'POST', url: '/api/health', body: {} }],
  'orders/[id]/index.ts': [
    { method: 'GET', url: '/api/orders/abc' },
    { method: 'GET', url: '/api/orders/999999?key=wc_order_guess' },
  ],
  'orders/[id]/notes.ts': [
    { method: 'GET', url: '/api/orders/abc/notes' },
    { method: 'GET', url: '/api/orders/999999/notes' },
  ],
  'orders/index.ts': [
    { method: 'GET', url: '/api/orders' },
    ...posts('/api/orders', order({ gift_message: 'With love', gift_hide_prices: true })),
    ...spoil(address()).map((a) => ({ method: 'POST', url: '/api/orders', body: order({ billing: a }) })),
    ...spoil(address()).map((a) => ({ method: 'POST', url: '/api/orders', body: order({ shipping: a }) })),
    { method: 'POST', url: '/api/orders', body: order({ gift_message: 'x'.repeat(301) }) },
    { method: 'POST', url: '/api/orders', body: order({ gift_message: '🌹'.repeat(301) }) },
    { method: 'POST', url: '/api/orders', body: order({ customer_note: long(2001) }) },
    { method: 'POST', url: '/api/orders', body: order({ payment_method: 'bitcoin' }) },
    { method: 'POST', url: '/api/orders', body: order({ line_items: [{ product_id: 114, quantity: 'x' }] }) },
    { method: 'POST', url: '/api/orders', body: order() },
  ],
  'orders/track.ts': [
    ...posts('/api/orders/track', { number: '10001', email: 'amira@example.com' }),
    { method: 'POST', url: '/api/orders/track', body: { number: '99999999', email: 'amira@example.com' } },
  ],
  'products/[id].ts': [
    { method: 'GET', url: '/api/products/abc' },
    { method: 'GET', url: '/api/products/999999' },
    { method: 'GET', url: '/api/products/0101' },
  ],
  'products/live.ts': [
    { method: 'GET', url: '/api/products/live' },
    { method: 'GET', url: '/api/products/live?ids=abc' },
    { method: 'GET', url: `/api/products/live?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}` },
  ],
  'reviews/index.ts': [
    { method: 'GET', url: '/api/reviews' },
    { method: 'GET', url: '/api/reviews?product=abc' },
    { method: 'GET', url: '/api/reviews?product=999999' },
    ...posts('/api/reviews', {
      product_id: 101,
      reviewer: 'Nour',
      reviewer_email: 'nour@example.com',
      review: 'Lovely',
      rating: 5,
    }).slice(0, 9),
    {
      method: 'POST',
      url: '/api/reviews',
      body: { product_id: 999999, reviewer: 'Nour', reviewer_email: 'nour@example.com', review: 'Lovely' },
    },
  ],
  'search.ts': [{ method: 'POST', url: '/api/search', body: {} }],
  'status/index.ts': [{ method: 'DELETE', url: '/api/status' }],
  'status/test.ts': [{ method: 'POST', url: '/api/status/test', body: {} }],
  'webhooks/woocommerce.ts': [{ method: 'POST', url: '/api/webhooks/woocommerce', body: { id: 1 } }],
  'wishlist/[productId].ts': [
    { method: 'GET', url: '/api/wishlist/abc' },
    { method: 'DELETE', url: '/api/wishlist/abc' },
    { method: 'DELETE', url: '/api/wishlist/999999' },
  ],
  'wishlist/index.ts': [
    ...posts('/api/wishlist', { product_id: 105 }),
    { method: 'POST', url: '/api/wishlist', body: { product_id: 999999 } },
  ],
};

function routeFiles(dir = API): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? routeFiles(full) : [path.relative(API, full).split(path.sep).join('/')];
  });
}

/** Each probe from its own client address (the credential endpoints are throttled per address). */
async function send(probe: Probe) {
  const s = new Shopper(server.url);
  const cookie = probe.who === 'owner' ? ownerCookie : probe.who === 'customer' ? customerCookie : '';
  if (cookie) s.cookies.set('session', cookie);
  return s.req(probe.method, probe.url, probe.body, { raw: probe.raw, headers: probe.headers });
}

async function signIn(username: string, password: string): Promise<string> {
  const s = new Shopper(server.url);
  const r = await s.post('/api/auth/login', { username, password });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return s.cookies.get('session')!;
}

beforeAll(async () => {
  ensureBuilt();
  server = await startServer({ env: { TRUST_PROXY: '1', REVIEW_RATE_LIMIT: '1000' } });
  const owner = spawnSync(
    existsSync(NODE) ? NODE : process.execPath,
    ['scripts/admin-create.mjs', '--email', OWNER.email, '--password', OWNER.password],
    { cwd: ROOT, env: { ...process.env, DATABASE_PATH: server.dbPath }, encoding: 'utf8' },
  );
  expect(owner.status, owner.stderr).toBe(0);
  ownerCookie = await signIn(OWNER.email, OWNER.password);
  expect((await new Shopper(server.url).post('/api/auth/register', CUSTOMER)).status).toBe(201);
  customerCookie = await signIn(CUSTOMER.username, CUSTOMER.password);
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe('what the API says when it refuses', () => {
  it('every route of src/pages/api is probed', () => {
    expect(Object.keys(PROBES).sort()).toEqual(routeFiles().sort());
  });

  it.each(Object.entries(PROBES))(
    '%s: no refusal names a field as the code does',
    async (_file, probes) => {
      const named: string[] = [];
      let refused = 0;
      for (const probe of probes) {
        const r = await send(probe);
        if (r.status < 400) continue;
        refused += 1;
        const message = (r.body as { message?: unknown } | null)?.message;
        // A refusal is JSON with a message (a 413 too), never an empty answer or a page.
        expect(typeof message, `${probe.method} ${probe.url} ${r.status}: ${JSON.stringify(r.body)}`).toBe('string');
        if (INTERNAL_NAME.test(message as string))
          named.push(`${probe.method} ${probe.url} ${JSON.stringify(probe.body ?? probe.raw ?? '').slice(0, 80)}
      -> ${r.status} ${message as string}`);
      }
      expect(refused).toBeGreaterThan(0);
      expect(named).toEqual([]);
    },
    120_000,
  );

  it("an over-long gift message is refused in the shop's words, and the answer still names the field for the form", async () => {
    const s = new Shopper(server.url);
    expect((await s.post('/api/cart/items', { id: 114 })).status).toBe(200);
    const r = await s.post('/api/orders', order({ gift_message: 'ب'.repeat(301) }));
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      code: 'invalid_request',
      message: GIFT_MSG.giftMessageTooLong(300),
      field: 'gift_message',
    });
  });
});
