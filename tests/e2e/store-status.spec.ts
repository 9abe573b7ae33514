import { expect, test, type Page } from '@playwright/test';
import { MSG } from '../../src/lib/messages';

/**
 * The store-backend status panel in the footer: which store serves the shop and whether it answers.
 * The first test runs against the real /api/status endpoints of the built server (embedded driver);
 * the others fake the answers with page.route to reach states a fresh embedded store never shows.
 */

const statusPanel = (page: Page) => page.locator('#store-status');

async function openPanel(page: Page, path = '/shop') {
  await page.goto(path);
  await page.getByRole('button', { name: 'Store status' }).click();
  const panel = statusPanel(page);
  await expect(panel).toBeVisible();
  return panel;
}

const fulfilJson = (body: unknown, status = 200) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

test('the footer button opens the panel: the embedded store serves the shop and the connection test succeeds', async ({
  page,
}) => {
  const panel = statusPanel(page);
  await page.goto('/shop');
  await expect(panel).toBeHidden();
  const button = page.getByRole('button', { name: 'Store status' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Embedded store (SQLite)')).toBeVisible();
  await expect(panel.getByText(MSG.wooNotRequested)).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText(`${MSG.statusSuccess}: ${MSG.connectionOk}`);
  await expect(panel.getByText(MSG.connectionOk, { exact: true })).toBeVisible();

  await button.click();
  await expect(panel).toBeHidden();
});

test('the setup page checks the store by itself and says what it found, without a toast', async ({ page }) => {
  await page.goto('/wordpress-setup');
  const panel = page.locator('#store-status-embedded');
  await expect(panel.getByText('Embedded store (SQLite)')).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText(`${MSG.statusSuccess}: ${MSG.connectionOk}`);
  // It checked when asked by no one: no toast (which would also load the toaster onto the page).
  await expect(page.locator('.toast')).toHaveCount(0);
  await expect(page.locator('[data-island-host="toaster"]')).toHaveCount(0);
});

test('WooCommerce asked for but incomplete: partial, naming the missing variable', async ({ page }) => {
  await page.route('**/api/status', (r) =>
    r.fulfill(
      fulfilJson({
        driver: 'embedded',
        woocommerce: { requested: true, configured: false, missing: ['WOOCOMMERCE_CONSUMER_SECRET'] },
      }),
    ),
  );
  await page.route('**/api/status/test', (r) => r.fulfill(fulfilJson({ ok: true, message: MSG.connectionOk })));
  const panel = await openPanel(page);
  await expect(panel.getByText('Incomplete: missing WOOCOMMERCE_CONSUMER_SECRET')).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText(`${MSG.statusPartial}: ${MSG.credentialsMissing}`);
});

test('a failed connection test shows the reason', async ({ page }) => {
  await page.route('**/api/status', (r) =>
    r.fulfill(fulfilJson({ driver: 'woocommerce', woocommerce: { requested: true, configured: true, missing: [] } })),
  );
  await page.route('**/api/status/test', (r) =>
    r.fulfill(fulfilJson({ ok: false, message: 'Connection failed: 401 Unauthorized' })),
  );
  const panel = await openPanel(page);
  await expect(panel.getByText('WooCommerce', { exact: true })).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText(`${MSG.statusFailed}: Connection failed: 401 Unauthorized`);
});

test('a status endpoint that errors gives the exception message, and checking again recovers', async ({ page }) => {
  let fail = true;
  await page.route('**/api/status/test', (r) =>
    fail ? r.fulfill(fulfilJson({ code: 'unavailable', message: MSG.backendUnavailable }, 503)) : r.fallback(),
  );
  const panel = await openPanel(page);
  await expect(panel.getByRole('status')).toHaveText(MSG.statusException);
  fail = false;
  await panel.getByRole('button', { name: 'Check again' }).click();
  await expect(panel.getByRole('status')).toHaveText(`${MSG.statusSuccess}: ${MSG.connectionOk}`);
});

test('home with the embedded driver: the status is checked once per session and no credentials warning appears', async ({
  page,
}) => {
  const checks: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/status') checks.push(r.url());
  });
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/status');
  await page.goto('/');
  await answered;
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('nefertari.storeWarningChecked'))).toBe('1');
  await expect(page.getByText(MSG.credentialsMissing)).toHaveCount(0);
  await page.reload();
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 3000 })));
  expect(checks).toHaveLength(1);
});

test('home with WooCommerce asked for but incomplete: the 8-second credentials warning toast appears', async ({
  page,
}) => {
  await page.route('**/api/status', (r) =>
    r.fulfill(
      fulfilJson({
        driver: 'embedded',
        woocommerce: { requested: true, configured: false, missing: ['WOOCOMMERCE_URL'] },
      }),
    ),
  );
  await page.goto('/');
  await expect(page.getByText(MSG.credentialsMissing, { exact: true })).toBeVisible();
});
