import { test, expect } from '@playwright/test';
import { MSG } from '../../src/lib/messages';

const SLUGS = [
  'khan-el-khalili-filigree-tradition',
  'how-to-layer-necklaces',
  'introducing-the-nile-collection',
  'ethically-sourced-sinai-turquoise-and-recycled-silver',
  'caring-for-silver-and-gold-in-egypts-climate',
  'lotus-symbolism-in-pharaonic-jewelry',
];

test.describe('journal', () => {
  test('/blog lists every post with its card parts and the sidebar', async ({ page }) => {
    const res = await page.goto('/blog');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByPlaceholder(MSG.blogSearchPlaceholder)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    // The six English posts, newest first, then the Arabic one, marked as such.
    const cards = page.locator('[data-post]:visible');
    await expect(cards).toHaveCount(7);
    await expect(cards.last().getByText('In Arabic', { exact: true })).toBeVisible();
    await expect(cards.last().locator('h2')).toHaveAttribute('dir', 'rtl');
    const first = cards.first();
    await expect(first.locator('img[width="600"][height="338"]')).toHaveCount(1);
    await expect(first.locator('time')).toHaveText('June 18, 2026');
    await expect(first.getByText('History & Heritage')).toBeVisible();
    await expect(first.getByText('By Mahmoud Hassan')).toBeVisible();
    await expect(first.getByRole('link', { name: /Read more/ })).toHaveAttribute(
      'href',
      '/blog/khan-el-khalili-filigree-tradition',
    );
    const sidebar = page.getByRole('complementary', { name: 'Journal filters' });
    for (const c of [
      MSG.blogAllCategories,
      'History & Heritage',
      'Sustainability',
      'Product Care',
      'Collections',
      'Style & Trends',
    ]) {
      await expect(sidebar.getByRole('link', { name: c, exact: true })).toBeVisible();
    }
    await expect(sidebar.getByText(MSG.blogPopularTags)).toBeVisible();
    await expect(sidebar.locator('.tags li').first()).toBeVisible();
    await expect(sidebar.locator('.tags a, .tags button')).toHaveCount(0);
  });

  test('filters live by text, case-insensitively in title or excerpt', async ({ page }) => {
    await page.goto('/blog');
    await page.getByPlaceholder(MSG.blogSearchPlaceholder).fill('LOTUS');
    // 'lotus' is in one title and in the Nile collection's body, not its excerpt: one card.
    await expect(page.locator('[data-post]:visible')).toHaveCount(1);
    await expect(page.locator('[data-post]:visible h2')).toHaveText(
      'The Lotus in Pharaonic Jewelry: A Flower of Rebirth',
    );
    await page.getByPlaceholder(MSG.blogSearchPlaceholder).fill('desert dust');
    await expect(page.locator('[data-post]:visible h2')).toHaveText("Caring for Silver and Gold in Egypt's Climate");
  });

  test('search button only logs the term', async ({ page }) => {
    await page.goto('/blog');
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.getByPlaceholder(MSG.blogSearchPlaceholder).fill('silver');
    const before = await page.locator('[data-post]:visible').count();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => logs.some((l) => l.includes('silver'))).toBe(true);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('[data-post]:visible')).toHaveCount(before);
  });

  test('filters by category, by both, and clears', async ({ page }) => {
    await page.goto('/blog');
    const sidebar = page.getByRole('complementary', { name: 'Journal filters' });
    await sidebar.getByRole('link', { name: 'History & Heritage' }).click();
    await expect(page.getByRole('heading', { name: MSG.blogCategoryHeading('History & Heritage') })).toBeVisible();
    await expect(page.locator('[data-post]:visible')).toHaveCount(2);
    await expect(page).toHaveURL(/\/blog\/category\/history-heritage$/);

    await page.getByPlaceholder(MSG.blogSearchPlaceholder).fill('filigree');
    await expect(page.locator('[data-post]:visible')).toHaveCount(1);

    await page.getByPlaceholder(MSG.blogSearchPlaceholder).fill('layer');
    await expect(page.locator('[data-post]:visible')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: MSG.blogNoResults })).toBeVisible();
    await expect(page.getByText(MSG.blogNoResultsHint)).toBeVisible();

    await page.getByRole('link', { name: MSG.blogClearFilter }).click();
    await expect(page.getByRole('heading', { name: /^Category:/ })).toHaveCount(0);
    await expect(page.locator('[data-post]:visible')).toHaveCount(1); // 'layer' still applies
    await expect(page.locator('[data-post]:visible h2')).toHaveText('How to Layer Necklaces Like a Stylist');

    await sidebar.getByRole('link', { name: 'Sustainability' }).click();
    await expect(page.getByRole('heading', { name: MSG.blogNoResults })).toBeVisible();
    await page.getByRole('button', { name: MSG.blogClearAll }).click();
    await expect(page.locator('[data-post]:visible')).toHaveCount(7);
    await expect(page.getByPlaceholder(MSG.blogSearchPlaceholder)).toHaveValue('');
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('works as a plain list, with category pages, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog');
    await expect(page.locator('[data-post]:visible')).toHaveCount(7);
    await page.getByRole('link', { name: 'Product Care', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/category\/product-care$/);
    await expect(page.getByRole('heading', { name: MSG.blogCategoryHeading('Product Care') })).toBeVisible();
    await expect(page.locator('[data-post]:visible')).toHaveCount(1);
    await context.close();
  });

  for (const slug of SLUGS) {
    test(`/blog/${slug} renders the article`, async ({ page }) => {
      const res = await page.goto(`/blog/${slug}`);
      expect(res?.status()).toBe(200);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible();
      const cover = page.locator('img.cover');
      await expect(cover).toHaveAttribute('width', '1200');
      await expect(cover).toHaveAttribute('height', '675');
      await expect(page.locator('article time')).toHaveCount(1);
      await expect(page.getByText(/^By /)).toBeVisible();
      await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem').first()).toBeVisible();
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      const og = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(og).toMatch(new RegExp(`/blog/${slug}/social\\.png$`));
      const png = await page.request.get(new URL(og!).pathname);
      expect(png.headers()['content-type']).toContain('image/png');
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const posting = ld.map((t) => JSON.parse(t)).find((j) => j['@type'] === 'BlogPosting');
      expect(posting.headline).toBe(await h1.textContent());
      expect(posting.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(posting.author.name).toBeTruthy();
      expect(posting.image[0]).toBe(og);
      expect(posting.publisher.name).toBe('Nefertari');
      const pager = page.getByRole('navigation', { name: 'More articles' });
      const links = pager.getByRole('link');
      await expect(links).toHaveCount(slug === SLUGS[0] || slug === SLUGS.at(-1) ? 1 : 2);
    });
  }

  test('previous and next walk the journal in date order', async ({ page }) => {
    await page.goto('/blog/how-to-layer-necklaces');
    await page.getByRole('link', { name: /Next article/ }).click();
    await expect(page).toHaveURL(/khan-el-khalili-filigree-tradition$/);
    await page.getByRole('link', { name: /Previous article/ }).click();
    await page.getByRole('link', { name: /Previous article/ }).click();
    await expect(page).toHaveURL(/introducing-the-nile-collection$/);
  });

  test('the RSS feed parses as XML with six items', async ({ page, request }) => {
    const res = await request.get('/rss.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/xml/);
    const xml = await res.text();
    await page.goto('/blog');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) return null;
      return [...doc.querySelectorAll('item')].map((i) => ({
        title: i.querySelector('title')?.textContent,
        link: i.querySelector('link')?.textContent,
      }));
    }, xml);
    expect(parsed).not.toBeNull();
    expect(parsed).toHaveLength(6);
    expect(parsed![0]!.link).toMatch(/\/blog\/khan-el-khalili-filigree-tradition$/);
  });
});
