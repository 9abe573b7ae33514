import { expect, test, type Locator, type Page } from '@playwright/test';
import { pageFetch } from './auth.helpers';
import { cartDrawer } from './cart-drawer.helpers';
import { scriptsHolding } from './react-runtime';
import { GIFT_MSG } from '../../src/lib/messages';

/**
 * The product page's engraving field as she types, on a phone and on a laptop: what is wrong is
 * said as she types it, in the server's own words, and follows the text as it is now; the price
 * shows the engraving's as soon as there is a text to engrave, and goes back without it. The
 * cartouche necklace (111) takes a name of up to 12 characters, required, at no extra price; the
 * lapis signet ring (112) up to three Latin initials at EGP 150.00 each.
 */
const NAME = 'Name to engrave';
const INITIALS = 'Initials inside the band';
const WIDTHS = [375, 1280] as const;

const field = (page: Page, label: string) => page.getByLabel(label);
const error = (page: Page) => page.locator('[data-engraving-error]');
const count = (page: Page) => page.locator('[data-engraving-count]');
const price = (page: Page) => page.locator('[data-product-price] .price-line .price').first();
const addToCart = (page: Page) => page.getByRole('button', { name: 'Add to Cart', exact: true });

/** A screenshot of the field's block kept with the test's results, to look at as the shopper sees it. */
async function shot(what: Locator, name: string) {
  const path = test.info().outputPath(name);
  await what.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** What the server answers for the same add: the words the page must say. */
async function serverSays(page: Page, body: Record<string, unknown>): Promise<string> {
  const r = await pageFetch<{ message: string; field: string }>(page, 'POST', '/api/cart/items', body);
  expect([r.status, r.body.field]).toEqual([400, 'engraving']);
  return r.body.message;
}

/** Counts the adds the page sends. */
function addsSent(page: Page): () => number {
  let sent = 0;
  page.on('request', (r) => void (r.method() === 'POST' && r.url().endsWith('/api/cart/items') && sent++));
  return () => sent;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('what is wrong follows the text as it is now, never a refusal of what she typed before', async ({ page }) => {
      await page.goto('/product/111');
      const input = field(page, NAME);
      const purchase = page.locator('[data-purchase]');
      // Thirteen characters, refused at Add to Cart.
      await input.pressSequentially('Nefertari Ali');
      await expect(count(page)).toHaveText(GIFT_MSG.charactersLeft(-1, 12));
      await addToCart(page).click();
      await expect(error(page)).toHaveText(GIFT_MSG.engravingTooLong(NAME, 12));
      await expect(input).toBeFocused();
      await shot(purchase, `too-long-${width}.png`);

      // Cleared, then three spaces: nothing to engrave on a piece made with a name, and it says that.
      await input.fill('');
      await input.pressSequentially('   ');
      await expect(count(page)).toHaveText(GIFT_MSG.charactersLeft(9, 12));
      await expect(error(page)).toHaveText(GIFT_MSG.engravingRequired(NAME));
      await expect(error(page)).not.toContainText('at most');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await shot(purchase, `spaces-after-too-long-${width}.png`);

      // A name that fits: nothing is wrong any more.
      await input.fill('');
      await input.pressSequentially('Nour');
      await expect(count(page)).toHaveText(GIFT_MSG.charactersLeft(8, 12));
      await expect(error(page)).toHaveText('');
      await expect(error(page)).toBeHidden();
      await expect(input).not.toHaveAttribute('aria-invalid');
      await shot(purchase, `fits-${width}.png`);
    });

    test('a text that cannot be engraved is refused as she types it, in the words the server says it with', async ({
      page,
    }) => {
      const sent = addsSent(page);
      await page.goto('/product/112?size=7');
      const input = field(page, INITIALS);
      await input.pressSequentially('m.k');
      await expect(error(page)).not.toHaveText('');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await shot(page.locator('[data-purchase]'), `initials-refused-${width}.png`);
      expect(sent()).toBe(0);
      // The server's own words for the same text.
      const script = await error(page).textContent();
      expect(script).toBe(await serverSays(page, { id: 112, choices: { Size: '7' }, engraving: 'm.k' }));
      expect(script).toBe('Initials inside the band: Latin letters only, with spaces, apostrophes and hyphens.');
      await expect(input).toHaveAccessibleDescription(new RegExp(script!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      // Put right as she types: the refusal goes.
      await input.fill('');
      await input.pressSequentially('M-K');
      await expect(error(page)).toHaveText('');
      await expect(input).not.toHaveAttribute('aria-invalid');

      await page.goto('/product/111');
      const name = field(page, NAME);
      for (const typed of ['Mona 2026', '- -']) {
        const server = await serverSays(page, {
          id: 111,
          choices: { Metal: 'Sterling Silver', Length: '45 cm' },
          engraving: typed,
        });
        const before = sent();
        await name.fill('');
        await name.pressSequentially(typed);
        // Waited for, not read once: the emptied field may be refused a moment before the text is all in.
        await expect(error(page)).toHaveText(server);
        expect(sent()).toBe(before);
        if (typed === 'Mona 2026') await shot(page.locator('[data-purchase]'), `name-with-digits-${width}.png`);
      }

      // Arabic with its vowel marks, and accents typed apart, are letters: never refused on the way.
      for (const [typed, left] of [
        ['نُورَة', 8],
        ['Zoe\u0301 Laila', 3],
      ] as const) {
        await name.fill('');
        // One code point at a time, marks apart from their letters, as a keyboard sends them.
        for (const ch of typed) {
          await name.pressSequentially(ch);
          await expect(error(page)).toHaveText('');
        }
        await expect(name).toHaveValue(typed);
        await expect(count(page)).toHaveText(GIFT_MSG.charactersLeft(left, 12));
      }
      await shot(page.locator('[data-purchase]'), `arabic-fits-${width}.png`);
      await addToCart(page).click();
      await expect(cartDrawer(page).locator('.line-engraving')).toHaveText(`${NAME}: Zoe\u0301 Laila`);
    });

    test("the price shows the engraving's as soon as there is one, and the cart charges what it showed", async ({
      page,
    }) => {
      await page.goto('/product/112?size=7');
      const input = field(page, INITIALS);
      await expect(price(page)).toHaveText('EGP 1,950.00');
      await input.pressSequentially('MK');
      await expect(price(page)).toHaveText('EGP 2,100.00');
      await shot(page.locator('.price-row'), `price-with-engraving-${width}.png`);
      // Back without it when cleared, or left as blanks (blank text engraves nothing).
      await input.fill('');
      await expect(price(page)).toHaveText('EGP 1,950.00');
      await input.pressSequentially('  ');
      await expect(price(page)).toHaveText('EGP 1,950.00');
      await input.fill('');
      await input.pressSequentially('N-H');
      await expect(price(page)).toHaveText('EGP 2,100.00');
      // Another size keeps the engraving's price on its own.
      await page.getByRole('radio', { name: /^8/ }).check();
      await expect(page).toHaveURL(/size=8/);
      await expect(price(page)).toHaveText('EGP 2,100.00');
      await addToCart(page).click();
      const line = cartDrawer(page)
        .locator('li')
        .filter({ hasText: `${INITIALS}: N-H` });
      await expect(line.getByText('EGP 2,100.00').first()).toBeVisible();

      // An engraving included in the price adds nothing to it.
      await page.goto('/product/111');
      await expect(price(page)).toHaveText('EGP 1,650.00');
      await field(page, NAME).pressSequentially('Nour');
      await expect(count(page)).toHaveText(GIFT_MSG.charactersLeft(8, 12));
      await expect(price(page)).toHaveText('EGP 1,650.00');
    });
  });
}

test("the ring's page stays plain DOM as she types: no React by idle, nor once the field checks and prices her text", async ({
  page,
}) => {
  const react = scriptsHolding(page);
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
  await page.goto('/product/112', { waitUntil: 'networkidle' });
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 0), { timeout: 5000 })));
  await page.waitForLoadState('networkidle');
  expect(await react(), scripts.join('\n')).toEqual([]);
  await field(page, INITIALS).pressSequentially('m.k');
  await expect(error(page)).not.toHaveText('');
  await field(page, INITIALS).fill('MK');
  await expect(price(page)).toHaveText('EGP 2,100.00');
  await page.waitForLoadState('networkidle');
  expect(await react(), scripts.join('\n')).toEqual([]);
  expect(scripts.some((s) => s.includes('engraving-live'))).toBe(true);
});
