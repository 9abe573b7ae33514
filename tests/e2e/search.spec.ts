import { test, expect, type Locator, type Page } from '@playwright/test';
import { axe } from './axe';
import { LARGE_PORT } from '../../playwright.config';

/** The second server: 240 generated products, so a filtered listing runs past one page. */
const LARGE = `http://127.0.0.1:${LARGE_PORT}`;

/** Move focus with Tab alone until `target` has it, as a keyboard shopper does. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

const cardPrices = (page: Page) =>
  page.locator('[data-product-card]').evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.price)));
const cardNames = (page: Page) => page.locator('[data-product-card] h2').allTextContents();

test.describe('search', () => {
  test('a shopper finds the lapis scarab earrings by typing with a typo, by keyboard', async ({ page }) => {
    await page.goto('/');
    const field = page.getByRole('combobox', { name: 'Search the shop' });
    await tabTo(page, field);
    await page.keyboard.type('lapis scarb', { delay: 40 });
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option', { name: 'See all results for “lapis scarb”' })).toBeVisible();
    await expect(list.getByRole('option', { name: /Lapis Winged Scarab Earrings/ })).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(first).toContainText('EGP 1,450.00');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/129$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lapis Winged Scarab Earrings');
  });

  test('the chosen suggestion stays chosen while the list is redrawn for the next letter', async ({ page }) => {
    await page.goto('/');
    const field = page.getByRole('combobox', { name: 'Search the shop' });
    await field.click();
    await field.pressSequentially('lapis sca', { delay: 30 });
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option', { name: 'See all results for “lapis sca”' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const earrings = list.getByRole('option', { name: /Lapis Winged Scarab Earrings/ });
    await expect(earrings).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.type('r');
    await expect(list.getByRole('option', { name: 'See all results for “lapis scar”' })).toBeVisible();
    await expect(earrings).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await earrings.getAttribute('id'))!);
  });

  test('Escape closes the suggestions and Enter searches what was typed', async ({ page }) => {
    await page.goto('/faq');
    const field = page.getByRole('combobox', { name: 'Search the shop' });
    await field.click();
    await field.pressSequentially('nekclace', { delay: 30 });
    await expect(
      page
        .getByRole('listbox')
        .getByRole('option', { name: /Necklace/ })
        .first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=nekclace$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “nekclace”');
    await expect(page.getByText('Showing results for “necklace”')).toBeVisible();
    await expect(page.getByText(/^\d+ products found/)).toBeVisible();
    expect((await cardNames(page)).slice(0, 11).every((n) => /Necklace/.test(n))).toBe(true);
    // Cards like the listings', and the journal posts that match.
    const card = page.locator('[data-product-card]').first();
    await expect(card.getByRole('button', { name: /^Quick view:/ })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Add to Cart:/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'From the journal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'How to Layer Necklaces' })).toBeVisible();
    await expect(field).toHaveValue('nekclace');
  });

  test('singular and plural find the same rings, names first', async ({ page }) => {
    await page.goto('/search?q=rings');
    const plural = await cardNames(page);
    await page.goto('/search?q=ring');
    expect(await cardNames(page)).toEqual(plural);
    // The printable ring sizer is a ring product too.
    expect(plural.slice(0, 8).every((n) => /\bRing\b|Band$/.test(n))).toBe(true);
    expect(plural).not.toContain('Lapis Winged Scarab Earrings');
  });

  test('no results offers clearing the filters and the collections', async ({ page }) => {
    await page.goto('/search?q=zzqx&metal=sterling-silver');
    await expect(page.getByRole('heading', { name: 'No results for “zzqx”' })).toBeVisible();
    await expect(page.getByText(/^0 products found/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rings', exact: true }).last()).toHaveAttribute(
      'href',
      '/category/rings',
    );
    await page.getByRole('link', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/search\?q=zzqx$/);
  });

  test('the query is in the address: Back returns to the previous search', async ({ page }) => {
    await page.goto('/search?q=ring');
    const field = page.getByRole('combobox', { name: 'Search the shop' });
    await field.fill('pearl');
    await field.press('Enter');
    await expect(page).toHaveURL(/q=pearl/);
    await page.goBack();
    await expect(page).toHaveURL(/q=ring$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “ring”');
  });

  test('home, listing and content pages load no search code until the field is focused', async ({ page }) => {
    for (const path of ['/', '/category/all', '/faq']) {
      const scripts: string[] = [];
      const listener = (r: { url(): string; resourceType(): string }) =>
        r.resourceType() === 'script' && scripts.push(r.url());
      page.on('request', listener);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(
        scripts.filter((u) => /suggestions/.test(u)),
        path,
      ).toEqual([]);
      await page.getByRole('combobox', { name: 'Search the shop' }).focus();
      await expect.poll(() => scripts.some((u) => /suggestions/.test(u)), { message: path }).toBe(true);
      page.off('request', listener);
    }
  });

  test('the search field is in the header on a phone too, and works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto('/about-us');
    const field = page.getByRole('combobox', { name: 'Search the shop' });
    await expect(field).toBeVisible();
    await field.fill('turquoise');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=turquoise/);
    await expect(page.locator('[data-product-card]').first()).toBeVisible();
    await context.close();
  });

  test('home carries WebSite structured data with a search action', async ({ page }) => {
    await page.goto('/');
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b));
    const site = data.find((d) => d['@type'] === 'WebSite');
    expect(site.potentialAction['@type']).toBe('SearchAction');
    expect(site.potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
  });

  for (const path of ['/search?q=ring', '/category/all/2', '/search?q=zzqx&metal=sterling-silver']) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
      const results = await axe(page).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }

  test('the open suggestions have no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search the shop' }).click();
    await page.keyboard.type('lotus', { delay: 30 });
    await expect(page.getByRole('option', { name: 'See all results for “lotus”' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const open = await axe(page).include('header').analyze();
    expect(open.violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe('listing pages', () => {
  test('with JavaScript off, a listing pages through its products and filters through Apply', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/category/all');
    await expect(page.getByText(/^33 products found · Page 1 of 2/)).toBeVisible();
    await expect(page.locator('[data-product-card]')).toHaveCount(24);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/category\/all\/2$/);
    await expect(page.locator('[data-product-card]')).toHaveCount(9);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/category\/all$/);
    await page.locator('summary', { hasText: 'Offers' }).click();
    await page.getByRole('checkbox', { name: /On sale/ }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/category\/all\?sale=1&sort=latest$/);
    await expect(page.getByText(/^7 products found/)).toBeVisible();
    expect(await page.locator('[data-product-card] .sale').count()).toBe(7);
    await context.close();
  });

  test('page 2 has its canonical, prev links, and the sitemap lists it', async ({ page, request }) => {
    await page.goto('/category/all/2');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/category\/all\/2$/);
    await expect(page.locator('link[rel=prev]')).toHaveAttribute('href', /\/category\/all$/);
    await expect(page.locator('link[rel=next]')).toHaveCount(0);
    await page.goto('/category/all');
    await expect(page.locator('link[rel=next]')).toHaveAttribute('href', /\/category\/all\/2$/);
    const index = await (await request.get('/sitemap-index.xml')).text();
    const sitemap = /<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/.exec(index)![1]!;
    const urls = await (await request.get(`/${sitemap}`)).text();
    expect(urls).toContain('/category/all/2</loc>');
    expect(urls).toContain('/shop/2</loc>');
    expect(urls).not.toContain('/search');
  });

  test('filters rings by gold and sorts by price across two pages, by keyboard; the shared address shows the same view', async ({
    page,
    browser,
  }) => {
    await page.goto(`${LARGE}/category/rings`);
    const metal = page.locator('summary', { hasText: 'Metal' });
    await tabTo(page, metal);
    await page.keyboard.press('Enter');
    const gold = page.getByRole('checkbox', { name: /^18k Gold \(/ });
    await tabTo(page, gold);
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/metal=18k-gold$/);
    await expect(gold).toBeFocused();
    const plated = page.getByRole('checkbox', { name: /^18k Gold-Plated Sterling Silver/ });
    await tabTo(page, plated);
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/metal=18k-gold&metal=18k-gold-plated-sterling-silver$/);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await tabTo(page, sort);
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/metal=18k-gold&metal=18k-gold-plated-sterling-silver&sort=price-asc$/);
    const count = page.getByText(/^\d+ products found · Page 1 of 2/);
    await expect(count).toBeVisible();
    const total = Number(/^(\d+)/.exec((await count.textContent())!)![1]);
    expect(total).toBeGreaterThan(24);
    const first = await cardPrices(page);
    expect(first).toHaveLength(24);
    expect(first).toEqual([...first].sort((a, b) => a - b));

    await tabTo(page, page.getByRole('link', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=price-asc&page=2$/);
    await expect(page.getByText(new RegExp(`^${total} products found · Page 2 of 2`))).toBeVisible();
    const second = await cardPrices(page);
    expect(second).toHaveLength(total - 24);
    expect([...first, ...second]).toEqual([...first, ...second].sort((a, b) => a - b));
    expect((await cardNames(page)).every((n) => /Ring|Band/.test(n))).toBe(true);

    // Shared: a new browser with nothing stored opens the same view.
    const shared = page.url();
    const names = await cardNames(page);
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(shared);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Rings');
    await expect(other.getByText(new RegExp(`^${total} products found · Page 2 of 2`))).toBeVisible();
    expect(await cardNames(other)).toEqual(names);
    await expect(other.locator('summary', { hasText: 'Metal' })).toHaveText('Metal · 2 chosen');
    await other.locator('summary', { hasText: 'Metal' }).click();
    await expect(other.getByRole('checkbox', { name: /^18k Gold \(/ })).toBeChecked();
    await expect(other.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    await fresh.close();

    // Back walks the views in order.
    await page.goBack();
    await expect(page).toHaveURL(/sort=price-asc$/);
    await page.goBack();
    await expect(page).toHaveURL(/metal=18k-gold-plated-sterling-silver$/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('latest');
  });

  test('filter counts say how many pieces each choice leaves', async ({ page }) => {
    await page.goto('/category/rings?stock=in');
    await expect(page.getByText(/^7 products found/)).toBeVisible();
    await page.locator('summary', { hasText: 'Metal' }).click();
    // Out-of-stock Hieroglyph signet ring is silver: silver counts 3 of the 4 silver rings.
    await expect(page.getByRole('checkbox', { name: 'Sterling Silver (3)' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Sterling Silver (3)' }).check();
    await expect(page).toHaveURL(/stock=in&metal=sterling-silver|metal=sterling-silver&stock=in/);
    await expect(page.getByText(/^3 products found/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'List updated: 3 products found' })).toBeAttached();
  });
});
