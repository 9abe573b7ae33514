import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { axe } from './axe';
import { MSG } from '../../src/lib/messages';
import { MAIL_MSG } from '../../src/lib/mail-messages';
import { outboxMail, pageFetch } from './auth.helpers';
import { completeSteps, egp, expectToast, seedCart, uniqueEmail } from './checkout-fixtures';
import { ownerLogsIn } from './admin.helpers';

/**
 * A discount code from the owner's screen to the shopper's email, on the embedded store: she
 * makes EID15 in /admin, a shopper types it in the cart in another case with spaces around it,
 * sees it as its own line of every total, pays exactly what Place Order said, and reads the
 * discount in her email. The Eye of Horus Necklace in 50 cm (EGP 960.00, not on sale) is bought by no
 * other spec.
 */
const NECKLACE = { id: 109, choices: { Length: '50 cm' } };

/**
 * The owner makes a code in the back office; someone else, in a browser of her own as a story's
 * reader is, opens its link typed in lower case and lands on the shop.
 */
async function visitorFollowsLink(
  owner: Page,
  browser: Browser,
  discount: { code: string } & Record<string, string | number>,
) {
  await ownerLogsIn(owner);
  const made = await pageFetch(owner, 'POST', '/api/admin/discounts', discount);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/discount/${discount.code.toLowerCase()}`);
  await expect(visitor).toHaveURL(/\/shop$/);
  return visitor;
}

test('the owner makes a code; a shopper applies it in the cart, and the checkout, confirmation and email show the discount', async ({
  page,
  browser,
  baseURL,
}) => {
  await ownerLogsIn(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Discount codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
  await page.getByRole('button', { name: 'New code' }).click();
  const form = page.getByRole('form', { name: 'New discount code' });
  await form.getByLabel('Code', { exact: true }).fill('Eid15');
  await form.getByRole('radio', { name: 'A percent off the cart' }).check();
  await form.getByLabel('Percent off', { exact: true }).fill('15');
  await form.getByLabel('Uses in all (optional)').fill('100');
  await form.getByRole('button', { name: 'Save code' }).click();
  await expect(page.getByRole('status')).toHaveText('EID15 is ready: shoppers can use it now.');
  const row = page.getByRole('row').filter({ hasText: 'EID15' });
  await expect(row).toContainText('15 % off the cart');
  await expect(row).toContainText('0 of 100 used');
  expect((await axe(page).analyze()).violations).toEqual([]);
  // The Activity log has it.
  await page.goto('/admin/audit');
  await expect(page.getByRole('main')).toContainText('code EID15');

  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  const price = await seedCart(shop, baseURL!, [NECKLACE]);
  const discount = Math.round(price * 0.15);
  await shop.goto('/cart');
  const summary = shop.getByRole('complementary', { name: 'Order Summary' });
  await summary.getByText('Have a code?').click();
  await summary.getByLabel('Discount code').fill('NOPE10');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByRole('alert')).toHaveText(MSG.codeUnknown('NOPE10'));
  await summary.getByLabel('Discount code').fill('  eid15 ');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expectToast(shop, MSG.codeApplied('EID15'));
  await expect(summary.getByText('Discount (EID15)').locator('xpath=..')).toContainText(`−${egp(discount)}`);
  await expect(summary.getByText('Total', { exact: true }).locator('xpath=..')).toContainText(egp(price - discount));
  await expect(summary.getByRole('list', { name: 'Codes on your cart' })).toContainText('EID15');
  expect((await axe(shop).analyze()).violations).toEqual([]);
  // On a phone as on a desktop, the discount is a line of its own in the cart's totals.
  for (const width of [375, 1280]) {
    await shop.setViewportSize({ width, height: 900 });
    await expect(summary.getByText('Discount (EID15)')).toBeVisible();
  }

  const email = uniqueEmail('discount');
  await shop.goto('/checkout');
  const aside = shop.getByRole('complementary', { name: 'Order summary' });
  await expect(aside.getByText('Discount (EID15)').locator('xpath=..')).toContainText(`−${egp(discount)}`);
  await completeSteps(shop, email);
  const total = price - discount + 1000;
  await expect(aside.getByTestId('checkout-total')).toHaveText(egp(total));
  const place = shop.getByRole('button', { name: MSG.placeOrder(egp(total)) });
  await place.click();
  await shop.waitForURL(/\/order-confirmation\/\d+$/);
  const view = shop.getByRole('article');
  await expect(view.getByText('Discount (EID15)').locator('xpath=..')).toContainText(`−${egp(discount)}`);
  await expect(view.getByText('Total', { exact: true }).locator('xpath=..')).toContainText(egp(total));
  const number = /#(\d+)/.exec(
    (await shop
      .getByText(/Your order number is #\d+/)
      .first()
      .textContent()) ?? '',
  )?.[1];
  expect(number).toBeTruthy();

  const mail = await outboxMail(email, MAIL_MSG.orderReceivedSubject(number!));
  expect(mail.text).toContain(`Discount (EID15): −${egp(discount)}`);
  expect(mail.text).toContain(`${MSG.total}: ${egp(total)}`);
  await shopper.close();

  // The owner sees the use counted.
  await page.goto('/admin/discounts');
  await expect(page.getByRole('row').filter({ hasText: 'EID15' })).toContainText('1 of 100 used');
});

test('a /discount/CODE link applies the code to the visitor’s cart and lands on the shop with a toast; an unknown one says why', async ({
  page,
  browser,
  baseURL,
}) => {
  const shop = await visitorFollowsLink(page, browser, { code: 'STORY50', discount_type: 'fixed_cart', amount: '50' });
  await expectToast(shop, MSG.codeApplied('STORY50'));
  const cart = (await (await shop.request.get('/api/cart')).json()) as { coupons?: { code: string }[] };
  expect(cart.coupons?.map((c) => c.code.toUpperCase())).toEqual(['STORY50']);
  // Stays until checkout: with a piece in the cart the code takes its 50 off.
  const price = await seedCart(shop, baseURL!, [NECKLACE]);
  await shop.goto('/cart');
  await expect(shop.getByText('Total', { exact: true }).locator('xpath=..')).toContainText(egp(price - 5000));

  await shop.goto('/discount/NOSUCH');
  await expect(shop).toHaveURL(/\/shop$/);
  await expectToast(shop, MSG.codeUnknown('NOSUCH'));
});

test('a link’s code the cart does not qualify for yet waits for it, and applies once the cart reaches its minimum', async ({
  page,
  browser,
  baseURL,
}) => {
  // A story's link lands on an empty cart: the code is kept for it, and the toast says so.
  const shop = await visitorFollowsLink(page, browser, {
    code: 'FAIR100',
    discount_type: 'fixed_cart',
    amount: '100',
    minimum_spend: '1500',
  });
  const below = MSG.codeBelowMinimum('FAIR100', 'EGP 1,500.00');
  await expectToast(shop, MSG.codeHeld('FAIR100', below));

  // One necklace (EGP 960.00) is not yet the minimum: the cart says what the code needs.
  const one = await seedCart(shop, baseURL!, [NECKLACE]);
  await shop.goto('/cart');
  await expectToast(shop, MSG.heldCodeWaits(below));
  await expect(shop.getByText('Discount (FAIR100)')).toHaveCount(0);

  // Told once for this cart: the next page that reads the same cart does not say it again.
  const read = shop.waitForResponse((r) => r.url().endsWith('/api/cart') && r.request().method() === 'GET');
  await shop.goto('/cart');
  expect(((await (await read).json()) as { notices: string[] }).notices).toEqual([]);
  await expect(shop.getByRole('link', { name: /Eye of Horus Necklace/ }).first()).toBeVisible();
  await expect(shop.getByText(MSG.heldCodeWaits(below))).toHaveCount(0);

  // A second one reaches it: the add applies the code, and the total counts it.
  await seedCart(shop, baseURL!, [NECKLACE]);
  await shop.goto('/cart');
  await expect(shop.getByText('Discount (FAIR100)').locator('xpath=..')).toContainText(`−${egp(10000)}`);
  await expect(shop.getByText('Total', { exact: true }).locator('xpath=..')).toContainText(egp(2 * one - 10000));
});

test('a code her email has used is taken off at Place Order: the button then names the new total, and the order is charged it', async ({
  page,
  browser,
  baseURL,
}) => {
  // Unique to this run: the store keeps the codes its tests make.
  const code = `ONCE${Date.now().toString(36).toUpperCase()}`;
  const email = uniqueEmail('once');
  const first = await visitorFollowsLink(page, browser, {
    code,
    discount_type: 'percent',
    amount: '15',
    usage_limit_per_customer: 1,
  });
  const placeOrder = (p: Page) => p.getByRole('button', { name: /^Place Order/ });
  await seedCart(first, baseURL!, [NECKLACE]);
  await first.goto('/checkout');
  await completeSteps(first, email);
  // 960.00 less 15 %, and the shipping.
  await expect(placeOrder(first)).toHaveText(`Place Order · ${egp(81600 + 1000)}`);
  await placeOrder(first).click();
  await expect(first).toHaveURL(/\/order-confirmation\//);

  // A new browser, the same link and the same email: the code shows until the store checks her email.
  const second = await (await browser.newContext()).newPage();
  await second.goto(`/discount/${code.toLowerCase()}`);
  await seedCart(second, baseURL!, [NECKLACE]);
  await second.goto('/checkout');
  await completeSteps(second, email);
  await expect(placeOrder(second)).toHaveText(`Place Order · ${egp(81600 + 1000)}`);
  await placeOrder(second).click();
  await expect(second.getByText(/It was taken off your order and nothing was charged/).first()).toBeVisible();
  // The summary and the button say what the order will now cost, before it can be pressed again.
  const full = egp(96000 + 1000);
  await expect(placeOrder(second)).toHaveText(`Place Order · ${full}`);
  await expect(second.getByRole('complementary').getByText(`Discount (${code})`)).toHaveCount(0);
  await expect(second.getByTestId('checkout-total')).toHaveText(full);
  const shown = (await placeOrder(second).textContent())!.replace('Place Order · ', '');
  await placeOrder(second).click();
  await expect(second).toHaveURL(/\/order-confirmation\//);
  // Charged what the button said.
  const id = /\/order-confirmation\/(\d+)/.exec(second.url())![1];
  await expect(second.getByText('Total', { exact: true }).locator('xpath=..')).toContainText(shown);
  const order = await second.evaluate(async (orderId) => {
    const keys = JSON.parse(localStorage.getItem('nefertari.orders') ?? '{}') as Record<string, string>;
    const res = await fetch(`/api/orders/${orderId}?key=${keys[orderId]}`);
    return (await res.json()) as { total: string };
  }, id!);
  expect(egp(Math.round(Number(order.total) * 100))).toBe(shown);
});

test('a code the cart falls under waits, says in the page what it still needs, and comes back when the cart qualifies', async ({
  page,
  browser,
  baseURL,
}) => {
  const code = `MIN${Date.now().toString(36).toUpperCase()}`;
  await ownerLogsIn(page);
  const made = await pageFetch(page, 'POST', '/api/admin/discounts', {
    code,
    discount_type: 'fixed_cart',
    amount: '100',
    minimum_spend: '1500',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const shop = await (await browser.newContext()).newPage();
  // Two necklaces (EGP 1,920.00) qualify for a code whose minimum is EGP 1,500.00.
  await seedCart(shop, baseURL!, [NECKLACE, NECKLACE]);
  await shop.goto('/cart');
  const summary = shop.getByRole('complementary', { name: 'Order Summary' });
  await summary.getByText('Have a code?').click();
  await summary.getByLabel('Discount code').fill(code);
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText(`Discount (${code})`)).toBeVisible();

  // One less: EGP 960.00 is under the minimum. The code is taken off, and waits.
  const necklace = shop.getByRole('row').filter({ hasText: 'Eye of Horus Necklace' });
  await necklace.getByRole('button', { name: /^Decrease quantity/ }).click();
  const waits = MSG.codeTakenOffWaits(code, MSG.codeBelowMinimum(code, 'EGP 1,500.00'));
  await expectToast(shop, waits);
  await expect(summary.getByText(`Discount (${code})`)).toHaveCount(0);
  const needs = MSG.spendMoreFor('EGP 540.00', code);
  const waiting = (where: Locator) => where.getByRole('list', { name: 'Codes waiting for your cart' });
  await expect(waiting(summary)).toHaveText(needs);
  // The drawer and the checkout say it too.
  await shop.goto('/faq');
  await shop.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(waiting(shop.getByRole('dialog', { name: /^Your cart/ }))).toHaveText(needs);
  await shop.goto('/checkout');
  await expect(waiting(shop.getByRole('complementary'))).toHaveText(needs);

  // Back to two: the code applies by itself, and she is told.
  await shop.goto('/cart');
  await necklace.getByRole('button', { name: /^Increase quantity/ }).click();
  await expectToast(shop, MSG.heldCodeApplied(code));
  await expect(summary.getByText(`Discount (${code})`).locator('xpath=..')).toContainText(`−${egp(10000)}`);
  await expect(waiting(summary)).toHaveCount(0);
  // The drawer shows the discount as the cart page does: its row, and the total after it.
  await shop.goto('/faq');
  await shop.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  const drawer = shop.getByRole('dialog', { name: /^Your cart/ });
  await expect(drawer.getByText(`Discount (${code})`).locator('xpath=..')).toContainText(`−${egp(10000)}`);
  await expect(drawer.getByText('Total', { exact: true }).locator('xpath=..')).toContainText(egp(2 * 96000 - 10000));
  // The checkout's summary: the line at its price, adding up to the subtotal; the discount once, below.
  await shop.goto('/checkout');
  const aside = shop.getByRole('complementary');
  await expect(aside.getByRole('listitem').filter({ hasText: 'Eye of Horus Necklace' })).toContainText(egp(192000));
  await expect(aside.getByText('Subtotal', { exact: true }).locator('xpath=..')).toContainText(egp(192000));
  await expect(aside.getByText(`Discount (${code})`).locator('xpath=..')).toContainText(`−${egp(10000)}`);
});
