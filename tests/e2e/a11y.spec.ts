import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// axe must find zero violations of any impact on every page type.
const PAGES = [
  '/', '/shop', '/category/rings', '/product/101', '/product/117', '/no-such-page',
];

for (const path of PAGES) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    const results = await new AxeBuilder({ page }).analyze();
    const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    expect(summary).toEqual([]);
  });
}

test.describe('small screens and zoom', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const path of ['/', '/category/all', '/product/101']) {
    test(`${path} has no horizontal scroll at 320 px`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
