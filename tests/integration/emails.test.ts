import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { ensureBuilt, Shopper, startServer, type RunningServer } from './server';
import { startSmtp, resetLink, confirmEmailLink, type TestSmtp } from '../unit/mail/smtp';
import { MAIL_MSG } from '../../src/lib/mail-messages';
import { CART_MSG } from '../../src/lib/cart-messages';
import { formatMoney } from '../../src/lib/money';
import { inLocale } from '../../src/lib/i18n/current';
// The server's per-request language and its Arabic words, as the running shop has them.
import '../../src/server/i18n/locale-scope';

/**
 * The emails of the real server (`npm start`'s, two worker processes) to a real SMTP server
 * started here: an order, a registration, a reset code, a status change from the command line;
 * SMTP down while an order is placed; a restart with mail still queued.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const SITE = 'http://shop.test';
const MAIL_ENV = {
  MAIL_FROM: 'Nefertari <orders@shop.test>',
  SHOP_OWNER_EMAIL: 'owner@shop.test',
  SITE_URL: SITE,
  MAIL_RETRY_MS: '300',
  MAIL_POLL_MS: '200',
  TRUST_PROXY: '1',
};

const address = (over: Record<string, string> = {}) => ({
  first_name: 'Nour',
  last_name: "O'Neil & Sons",
  address_1: 'شارع النيل ١٢ 🌙',
  city: 'Cairo',
  state: 'C',
  postcode: '11511',
  country: 'EG',
  email: 'nour@example.com',
  phone: '+20 100 123 4567',
  ...over,
});

async function placeOrder(base: string, email: string, payment = 'cod', ring = false) {
  const s = new Shopper(base);
  await s.post('/api/cart/items', { id: 114, quantity: 2 });
  // A ring in a size: its line says which (Lapis Scarab Signet Ring, size 9).
  if (ring) await s.post('/api/cart/items', { id: 112, quantity: 1, choices: { Size: '9' } });
  const a = address({ email });
  return s.post('/api/orders', {
    billing: a,
    shipping: a,
    payment_method: payment,
    shipping_method: 'standard',
    customer_note: 'Ring twice & wait 🙏',
    idempotency_key: randomUUID(),
  });
}

function orderStatusCli(dbPath: string, ...args: string[]) {
  const r = spawnSync(existsSync(NODE) ? NODE : process.execPath, ['scripts/order-status.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_PATH: dbPath },
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

/** The path and query of a link in the mail, opened on the test server. */
const onServer = (server: RunningServer, url: string) => server.url + url.slice(SITE.length);

describe('emails from the running shop', () => {
  let smtp: TestSmtp;
  let server: RunningServer;

  beforeAll(async () => {
    ensureBuilt();
    smtp = await startSmtp();
    server = await startServer({ env: { ...MAIL_ENV, SMTP_URL: smtp.url } });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const to = (address: string) => smtp.received.filter((r) => r.envelope.to.includes(address));
  async function mailTo(address: string, subject: string) {
    await expect
      .poll(() => to(address).filter((r) => r.mail.subject === subject).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    return to(address)
      .filter((r) => r.mail.subject === subject)
      .at(-1)!;
  }

  it('an engraved, gift-wrapped order: both emails name each line’s engraving as typed, the wrap and the message', async () => {
    const s = new Shopper(server.url);
    const cartouche = { id: 111, quantity: 1, choices: { Metal: 'Sterling Silver', Length: '45 cm' } };
    expect((await s.post('/api/cart/items', { ...cartouche, engraving: 'نُور' })).status).toBe(200);
    expect((await s.post('/api/cart/items', { ...cartouche, engraving: "D'Arcy" })).status).toBe(200);
    expect((await s.req('PUT', '/api/cart/gift-wrap', { wrap: true })).status).toBe(200);
    const a = address({ email: 'gift@example.com' });
    const message = 'كل سنة وأنتِ طيبة\nFrom Amira 🌙';
    const order = await s.post('/api/orders', {
      billing: a,
      shipping: a,
      payment_method: 'cod',
      shipping_method: 'standard',
      idempotency_key: randomUUID(),
      gift_message: message,
      gift_hide_prices: true,
    });
    expect(order.status).toBe(201);
    const number = order.body.number as string;
    const shopperMail = (await mailTo('gift@example.com', MAIL_MSG.orderReceivedSubject(number))).mail;
    const ownerMail = (
      await mailTo('owner@shop.test', MAIL_MSG.ownerNewOrderSubject(number, formatMoney(order.body.total)))
    ).mail;
    for (const m of [shopperMail, ownerMail]) {
      expect(m.text).toContain(MAIL_MSG.lineEngraving('Name to engrave', 'نُور'));
      expect(m.text).toContain(MAIL_MSG.lineEngraving('Name to engrave', "D'Arcy"));
      expect(m.text).toContain(`${CART_MSG.giftWrap}: ${formatMoney('75.00')}`);
      expect(m.html).toContain('نُور');
      expect(m.html).toContain('D&#x27;Arcy');
    }
    // The message and the slip without prices are for the owner who packs it.
    expect(ownerMail.text).toContain('كل سنة وأنتِ طيبة');
    expect(ownerMail.text).toContain('From Amira 🌙');
    expect(ownerMail.text).toContain(MAIL_MSG.pricesHidden);
  });

  it('an order placed through the API sends the shopper her order and the owner a new-order email; the order link opens it', async () => {
    const order = await placeOrder(server.url, 'amal@example.com', 'bacs', true);
    expect(order.status).toBe(201);
    const number = order.body.number as string;
    const shopperMail = await mailTo('amal@example.com', MAIL_MSG.orderReceivedSubject(number));
    const ownerMail = await mailTo(
      'owner@shop.test',
      MAIL_MSG.ownerNewOrderSubject(number, formatMoney(order.body.total)),
    );

    const m = shopperMail.mail;
    expect(m.from?.text).toBe('"Nefertari" <orders@shop.test>');
    expect(shopperMail.raw).toMatch(/^Message-ID: <[^>]+@nefertari\.mail>$/im);
    expect(shopperMail.raw).toMatch(/^Content-Type: multipart\/alternative;/im);
    expect(m.text).toContain(formatMoney(order.body.total));
    expect(m.text).toContain('شارع النيل ١٢ 🌙');
    expect(m.text).toContain('EG380019000500000000263180002'); // content/data/bank-transfer.json
    expect(m.html).toContain('Nour O&#x27;Neil &amp; Sons');
    // Each line names its choice, in both parts, for the shopper and the owner.
    expect(m.text).toContain('Lapis Scarab Signet Ring (Size: 9) × 1');
    expect(m.html).toContain('Size: 9');
    expect(ownerMail.mail.text).toContain('Lapis Scarab Signet Ring (Size: 9) × 1');
    expect(ownerMail.mail.text).toContain('Ring twice & wait 🙏');

    const link = /https?:\/\/\S+\/order-confirmation\/\d+\?key=\S+/.exec(m.text!)![0];
    expect(m.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    const page = await fetch(onServer(server, link));
    expect(page.status).toBe(200);
    // The page's island reads the order with the key of the link, as a browser elsewhere would.
    const u = new URL(link);
    const viaKey = await new Shopper(server.url).get(`/api/orders/${order.body.id}?key=${u.searchParams.get('key')}`);
    expect([viaKey.status, viaKey.body.number]).toEqual([200, number]);
  });

  it('an order placed from an Arabic page keeps her language: its emails, and a later status mail the owner sends, speak Arabic; the owner’s own stays English', async () => {
    const s = new Shopper(server.url);
    const arabic = { headers: { 'x-shop-locale': 'ar-EG' } };
    await s.req('POST', '/api/cart/items', { id: 114, quantity: 1 }, arabic);
    const a = address({ email: 'salma.ar@example.com' });
    const order = await s.req(
      'POST',
      '/api/orders',
      { billing: a, shipping: a, payment_method: 'cod', shipping_method: 'standard', idempotency_key: randomUUID() },
      arabic,
    );
    expect(order.status).toBe(201);
    const number = order.body.number as string;
    const read = await s.get(`/api/orders/${order.body.id}?key=${order.body.order_key}`);
    expect(read.body.language).toBe('ar');

    const subject = inLocale('ar', () => MAIL_MSG.orderReceivedSubject(number));
    const hers = (await mailTo('salma.ar@example.com', subject)).mail;
    expect(hers.html).toMatch(/<html lang="ar-EG" dir="rtl"/);
    // Its link opens the Arabic confirmation page.
    expect(hers.text).toMatch(new RegExp(`${SITE}/ar/order-confirmation/${order.body.id}\\?key=`));
    const owners = (
      await mailTo('owner@shop.test', MAIL_MSG.ownerNewOrderSubject(number, formatMoney(order.body.total)))
    ).mail;
    expect(owners.html).toMatch(/<html lang="en" dir="ltr"/);

    // The owner marks it completed from her (English) tools: the status mail is still Arabic.
    orderStatusCli(server.dbPath, number, 'completed');
    const statusMail = await expect
      .poll(() => to('salma.ar@example.com').filter((r) => r.mail.subject !== subject).length, { timeout: 10_000 })
      .toBeGreaterThan(0)
      .then(
        () =>
          to('salma.ar@example.com')
            .filter((r) => r.mail.subject !== subject)
            .at(-1)!.mail,
      );
    expect(statusMail.html).toMatch(/<html lang="ar-EG" dir="rtl"/);
  });

  it('a registration gets a welcome, a lost password a reset code whose link opens the reset page and resets', async () => {
    const s = new Shopper(server.url);
    expect(
      (await s.post('/api/auth/register', { email: 'salma@example.com', username: 'salma', password: 'Str0ng!Pass' }))
        .status,
    ).toBe(201);
    const welcome = await mailTo('salma@example.com', MAIL_MSG.welcomeSubject);
    // Its link confirms her address (and with it her guest orders); the page it opens asks her to confirm.
    const confirm = confirmEmailLink(welcome.mail);
    expect(confirm.url.startsWith(`${SITE}/confirm-email?code=`)).toBe(true);
    const confirmPage = await fetch(onServer(server, confirm.url));
    expect(confirmPage.status).toBe(200);
    expect(await confirmPage.text()).toMatch(/<title>Confirm Your Email/);

    expect((await s.post('/api/auth/lost-password', { email: 'salma@example.com' })).status).toBe(202);
    const reset = await mailTo('salma@example.com', MAIL_MSG.resetSubject);
    const { code, url } = resetLink(reset.mail);
    const page = await fetch(onServer(server, url));
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<title>Forgot Password/);
    // With SMTP the code is not written to the log.
    expect(server.output()).not.toContain(code);
    expect((await s.post('/api/auth/reset-password', { code, password: 'Fresh!Pass1' })).status).toBe(200);
    expect((await s.post('/api/auth/login', { username: 'salma', password: 'Fresh!Pass1' })).status).toBe(200);
  });

  it('a move to another email is told to the old address, naming the new one; a name change sends nothing', async () => {
    const s = new Shopper(server.url);
    expect(
      (await s.post('/api/auth/register', { email: 'rana@example.com', username: 'rana', password: 'Str0ng!Pass' }))
        .status,
    ).toBe(201);
    expect((await s.post('/api/auth/login', { username: 'rana', password: 'Str0ng!Pass' })).status).toBe(200);
    expect((await s.req('PUT', '/api/auth/profile', { first_name: 'Rana' })).status).toBe(200);
    expect(
      (await s.req('PUT', '/api/auth/profile', { email: "rana.o'neil@example.com", current_password: 'Str0ng!Pass' }))
        .status,
    ).toBe(200);
    const notice = await mailTo('rana@example.com', MAIL_MSG.emailChangedSubject);
    expect(notice.mail.text).toContain(MAIL_MSG.emailChangedIntro("rana.o'neil@example.com"));
    expect(notice.mail.text).toContain('Hi Rana,');
    expect(smtp.received.filter((m) => m.mail.subject === MAIL_MSG.emailChangedSubject)).toHaveLength(1);
  });

  it('npm run order:status emails the customer the new status with the note, sent by the running server', async () => {
    const order = await placeOrder(server.url, 'huda@example.com');
    const out = orderStatusCli(server.dbPath, order.body.number, 'completed', "It's on its way & arrives Sunday 🚚");
    expect(out).toContain('processing -> completed');
    const mail = await mailTo('huda@example.com', MAIL_MSG.statusSubject(order.body.number, 'Completed'));
    expect(mail.mail.text).toContain("It's on its way & arrives Sunday 🚚");
    expect(mail.mail.html).toContain('It&#x27;s on its way &amp; arrives Sunday 🚚');
  });
});

describe('mail that cannot go yet', () => {
  let smtp: TestSmtp | undefined;
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('SMTP down: the order succeeds, the mail is retried and delivered when SMTP comes up; a restart keeps what is queued', async () => {
    const port = await startSmtp().then(async (s) => (await s.close(), s.port));
    server = await startServer({ env: { ...MAIL_ENV, SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const dir = server.dir;
    const order = await placeOrder(server.url, 'dina@example.com');
    expect([order.status, order.body.status]).toEqual([201, 'processing']);

    const db = new DatabaseSync(server.dbPath);
    const queue = () =>
      db.prepare('SELECT kind, status, attempts, last_error FROM mail_outbox ORDER BY id').all() as {
        kind: string;
        status: string;
        attempts: number;
        last_error: string | null;
      }[];
    await expect.poll(() => queue().every((q) => q.attempts >= 2), { timeout: 10_000 }).toBe(true);
    // Waiting for the next attempt (or in one that is failing right now): neither sent nor given up.
    expect(queue().map((q) => [q.kind, q.status === 'sending' ? 'queued' : q.status])).toEqual([
      ['order-received', 'queued'],
      ['owner-new-order', 'queued'],
    ]);
    expect(queue()[0]!.last_error).toMatch(/ECONNREFUSED/);

    smtp = await startSmtp(port);
    await smtp.waitFor(2, 15_000);
    expect(smtp.received.map((r) => r.mail.subject).sort()).toEqual(
      [
        MAIL_MSG.orderReceivedSubject(order.body.number),
        MAIL_MSG.ownerNewOrderSubject(order.body.number, formatMoney(order.body.total)),
      ].sort(),
    );

    // The shop stops; the owner cancels from the command line; the next start sends it.
    await server.stop();
    orderStatusCli(
      path.join(dir, 'shop.db'),
      order.body.number,
      'cancelled',
      'Out of stock, sorry — refunded in full.',
    );
    expect(queue().at(-1)).toMatchObject({ kind: 'order-status', status: 'queued', attempts: 0 });
    // Ready when the home page answers: no one asks the API anything, the server sends it by itself.
    server = await startServer({ dir, env: { ...MAIL_ENV, SMTP_URL: smtp.url }, ready: '/' });
    const [, , status] = await smtp.waitFor(3, 15_000);
    expect(status!.mail.subject).toBe(MAIL_MSG.statusSubject(order.body.number, 'Cancelled'));
    expect(status!.mail.text).toContain('Out of stock, sorry — refunded in full.');
    // Marked sent once the SMTP server has accepted it (just after it arrived there).
    await expect.poll(() => queue().map((q) => q.status)).toEqual(['sent', 'sent', 'sent']);
    db.close();
  });
});
