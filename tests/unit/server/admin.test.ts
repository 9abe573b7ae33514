import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Address } from '../../../src/lib/schemas/address';
import { adminDomain } from '../../../src/server/admin';
import { createOrResetOwner, isOwner } from '../../../src/server/admin/owner';
import { storeRatings } from '../../../src/loaders/catalogue/store-ratings';
import { sampleRating } from '../../../src/server/drivers/embedded/sample-reviews';
import { listMailQueue } from '../../../src/server/mail/queue';
import { redisState } from '../../../src/server/state/redis';
import { startRedis } from '../../integration/redis-server';
import { product, tempBackend } from './fixtures';
import { shopperAddress } from '../../fixtures/address';

/**
 * The back office's rules (src/server/admin) on a real embedded store: what the owner sees and
 * what each action changes for shoppers (stock, ratings, notes), and the audit row it leaves.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const address = (over: Partial<Address> = {}): Address => shopperAddress({ phone: '+20 100 555 0101', ...over });
const owner = { id: 1, email: 'owner@example.com' };

async function shop() {
  const b = tempBackend([product(1), product(2, { rating_count: 0, average_rating: '0.00' }), product(3)]);
  const admin = adminDomain(b.db, b.catalogue, owner);
  let n = 0;
  const place = async (productId: number, quantity: number, who: Partial<Address> = {}, paymentMethod = 'cod') => {
    const shopper = { cartToken: `tok-admin-${String(++n).padStart(18, '0')}`, userId: null };
    await b.addToCart(shopper, productId, quantity);
    return b.createOrder(shopper, {
      billing: address(who),
      shipping: address(who),
      paymentMethod,
      shippingMethod: 'standard',
      customerNote: '',
      idempotencyKey: `key-${n}-aaaaaaaa`,
    });
  };
  const audit = () => admin.listAudit().entries.map((e) => [e.actor_email, e.action, e.target, e.detail]);
  return { b, admin, place, audit };
}

describe('back office: orders', () => {
  it('lists newest first, filters by status, searches by number, name, email and phone, a page at a time', async () => {
    const { b, admin, place } = await shop();
    const first = await place(1, 1, {
      first_name: 'Salma',
      last_name: "O'Neil",
      email: 'salma@example.com',
      phone: '010-2222-3333',
    });
    const second = await place(
      3,
      1,
      { first_name: 'Hoda', last_name: 'Ali', email: 'hoda@example.com', phone: '+20 111 444 5555' },
      'bacs',
    );
    expect(admin.listOrders({}).orders.map((o) => o.number)).toEqual([second.number, first.number]);
    expect(admin.listOrders({ status: 'on-hold' }).orders.map((o) => o.number)).toEqual([second.number]);
    expect(admin.listOrders({ q: `#${first.number}` }).orders.map((o) => o.number)).toEqual([first.number]);
    expect(admin.listOrders({ q: "o'neil" }).orders.map((o) => o.customer)).toEqual(["Salma O'Neil"]);
    expect(admin.listOrders({ q: 'HODA@example' }).orders.map((o) => o.number)).toEqual([second.number]);
    expect(admin.listOrders({ q: '01022223333' }).orders.map((o) => o.number)).toEqual([first.number]);
    expect(admin.listOrders({ q: '444 5555' }).orders.map((o) => o.number)).toEqual([second.number]);
    expect(admin.listOrders({ q: 'nobody' })).toMatchObject({ orders: [], total: 0 });
    b.setStock(1, 100);
    for (let i = 0; i < 20; i++) await place(1, 1);
    const page1 = admin.listOrders({});
    const page2 = admin.listOrders({ page: 2 });
    expect([page1.total, page1.pages, page1.orders.length, page2.orders.length]).toEqual([22, 2, 20, 2]);
    expect(page2.orders.map((o) => o.number)).toEqual([second.number, first.number]);
  });

  it('changes status through the one rule: restocks a cancelled order, takes stock again, and records who did it', async () => {
    const { b, admin, place, audit } = await shop();
    const placed = await place(1, 4);
    expect((await b.getProduct(1)).stock_quantity).toBe(6);
    const order = admin.changeOrderStatus(placed.id, 'cancelled', 'Sorry, we cancelled it as you asked.');
    expect(order.status).toBe('cancelled');
    expect((await b.getProduct(1)).stock_quantity).toBe(10);
    expect(order.notes.map((n) => n.note)).toEqual(['Sorry, we cancelled it as you asked.']);
    admin.changeOrderStatus(placed.id, 'processing');
    expect((await b.getProduct(1)).stock_quantity).toBe(6);
    expect(audit()).toEqual([
      ['owner@example.com', 'order.status', `order #${placed.number}`, 'cancelled → processing'],
      ['owner@example.com', 'order.status', `order #${placed.number}`, 'processing → cancelled; note for the customer'],
    ]);
    expect(() => admin.changeOrderStatus(placed.id, 'shipped' as never)).toThrow(/Unknown status "shipped"/);
    expect(() => admin.changeOrderStatus(99999, 'completed')).toThrow('Order not found');
    expect(audit()).toHaveLength(2);
  });

  it('adds a note for the customer (she sees it) or a private one (she does not), text as typed', async () => {
    const { b, admin, place, audit } = await shop();
    const placed = await place(1, 1);
    admin.addOrderNote(placed.id, 'Wrapped as a gift & shipped — شكراً 🎁', true);
    const o = admin.addOrderNote(placed.id, 'Customer called: <deliver after 5pm>', false);
    expect(o.all_notes.map((n) => [n.note, n.customer_note])).toEqual([
      ['Wrapped as a gift & shipped — شكراً 🎁', true],
      ['Customer called: <deliver after 5pm>', false],
    ]);
    const seen = await b.getOrder(placed.id, { userId: null, orderKey: placed.order_key });
    expect(seen.notes.map((n) => n.note)).toEqual(['Wrapped as a gift & shipped — شكراً 🎁']);
    expect(audit().map((a) => a[3])).toEqual(['private note', 'note for the customer']);
    // She is emailed the note for her (as typed), never the private one.
    const notes = listMailQueue(b.db).filter((m) => m.kind === 'order-status');
    expect(
      notes.map((m) => [
        m.recipient,
        JSON.parse(b.db.get<{ payload: string }>('SELECT payload FROM mail_outbox WHERE id = ?', m.id)!.payload).note,
      ]),
    ).toEqual([['amira@example.com', 'Wrapped as a gift & shipped — شكراً 🎁']]);
  });
});

describe('back office: reviews, stock, customers', () => {
  it("approving a held review changes the product's live rating and count; spam and delete keep it out", async () => {
    const { b, admin, audit } = await shop();
    const shopper = { cartToken: 'tok-review-aaaaaaaaaaaaaa', userId: null };
    const held = await b.submitReview(
      { product_id: 2, reviewer: 'Rana', reviewer_email: 'rana@example.com', review: 'Lovely & light', rating: 4 },
      shopper,
    );
    const junk = await b.submitReview(
      { product_id: 2, reviewer: 'Bot', reviewer_email: 'bot@example.com', review: 'buy now', rating: 1 },
      shopper,
    );
    expect(await b.getProduct(2)).toMatchObject({ rating_count: 0, average_rating: '0.00' });
    expect(admin.listReviews().map((r) => [r.reviewer, r.product_name])).toEqual([
      ['Bot', 'Piece 2'],
      ['Rana', 'Piece 2'],
    ]);
    admin.setReviewStatus(held.id, 'approved');
    admin.setReviewStatus(junk.id, 'spam');
    expect(await b.getProduct(2)).toMatchObject({ rating_count: 1, average_rating: '4.00' });
    expect((await b.getProducts([2]))[0]).toMatchObject({ rating_count: 1 });
    expect((await b.listReviews(2)).map((r) => r.review)).toEqual(['Lovely & light']);
    expect(admin.listReviews('spam').map((r) => r.reviewer)).toEqual(['Bot']);
    admin.deleteReview(junk.id);
    expect(admin.listReviews('spam')).toEqual([]);
    expect(() => admin.deleteReview(junk.id)).toThrow('Review not found');
    expect(audit().map((a) => [a[1], a[2]])).toEqual([
      ['review.delete', `review ${junk.id}`],
      ['review.spam', `review ${junk.id}`],
      ['review.approve', `review ${held.id}`],
    ]);
  });

  it("the next build rates a product by the approved reviews in the shop's database, not the samples", async () => {
    const { b, admin } = await shop();
    const file = path.join(b.dataDir, 'shop.db');
    const unknown = product(77);
    expect(storeRatings(file)(b.catalogue.byId.get(1)!)).toEqual(sampleRating(b.catalogue.byId.get(1)!));
    const held = await b.submitReview(
      { product_id: 2, reviewer: 'Rana', reviewer_email: 'rana@example.com', review: 'Lovely', rating: 3 },
      { cartToken: 'tok-build-aaaaaaaaaaaaaaa', userId: null },
    );
    expect(storeRatings(file)(b.catalogue.byId.get(2)!)).toEqual({ rating_count: 0, average_rating: '0.00' });
    admin.setReviewStatus(held.id, 'approved');
    expect(storeRatings(file)(b.catalogue.byId.get(2)!)).toEqual({ rating_count: 1, average_rating: '3.00' });
    // A product the database has not seen yet, and a build with no database, get the seeded samples.
    expect(storeRatings(file)(unknown)).toEqual(sampleRating(unknown));
    expect(storeRatings(path.join(b.dataDir, 'none.db'))(b.catalogue.byId.get(2)!)).toEqual(
      sampleRating(b.catalogue.byId.get(2)!),
    );
  });

  it('sets quantity, status and backorders: tracked stock decides its status, shoppers see it live', async () => {
    const { b, admin, audit } = await shop();
    admin.setStock(1, { manage_stock: true, stock_quantity: 0, backorders: 'no' });
    expect(await b.getProduct(1)).toMatchObject({
      stock_quantity: 0,
      stock_status: 'outofstock',
      backorders: 'no',
      manage_stock: true,
    });
    admin.setStock(1, { manage_stock: true, stock_quantity: 0, backorders: 'notify' });
    expect(await b.getProduct(1)).toMatchObject({ stock_status: 'onbackorder', backorders: 'notify' });
    admin.setStock(1, { manage_stock: true, stock_quantity: 3, backorders: 'no' });
    expect(await b.getProduct(1)).toMatchObject({ stock_quantity: 3, stock_status: 'instock' });
    // Shoppers get the stock set here: 4 asked, the 3 there are added.
    expect((await b.addToCart({ cartToken: 'tok-stock-aaaaaaaaaaaaaaa', userId: null }, 1, 4)).add_cut).toEqual({
      requested: 4,
      added: 3,
      left: 3,
    });
    admin.setStock(3, { manage_stock: false, stock_status: 'outofstock', backorders: 'no' });
    expect(await b.getProduct(3)).toMatchObject({
      stock_quantity: null,
      stock_status: 'outofstock',
      manage_stock: false,
    });
    expect(() => admin.setStock(1, { manage_stock: true, backorders: 'no' })).toThrow(
      'Enter a quantity for tracked stock.',
    );
    expect(() => admin.setStock(999, { manage_stock: true, stock_quantity: 1, backorders: 'no' })).toThrow(
      'Invalid product ID',
    );
    expect(audit()[0]).toEqual([
      'owner@example.com',
      'stock.set',
      'Piece 3 (3)',
      '10 (instock), backorders no → outofstock, not tracked, backorders no',
    ]);
    expect(audit()).toHaveLength(4);
  });

  it("finds a product's stock by name or SKU and pages a large catalogue 25 at a time, with its stock as it is now", async () => {
    const b = tempBackend(
      Array.from({ length: 60 }, (_, i) =>
        product(i + 1, { name: i === 41 ? 'Lapis Scarab Earrings' : `Piece ${i + 1}`, sku: `EGJ-${i + 1}` }),
      ),
    );
    const admin = adminDomain(b.db, b.catalogue, owner);
    admin.setStock(42, { manage_stock: true, stock_quantity: 0, backorders: 'no' });
    const first = admin.listStock();
    expect([first.total, first.pages, first.products.length, first.products[0]!.name]).toEqual([60, 3, 25, 'Piece 1']);
    const last = admin.listStock({ page: 3 });
    expect([last.page, last.products.map((r) => r.product_id)]).toEqual([
      3,
      Array.from({ length: 10 }, (_, i) => 51 + i),
    ]);
    expect(admin.listStock({ page: 99 }).page).toBe(3);
    for (const q of ['lapis scarab', 'egj-42']) {
      expect(admin.listStock({ q }).products.map((r) => [r.name, r.stock_quantity, r.stock_status])).toEqual([
        ['Lapis Scarab Earrings', 0, 'outofstock'],
      ]);
    }
    expect(admin.listStock({ q: 'no such piece' })).toMatchObject({ products: [], total: 0, pages: 1, page: 1 });
  });

  it('lists customers with their order counts and never a password hash, reset code or token', async () => {
    const { b, admin } = await shop();
    const user = await b.register({ username: 'amira', email: 'amira@example.com', password: 'Secret-pass-1!' });
    const login = await b.login('amira', 'Secret-pass-1!');
    for (const key of ['k1-aaaaaaaaaa', 'k2-aaaaaaaaaa']) {
      const shopper = { cartToken: `tok-cust-${key}`, userId: user.id };
      await b.addToCart(shopper, 1, 1);
      await b.createOrder(shopper, {
        billing: address(),
        shipping: address(),
        paymentMethod: 'cod',
        shippingMethod: 'standard',
        customerNote: '',
        idempotencyKey: key,
      });
    }
    await b.lostPassword('amira@example.com');
    const list = admin.listCustomers({});
    expect(list.customers).toEqual([
      expect.objectContaining({ id: user.id, email: 'amira@example.com', orders: 2, role: 'customer' }),
    ]);
    const text = JSON.stringify(list);
    const hash = b.db.get<{ password_hash: string }>('SELECT password_hash FROM users')!.password_hash;
    expect(text).not.toMatch(/password|hash|token|scrypt/i);
    expect(text).not.toContain(hash.split('$').at(-1));
    expect(text).not.toContain(login.token);
    expect(admin.listCustomers({ q: 'nobody' }).customers).toEqual([]);
  });
});

describe('the owner account', () => {
  it('creates an owner, and a reset gives a new password, keeps the owner and ends her sessions', async () => {
    const { b } = await shop();
    const { id, created } = await createOrResetOwner(b.db, 'Owner@Example.com', 'First-pass-123!');
    expect([created, isOwner(b.db, id)]).toEqual([true, true]);
    await b.login('owner@example.com', 'First-pass-123!');
    b.db.run(
      "INSERT INTO sessions (session_id, user_id, store_token, created_at, expires_at) VALUES ('s1', ?, 't', 0, 9999999999999)",
      id,
    );
    const again = await createOrResetOwner(b.db, 'owner@example.com', 'Second-pass-456!');
    expect(again).toEqual({ id, created: false });
    await expect(b.login('owner@example.com', 'First-pass-123!')).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    await b.login('owner@example.com', 'Second-pass-456!');
    expect(b.db.get('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?', id)).toEqual({ n: 0 });
    const shopper = await b.register({ username: 'hoda', email: 'hoda@example.com', password: 'Secret-pass-1!' });
    expect(isOwner(b.db, shopper.id)).toBe(false);
    await expect(createOrResetOwner(b.db, 'x@example.com', 'short')).rejects.toThrow(/at least/);
  });

  it('npm run admin:create makes the owner under plain Node, and refuses bad input with a clear message', async () => {
    const { b } = await shop();
    const run = (...args: string[]) =>
      spawnSync(existsSync(NODE) ? NODE : process.execPath, ['scripts/admin-create.mjs', ...args], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_PATH: path.join(b.dataDir, 'shop.db') },
        encoding: 'utf8',
      });
    let out = run('--email', 'boss@example.com', '--password', 'Boss-pass-123!');
    expect([out.status, out.stdout.trim()]).toEqual([
      0,
      'Owner account created for boss@example.com. Log in at /login, then open /admin.',
    ]);
    const id = b.db.get<{ id: number }>("SELECT id FROM users WHERE email = 'boss@example.com'")!.id;
    expect(isOwner(b.db, id)).toBe(true);
    out = run('--email', 'boss@example.com', '--password', 'Other-pass-456!');
    expect([out.status, out.stdout.trim()]).toEqual([
      0,
      'Owner account boss@example.com: password reset, its sessions ended.',
    ]);
    out = run('--email', 'boss@example.com');
    expect([out.status, out.stderr.trim()]).toEqual([
      2,
      'Usage: npm run admin:create -- --email <email> --password <password>',
    ]);
    out = run('--email', 'not-an-email', '--password', 'Boss-pass-123!');
    expect([out.status, out.stderr.trim()]).toEqual([1, 'Not an email address: not-an-email']);
    expect(b.db.all('SELECT action FROM audit_log ORDER BY id')).toEqual([
      { action: 'owner.create' },
      { action: 'owner.reset' },
    ]);
  });

  it('with REDIS_URL, npm run admin:create logs the owner out where the servers keep sessions: in Redis', async () => {
    const { b } = await shop();
    const redis = await startRedis();
    const state = redisState(redis.url);
    try {
      const env = { ...process.env, DATABASE_PATH: path.join(b.dataDir, 'shop.db'), REDIS_URL: redis.url };
      const run = (password: string) =>
        spawnSync(
          existsSync(NODE) ? NODE : process.execPath,
          ['scripts/admin-create.mjs', '--email', 'boss@example.com', '--password', password],
          { cwd: ROOT, env, encoding: 'utf8' },
        );
      expect(run('Boss-pass-123!').status).toBe(0);
      const id = b.db.get<{ id: number }>("SELECT id FROM users WHERE email = 'boss@example.com'")!.id;
      const now = Date.now();
      await state.sessions.create('owner-session-hash', {
        userId: id,
        storeToken: '',
        createdAt: now,
        expiresAt: now + 3_600_000,
      });
      await state.loginAttempts.countFailure(`login|account|${id}`, now, {
        threshold: 1,
        stepMs: 60_000,
        maxMs: 60_000,
      });
      const out = run('Other-pass-456!');
      expect([out.status, out.stderr]).toEqual([0, '']);
      expect(await state.sessions.get('owner-session-hash')).toBeUndefined();
      expect(await state.loginAttempts.get(`login|account|${id}`)).toBeUndefined();
    } finally {
      await state.close();
      await redis.stop();
    }
  });

  it('npm run order:status runs the same rule and its change shows in the activity', async () => {
    const { b, admin, place } = await shop();
    const placed = await place(1, 2);
    const out = spawnSync(
      existsSync(NODE) ? NODE : process.execPath,
      ['scripts/order-status.mjs', placed.number, 'cancelled', 'Out', 'of', 'stock'],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_PATH: path.join(b.dataDir, 'shop.db') },
        encoding: 'utf8',
      },
    );
    expect(out.status, out.stderr).toBe(0);
    expect((await b.getProduct(1)).stock_quantity).toBe(10);
    expect(admin.listAudit().entries[0]).toMatchObject({
      actor_email: expect.stringMatching(/ \(command line\)$/),
      action: 'order.status',
      target: `order #${placed.number}`,
      detail: 'processing → cancelled; note for the customer (npm run order:status)',
    });
  });
});
