import { MSG } from '../../src/lib/messages';
import { expect, product, readCatalogue, test } from './fixtures';

test.describe('catalogue from the store', () => {
  test('the shop lists every product of the store, with its price and sale price', async ({ page, ids }) => {
    const listed = readCatalogue().products.filter((p) => p.catalog_visibility !== 'hidden');
    await page.goto('/shop');
    await expect(page.getByText(MSG.productsFound(listed.length))).toBeVisible();
    // Every product of the store is on one of the shop's pages, once.
    const shown: number[] = [];
    for (let n = 1; ; n++) {
      if (n > 1) await page.goto(`/shop/${n}`);
      const cards = await page
        .locator('[data-product-card]')
        .evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.id)));
      if (cards.length === 0 || n > 10) break;
      shown.push(...cards);
      if (!(await page.locator('link[rel="next"]').count())) break;
    }
    expect(shown.sort((a, b) => a - b)).toEqual(listed.map((p) => ids.products[p.id]!).sort((a, b) => a - b));
    await page.goto('/category/necklaces');
    const onSale = product(ids, 'golden-lotus-necklace');
    const card = page.locator(`[data-product-card][data-id="${onSale.wooId}"]`);
    await expect(card).toContainText(onSale.name);
    await expect(card).toContainText('EGP 690.00');
    await expect(card).toContainText('EGP 890.00');
  });

  test('each category page holds its products; the empty default category is neither linked nor built', async ({
    page,
    request,
  }) => {
    const { products, categories } = readCatalogue();
    for (const c of categories) {
      await page.goto(`/category/${c.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: c.name })).toBeVisible();
      await expect(page.locator('[data-product-card]')).toHaveCount(
        products.filter((p) => p.categories.some((x) => x.slug === c.slug)).length,
      );
    }
    const nav = page.getByRole('navigation').first();
    for (const c of categories)
      await expect(page.getByRole('link', { name: c.name, exact: true }).first()).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Uncategorized' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Uncategorized' })).toHaveCount(0);
    expect((await request.get('/category/uncategorized')).status()).toBe(404);
  });

  test("a product page shows the store's stock and its full-size photograph as sized AVIF and WebP", async ({
    page,
    request,
    ids,
    store,
  }) => {
    const medallion = product(ids, 'filigree-medallion-necklace');
    await page.goto(`/product/${medallion.wooId}`);
    await expect(page.getByRole('heading', { level: 1, name: medallion.name })).toBeVisible();
    await expect(page.getByText('Low Stock (1 left)').first()).toBeVisible();
    const main = page.locator('product-gallery picture').first();
    const avif = (await main.locator('source[type="image/avif"]').getAttribute('srcset'))!;
    const webp = (await main.locator('source[type="image/webp"]').getAttribute('srcset'))!;
    for (const set of [avif, webp]) {
      const candidates = set.split(',').map((c) => c.trim().split(/\s+/));
      expect(candidates.length).toBeGreaterThan(1);
      for (const [url, width] of candidates) {
        // Served by the shop itself, made at build time, never the store's original.
        expect(url!.startsWith('/_astro/'), url).toBeTruthy();
        expect(Number(width!.replace('w', ''))).toBeLessThanOrEqual(1200);
      }
    }
    const img = main.locator('img');
    await expect(img).toHaveJSProperty('complete', true);
    const current = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(new URL(current).origin).toBe(process.env.WOO_SHOP_URL);
    expect(current).not.toContain(store.WOOCOMMERCE_URL);
    const bytes = (await (await request.get(current)).body()).length;
    expect(bytes).toBeLessThan(200_000);
  });
});
