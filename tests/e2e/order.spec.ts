import { axe } from './axe';
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { MSG } from '../../src/lib/messages';
import { e2eDatabasePath, placeOrderByApi, uniqueEmail } from './checkout-fixtures';

/** The Alexandria pearl drops on sterling silver hooks. */
const EARRINGS = { id: 104, choices: { Metal: 'Sterling Silver' } };

test.describe('order tracking and confirmation', () => {
  test('tracking by order number and email shows the order; a wrong email is refused', async ({
    page,
    baseURL,
    browser,
  }) => {
    // The order is placed by another browser (its own cookies): tracking needs no order key.
    const buyer = await browser.newContext({ baseURL });
    const email = uniqueEmail('track');
    const order = await placeOrderByApi(buyer, baseURL!, email, [114]);
    await buyer.close();

    await page.goto('/order-tracking');
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.getByLabel('Order number').fill(order.number);
    await page.getByLabel('Billing email').fill('someone-else@example.com');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByRole('heading', { name: MSG.orderNotFound })).toBeVisible();
    await expect(page.getByText('Siwa Beaded Bracelet')).toHaveCount(0);

    await page.getByLabel('Billing email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByRole('heading', { name: `Order #${order.number}` })).toBeVisible();
    await expect(page.getByText('Siwa Beaded Bracelet')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order status: Processing' })).toBeVisible();
    await expect(page.getByText('Status changed to Pending')).toBeVisible();
    await expect(page.getByText('Status changed to Processing')).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
  });

  test('an empty or malformed tracking form says what is missing', async ({ page }) => {
    await page.goto('/order-tracking');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByText('Please enter your order number.')).toBeVisible();
    await page.getByLabel('Order number').fill('1');
    await page.getByLabel('Billing email').fill('not-an-email');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByText(MSG.emailInvalid)).toBeVisible();
  });

  test('a tracking form sent before the page is interactive gets the same answer as a click', async ({ page }) => {
    // Hold the island's code so the click lands on the bare, server-rendered form.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/OrderTracking\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/order-tracking');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await page.waitForURL(/[?&]number=/);
    release();
    await expect(page.getByText('Please enter your order number.')).toBeVisible();
    await expect(page).toHaveURL(/\/order-tracking$/);
  });

  test('a confirmation link for an unknown or malformed id is a clear not-found', async ({ page }) => {
    const res = await page.goto('/order-confirmation/not-a-number');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: MSG.orderNotFound })).toBeVisible();
    await page.goto('/order-confirmation/999999');
    await expect(page.getByRole('heading', { name: MSG.orderNotFound })).toBeVisible();
    await expect(page.getByRole('link', { name: MSG.returnHome })).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
  });

  test('a corrupt order-key store is ignored, not fatal', async ({ page }) => {
    await page.goto('/order-tracking');
    await page.evaluate(() => localStorage.setItem('nefertari.orders', '{"5": {"oops": true}, "x": "y"'));
    await page.goto('/order-confirmation/5');
    await expect(page.getByRole('heading', { name: MSG.orderNotFound })).toBeVisible();
  });

  test('the tracker follows the order through its statuses', async ({ page, baseURL, browser }) => {
    const setStatus = (number: string, status: string, note = '') =>
      // The server opens its database on the first API call, so look it up only now.
      execFileSync('npm', ['run', '--silent', 'order:status', '--', number, status, ...(note ? [note] : [])], {
        env: { ...process.env, DATABASE_PATH: e2eDatabasePath() },
        stdio: 'pipe',
      });

    const buyer = await browser.newContext({ baseURL });
    const order = await placeOrderByApi(buyer, baseURL!, uniqueEmail('walk'), [EARRINGS]);
    await buyer.close();
    // This browser "placed" it: it holds the order key.
    await page.goto('/order-tracking');
    await page.evaluate(
      ([id, key]) => localStorage.setItem('nefertari.orders', JSON.stringify({ [id]: key })),
      [String(order.id), order.order_key],
    );

    setStatus(order.number, 'on-hold', 'Waiting for your bank transfer');
    await page.goto(`/order-confirmation/${order.id}`);
    await expect(page.getByRole('heading', { name: 'Order status: Order Placed' })).toBeVisible();
    await expect(page.getByText('Status changed to On Hold')).toBeVisible();
    await expect(page.getByText('Waiting for your bank transfer').first()).toBeVisible();

    setStatus(order.number, 'completed', 'Delivered to your door');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Order status: Delivered' })).toBeVisible();
    const delivered = page.locator('[aria-current="step"]');
    await expect(delivered).toContainText('Delivered');
    await expect(delivered.locator('time')).toHaveText(/\w+ \d{1,2}, \d{4}/);
    expect((await axe(page).analyze()).violations).toEqual([]);

    setStatus(order.number, 'refunded');
    await page.reload();
    await expect(page.getByText('This order was refunded.')).toBeVisible();
    await expect(page.locator('.tracker')).toHaveCount(0);
    await expect(page.getByText('Status changed to Refunded')).toBeVisible();
  });
});

test.describe('an order seen from a browser in another time zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("shows the store's times in Cairo, and an unpaid order says it awaits payment", async ({
    page,
    baseURL,
    browser,
  }) => {
    const buyer = await browser.newContext({ baseURL });
    const order = await placeOrderByApi(buyer, baseURL!, uniqueEmail('tokyo'), [EARRINGS]);
    const stored = (await (await buyer.request.get(`/api/orders/${order.id}?key=${order.order_key}`)).json()) as {
      status_history: { date: string }[];
    };
    await buyer.close();
    // The server's stamp is UTC; the shop shows it in Cairo time, whatever the browser's own zone.
    const instant = new Date(stored.status_history[0]!.date.replace(/Z?$/, 'Z'));
    const cairo = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Africa/Cairo',
    }).format(instant);
    await page.goto(`/order-confirmation/${order.id}?key=${order.order_key}`);
    await expect(page.locator('.history li').first()).toContainText(cairo);
    await expect(page.getByText('Awaiting payment', { exact: true })).toHaveCount(0);

    execFileSync('npm', ['run', '--silent', 'order:status', '--', order.number, 'pending'], {
      env: { ...process.env, DATABASE_PATH: e2eDatabasePath() },
      stdio: 'pipe',
    });
    await page.reload();
    await expect(page.getByText('Awaiting payment', { exact: true })).toBeVisible();
    await expect(page.getByText(`not its payment of EGP`)).toBeVisible();
    // The embedded store has no payment page to send the customer to.
    await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  });
});
