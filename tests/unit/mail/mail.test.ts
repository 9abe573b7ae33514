import { afterEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { createEmbeddedBackend, type EmbeddedBackend } from '../../../src/server/drivers/embedded';
import { makeCatalogue } from '../../../src/server/drivers/embedded/bundled-catalogue';
import { setOrderStatusByRef } from '../../../src/server/drivers/embedded/order-status';
import { Db } from '../../../src/server/sqlite/db';
import { claimDue, listMailQueue } from '../../../src/server/mail/queue';
import { startMailWorker, type MailWorker } from '../../../src/server/mail/worker';
import { MAIL_THEME } from '../../../src/server/mail/templates/layout';
import { MAIL_MSG } from '../../../src/lib/mail-messages';
import { OWNER_MAIL_MSG } from '../../../src/lib/owner-mail-messages';
import { CART_MSG } from '../../../src/lib/cart-messages';
import { formatMoney } from '../../../src/lib/money';
import type { Address } from '../../../src/lib/schemas/address';
import type { BankTransfer } from '../../../src/lib/schemas/payment';
import { product } from '../server/fixtures';
import { readOutbox, resetLink, startSmtp, testMailSettings } from './smtp';

/**
 * The emails end to end inside one process: the embedded store queues them (with the order, the
 * status change, the reset code, the account), the worker renders and sends them to a real SMTP
 * server started here (smtp-server), and what arrives is read as a mail client would.
 */
const address: Address = {
  first_name: 'Nour',
  last_name: "O'Neil & Sons",
  company: '',
  address_1: 'شارع النيل ١٢، الزمالك 🌙',
  address_2: '',
  city: 'Cairo',
  state: 'EGC',
  postcode: '11511',
  country: 'EG',
  email: 'nour@example.com',
  phone: '+20 100 000 0000',
};
const NOTE = 'Leave it with the doorman <b>Ali</b> & call "first" — شكراً 🙏';
const bank: BankTransfer = {
  accounts: [
    {
      account_name: 'Nefertari LLC',
      bank_name: 'Banque Misr',
      account_number: '0050 0000 0002 6318',
      iban: 'EG380019000500000000263180002',
      bic: 'BMISEGCXXXX',
      sort_code: '',
    },
  ],
  instructions: 'Use your order number as the reference.',
};

let t = Date.parse('2026-11-24T10:00:00Z');
const now = () => t;
const cleanups: (() => void)[] = [];
afterEach(async () => {
  while (cleanups.length) cleanups.pop()!();
});

function backend(): EmbeddedBackend {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-mail-'));
  const catalogue = makeCatalogue(
    [
      product(1, { name: 'Scarab & Lotus Ring', price: '1250.00', regular_price: '1250.00' }),
      product(2, { name: 'Nile Cuff', price: '250.50', regular_price: '250.50' }),
      product(3, { name: 'Printable Ring Sizer', price: '50.00', regular_price: '50.00', virtual: true }),
    ],
    [{ id: 1, name: 'Rings', slug: 'rings', count: 2, description: '' }],
    (src) => `/img/${src}`,
  );
  const b = createEmbeddedBackend({
    databasePath: path.join(dir, 'shop.db'),
    dataDir: dir,
    catalogue,
    bankTransfer: bank,
    now,
  });
  cleanups.push(() => b.db.close());
  return b;
}

function worker(
  b: EmbeddedBackend,
  smtpUrl?: string,
  over: Parameters<typeof testMailSettings>[0] extends infer S ? Partial<S> : never = {},
): MailWorker {
  const w = startMailWorker(
    b.db,
    testMailSettings({ outboxDir: path.join(b.dataDir, 'outbox'), smtpUrl, orders: (id) => b.readOrder(id), ...over }),
    undefined,
    now,
  );
  cleanups.push(() => w.stop());
  return w;
}

async function placeOrder(b: EmbeddedBackend, paymentMethod = 'bacs') {
  const shopper = { cartToken: `tok-${Math.random().toString(36).slice(2)}aaaaaaaaaaaaaaaa`, userId: null };
  await b.addToCart(shopper, 1, 2);
  await b.addToCart(shopper, 2, 1);
  return b.createOrder(shopper, {
    billing: address,
    shipping: address,
    paymentMethod,
    shippingMethod: 'standard',
    customerNote: NOTE,
    idempotencyKey: 'k1',
  });
}

/** The HTML as a mail client shows it: its text, and its links. */
function shown(html: string): { text: string; links: string[]; doc: Document } {
  const w = new Window();
  w.document.write(html);
  const doc = w.document as unknown as Document;
  return {
    text: doc.body.textContent ?? '',
    links: [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
    doc,
  };
}

async function closedPort(): Promise<number> {
  const s = await startSmtp();
  await s.close();
  return s.port;
}

describe('emails through a real SMTP server', () => {
  it('an order sends the shopper "order received" and the owner "new order", in multipart/alternative with HTML and text', async () => {
    const smtp = await startSmtp();
    cleanups.push(() => void smtp.close());
    const b = backend();
    const placed = await placeOrder(b);
    await worker(b, smtp.url).drain();
    const [shopperMail, ownerMail] = await smtp.waitFor(2);
    const order = await b.getOrder(placed.id, { userId: null, orderKey: placed.order_key });

    expect(shopperMail!.envelope).toEqual({ from: 'shop@example.com', to: ['nour@example.com'] });
    const m = shopperMail!.mail;
    expect(m.from?.text).toBe('"Nefertari" <shop@example.com>');
    expect(m.to && !Array.isArray(m.to) ? m.to.text : '').toBe('nour@example.com');
    expect(m.subject).toBe(MAIL_MSG.orderReceivedSubject(order.number));
    expect(m.messageId).toMatch(/^<[^<>\s]+@nefertari\.mail>$/);
    expect(shopperMail!.raw).toMatch(/^Content-Type: multipart\/alternative;/im);

    // Lines, totals, shipping address, payment method and where to pay, in both parts.
    const html = shown(m.html as string);
    for (const part of [html.text, m.text!]) {
      expect(part).toContain('Scarab & Lotus Ring');
      expect(part).toContain(formatMoney('2500.00'));
      expect(part).toContain(formatMoney(order.shipping_total));
      expect(part).toContain(formatMoney(order.total));
      expect(part).toContain('Direct Bank Transfer');
      expect(part).toContain('EG380019000500000000263180002');
      // Shopper text exactly as typed: Arabic, emoji, apostrophe, ampersand, angle brackets.
      expect(part).toContain("Nour O'Neil & Sons");
      expect(part).toContain('شارع النيل ١٢، الزمالك 🌙');
      expect(part).toContain(NOTE);
    }
    // The country by its name, as on the order page.
    expect(m.text).toMatch(/^Egypt$/m);
    expect(m.html).toMatch(/>Egypt</);
    // ... and as text, never as markup: no <b> element came from the note.
    expect(html.doc.querySelector('b')).toBeNull();
    expect(m.html).toContain('&lt;b&gt;Ali&lt;/b&gt; &amp; call');
    // The order's link opens it in any browser (the confirmation page reads ?key=).
    const orderUrl = `http://shop.test/order-confirmation/${order.id}?key=${order.order_key}`;
    expect(html.links).toContain(orderUrl);
    expect(m.text).toContain(orderUrl);

    const owner = ownerMail!.mail;
    expect(ownerMail!.envelope.to).toEqual(['owner@example.com']);
    expect(owner.subject).toBe(OWNER_MAIL_MSG.ownerNewOrderSubject(order.number, formatMoney(order.total)));
    expect(owner.text).toContain('nour@example.com');
    expect(owner.text).toContain(NOTE);
    // Her link opens the order in the back office (/admin/orders/<id>), where she changes its status.
    expect(owner.text).toContain(`Open it in the back office: http://shop.test/admin/orders/${order.id}`);
    expect(owner.html).toContain(`href="http://shop.test/admin/orders/${order.id}"`);
    expect(listMailQueue(b.db).map((e) => [e.kind, e.status, e.recipient])).toEqual([
      ['owner-new-order', 'sent', 'owner@example.com'],
      ['order-received', 'sent', 'nour@example.com'],
    ]);
  });

  it('an order with nothing to deliver names her billing address and no shipping, to her and to the owner', async () => {
    const smtp = await startSmtp();
    cleanups.push(() => void smtp.close());
    const b = backend();
    const shopper = { cartToken: `tok-virtual-mail-aaaaaaaaaaaaaaaa`, userId: null };
    await b.addToCart(shopper, 3, 1);
    await b.createOrder(shopper, {
      billing: address,
      shipping: address,
      paymentMethod: 'bacs',
      shippingMethod: '',
      customerNote: '',
      idempotencyKey: 'k-virtual',
    });
    await worker(b, smtp.url).drain();
    for (const { mail } of await smtp.waitFor(2)) {
      for (const part of [shown(mail.html as string).text, mail.text!]) {
        expect(part).toContain(MAIL_MSG.billingAddress);
        expect(part).not.toContain(MAIL_MSG.shippingAddress);
        expect(part).toContain(CART_MSG.noShippingNeeded);
        expect(part).toContain("Nour O'Neil & Sons");
      }
    }
  });

  it('looks like the shop, reads on a phone and in dark mode', async () => {
    const smtp = await startSmtp();
    cleanups.push(() => void smtp.close());
    const b = backend();
    await placeOrder(b, 'cod');
    await worker(b, smtp.url).drain();
    const mail = (await smtp.waitFor(2))[0]!.mail as { html: string; text: string };
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(mail.html).toContain('@media (prefers-color-scheme: dark)');
    expect(mail.html).toContain(`background:${MAIL_THEME.teal700}`);
    // Cash on delivery: no bank details.
    expect(mail.text).not.toContain(MAIL_MSG.bankTransferHeading.toUpperCase());
    // The colours and fonts are the site's own tokens.
    const css = readFileSync(path.resolve(import.meta.dirname, '../../../src/styles/global.css'), 'utf8');
    const token = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
    expect([
      MAIL_THEME.teal700,
      MAIL_THEME.gold400,
      MAIL_THEME.ink,
      MAIL_THEME.sand100,
      MAIL_THEME.line,
      MAIL_THEME.fontSerif,
      MAIL_THEME.fontSans,
    ]).toEqual(
      ['teal-700', 'gold-400', 'ink', 'sand-100', 'line', 'font-serif', 'font-sans']
        .map(token)
        // The Arabic pages' web font is declared by those pages only; an email cannot load it.
        .map((value) => value?.replace("'Nefertari Arabic', ", '')),
    );
  });

  it("a status change through the one shared function (the command line's) emails the customer, with the note", async () => {
    const smtp = await startSmtp();
    cleanups.push(() => void smtp.close());
    const b = backend();
    const placed = await placeOrder(b, 'cod');
    const w = worker(b, smtp.url);
    await w.drain();
    await smtp.waitFor(2);

    const note = "Shipped with the courier — it's on its way & arrives Sunday 🚚";
    setOrderStatusByRef(b.db, `#${placed.number}`, 'completed', note, t);
    await w.drain();
    const [, , status] = await smtp.waitFor(3);
    expect(status!.envelope.to).toEqual(['nour@example.com']);
    expect(status!.mail.subject).toBe(MAIL_MSG.statusSubject(placed.number, 'Completed'));
    expect(status!.mail.text).toContain(MAIL_MSG.statusIntro(placed.number, 'Processing', 'Completed'));
    expect(status!.mail.text).toContain(note);
    expect(shown(status!.mail.html as string).text).toContain(note);

    // The same status again with no note tells nothing; a note alone is its own message.
    setOrderStatusByRef(b.db, placed.number, 'completed', undefined, t);
    setOrderStatusByRef(b.db, placed.number, 'completed', 'Your gift wrap is inside.', t);
    await w.drain();
    const all = await smtp.waitFor(4);
    expect(all).toHaveLength(4);
    expect(all[3]!.mail.subject).toBe(MAIL_MSG.noteSubject(placed.number));
    expect(all[3]!.mail.text).toContain('Your gift wrap is inside.');
  });

  it('SMTP down: the order is placed, the mail retried with growing waits and delivered once the server is up', async () => {
    const port = await closedPort();
    const b = backend();
    const placed = await placeOrder(b, 'cod');
    expect(placed.status).toBe('processing');
    const w = worker(b, `smtp://127.0.0.1:${port}`);
    expect(await w.drain()).toBe(0);
    let queue = listMailQueue(b.db);
    expect(queue.map((e) => [e.status, e.attempts, e.nextAttemptAt - t])).toEqual([
      ['queued', 1, 1000],
      ['queued', 1, 1000],
    ]);
    expect(queue[0]!.lastError).toMatch(/ECONNREFUSED/);

    t += 500; // not due yet
    await w.drain();
    expect(listMailQueue(b.db).map((e) => e.attempts)).toEqual([1, 1]);
    t += 600;
    await w.drain();
    expect(listMailQueue(b.db).map((e) => [e.attempts, e.nextAttemptAt - t])).toEqual([
      [2, 2000],
      [2, 2000],
    ]);

    const smtp = await startSmtp(port);
    cleanups.push(() => void smtp.close());
    t += 2000;
    expect(await w.drain()).toBe(2);
    expect((await smtp.waitFor(2)).map((r) => r.mail.subject).sort()).toEqual(
      [
        MAIL_MSG.orderReceivedSubject(placed.number),
        OWNER_MAIL_MSG.ownerNewOrderSubject(placed.number, formatMoney(placed.total)),
      ].sort(),
    );
    queue = listMailQueue(b.db);
    expect(queue.map((e) => [e.status, e.attempts])).toEqual([
      ['sent', 3],
      ['sent', 3],
    ]);
  });

  it('a full disk: the worker waits longer after each failed drain, logs it once, and sends once there is room', async () => {
    const b = backend();
    await b.register({ username: 'hana', email: 'hana@example.com', password: 'Str0ng!Pass' });
    // The database refuses every write, as a full disk does: the claim of the due message fails.
    let full = true;
    let claims = 0;
    const db = Object.create(b.db) as Db;
    db.writeTransaction = <T>(fn: () => T) => {
      claims++;
      return full ? Promise.reject(new Error('database or disk is full')) : b.db.writeTransaction(fn);
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logs = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    cleanups.push(() => (errors.mockRestore(), logs.mockRestore()));
    const outbox = path.join(b.dataDir, 'outbox');
    const w = startMailWorker(
      db,
      testMailSettings({
        outboxDir: outbox,
        retry: { baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 4, leaseMs: 30_000 },
      }),
      undefined,
      now,
    );
    cleanups.push(() => w.stop());
    // A second of a full disk: tries at 0, 100, 300, 700 ms (it once tried thousands of times, one log line each).
    await new Promise((r) => setTimeout(r, 1000));
    expect(claims).toBeGreaterThanOrEqual(2);
    expect(claims).toBeLessThanOrEqual(5);
    const notDrained = () => errors.mock.calls.filter(([line]) => String(line).startsWith('[mail] queue not drained'));
    expect(notDrained().map(([line]) => line)).toEqual([
      '[mail] queue not drained: database or disk is full (trying again with growing waits)',
    ]);

    // Room again: the next try, at most 400 ms on, sends it, and the log says so once.
    full = false;
    const deadline = Date.now() + 5000;
    while (listMailQueue(b.db)[0]?.status !== 'sent' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(listMailQueue(b.db)[0]).toMatchObject({ kind: 'welcome', status: 'sent', attempts: 1 });
    expect((await readOutbox(outbox)).map((f) => f.mail.subject)).toEqual([MAIL_MSG.welcomeSubject]);
    expect(logs.mock.calls.filter(([line]) => String(line).startsWith('[mail] queue drained again'))).toHaveLength(1);
    expect(notDrained()).toHaveLength(1);
  });

  it('gives up after the last attempt and keeps the message, marked failed, for the owner to see', async () => {
    const port = await closedPort();
    const b = backend();
    await b.register({ username: 'hana', email: 'hana@example.com', password: 'Str0ng!Pass' });
    const w = worker(b, `smtp://127.0.0.1:${port}`, {
      retry: { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 2, leaseMs: 30_000 },
    });
    await w.drain();
    t += 1000;
    await w.drain();
    t += 10_000;
    await w.drain();
    const [failed] = listMailQueue(b.db, { status: 'failed' });
    expect(failed).toMatchObject({ kind: 'welcome', recipient: 'hana@example.com', status: 'failed', attempts: 2 });
    expect(failed!.lastError).toMatch(/ECONNREFUSED/);
  });

  it('nothing is lost across restarts: a message whose sender died is sent by the next process once its claim runs out', async () => {
    const smtp = await startSmtp();
    cleanups.push(() => void smtp.close());
    const b = backend();
    await b.register({ username: 'hana', email: 'hana@example.com', password: 'Str0ng!Pass' });
    // A process claims it and dies before sending (no worker of its own here).
    const claimed = b.db.transaction(() => claimDue(b.db, t, testMailSettings({ outboxDir: '' }).retry));
    expect(claimed?.message.kind).toBe('welcome');
    // The next process, on its own connection to the same file:
    const next = new Db(b.db.file, { backgroundCheckpoints: false });
    cleanups.push(() => next.close());
    const w = startMailWorker(next, testMailSettings({ outboxDir: '', smtpUrl: smtp.url }), undefined, now);
    cleanups.push(() => w.stop());
    expect(await w.drain()).toBe(0); // still claimed: never two senders at once
    t += 30_000;
    expect(await w.drain()).toBe(1);
    const [welcome] = await smtp.waitFor(1);
    expect(welcome!.mail.subject).toBe(MAIL_MSG.welcomeSubject);
    expect(welcome!.mail.messageId).toBe(claimed!.messageId);
    expect(listMailQueue(next)[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('without SMTP_URL each message is an .eml file in the outbox (0600), and the reset link in it works', async () => {
    const b = backend();
    await b.register({ username: 'hana', email: 'hana@example.com', password: 'Str0ng!Pass' });
    await b.lostPassword('hana@example.com');
    await worker(b).drain();
    const outbox = path.join(b.dataDir, 'outbox');
    const files = await readOutbox(outbox);
    expect(files.map((f) => f.mail.subject)).toEqual([MAIL_MSG.welcomeSubject, MAIL_MSG.resetSubject]);
    expect((statSync(path.join(outbox, files[1]!.file)).mode & 0o777).toString(8)).toBe('600');
    const reset = files[1]!.mail;
    const { code, url } = resetLink(reset);
    expect(url).toBe(`http://shop.test/forgot-password?code=${code}`);
    expect(shown(reset.html as string).links).toContain(url);
    await b.resetPassword(code, 'NewSecret#456');
    await b.login('hana', 'NewSecret#456');
    // Once sent, the stored copy is dropped: no reset code left in the database.
    expect(b.db.all<{ payload: string }>('SELECT payload FROM mail_outbox').map((r) => r.payload)).toEqual([
      '{}',
      '{}',
    ]);
  });
});
