import { bySku, expect, product, test } from './fixtures';

/**
 * The Arabic shop on WooCommerce, without a translation plugin: a piece's Arabic is in the
 * product's own meta (the "Arabic" box the shop's plugin adds to wp-admin), which REST v3
 * returns, so one product keeps one id, one stock and one cart line in both languages.
 */
test.describe('the Arabic shop from WooCommerce', () => {
  test("a piece's Arabic name, description and option words come from the store's meta", async ({
    page,
    rest,
    ids,
  }) => {
    const ring = product(ids, 'nile-pearl-ring');
    // What the store holds: the meta the owner wrote, returned by REST v3 with the product.
    const stored = await rest.get<{ meta_data: { key: string; value: unknown }[] }>(`/wc/v3/products/${ring.wooId}`);
    const meta = (key: string) => stored.meta_data.find((m) => m.key === key)?.value;
    expect(meta('nefertari_ar_name')).toBe('خاتم لؤلؤة النيل');

    await page.goto(`/ar/product/${ring.wooId}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('خاتم لؤلؤة النيل');
    await expect(page.getByRole('main')).toContainText('لؤلؤة واحدة من المياه العذبة بقطر 8 مم');
    // Her options in Arabic, the store's English values still what the cart receives.
    await expect(page.getByRole('group', { name: /^المعدن/ })).toContainText('فضة استرليني');
    // Its category, named in Arabic from the category's own fields.
    await expect(page.getByRole('navigation', { name: 'مسار التصفح' })).toContainText('خواتم');
    // Added to her cart, the WooCommerce line is named in Arabic in the drawer.
    await page.getByRole('button', { name: 'أضيفي إلى السلة', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: /سلتك/ });
    await expect(drawer).toContainText('خاتم لؤلؤة النيل');
    await expect(drawer).toContainText('المقاس');
    // The English page keeps the English.
    await page.goto(`/product/${ring.wooId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ring.name);
  });

  test('a piece the owner has not given Arabic shows its English on the Arabic page', async ({ page, rest }) => {
    // WooCommerce's own sample products: written by the store, not by the shop, with no Arabic.
    const belt = await bySku(rest, 'woo-belt');
    await page.goto(`/ar/product/${belt.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(belt.name);
  });
});
