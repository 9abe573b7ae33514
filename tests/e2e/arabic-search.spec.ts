import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';

/**
 * Search from the Arabic pages: the header's field, its suggestions, /ar/search and the Arabic
 * listings keep her in Arabic and search the catalogue's Arabic and English alike. The field
 * and the options are found by role and by where they lead, not by their words, which are
 * English or Arabic as the words of the search arrive.
 */

const cardIds = (page: Page) =>
  page.locator('[data-product-card]').evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.id)));

/** The sample catalogue's rings that have an Arabic name (none until the catalogue gains its Arabic). */
const CATALOGUE = path.join(import.meta.dirname, '../../content/catalogue/products');
const arabicRings = readdirSync(CATALOGUE)
  .map(
    (file) =>
      JSON.parse(readFileSync(path.join(CATALOGUE, file), 'utf8')) as {
        id: number;
        categories: { slug: string }[];
        ar?: { name?: string };
      },
  )
  .filter((p) => p.categories.some((c) => c.slug === 'rings') && /\p{Script=Arabic}/u.test(p.ar?.name ?? ''))
  .map((p) => p.id);

test.describe('search in Arabic', () => {
  test('on an Arabic page the header suggests pieces and leads to their Arabic pages', async ({ page }) => {
    await page.goto('/ar/');
    const field = page.getByRole('search').getByRole('combobox');
    await field.click();
    await field.pressSequentially('lapis scarb', { delay: 30 });
    const list = page.getByRole('listbox');
    // The earrings' option, by the Arabic page it leads to.
    const earrings = list.locator('[role=option][data-href="/ar/product/129"]');
    await expect(earrings).toBeVisible();
    await expect(list.getByRole('option').last()).toHaveAttribute('data-href', '/ar/search?q=lapis+scarb');
    await field.press('ArrowDown');
    await expect(earrings).toHaveAttribute('aria-selected', 'true');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/ar\/product\/129$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');
  });

  test('without JavaScript the Arabic header searches at /ar/search', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ar/about-us');
    const field = page.getByRole('search').getByRole('combobox');
    await field.fill('turquoise');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/ar\/search\?q=turquoise$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');
    await expect(page.locator('[data-product-card]').first()).toBeVisible();
    await expect(field).toHaveValue('turquoise');
    await context.close();
  });

  test('filtering the Arabic search results keeps her on /ar/search', async ({ page }) => {
    await page.goto('/ar/search?q=ring');
    const all = await cardIds(page);
    const filters = page.locator('form[data-listing-filters]');
    await expect(filters).toHaveAttribute('action', '/ar/search');
    // By keyboard, as a keyboard shopper chooses.
    await filters.locator('summary').first().focus();
    await page.keyboard.press('Enter');
    await filters.getByRole('checkbox').first().focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/ar\/search\?q=ring&/);
    await expect.poll(async () => (await cardIds(page)).length).toBeLessThan(all.length);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');
  });

  test('an Arabic listing with filters in its address shows them, as the English one does', async ({ page }) => {
    await page.goto('/category/rings?metal=sterling-silver');
    const english = await cardIds(page);
    await page.goto('/ar/category/rings');
    const unfiltered = await cardIds(page);
    expect(english.length).toBeGreaterThan(0);
    expect(english.length).toBeLessThan(unfiltered.length);
    await page.goto('/ar/category/rings?metal=sterling-silver');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');
    expect(await cardIds(page)).toEqual(english);
  });

  test('a shopper finds the rings by typing خاتم, with or without its vowels and stretched', async ({ page }) => {
    test.skip(
      arabicRings.length === 0,
      'The sample catalogue has no Arabic names yet (branch ar-catalogue adds `ar.name`): this runs once it has.',
    );
    const found: number[][] = [];
    for (const q of ['خاتم', 'خَاتَم', 'خاتـم']) {
      await page.goto(`/ar/search?${new URLSearchParams({ q })}`);
      found.push(await cardIds(page));
    }
    expect(found[0]!.length).toBeGreaterThan(0);
    expect(found[1]).toEqual(found[0]);
    expect(found[2]).toEqual(found[0]);
    // The rings named so come first.
    expect(arabicRings).toContain(found[0]![0]);
    // The header suggests the same first ring, leading to its Arabic page.
    const field = page.getByRole('search').getByRole('combobox');
    await field.fill('');
    await field.pressSequentially('خاتم', { delay: 30 });
    await expect(page.getByRole('listbox').getByRole('option').first()).toHaveAttribute(
      'data-href',
      `/ar/product/${found[0]![0]}`,
    );
  });
});
