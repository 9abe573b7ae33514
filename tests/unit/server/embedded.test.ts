import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { product, tempBackend } from './fixtures';
import { MAIL_MSG } from '../../../src/lib/mail-messages';
import { startMailWorker } from '../../../src/server/mail/worker';
import { readOutbox, resetLink, testMailSettings } from '../mail/smtp';
import { shopperAddress } from '../../fixtures/address';
import { storeError } from '../../fixtures/store-error';

const address = shopperAddress();
const order = (key: string, paymentMethod = 'cod') => ({
  billing: address,
  shipping: address,
  paymentMethod,
  shippingMethod: 'standard',
  customerNote: '',
  idempotencyKey: key,
});
const shopper = (cartToken = 'tok-aaaaaaaaaaaaaaaaaaaaaaaa', userId: number | null = null) => ({ cartToken, userId });

describe('embedded store', () => {
  it('prices the cart from the catalogue and caps it by stock', async () => {
    const b = tempBackend();
    let cart = await b.addToCart(shopper(), 2, 2);
    expect(cart.totals.total).toBe('501.00');
    cart = await b.addToCart(shopper(), 2, 1);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(3);
    expect(cart.items[0]!.featured_image).toBe('/img/piece-2.svg');
    expect(cart.add_cut).toBeUndefined();
    // More than is left: what is left goes in, and the answer says so.
    cart = await b.addToCart(shopper(), 2, 8);
    expect(cart.items[0]!.quantity).toBe(10);
    expect(cart.add_cut).toEqual({ requested: 8, added: 7, left: 10 });
    expect((await b.getCart(shopper())).add_cut).toBeUndefined();
    expect((await storeError(b.addToCart(shopper(), 99, 1))).status).toBe(404);
  });

  it('adding beyond the stock says how many the cart already holds', async () => {
    const b = tempBackend();
    await b.addToCart(shopper(), 2, 10);
    const err = await storeError(b.addToCart(shopper(), 2, 1));
    expect([err.status, err.message]).toEqual([409, 'Only 10 in stock, and 10 are already in your cart.']);
    expect(err.details).toMatchObject({ available: 10, in_cart: 10 });
  });

  it('a line cut to the stock keeps saying so on every read, until the shopper changes it', async () => {
    const b = tempBackend();
    await b.addToCart(shopper(), 1, 4);
    b.setStock(1, 3); // another shopper's order took one
    const first = await b.getCart(shopper());
    expect(first.items[0]).toMatchObject({ quantity: 3, reduced_from: 4 });
    // The header badge's read (or any other) does not make it silent.
    const again = await b.getCart(shopper());
    expect(again.items[0]).toMatchObject({ quantity: 3, reduced_from: 4 });
    expect(again.notices).toEqual([]);
    const chosen = await b.updateCartItem(shopper(), again.items[0]!.key, 2);
    expect(chosen.items[0]!.reduced_from).toBeUndefined();
  });

  it('drops a line whose stock ran out, once, with a notice', async () => {
    const b = tempBackend();
    await b.addToCart(shopper(), 1, 1);
    b.setStock(1, 0);
    const cart = await b.getCart(shopper());
    expect(cart.items).toEqual([]);
    expect(cart.notices).toEqual(['Piece 1 is no longer available and was removed from your cart.']);
    expect((await b.getCart(shopper())).notices).toEqual([]);
  });

  it('creates an order with flat shipping, decrements stock, empties the cart and answers a repeat with the same order', async () => {
    const b = tempBackend();
    await b.addToCart(shopper(), 1, 3);
    const first = await b.createOrder(shopper(), order('key-00000001'));
    expect(first).toMatchObject({ number: '10001', status: 'processing', total: '310.00' });
    expect(first.order_key).toMatch(/^wc_order_/);
    expect((await b.getProduct(1)).stock_quantity).toBe(7);
    expect((await b.getCart(shopper())).items).toEqual([]);
    expect(await b.createOrder(shopper(), order('key-00000001'))).toEqual(first);
    const err = await storeError(b.createOrder(shopper(), order('key-00000002')));
    expect(err.code).toBe('empty_cart');
    const full = await b.getOrder(first.id, { userId: null, orderKey: first.order_key });
    expect(full.status_history.map((h) => h.status)).toEqual(['pending', 'processing']);
    expect(full.shipping_lines).toEqual([{ method_id: 'standard', method_title: 'Standard Shipping', total: '10.00' }]);
    expect((await storeError(b.getOrder(first.id, { userId: null, orderKey: 'wc_order_wrong' }))).status).toBe(404);
  });

  it('puts a bank-transfer order on hold; cancelling restocks; completing dates it', async () => {
    const b = tempBackend();
    await b.addToCart(shopper(), 1, 4);
    const o = await b.createOrder(shopper(), order('key-bacs-0001', 'bacs'));
    expect(o.status).toBe('on-hold');
    const cancelled = await b.setOrderStatus(o.id, 'cancelled', 'Customer asked to cancel.');
    expect(cancelled.status).toBe('cancelled');
    expect((await b.getProduct(1)).stock_quantity).toBe(10);
    expect(await b.listCustomerNotes(o.id)).toMatchObject([{ note: 'Customer asked to cancel.', customer_note: true }]);
    const done = await b.setOrderStatus(o.id, 'completed');
    expect(done.date_completed).not.toBeNull();
    expect((await b.getProduct(1)).stock_quantity).toBe(6);
  });

  it('never sells more than the stock to concurrent checkouts', async () => {
    const b = tempBackend([product(1, { stock_quantity: 5 })]);
    const tokens = Array.from({ length: 20 }, (_, i) => `tok-${String(i).padStart(22, '0')}`);
    for (const t of tokens) await b.addToCart(shopper(t), 1, 1);
    const results = await Promise.allSettled(tokens.map((t, i) => b.createOrder(shopper(t), order(`par-${i}-key0`))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect((await b.getProduct(1)).stock_quantity).toBe(0);
    expect((await b.getProduct(1)).stock_status).toBe('outofstock');
  });

  it('holds submitted reviews and lists only approved ones', async () => {
    const b = tempBackend();
    const seeded = await b.listReviews(1);
    expect(seeded.length).toBeGreaterThan(0);
    const { id, status } = await b.submitReview(
      { product_id: 1, reviewer: 'X', reviewer_email: 'x@example.com', review: '<script>alert(1)</script>', rating: 4 },
      shopper(),
    );
    expect(status).toBe('hold');
    expect((await b.listReviews(1)).map((r) => r.id)).not.toContain(id);
    b.setReviewStatus(id, 'approved');
    expect((await b.listReviews(1)).find((r) => r.id === id)?.review).toBe('<script>alert(1)</script>');
  });

  it("a product's rating is its approved reviews, the same ones the build puts on its page", async () => {
    const { sampleRating } = await import('../../../src/server/drivers/embedded/sample-reviews');
    const built = product(1, { rating_count: 64, average_rating: '4.80' });
    const b = tempBackend([built]);
    const seeded = await b.listReviews(1);
    const rating = (list: { rating: number }[]) =>
      (list.reduce((sum, r) => sum + r.rating, 0) / list.length).toFixed(2);
    expect(await b.getProduct(1)).toMatchObject({ rating_count: seeded.length, average_rating: rating(seeded) });
    // What the build shows above the fold for the sample catalogue: the store's seeded reviews, not "64".
    expect(sampleRating(built)).toEqual({ rating_count: seeded.length, average_rating: rating(seeded) });
    const { id } = await b.submitReview(
      { product_id: 1, reviewer: 'Dina', reviewer_email: 'd@example.com', review: 'Lovely', rating: 1 },
      shopper(),
    );
    expect((await b.getProducts([1]))[0]!.rating_count).toBe(seeded.length);
    b.setReviewStatus(id, 'approved');
    const now = await b.listReviews(1);
    expect(await b.getProducts([1, 99])).toEqual([
      expect.objectContaining({ id: 1, rating_count: seeded.length + 1, average_rating: rating(now) }),
    ]);
  });

  it('registers, logs in with a signed token, resets a password with a single-use code', async () => {
    let t = Date.parse('2025-01-01T00:00:00Z');
    const b = tempBackend(undefined, () => t);
    const user = await b.register({ email: 'amira@example.com', username: 'amira', password: 'Secret#123' });
    expect(
      (await storeError(b.register({ email: 'other@example.com', username: 'AMIRA', password: 'Secret#123' }))).code,
    ).toBe('username_taken');
    expect(
      (await storeError(b.register({ email: 'Amira@example.com', username: 'other', password: 'Secret#123' }))).code,
    ).toBe('email_taken');
    const session = await b.login('amira', 'Secret#123');
    expect((await b.verify(session.token))?.id).toBe(user.id);
    expect((await storeError(b.login('amira', 'wrong'))).code).toBe('invalid_credentials');
    await b.lostPassword('amira@example.com');
    // The code is mailed (here to the outbox folder, as with no SMTP_URL).
    const outbox = path.join(b.dataDir, 'outbox');
    const mailer = startMailWorker(b.db, testMailSettings({ outboxDir: outbox }));
    const latestReset = async () => {
      await mailer.drain();
      const last = (await readOutbox(outbox)).filter((m) => m.mail.subject === MAIL_MSG.resetSubject).at(-1)!.mail;
      expect(last.to && !Array.isArray(last.to) ? last.to.text : '').toBe('amira@example.com');
      return resetLink(last);
    };
    const mail = await latestReset();
    await b.resetPassword(mail.code, 'NewSecret#456');
    expect((await storeError(b.resetPassword(mail.code, 'Another#789'))).code).toBe('invalid_code');
    await b.login('amira', 'NewSecret#456');
    await b.lostPassword('amira@example.com');
    const second = await latestReset();
    mailer.stop();
    t += 31 * 60_000;
    expect((await storeError(b.resetPassword(second.code, 'Another#789'))).code).toBe('invalid_code');
  });
});

describe('guest orders of a new account', () => {
  /** The code of the newest proof of the mailbox queued for this address (welcome or a new link). */
  const mailedCode = (b: ReturnType<typeof tempBackend>, to: string) =>
    (
      JSON.parse(
        b.db.get<{ payload: string }>(
          "SELECT payload FROM mail_outbox WHERE recipient = ? AND kind IN ('welcome', 'confirm-email') ORDER BY id DESC LIMIT 1",
          to,
        )!.payload,
      ) as { code: string }
    ).code;
  const guestOrder = async (b: ReturnType<typeof tempBackend>, token: string, email: string) => {
    await b.addToCart(shopper(token), 1, 1);
    return b.createOrder(shopper(token), {
      ...order(`key-${token}`),
      billing: { ...address, email },
      shipping: { ...address, email },
    });
  };

  it('become hers once she follows the link mailed to her address, never by registering alone', async () => {
    let t = Date.parse('2025-01-01T00:00:00Z');
    const b = tempBackend(undefined, () => t);
    const first = await guestOrder(b, 'tok-guest-1-aaaaaaaaaaaaaaa', 'mona@example.com');
    const second = await guestOrder(b, 'tok-guest-2-aaaaaaaaaaaaaaa', 'MONA@Example.com');
    const stranger = await guestOrder(b, 'tok-guest-3-aaaaaaaaaaaaaaa', 'someone@example.com');
    const user = await b.register({ email: 'mona@example.com', username: 'mona', password: 'Secret#123' });
    // Registering with the address shows nothing: anyone can type anyone's email.
    expect(user.email_confirmed).toBe(false);
    expect(await b.listCustomerOrders(user.id)).toEqual([]);

    const code = mailedCode(b, 'mona@example.com');
    expect(code).toMatch(new RegExp(`^${user.id}\\.[0-9a-f]{32}$`));
    for (const wrong of [`${user.id}.${'0'.repeat(32)}`, `${user.id + 1}.${code.split('.')[1]}`, 'nonsense'])
      expect((await storeError(b.confirmEmail(wrong))).code).toBe('invalid_code');
    expect(await b.listCustomerOrders(user.id)).toEqual([]);

    expect(await b.confirmEmail(code)).toEqual({ userId: user.id, linked: 2 });
    expect((await b.listCustomerOrders(user.id)).map((o) => o.id).sort()).toEqual([first.id, second.id].sort());
    expect((await b.getOrder(first.id, { userId: user.id })).id).toBe(first.id);
    expect((await storeError(b.getOrder(stranger.id, { userId: user.id }))).status).toBe(404);
    expect((await b.login('mona', 'Secret#123')).user.email_confirmed).toBe(true);
    // A link works once.
    expect((await storeError(b.confirmEmail(code))).code).toBe('invalid_code');

    // A new address is not proved by the old one: unconfirmed, and a link sent before the change is void.
    await b.sendEmailConfirmation(user.id);
    const beforeMove = mailedCode(b, 'mona@example.com');
    const moved = await b.updateProfile(user.id, { email: 'mona.new@example.com', current_password: 'Secret#123' });
    expect(moved.email_confirmed).toBe(false);
    expect((await storeError(b.confirmEmail(beforeMove))).code).toBe('invalid_code');
    await guestOrder(b, 'tok-guest-4-aaaaaaaaaaaaaaa', 'mona.new@example.com');
    await b.sendEmailConfirmation(user.id);
    const late = mailedCode(b, 'mona.new@example.com');
    // Seven days later the link has run out.
    t += 7 * 24 * 60 * 60_000 + 1;
    expect((await storeError(b.confirmEmail(late))).code).toBe('invalid_code');
    await b.sendEmailConfirmation(user.id);
    expect(await b.confirmEmail(mailedCode(b, 'mona.new@example.com'))).toEqual({ userId: user.id, linked: 1 });
    expect(await b.listCustomerOrders(user.id)).toHaveLength(3);
  });
});

describe('migrations', () => {
  it('brings a database made by an older version up to date without losing rows', async () => {
    const { DatabaseSync } = await import('node:sqlite');
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { MIGRATIONS, Db } = await import('../../../src/server/sqlite/db');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'shop-mig-')), 'old.db');
    const old = new DatabaseSync(file);
    old.exec(MIGRATIONS[0] as string);
    old.exec("PRAGMA user_version = 1; INSERT INTO stock VALUES (1, 3, 'instock', 1, 'no');");
    old.close();
    const db = new Db(file);
    expect(db.get<{ user_version: number }>('PRAGMA user_version')?.user_version).toBe(MIGRATIONS.length);
    expect(db.get<{ n: number }>('SELECT stock_quantity AS n FROM stock WHERE product_id = 1')?.n).toBe(3);
    expect(db.all('SELECT * FROM woo_cart_sessions')).toEqual([]);
    db.close();
  });
});
