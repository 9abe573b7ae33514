import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { axe } from './axe';

/**
 * axe must find zero violations of any impact on every page of the sitemap the build wrote
 * (dist/client), with every collapsible opened so hidden answers are checked too. The per-shopper
 * screens the sitemap leaves out (cart, checkout, sign-in, account, order tracking) are checked
 * by their own specs, in the states a shopper sees them.
 */
const CLIENT = path.resolve('dist/client');
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

/** Read when a test runs, not when the file loads: `npm run test:e2e` builds after loading it. */
function sitemapPaths(): string[] {
  const sitemaps = locs(readFileSync(path.join(CLIENT, 'sitemap-index.xml'), 'utf8'));
  return sitemaps.flatMap((file) => locs(readFileSync(path.join(CLIENT, file), 'utf8')));
}

async function violations(page: Page, url: string): Promise<string[]> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(() =>
    document.querySelectorAll('details').forEach((d) => {
      d.removeAttribute('name');
      d.open = true;
    }),
  );
  const results = await axe(page).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

test.describe('every page of the sitemap', () => {
  // Parts run side by side on the workers; each takes every PARTS-th page.
  test.describe.configure({ mode: 'parallel' });
  const PARTS = 4;

  test('lists every kind of page the shop has', () => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(50);
    for (const p of [
      '/',
      '/shop',
      '/category/rings',
      '/product/101',
      '/product/117',
      '/blog',
      '/blog/how-to-layer-necklaces',
      '/blog/category/product-care',
      '/faq',
      '/about-us',
      '/wordpress-setup',
      // The Arabic shop, page for page.
      '/ar',
      '/ar/product/101',
      '/ar/category/rings',
      '/ar/blog',
      '/ar/faq',
    ]) {
      expect(paths).toContain(p);
    }
  });

  for (let part = 0; part < PARTS; part++) {
    test(`axe finds no violations, part ${part + 1} of ${PARTS}`, async ({ page }) => {
      test.setTimeout(180_000);
      const found: Record<string, string[]> = {};
      for (const url of sitemapPaths().filter((_, i) => i % PARTS === part)) {
        await test.step(url, async () => {
          const v = await violations(page, url);
          if (v.length) found[url] = v;
        });
      }
      expect(found).toEqual({});
    });
  }
});

test('axe finds no violations on the not-found page, in either language', async ({ page }) => {
  expect(await violations(page, '/no-such-page')).toEqual([]);
  expect(await violations(page, '/ar/no-such-page')).toEqual([]);
});

test("axe finds no violations on the Arabic shopper's own screens", async ({ page }) => {
  const found: Record<string, string[]> = {};
  for (const url of [
    '/ar/cart',
    '/ar/checkout',
    '/ar/login',
    '/ar/register',
    '/ar/forgot-password',
    '/ar/order-tracking',
  ]) {
    const v = await violations(page, url);
    if (v.length) found[url] = v;
  }
  expect(found).toEqual({});
});

test.describe('small screens and zoom', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const path of ['/', '/category/all', '/product/101']) {
    test(`${path} has no horizontal scroll at 320 px`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
