import { expect, test, type Page } from '@playwright/test';
import { completeSteps, uniqueEmail } from './checkout-fixtures';
import { newUser, signedIn } from './auth.helpers';

/**
 * The Content-Security-Policy every page carries (scripts by hash, no 'unsafe-inline') lets
 * everything the shop itself runs: Chromium reports no violation while a shopper browses, buys and
 * signs in, and no other site can show a page of the shop in a frame.
 */

/** Records every violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) seen.push(msg.text());
  });
  return seen;
}

const PAGES = [
  '/',
  '/shop',
  '/category/rings',
  '/category/rings?sort=price-asc',
  '/search?q=lotus',
  '/product/101',
  '/cart',
  '/login',
  '/register',
  '/forgot-password',
  '/order-tracking',
  '/faq',
  '/blog',
  '/blog/how-to-layer-necklaces',
  '/contact-us',
  '/wordpress-setup',
  '/no-such-page',
];

test('no page reports a Content-Security-Policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of PAGES) {
    await page.goto(path, { waitUntil: 'networkidle' });
    expect({ path, violations }).toEqual({ path, violations: [] });
  }
});

test('buying and signing in run under the policy: cart, checkout, confirmation, account', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/product/101', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  await page.goto('/checkout', { waitUntil: 'networkidle' });
  await completeSteps(page, uniqueEmail('csp'));
  await page.getByRole('button', { name: /Place Order/ }).click();
  // The confirmation page is rendered on demand: Astro gives it its policy there.
  await page.waitForURL(/\/order-confirmation\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await signedIn(page, newUser('csp'));
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the collections drawer opens and closes under the policy', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Browse Collections' }).click();
    await expect(page.getByRole('dialog', { name: 'Browse Collections' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Browse Collections' })).toBeHidden();
    expect(violations).toEqual([]);
  });
});

test('another site cannot show the login or account page in a frame', async ({ page, baseURL }) => {
  for (const path of ['/login', '/account']) {
    // A page of another origin (about:blank here) framing the shop.
    await page.setContent(`<iframe title="shop" src="${baseURL}${path}" width="800" height="600"></iframe>`);
    // Chromium shows its own error page in place of the refused one.
    await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe[title="shop"]').getByRole('heading', { level: 1 })).toHaveCount(0);
  }
});
