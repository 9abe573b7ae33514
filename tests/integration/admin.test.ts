import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { ensureBuilt, Shopper, startServer, type RequestOptions, type RunningServer } from './server';
import { MSG } from '../../src/lib/messages';
import { ADMIN_MSG } from '../../src/lib/admin-messages';

/**
 * The back office on the real built server: who gets in (owner, shopper, visitor), the shop's
 * anti-forgery, same-origin and rate-limit guards on its writes, and what its answers never hold.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const OWNER = { email: 'owner@example.com', password: 'Owner#pass-2026' };
let server: RunningServer;
let db: DatabaseSync;

const address = {
  first_name: 'Amira',
  last_name: 'Hassan',
  address_1: '12 Nile Corniche',
  city: 'Cairo',
  state: 'EGC',
  postcode: '11511',
  country: 'EG',
  email: 'amira@example.com',
  phone: '+20 100 123 4567',
};

async function loggedIn(username: string, password: string): Promise<Shopper> {
  const s = new Shopper(server.url);
  const r = await s.post('/api/auth/login', { username, password });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return s;
}

async function placeOrder(): Promise<{ id: number; number: string }> {
  const s = new Shopper(server.url);
  expect((await s.post('/api/cart/items', { id: 114, quantity: 2 })).status).toBe(200);
  const r = await s.post('/api/orders', {
    billing: address,
    shipping: address,
    payment_method: 'cod',
    shipping_method: 'standard',
    customer_note: '',
    idempotency_key: randomUUID(),
  });
  expect(r.status).toBe(201);
  return r.body;
}

const page = (url: string, cookie = '') => fetch(server.url + url, { redirect: 'manual', headers: { cookie } });
const cookieOf = (s: Shopper) => [...s.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const stock = (id: number) =>
  (db.prepare('SELECT stock_quantity FROM stock WHERE product_id = ?').get(id) as { stock_quantity: number })
    .stock_quantity;

beforeAll(async () => {
  ensureBuilt();
  server = await startServer({ env: { TRUST_PROXY: '1' } });
  const out = spawnSync(
    existsSync(NODE) ? NODE : process.execPath,
    ['scripts/admin-create.mjs', '--email', OWNER.email, '--password', OWNER.password],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_PATH: server.dbPath },
      encoding: 'utf8',
    },
  );
  expect(out.status, out.stderr).toBe(0);
  db = new DatabaseSync(server.dbPath);
  db.exec('PRAGMA busy_timeout = 5000');
}, 180_000);

afterAll(async () => {
  db?.close();
  await server?.stop();
});

describe('who gets into /admin', () => {
  it('sends a visitor to log in and back, refuses a shopper with 403, lets the owner in', async () => {
    const visitor = await page('/admin/reviews?x=1');
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe('/login?next=%2Fadmin%2Freviews%3Fx%3D1');
    expect((await new Shopper(server.url).get('/api/admin/orders')).status).toBe(401);

    const s = new Shopper(server.url);
    expect(
      (await s.post('/api/auth/register', { username: 'hoda', email: 'hoda@example.com', password: 'Secret#123' }))
        .status,
    ).toBe(201);
    const shopper = await loggedIn('hoda', 'Secret#123');
    const refused = await page('/admin', cookieOf(shopper));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(ADMIN_MSG.ownersOnly);
    for (const url of [
      '/api/admin/orders',
      '/api/admin/customers',
      '/api/admin/reviews',
      '/api/admin/stock',
      '/api/admin/audit',
    ]) {
      expect((await shopper.get(url)).body, url).toEqual({ code: 'forbidden', message: ADMIN_MSG.ownersOnly });
    }
    expect(
      (await shopper.req('PUT', '/api/admin/stock/114', { manage_stock: true, stock_quantity: 0, backorders: 'no' }))
        .status,
    ).toBe(403);

    const owner = await loggedIn(OWNER.email, OWNER.password);
    const allowed = await page('/admin', cookieOf(owner));
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('cache-control')).toContain('no-store');
    // Logging out ends the owner's access at once.
    await owner.post('/api/auth/logout');
    expect((await owner.get('/api/admin/orders')).status).toBe(401);
  });
});

describe("the owner's writes", () => {
  it('are refused without the anti-forgery value or from another origin, and change nothing', async () => {
    const owner = await loggedIn(OWNER.email, OWNER.password);
    const order = await placeOrder();
    const before = stock(114);
    const departures: RequestOptions[] = [
      { csrf: false },
      { xrw: false },
      { headers: { 'x-csrf-token': 'f'.repeat(32) } },
      { headers: { origin: 'https://evil.example' } },
    ];
    for (const opts of departures) {
      const r = await owner.req('POST', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' }, opts);
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ code: 'forbidden', message: MSG.forbidden });
    }
    expect(stock(114)).toBe(before);
    expect((await owner.get(`/api/admin/orders/${order.id}`)).body.status).toBe('processing');

    const done = await owner.post(`/api/admin/orders/${order.id}/status`, {
      status: 'cancelled',
      note: 'Cancelled as you asked',
    });
    expect([done.status, done.body.status]).toEqual([200, 'cancelled']);
    expect(stock(114)).toBe(before + 2);
    const audit = (await owner.get('/api/admin/audit')).body.entries[0];
    expect(audit).toMatchObject({
      actor_email: OWNER.email,
      action: 'order.status',
      target: `order #${order.number}`,
      detail: 'processing → cancelled; note for the customer',
    });
  });

  it('answer bad bodies with 400 naming the field', async () => {
    const owner = await loggedIn(OWNER.email, OWNER.password);
    const order = await placeOrder();
    const r = await owner.post(`/api/admin/orders/${order.id}/status`, { status: 'shipped' });
    expect([r.status, r.body.code, r.body.field]).toEqual([400, 'invalid_request', 'status']);
    expect(
      (await owner.req('PUT', '/api/admin/stock/114', { manage_stock: true, stock_quantity: -1, backorders: 'no' }))
        .status,
    ).toBe(400);
    expect((await owner.post(`/api/admin/orders/${order.id}/notes`, { note: '', customer: true })).status).toBe(400);
    expect((await owner.post('/api/admin/reviews/999999', { status: 'approved' })).status).toBe(404);
  });

  it('are rate-limited per client address', async () => {
    const owner = await loggedIn(OWNER.email, OWNER.password);
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push((await owner.post('/api/admin/orders/999999/notes', { note: 'x', customer: false })).status);
    expect(statuses.slice(0, 120).every((s) => s === 404)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});

describe('what the back office never sends', () => {
  it('holds no password hash, reset code, session or token in the customer list', async () => {
    const owner = await loggedIn(OWNER.email, OWNER.password);
    await new Shopper(server.url).post('/api/auth/lost-password', { email: 'hoda@example.com' });
    const r = await owner.req('GET', '/api/admin/customers');
    expect(r.status).toBe(200);
    const text = JSON.stringify(r.body);
    for (const row of db.prepare('SELECT password_hash FROM users').all() as { password_hash: string }[])
      expect(text).not.toContain(row.password_hash.split('$').at(-1));
    expect(text).not.toMatch(/password|hash|scrypt|token|session|code/i);
    expect(r.body.customers.map((c: { email: string }) => c.email)).toEqual(
      expect.arrayContaining(['hoda@example.com', OWNER.email]),
    );
  });
});

describe('on the WooCommerce driver', () => {
  it('/admin says the shop is run from WordPress and links to its admin', async () => {
    const woo = await startServer({
      env: {
        WOOCOMMERCE_URL: 'http://127.0.0.1:9',
        WOOCOMMERCE_CONSUMER_KEY: 'ck_test',
        WOOCOMMERCE_CONSUMER_SECRET: 'cs_test',
      },
      ready: '/',
    });
    try {
      const r = await fetch(`${woo.url}/admin`, { redirect: 'manual' });
      expect(r.status).toBe(200);
      const html = await r.text();
      expect(html).toContain(ADMIN_MSG.wooCommerce);
      expect(html).toContain('href="http://127.0.0.1:9/wp-admin/"');
      expect((await fetch(`${woo.url}/api/admin/orders`)).status).toBe(409);
    } finally {
      await woo.stop();
    }
  });
});
