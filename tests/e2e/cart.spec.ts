import { test, expect, type Page } from '@playwright/test';
import { axe } from './axe';
import { completeSteps, seedCart, uniqueEmail } from './checkout-fixtures';
import { addedToCart } from './cart-drawer.helpers';
import { toasts } from './toasts.helpers';
import { scriptsHolding } from './react-runtime';
import { islandHydrated } from './islands.helpers';

/** The /cart page against the built server. */

async function addFromProductPage(page: Page, id: number, quantity = 1) {
  await page.goto(`/product/${id}`);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await addedToCart(page);
}

test('an empty cart says so and leads back to the shop', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/shop\/?$/);
});

test('lines, quantity changes and removal with their toasts; the summary follows', async ({ page }) => {
  await addFromProductPage(page, 101, 1);
  await addFromProductPage(page, 102, 2);
  await page.goto('/cart');
  const table = page.getByRole('table', { name: 'Items in your cart' });
  const lotus = table.getByRole('row').filter({ hasText: 'Golden Lotus Necklace' });
  await expect(lotus).toContainText('EGP 690.00');
  await expect(lotus.locator('img')).toHaveAttribute('src', /.+/);

  // Minus at 1 is off: a quantity never goes below 1 (Remove takes a line out).
  await expect(lotus.getByRole('button', { name: 'Decrease quantity of Golden Lotus Necklace' })).toBeDisabled();
  await expect(lotus.locator('output')).toHaveText('1');

  await lotus.getByRole('button', { name: 'Increase quantity of Golden Lotus Necklace' }).click();
  await expect(toasts(page, 'Cart updated')).toBeVisible();
  await expect(lotus.locator('output')).toHaveText('2');
  await expect(lotus).toContainText('EGP 1,380.00');
  await expect(page.locator('cart-badge')).toHaveText('4');

  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  // 2 x 690 + 2 x 650
  await expect(summary).toContainText('SubtotalEGP 2,680.00');
  await expect(summary).toContainText('ShippingCalculated at checkout');
  await expect(summary).toContainText('TaxEGP 0.00');
  await expect(summary).toContainText('TotalEGP 2,680.00');
  await expect(summary.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');

  expect((await axe(page).analyze()).violations).toEqual([]);

  await table
    .getByRole('button', { name: 'Remove Nile Pearl Ring (Metal: Sterling Silver · Size: 7) from cart' })
    .click();
  await expect(toasts(page, 'Item removed')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Nile Pearl Ring' })).toHaveCount(0);
  await expect(page.locator('cart-badge')).toHaveText('2');
});

test('the cart page is its React island: it draws her lines and applies a code', async ({ page, baseURL }) => {
  const reactChunks = scriptsHolding(page);
  await seedCart(page, baseURL!, [101]);
  await page.goto('/cart');
  await expect(page.getByRole('row').filter({ hasText: 'Golden Lotus Necklace' })).toBeVisible();
  // A code the store does not know: refused beside the field, in words.
  await page.getByText('Have a code?').click();
  await page.getByLabel('Discount code').fill('NOSUCH');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'NOSUCH' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // React's runtime, in one file, the same one every island uses.
  expect(await reactChunks()).toHaveLength(1);
  await islandHydrated(page, 'CartPage');
});

test('a cart the store cannot read says so with Retry, and Retry draws its lines', async ({ page, baseURL }) => {
  await seedCart(page, baseURL!, [101]);
  let down = true;
  await page.route('**/api/cart', (route) =>
    down && route.request().method() === 'GET'
      ? route.fulfill({ status: 503, json: { code: 'unavailable', message: 'The store is down.' } })
      : route.fallback(),
  );
  await page.goto('/cart');
  const failure = page.getByRole('alert').filter({ hasText: 'The store is temporarily unavailable' });
  await expect(failure).toBeVisible();
  await expect(page.getByText('Loading your cart...')).toBeHidden();
  down = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Golden Lotus Necklace' })).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('while a change is on its way every button of the cart waits, and comes back with the answer', async ({
  page,
  baseURL,
}) => {
  await seedCart(page, baseURL!, [101, { id: 103, choices: { Size: 'M' } }]);
  await page.goto('/cart');
  const lotus = page.getByRole('row').filter({ hasText: 'Golden Lotus Necklace' });
  await expect(lotus).toBeVisible();
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/cart/items/*', async (route) => {
    await held;
    await route.fallback();
  });
  await lotus.getByRole('button', { name: 'Increase quantity of Golden Lotus Necklace' }).click();
  await expect(lotus).toHaveAttribute('aria-busy', 'true');
  for (const button of await page.getByRole('table').getByRole('button').all()) await expect(button).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Clear Cart' })).toBeDisabled();
  answer();
  await expect(lotus.locator('output')).toHaveText('2');
  await expect(lotus).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: 'Clear Cart' })).toBeEnabled();
  await expect(lotus.getByRole('button', { name: /^Remove/ })).toBeEnabled();
});

test('the cart survives a reload and a new tab', async ({ page, context }) => {
  await addFromProductPage(page, 103, 2);
  await page.goto('/cart');
  await expect(page.getByRole('row').filter({ hasText: 'Cleopatra Emerald Bracelet' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Cleopatra Emerald Bracelet' }).locator('output')).toHaveText(
    '2',
  );
  const other = await context.newPage();
  await other.goto('/cart');
  await expect(other.getByRole('row').filter({ hasText: 'Cleopatra Emerald Bracelet' })).toBeVisible();
  await other.close();
});

test('the badge follows an add made in another tab', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.locator('cart-badge')).toHaveText('0');
  const other = await context.newPage();
  await addFromProductPage(other, 104, 1);
  await expect(page.locator('cart-badge')).toHaveText('1');
  await other.close();
});

test('two tabs on the cart and checkout follow each other with a read each, and checkout still places the order', async ({
  page,
  context,
}) => {
  await addFromProductPage(page, 106, 1);
  await page.goto('/checkout');
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText('× 1');
  const reads: number[] = [];
  page.on(
    'request',
    (r) => void (r.method() === 'GET' && new URL(r.url()).pathname === '/api/cart' && reads.push(Date.now())),
  );

  const other = await context.newPage();
  const otherReads: number[] = [];
  other.on(
    'request',
    (r) => void (r.method() === 'GET' && new URL(r.url()).pathname === '/api/cart' && otherReads.push(Date.now())),
  );
  await other.goto('/cart');
  const row = other.getByRole('row').filter({ hasText: 'Nubian Gold Hoop Earrings' });
  await row.getByRole('button', { name: /^Increase quantity/ }).click();
  await expect(row.locator('output')).toHaveText('2');
  // The checkout tab learns of the change once; neither tab answers the other's read with one of its own.
  await expect(summary).toContainText('× 2');
  await page.waitForTimeout(1500);
  expect(reads.length).toBeLessThanOrEqual(2);
  expect(otherReads.length).toBeLessThanOrEqual(2);
  await other.close();
  // Nothing used up the client's request allowance: the order goes through, for both pieces.
  await completeSteps(page, uniqueEmail('twotabs'));
  await page.getByRole('button', { name: /Place Order/ }).click();
  await expect(page).toHaveURL(/\/order-confirmation\//);
  await expect(page.getByRole('main')).toContainText('× 2');
});

test('Clear Cart empties it', async ({ page }) => {
  await addFromProductPage(page, 105, 1);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(toasts(page, 'Cart cleared')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.locator('cart-badge')).toHaveText('0');
});

test('the cart and checkout pages read the cart once; other pages refresh the badge', async ({ page, baseURL }) => {
  const cartReads: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'GET' && new URL(req.url()).pathname === '/api/cart')
      cartReads.push(new URL(page.url()).pathname);
  });
  // A shopper with a cart on the server and no cached count: every page's badge wants one.
  await seedCart(page, baseURL!, [101]);
  await page.goto('/faq');
  // The badge reads when the page is idle (up to 3 s on a busy machine): wait for that read, then
  // for quiet, and there must still be exactly one.
  await expect.poll(() => cartReads.length, { timeout: 10_000 }).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(cartReads).toEqual(['/faq']);

  cartReads.length = 0;
  await page.evaluate(() => localStorage.clear());
  await page.goto('/cart');
  await expect(page.getByRole('row').filter({ hasText: 'Golden Lotus Necklace' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(cartReads).toEqual(['/cart']);

  cartReads.length = 0;
  await page.evaluate(() => localStorage.clear());
  await page.goto('/checkout');
  await expect(page.getByText('Golden Lotus Necklace').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(cartReads).toEqual(['/checkout']);
});
