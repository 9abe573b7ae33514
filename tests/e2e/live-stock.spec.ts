import { expect, test, type Page } from '@playwright/test';
import { MSG } from '../../src/lib/messages';
import { toast } from './auth.helpers';
import { addApprovedReview, setLiveStock } from './db.helpers';

/**
 * Pages are built once; stock and reviews change. Once a page is interactive it shows the
 * store's live stock and rating, asked for all its products in one request.
 */
function productRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/products')) asked.push(url.pathname);
  });
  return asked;
}

test('a piece that sold out after the build shows sold out on its page and on its cards', async ({ page }) => {
  // Khan el-Khalili Chandelier Earrings: built with 5 left.
  await setLiveStock(page.request, 118, 0);
  const asked = productRequests(page);
  await page.goto('/product/118');
  await expect(page.getByRole('button', { name: MSG.outOfStock, exact: true })).toBeDisabled();
  await expect(page.getByLabel('Quantity')).toBeDisabled();
  // The badge beside the price says it too, not "Low Stock (5 left)" from the build.
  await expect(page.getByText('Low Stock (5 left)')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1 }).locator('xpath=..').getByText(MSG.outOfStock, { exact: true }),
  ).toHaveCount(2);
  // One request for the product and every card on the page.
  expect(asked).toEqual(['/api/products/live']);

  // Its card among the Nubian hoops' related pieces offers no Add to Cart either.
  await page.goto('/product/106');
  await expect(
    page.getByRole('button', { name: 'Khan el-Khalili Chandelier Earrings is out of stock' }),
  ).toBeDisabled();
  await setLiveStock(page.request, 118, 5);
});

test('a piece back in stock after the build can be bought from its page, up to its stock', async ({ page }) => {
  await setLiveStock(page.request, 130, 5);
  await page.goto('/product/130');
  const add = page.getByRole('button', { name: MSG.addToCart, exact: true });
  await expect(add).toBeEnabled();
  await expect(page.getByText('Low Stock (5 left)')).toBeVisible();
  await expect(page.getByLabel('Quantity')).toHaveAttribute('max', '5');
  await add.click();
  await expect(toast(page, MSG.addedToCart)).toBeVisible();
  await setLiveStock(page.request, 130, 0);
});

test('the stars beside the name and the reviews section count the same approved reviews', async ({ page }) => {
  const counts = async () => {
    const header = page.locator('[data-product-rating]');
    const section = page.getByRole('region', { name: 'Customer Reviews' });
    await expect(section.getByRole('listitem').first()).toBeVisible();
    const listed = await section.getByRole('list').first().getByRole('listitem').count();
    await expect(header).toContainText(`(${listed} ${listed === 1 ? 'review' : 'reviews'})`);
    await expect(section.getByText(/out of 5/)).toContainText(`(${listed} ${listed === 1 ? 'review' : 'reviews'})`);
    return listed;
  };
  await page.goto('/product/126');
  // Before the reviews load, the built page already agrees with the store's reviews.
  const built = await page.locator('[data-product-rating]').textContent();
  await page.getByRole('region', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded();
  const before = await counts();
  expect(built).toContain(`(${before} `);
  expect(before).toBeLessThan(13); // the catalogue file's own figure is not what is shown

  await addApprovedReview(page.request, 126, 'Dina S.', 'Wore it to a wedding in Aswan, so many compliments.', 5);
  await page.reload();
  // Live once interactive, before the reviews section is even near the screen.
  await expect(page.locator('[data-product-rating]')).toContainText(`(${before + 1} `);
  await page.getByRole('region', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded();
  expect(await counts()).toBe(before + 1);
});
