import { expect, test, type Locator, type Page } from '@playwright/test';
import { axe } from './axe';
import { ownerLogsIn } from './admin.helpers';
import { newUser, outboxMail, pageFetch, signedIn } from './auth.helpers';
import { uniqueEmail } from './checkout-fixtures';
import { MAIL_MSG } from '../../src/lib/mail-messages';
import { OWNER_MAIL_MSG } from '../../src/lib/owner-mail-messages';
import { MSG } from '../../src/lib/messages';
import { SLIP_MSG } from '../../src/lib/admin-messages';
import { SUPPORT_EMAIL } from '../../src/lib/site';

/**
 * A discounted gift order, as every view of it shows it once placed: the confirmation, order
 * tracking, the account's orders, both emails, the back office's order and its packing slip. Each
 * shows the pieces at their price (before the code), the subtotal they add up to, the code's own
 * row, shipping, gift wrap and the total, the same rows with the same numbers everywhere, and
 * subtotal − discount + shipping + gift wrap is the total. Two Papyrus Bloom Necklaces (EGP 870.00,
 * not on sale, bought by no other spec) with 12.5 % off: EGP 1,740.00 − 217.50 + 10.00 + 75.00.
 */
const PIECE = { id: 123, name: 'Papyrus Bloom Necklace' };
const CODE = 'TOTALS125';
const LINE = { name: PIECE.name, quantity: 2, price: 'EGP 870.00', amount: 'EGP 1,740.00' };
const ROWS: [string, string][] = [
  ['Subtotal', 'EGP 1,740.00'],
  [`Discount (${CODE})`, '−EGP 217.50'],
  ['Shipping (Standard Shipping)', 'EGP 10.00'],
  ['Gift wrap', 'EGP 75.00'],
  ['Total', 'EGP 1,607.50'],
];
const TOTAL = 'EGP 1,607.50';

/** "EGP 1,740.00" and "−EGP 217.50" in piastres. */
const minor = (shown: string) =>
  (shown.trim().startsWith('−') ? -1 : 1) * Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100);

/** What a reader checks with a pencil: the lines make the subtotal, and the rows below it make the total. */
function expectAddsUp(lineAmounts: string[], rows: [string, string][]) {
  const [subtotal, ...rest] = rows;
  const total = rest.at(-1)!;
  expect(subtotal![0]).toBe('Subtotal');
  expect(total[0]).toBe('Total');
  expect(lineAmounts.reduce((sum, a) => sum + minor(a), 0)).toBe(minor(subtotal![1]));
  expect(rest.slice(0, -1).reduce((sum, [, v]) => sum + minor(v), minor(subtotal![1]))).toBe(minor(total[1]));
}

/** The totals list of a view: each term with what it says, in order. */
async function totalsOf(scope: Locator): Promise<[string, string][]> {
  const list = scope.locator('dl').filter({
    has: scope
      .page()
      .getByRole('term')
      .filter({ hasText: /^Subtotal$/ }),
  });
  await expect(list).toHaveCount(1);
  const terms = await list.getByRole('term').allInnerTexts();
  const values = await list.getByRole('definition').allInnerTexts();
  return terms.map((t, i) => [t.trim(), (values[i] ?? '').trim()]);
}

/** A shot of the page kept with the test's results, at a phone's and a desktop's width. */
async function shots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const path = test.info().outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await test.info().attach(`${name}-${width}.png`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a discounted gift order shows the same rows that add up on every view of it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await ownerLogsIn(page);
  const made = await pageFetch(page, 'POST', '/api/admin/discounts', {
    code: CODE,
    discount_type: 'percent',
    amount: '12.5',
    minimum_spend: '1000',
    usage_limit_per_customer: 1,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);

  // She shops signed in, so the order is her account's too; placed through the API (the checkout has its own specs).
  const context = await browser.newContext();
  const shop = await context.newPage();
  const user = { ...newUser('totals'), email: uniqueEmail('totals') };
  await signedIn(shop, user);
  expect((await pageFetch(shop, 'POST', '/api/cart/items', { id: PIECE.id, quantity: 2 })).status).toBe(200);
  expect((await pageFetch(shop, 'POST', '/api/cart/coupons', { code: CODE.toLowerCase() })).status).toBe(200);
  expect((await pageFetch(shop, 'PUT', '/api/cart/gift-wrap', { wrap: true })).status).toBe(200);
  const address = {
    first_name: 'Nour',
    last_name: 'Hassan',
    address_1: '12 Tahrir Street',
    city: 'Cairo',
    state: 'Cairo',
    postcode: '11511',
    country: 'EG',
    email: user.email,
    phone: '+20 100 123 4567',
  };
  const placed = await pageFetch<{ id: number; number: string; total: string }>(shop, 'POST', '/api/orders', {
    billing: address,
    shipping: address,
    payment_method: 'cod',
    shipping_method: 'standard',
    gift_message: 'Happy birthday, Salma',
    idempotency_key: `totals-${Date.now()}`,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const { id, number } = placed.body;

  // The confirmation (the account's View opens the same page).
  await shop.goto(`/order-confirmation/${id}`);
  const view = shop.getByRole('article');
  await expect(view.getByRole('heading', { name: MSG.orderItems })).toBeVisible();
  const item = view.getByRole('listitem').filter({ hasText: LINE.name });
  await expect(item).toContainText(`× ${LINE.quantity}`);
  await expect(item).toContainText(LINE.amount);
  expect(await totalsOf(view)).toEqual(ROWS);
  expectAddsUp([LINE.amount], await totalsOf(view));
  expect((await axe(shop).analyze()).violations).toEqual([]);
  await shots(shop, 'confirmation');

  // The account's orders: the same total, and what the code saved.
  await shop.goto('/account');
  await shop.getByRole('tab', { name: 'Orders' }).click();
  const row = shop.getByRole('row').filter({ hasText: `#${number}` });
  await expect(row).toContainText(TOTAL);
  await expect(row).toContainText(MSG.savedOnOrder('EGP 217.50'));
  await row.getByRole('link', { name: `View order #${number}` }).click();
  await expect(shop).toHaveURL(new RegExp(`/order-confirmation/${id}$`));
  expect(await totalsOf(shop.getByRole('article'))).toEqual(ROWS);

  // Order tracking, from a browser that has never seen the order.
  const stranger = await browser.newPage();
  await stranger.goto('/order-tracking');
  await stranger.getByLabel('Order number').fill(number);
  await stranger.getByLabel('Billing email').fill(user.email);
  await stranger.getByRole('button', { name: 'Track Order' }).click();
  const tracked = stranger.getByRole('article');
  await expect(tracked.getByRole('listitem').filter({ hasText: LINE.name })).toContainText(LINE.amount);
  expect(await totalsOf(tracked)).toEqual(ROWS);
  await stranger.close();

  // Both emails: each row as "label: amount", in the same order, in the text part; the same rows in the HTML.
  const mails = [
    await outboxMail(user.email, MAIL_MSG.orderReceivedSubject(number)),
    await outboxMail(SUPPORT_EMAIL, OWNER_MAIL_MSG.ownerNewOrderSubject(number, TOTAL)),
  ];
  for (const mail of mails) {
    const text = mail.text ?? '';
    const lines = [`${LINE.name} × ${LINE.quantity}: ${LINE.amount}`, ...ROWS.map(([l, v]) => `${l}: ${v}`)];
    const at = lines.map((l) => text.indexOf(l));
    expect(
      at.every((i) => i >= 0),
      `${lines.join('\n')}\nin\n${text}`,
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    for (const [label, value] of ROWS) {
      expect(mail.html).toContain(label);
      expect(mail.html).toContain(value);
    }
  }

  // The back office's order: the piece at its price, then the same rows.
  await page.goto(`/admin/orders/${id}`);
  const items = page.getByRole('region', { name: 'Items' });
  const line = items.getByRole('row').filter({ hasText: LINE.name });
  await expect(line.getByRole('cell')).toHaveText([LINE.price, String(LINE.quantity), LINE.amount]);
  expect(await totalsOf(items)).toEqual(ROWS);
  await shots(page, 'order-detail');

  // The packing slip (prices shown: she did not ask to hide them) adds up the same way.
  await page.getByRole('link', { name: SLIP_MSG.printSlip }).click();
  const slip = page.getByRole('main');
  await expect(slip.getByRole('row').filter({ hasText: LINE.name }).getByRole('cell')).toHaveText([
    String(LINE.quantity),
    LINE.price,
    LINE.amount,
  ]);
  expect(await totalsOf(slip)).toEqual(ROWS);
  expectAddsUp([LINE.amount], await totalsOf(slip));
  expect((await axe(page).analyze()).violations).toEqual([]);
  await shots(page, 'packing-slip');

  // The code's row in the back office's list: its use, and what it asks of an order.
  await page.goto('/admin/discounts');
  const code = page.getByRole('row').filter({ hasText: CODE });
  await expect(code).toContainText('1 used');
  await expect(code).toContainText('Minimum spend EGP 1,000.00');
  await expect(code).toContainText('1 use per customer');
  await shots(page, 'discount-list');
  await context.close();
});
