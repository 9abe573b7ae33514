import { expect, test, type Page } from '@playwright/test';
import { axe } from './axe';
import { newUser, pageFetch, signedIn } from './auth.helpers';
import { placeOrderByApi, uniqueEmail } from './checkout-fixtures';
import { OWNER, ownerLogsIn } from './admin.helpers';

/**
 * The owner runs the embedded shop from /admin: each screen walked as she would, with axe on it,
 * and what her actions change for shoppers checked where shoppers see it.
 */
async function noViolations(page: Page): Promise<void> {
  const results = await axe(page).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
  ).toEqual([]);
}

const live = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/products/${id}`)).json()) as {
    stock_quantity: number | null;
    stock_status: string;
    rating_count: number;
    average_rating: string;
  };

test('a visitor is sent to log in, a shopper is refused with 403, and neither reaches the admin API', async ({
  page,
}) => {
  const visit = await page.goto('/admin/stock');
  expect(visit?.request().redirectedFrom()?.url()).toMatch(/\/admin\/stock$/);
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fstock$/);
  expect((await page.request.get('/api/admin/orders')).status()).toBe(401);

  await signedIn(page, newUser('shopper'));
  const refused = await page.goto('/admin');
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'This page is for the shop owner only.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  expect((await pageFetch(page, 'GET', '/api/admin/customers')).status).toBe(403);
  expect((await pageFetch(page, 'POST', '/api/admin/orders/1/status', { status: 'cancelled' })).status).toBe(403);
  await noViolations(page);
});

test('the owner finds an order, reads it, adds notes and cancels it: stock goes back, the customer sees her note, the activity shows it', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('admin-order');
  const customer = await browser.newContext();
  const before = (await live(page, 129)).stock_quantity!;
  const placed = await placeOrderByApi(customer, baseURL!, email, [129]);
  expect((await live(page, 129)).stock_quantity).toBe(before - 1);

  await ownerLogsIn(page);
  await noViolations(page);
  await page.getByLabel('Order number, name, email or phone').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: `1 order matching “${email}”` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(email).replace(/[.]/g, '\\.')}$`));
  await page.getByRole('link', { name: `#${placed.number}` }).click();

  await expect(page.getByRole('heading', { name: `Order #${placed.number}` })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /^Lapis Winged Scarab Earrings/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Billing address' })).toContainText('12 Tahrir Street');
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('Egypt');
  // Each line in its own direction, as the emails show it (an Arabic street reads right to left).
  await expect(
    page.getByRole('region', { name: 'Billing address' }).locator('[dir="auto"]', { hasText: '12 Tahrir Street' }),
  ).toHaveCSS('direction', 'ltr');
  await expect(page.getByText('Cash on Delivery', { exact: true })).toBeVisible();
  await noViolations(page);

  await page.getByLabel('Note', { exact: true }).fill('Called her: deliver after 5 pm');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notes' }).getByText('Called her: deliver after 5 pm')).toBeVisible();

  await page.getByLabel('New status').selectOption('cancelled');
  await page.getByLabel('Note for the customer (optional)').fill("Sorry — it's cancelled as you asked & refunded.");
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText(`Order #${placed.number} is now Cancelled.`)).toBeVisible();
  expect((await live(page, 129)).stock_quantity).toBe(before);

  // The customer sees the note with the change, never the private one.
  const seen = await (await customer.request.get(`/api/orders/${placed.id}?key=${placed.order_key}`)).json();
  expect(seen.status).toBe('cancelled');
  expect(seen.notes.map((n: { note: string }) => n.note)).toEqual(["Sorry — it's cancelled as you asked & refunded."]);
  await customer.close();

  await page.getByRole('link', { name: 'Activity' }).click();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: `order #${placed.number}` }).first()).toContainText('processing → cancelled');
  await expect(rows.filter({ hasText: `order #${placed.number}` }).nth(1)).toContainText('private note');
  await expect(rows.filter({ hasText: `order #${placed.number}` }).first()).toContainText(OWNER.email);
  await noViolations(page);
});

test("the owner approves a held review and the product's live rating counts it; spam and delete leave the queue", async ({
  page,
}) => {
  await page.goto('/');
  const tag = Date.now().toString(36);
  const submit = (reviewer: string, review: string, rating: number) =>
    pageFetch(page, 'POST', '/api/reviews', {
      product_id: 133,
      reviewer,
      reviewer_email: `${reviewer.toLowerCase()}@example.com`,
      review,
      rating,
    });
  expect((await submit(`Rana${tag}`, 'Light & lovely — نحبها', 4)).status).toBe(202);
  expect((await submit(`Spam${tag}`, 'cheap pills', 1)).status).toBe(202);
  const before = await live(page, 133);

  await ownerLogsIn(page);
  await page.getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByText('Light & lovely — نحبها')).toBeVisible();
  await noViolations(page);
  await page.getByRole('button', { name: `Approve the review by Rana${tag}` }).click();
  await expect(page.getByText(`Review by Rana${tag} on Mother-of-Pearl Crescent Earrings approved`)).toBeVisible();
  await page.getByRole('button', { name: `Mark the review by Spam${tag} as spam` }).click();
  await expect(
    page.getByText(`Review by Spam${tag} on Mother-of-Pearl Crescent Earrings marked as spam.`),
  ).toBeVisible();
  expect(await live(page, 133)).toMatchObject({ rating_count: before.rating_count + 1 });

  await page.getByRole('button', { name: 'Spam', exact: true }).click();
  page.once('dialog', (d) => d.accept());
  await page.getByRole('button', { name: `Delete the review by Spam${tag}` }).click();
  await expect(page.getByText(`Review by Spam${tag} on Mother-of-Pearl Crescent Earrings deleted.`)).toBeVisible();

  // The shopper's product page shows the approved review.
  await page.goto('/product/133');
  const section = page.getByRole('region', { name: 'Customer Reviews' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText('Light & lovely — نحبها')).toBeVisible();
  await expect(section.getByText(/out of 5/)).toContainText(`(${before.rating_count + 1} review`);
});

test('the owner sets a product out of stock and its page says so at once; then tracks 2 again', async ({ page }) => {
  await ownerLogsIn(page);
  await page.getByRole('link', { name: 'Stock' }).click();
  // The catalogue comes 25 products a page, not whole (it may hold 10,000).
  const pages = page.getByRole('navigation', { name: 'Stock pages' });
  await expect(pages).toContainText(/Page 1 of \d+/);
  await expect(page.getByRole('form', { name: /^Stock of / })).toHaveCount(25);
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText(/Page 2 of \d+/);
  await page.getByLabel('Find a product by name or SKU').fill('Scarab Charm');
  await expect(page.getByRole('status').filter({ hasText: 'matching “Scarab Charm”' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Stock of Scarab Charm Bracelet' });
  await noViolations(page);
  await form.getByRole('spinbutton', { name: 'Quantity' }).fill('0');
  await form.getByLabel('Backorders').selectOption('no');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved: 0 in stock, out of stock.');
  expect(await live(page, 128)).toMatchObject({ stock_quantity: 0, stock_status: 'outofstock' });

  await page.goto('/product/128');
  await expect(page.getByRole('button', { name: 'Out of Stock', exact: true })).toBeDisabled();

  await page.goto('/admin/stock');
  await page.getByLabel('Find a product by name or SKU').fill('Scarab Charm');
  await form.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved: 2 in stock, in stock.');
  await page.goto('/product/128');
  await expect(page.getByText('Low Stock (2 left)')).toBeVisible();
});

test("the owner finds one size of a ring by its own SKU and sets its stock; only that size's page choice follows", async ({
  page,
}) => {
  await ownerLogsIn(page);
  await page.goto('/admin/stock');
  // 18k Gold Ankh Ring in size 7 (variant 13103, built with 1).
  await page.getByLabel('Find a product by name or SKU').fill('EGJ-131-7');
  await expect(page.getByRole('status').filter({ hasText: 'matching “EGJ-131-7”' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Stock of 18k Gold Ankh Ring (Size: 7)' });
  await expect(page.getByRole('form', { name: /^Stock of / })).toHaveCount(1);
  await form.getByRole('spinbutton', { name: 'Quantity' }).fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved: 0 in stock, out of stock.');

  await page.goto('/product/131?size=7');
  await expect(page.locator('[data-purchase] button[data-add-to-cart]')).toHaveText('Out of Stock');
  await page.getByRole('group', { name: /^Size/ }).getByRole('radio', { name: /^6/ }).check();
  await expect(page.locator('[data-purchase] button[data-add-to-cart]')).toHaveText('Add to Cart');

  // The size's own search by option words finds it too; its stock goes back.
  await page.goto('/admin/stock');
  await page.getByLabel('Find a product by name or SKU').fill('ankh ring size 7');
  await expect(page.getByRole('form', { name: /^Stock of / })).toHaveCount(1);
  await form.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved: 1 in stock, in stock.');
});

test("what the owner types in the stock search before the screen's code has loaded is searched for, not wiped", async ({
  page,
}) => {
  await ownerLogsIn(page);
  // The screen's code held back, as on a slow connection: the field is on screen, its code is not.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/StockEditor.*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/stock', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Find a product by name or SKU').fill('EGJ-131-7');
  release();
  await expect(page.getByRole('status').filter({ hasText: 'matching “EGJ-131-7”' })).toBeVisible();
  await expect(page.getByLabel('Find a product by name or SKU')).toHaveValue('EGJ-131-7');
  await expect(page.getByRole('form', { name: /^Stock of / })).toHaveCount(1);
});

test('the owner sees customers with their order counts, and the answer holds no password, hash or token', async ({
  page,
  baseURL,
}) => {
  const shopper = newUser('cust');
  await signedIn(page, shopper);
  await placeOrderByApi(page.context(), baseURL!, shopper.email, [115]);
  await pageFetch(page, 'POST', '/api/auth/logout');
  await page.context().clearCookies();

  await ownerLogsIn(page);
  const answer = page.waitForResponse((r) => r.url().includes('/api/admin/customers'));
  await page.getByRole('link', { name: 'Customers' }).click();
  const text = await (await answer).text();
  expect(text).not.toMatch(/password|hash|scrypt|token|session/i);
  await page.getByLabel('Name or email').fill(shopper.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: shopper.email });
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await noViolations(page);
});

test('on a 375 px phone every admin screen fits the width and passes axe', async ({ page, browser, baseURL }) => {
  const customer = await browser.newContext();
  const email = uniqueEmail('admin-phone-with-a-long-address');
  const placed = await placeOrderByApi(customer, baseURL!, email, [114]);
  await customer.close();
  await page.setViewportSize({ width: 375, height: 812 });
  await ownerLogsIn(page);
  for (const path of [
    '/admin',
    '/admin/reviews',
    '/admin/stock',
    '/admin/discounts',
    '/admin/customers',
    '/admin/audit',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    // It links the shop's stylesheet, but has no Browse Collections bar: no empty band kept for one at its foot.
    const foot = await page.evaluate(
      () =>
        document.body.getBoundingClientRect().bottom - document.querySelector('main')!.getBoundingClientRect().bottom,
    );
    expect(foot, path).toBe(0);
    await noViolations(page);
  }
  await page.goto(`/admin?q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: `#${placed.number}` }).click();
  await expect(page.getByRole('heading', { name: `Order #${placed.number}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await noViolations(page);
});
