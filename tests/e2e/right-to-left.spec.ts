import { expect, test, type Page } from '@playwright/test';
import { FONT_BYTES } from '../../bench/budgets.mjs';
import { LOCALES, pathIn, type Locale } from '../../src/lib/i18n/locales';
import { seedCart } from './checkout-fixtures';

/**
 * The shop in both directions: an Arabic page is the English one mirrored, on the narrowest phone
 * nothing runs off the screen in either language, a phone number stays left to right inside
 * Arabic, and only an Arabic page fetches the Arabic face.
 */

const PHONE = { width: 320, height: 568 };

/** The shopper's main pages; `cart`: she has a line in her cart first. */
const PAGES: { what: string; path: string; cart?: boolean }[] = [
  { what: 'the home page', path: '/' },
  { what: 'a listing', path: '/category/necklaces' },
  { what: 'search results', path: '/search?q=ring' },
  { what: 'a product page', path: '/product/101' },
  { what: 'a product with options', path: '/product/102' },
  { what: 'the cart', path: '/cart', cart: true },
  { what: 'the checkout', path: '/checkout', cart: true },
  { what: 'sign in', path: '/login' },
  { what: 'contact', path: '/contact-us' },
];

const sideways = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

test.describe(`nothing scrolls sideways at ${PHONE.width} px`, () => {
  test.use({ viewport: PHONE });
  for (const locale of LOCALES)
    for (const { what, path, cart } of PAGES) {
      const url = pathIn(locale, path);
      test(`${what} in ${locale === 'ar' ? 'Arabic' : 'English'} (${url})`, async ({ page, baseURL }) => {
        if (cart) await seedCart(page, baseURL!, [110]);
        await page.goto(url, { waitUntil: 'networkidle' });
        const { scrollWidth, innerWidth } = await sideways(page);
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      });
    }

  for (const locale of LOCALES)
    test(`the cart drawer in ${locale === 'ar' ? 'Arabic' : 'English'} slides in at the end of the line, on screen`, async ({
      page,
      baseURL,
    }) => {
      await seedCart(page, baseURL!, [110]);
      await page.goto(pathIn(locale, '/product/101'), { waitUntil: 'networkidle' });
      await page.locator('a[data-cart-drawer]').first().click();
      const drawer = page.locator('dialog.cart-drawer[open]');
      await expect(drawer).toBeVisible();
      // Wait for the slide to end before measuring where it stopped.
      await expect.poll(() => drawer.evaluate((d) => getComputedStyle(d).transform)).toBe('none');
      const box = (await drawer.boundingBox())!;
      if (locale === 'ar') expect(box.x).toBeCloseTo(0, 0);
      else expect(box.x + box.width).toBeCloseTo(PHONE.width, 0);
      const { scrollWidth, innerWidth } = await sideways(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
});

/** Where the first and the last character of the element's text are drawn, from the left. */
const firstAndLastX = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .first()
    .evaluate((el) => {
      const node = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())!;
      const raw = node.textContent!;
      const start = raw.length - raw.trimStart().length;
      const end = raw.trimEnd().length;
      const xOf = (i: number) => {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return range.getBoundingClientRect().left;
      };
      return { first: xOf(start), last: xOf(end - 1) };
    });

test.describe('data in an Arabic line', () => {
  test('the shop’s phone number reads from its country code on the left', async ({ page }) => {
    await page.goto(pathIn('ar', '/contact-us'));
    const phone = (await page.locator('a[href^="tel:"]').first().textContent())!.trim();
    expect(phone).toMatch(/^\+\d/);
    const { first, last } = await firstAndLastX(page, phone);
    expect(first).toBeLessThan(last);
  });
});

/** The web fonts a page downloads, with their sizes as sent. */
async function fontsOf(page: Page, url: string): Promise<{ url: string; bytes: number }[]> {
  const fonts: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'font')
      fonts.push(res.body().then((body) => ({ url: new URL(res.url()).pathname, bytes: body.length })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return Promise.all(fonts);
}

test.describe('the Arabic face', () => {
  for (const path of ['/', '/product/101', '/checkout'])
    for (const locale of LOCALES)
      test(`${pathIn(locale, path)} downloads at most ${FONT_BYTES[locale]} bytes of fonts`, async ({
        page,
        baseURL,
      }) => {
        if (path === '/checkout') await seedCart(page, baseURL!, [110]);
        const fonts = await fontsOf(page, pathIn(locale as Locale, path));
        const total = fonts.reduce((sum, f) => sum + f.bytes, 0);
        expect(total).toBeLessThanOrEqual(FONT_BYTES[locale]);
        if (locale === 'en') return;
        // Self-hosted woff2, the two weights the page draws.
        expect(fonts.map((f) => f.url).sort()).toEqual([
          expect.stringMatching(/^\/_astro\/cairo-arabic-400-normal\.[\w-]+\.woff2$/),
          expect.stringMatching(/^\/_astro\/cairo-arabic-700-normal\.[\w-]+\.woff2$/),
        ]);
      });

  test('an Arabic page draws its words in it, shown at once in the phone’s Arabic while it loads', async ({ page }) => {
    await page.goto(pathIn('ar', '/'), { waitUntil: 'networkidle' });
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].map((f) => ({
        family: f.family.replaceAll('"', ''),
        display: f.display,
        status: f.status,
      }));
    });
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(face).toEqual({ family: 'Nefertari Arabic', display: 'swap', status: 'loaded' });
  });

  test('no Arabic text is spaced apart, capitalised or slanted', async ({ page }) => {
    await page.goto(pathIn('ar', '/'), { waitUntil: 'networkidle' });
    const styled = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && /\p{L}/u.test(n.textContent!)))
        .map((el) => {
          const s = getComputedStyle(el);
          return {
            el: `${el.tagName.toLowerCase()}.${el.className}`,
            s: [s.letterSpacing, s.textTransform, s.fontStyle],
          };
        })
        .filter(
          ({ s: [spacing, transform, style] }) =>
            !['normal', '0px'].includes(spacing!) || transform !== 'none' || style !== 'normal',
        ),
    );
    expect(styled).toEqual([]);
  });
});
