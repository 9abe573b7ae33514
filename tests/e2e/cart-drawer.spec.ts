import { test, expect, type Page } from '@playwright/test';
import { axe } from './axe';
import { seedCart } from './checkout-fixtures';
import { toast } from './toasts.helpers';
import { drawerNotice } from './cart-drawer.helpers';
import { MSG } from '../../src/lib/messages';

/**
 * The cart drawer: Add to Cart and the header's cart link open the cart in a side sheet over the
 * page. Products no other spec buys or restocks: 126 Nubian Carnelian Bead Necklace and 116
 * Nefertiti Medallion Necklace (by Length).
 */

const drawer = (page: Page) => page.getByRole('dialog', { name: /^Your cart/ });
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
/** What the drawer says after an add or a change (its first live region; each stepper's count is one too). */
const notice = drawerNotice;
/** A line by what it is, its name and choice ("Nefertiti Medallion Necklace (Length: 50 cm)"), as its stepper names it. */
const line = (page: Page, label: string) =>
  drawer(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('group', { name: `Quantity of ${label}`, exact: true }) });

/** Whether the focus is inside the open drawer. */
const focusInDrawer = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('dialog.cart-drawer[open]') !== null);

/** A page with a cart, left idle: her lines were read meanwhile. */
async function idlePageWithCart(page: Page, baseURL: string, path: string) {
  await seedCart(page, baseURL, [126, { id: 116, choices: { Length: '50 cm' } }]);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The header shows the count the idle read brought.
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
}

for (const width of [320, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 640 : 900 } });

    test('the header link opens the cart by mouse: lines with picture, name, quantity, remove, subtotal, Checkout and View cart', async ({
      page,
      baseURL,
    }) => {
      await idlePageWithCart(page, baseURL!, '/category/all');
      const reads: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/cart') reads.push(r.method());
      });
      await cartLink(page).click();
      await expect(drawer(page)).toBeVisible();
      await expect(page).toHaveURL(/\/category\/all$/);
      const earrings = line(page, 'Nubian Carnelian Bead Necklace');
      await expect(earrings.getByRole('link', { name: 'Nubian Carnelian Bead Necklace' })).toHaveAttribute(
        'href',
        '/product/126',
      );
      await expect(earrings.locator('img')).toHaveAttribute('src', /.+/);
      await expect(earrings.getByRole('group', { name: 'Quantity of Nubian Carnelian Bead Necklace' })).toContainText(
        '1',
      );
      await expect(
        earrings.getByRole('button', { name: 'Remove Nubian Carnelian Bead Necklace from cart' }),
      ).toBeVisible();
      await expect(line(page, 'Nefertiti Medallion Necklace (Length: 50 cm)')).toBeVisible();
      await expect(drawer(page).getByRole('definition').first()).toHaveText(/^EGP [\d,]+\.\d\d$/);
      await expect(drawer(page).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
      await expect(drawer(page).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
      // Read when the page went idle: opening it asked the server nothing.
      expect(reads).toEqual([]);
      // Nothing sticks out of the sheet sideways, at 320 px either.
      const overflow = await drawer(page).evaluate((d) => d.scrollWidth - d.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // The close button, then a tap outside, close it.
      await drawer(page).getByRole('button', { name: 'Close cart' }).click();
      await expect(drawer(page)).toBeHidden();
      await cartLink(page).click();
      await expect(drawer(page)).toBeVisible();
      await page.mouse.click(8, (width < 500 ? 640 : 900) / 2);
      await expect(drawer(page)).toBeHidden();
      await expect(page).toHaveURL(/\/category\/all$/);
    });

    test('by keyboard: Enter opens it, the focus stays inside until Escape, then returns to the link', async ({
      page,
      baseURL,
    }) => {
      await idlePageWithCart(page, baseURL!, '/faq');
      await cartLink(page).focus();
      await page.keyboard.press('Enter');
      await expect(drawer(page)).toBeVisible();
      await expect(page).toHaveURL(/\/faq$/);
      expect(await focusInDrawer(page)).toBe(true);
      // Around the drawer more times than it has controls, both ways: never outside it.
      const controls = await drawer(page).locator('a[href], button').count();
      for (let i = 0; i < controls + 2; i++) {
        await page.keyboard.press('Tab');
        expect(await focusInDrawer(page), `Tab ${i + 1}`).toBe(true);
      }
      await expect(drawer(page).getByRole('link', { name: 'View cart' })).toBeVisible();
      for (let i = 0; i < controls + 2; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInDrawer(page), `Shift+Tab ${i + 1}`).toBe(true);
      }
      // The stepper by keyboard.
      await drawer(page)
        .getByRole('button', { name: 'Increase quantity of Nefertiti Medallion Necklace (Length: 50 cm)' })
        .focus();
      await page.keyboard.press('Enter');
      await expect(line(page, 'Nefertiti Medallion Necklace (Length: 50 cm)').locator('output')).toHaveText('2');
      await expect(notice(page)).toHaveText(MSG.cartUpdated);
      await expect(
        drawer(page).getByRole('button', { name: 'Increase quantity of Nefertiti Medallion Necklace (Length: 50 cm)' }),
      ).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(drawer(page)).toBeHidden();
      await expect(cartLink(page)).toBeFocused();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    });
  });
}

/** The cart drawer island's own file (its component-url), among the paths a page asked for. */
const DRAWER_FILE = /\/_astro\/CartDrawer\.[\w-]+\.js$/;
const drawerCode = (asked: string[]) => asked.filter((p) => DRAWER_FILE.test(p)).length;

test('idle with a cart, a listing reads the drawer and her lines ahead: opening asks the server nothing', async ({
  page,
  baseURL,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await idlePageWithCart(page, baseURL!, '/category/all');
  expect(asked).toContain('/api/cart');
  expect(drawerCode(asked)).toBe(1);
  asked.length = 0;
  await cartLink(page).click();
  await expect(line(page, 'Nefertiti Medallion Necklace (Length: 50 cm)')).toBeVisible();
  expect(asked.filter((p) => p.startsWith('/api/') || p.endsWith('.js'))).toEqual([]);
});

test('idle with a cart, a product page reads the drawer and her lines ahead too', async ({ page, baseURL }) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await idlePageWithCart(page, baseURL!, '/product/110');
  expect(asked).toContain('/api/cart');
  expect(drawerCode(asked)).toBe(1);
  asked.length = 0;
  await cartLink(page).click();
  await expect(line(page, 'Nefertiti Medallion Necklace (Length: 50 cm)')).toBeVisible();
  expect(asked.filter((p) => p.startsWith('/api/') || p.endsWith('.js'))).toEqual([]);
});

test('without a cart, no drawer code loads until the pointer reaches the cart link, before the click', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/faq');
  await page.waitForLoadState('networkidle');
  expect(drawerCode(asked)).toBe(0);
  await cartLink(page).hover();
  await expect.poll(() => drawerCode(asked)).toBe(1);
  await cartLink(page).click();
  await expect(drawer(page)).toContainText(MSG.cartEmpty);
});

test('the stepper and Remove change the cart; the summary and the header follow; an emptied cart says so', async ({
  page,
  baseURL,
}) => {
  await idlePageWithCart(page, baseURL!, '/');
  await cartLink(page).click();
  const earrings = line(page, 'Nubian Carnelian Bead Necklace');
  const subtotal = drawer(page).getByRole('definition').first();
  const before = await subtotal.textContent();
  const minus = earrings.getByRole('button', { name: 'Decrease quantity of Nubian Carnelian Bead Necklace' });
  // Never below 1: minus says it cannot go lower.
  await expect(minus).toBeDisabled();
  const plus = earrings.getByRole('button', { name: 'Increase quantity of Nubian Carnelian Bead Necklace' });
  const at = (await plus.boundingBox())!.y;
  await plus.click();
  await expect(earrings.locator('output')).toHaveText('2');
  await expect(notice(page)).toHaveText(MSG.cartUpdated);
  // The notice appeared where it moves nothing: a second press lands on the same button.
  expect((await plus.boundingBox())!.y).toBe(at);
  await expect(subtotal).not.toHaveText(before!);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await minus.click();
  await expect(earrings.locator('output')).toHaveText('1');
  await expect(subtotal).toHaveText(before!);

  await earrings.getByRole('button', { name: 'Remove Nubian Carnelian Bead Necklace from cart' }).click();
  await expect(earrings).toHaveCount(0);
  await expect(notice(page)).toHaveText(MSG.itemRemoved);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  // The focus moved to what is left, not out of the drawer.
  await expect(
    line(page, 'Nefertiti Medallion Necklace (Length: 50 cm)').getByRole('button', { name: /^Remove Nefertiti/ }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer(page).getByText(MSG.cartEmpty)).toBeVisible();
  await expect(drawer(page).getByRole('link', { name: 'Checkout' })).toHaveCount(0);
  await drawer(page).getByRole('link', { name: MSG.continueShopping }).click();
  await expect(page).toHaveURL(/\/shop\/?$/);
});

test('View cart and Checkout lead to their pages, with the lines', async ({ page, baseURL }) => {
  await idlePageWithCart(page, baseURL!, '/product/110');
  await cartLink(page).click();
  await drawer(page).getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('table', { name: 'Items in your cart' })).toContainText('Nubian Carnelian Bead Necklace');
  // On the cart page the header link stays a link: the page is the cart.
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(drawer(page)).toHaveCount(0);
  await page.goto('/product/110');
  await cartLink(page).click();
  await drawer(page).getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('complementary')).toContainText(/Nefertiti Medallion Necklace × 1\s*Length: 50 cm/);
});

test('Add to Cart opens the drawer on the new line with its choice; Escape gives the focus back to the button', async ({
  page,
}) => {
  await page.goto('/product/116');
  // Not the length chosen when the page opens.
  await page
    .getByRole('group', { name: /^Length/ })
    .getByRole('radio', { name: '45 cm' })
    .check({ force: true });
  const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
  await add.click();
  await expect(drawer(page)).toBeVisible();
  await expect(notice(page)).toContainText(MSG.addedToCart);
  await expect(notice(page)).toContainText(MSG.addedToCartBody('Nefertiti Medallion Necklace'));
  const necklace = line(page, 'Nefertiti Medallion Necklace (Length: 45 cm)');
  await expect(necklace).toContainText('Length: 45 cm');
  await expect(necklace).toBeInViewport();
  // The add said it in the drawer, not in a toast as well.
  await expect(page.locator('.toast')).toHaveCount(0);
  expect(await focusInDrawer(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(add).toBeFocused();
});

test('an add made before the drawer’s code arrives opens it once it does, its page kept as built', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => errors.push(String(error)));
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/_astro\/CartDrawer\.[\w-]+\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/product/126');
  const added = page.waitForResponse((r) => r.url().endsWith('/api/cart/items') && r.ok());
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await added;
  // The drawer was asked open while its code was on its way: it hydrates as built (closed), then
  // opens. Hydrating open would not match the page and React would redraw it, with an error.
  release();
  await expect(drawer(page)).toBeVisible();
  await expect(line(page, 'Nubian Carnelian Bead Necklace')).toBeVisible();
  await expect(notice(page)).toContainText(MSG.addedToCart);
  expect(errors).toEqual([]);
});

test('an add whose drawer cannot load (the network dropped its code) still says what was added, in a toast', async ({
  page,
}) => {
  // Astro asks again once, with a query: both attempts fail.
  await page.route(/\/_astro\/CartDrawer\.[\w-]+\.js(\?|$)/, (route) => route.abort());
  await page.goto('/product/126');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(toast(page, MSG.addedToCartBody('Nubian Carnelian Bead Necklace'))).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName(/^Cart, [1-9]\d* items?$/);
  await expect(drawer(page)).toHaveCount(0);
});

test("quick view's Add to Cart gives way to the cart drawer", async ({ page }) => {
  await page.goto('/category/necklaces');
  await page.getByRole('button', { name: 'Quick view: Nubian Carnelian Bead Necklace' }).click();
  const quick = page.getByRole('dialog', { name: 'Nubian Carnelian Bead Necklace' });
  await quick.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(drawer(page)).toBeVisible();
  await expect(quick).toHaveCount(0);
  await expect(line(page, 'Nubian Carnelian Bead Necklace')).toBeVisible();
  await expect(notice(page)).toContainText(MSG.addedToCart);
  // The page behind is the drawer's now: it closes, and the page answers again.
  await drawer(page).getByRole('button', { name: 'Close cart' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Quick view: Nubian Carnelian Bead Necklace' })).toBeFocused();
});

test('axe finds nothing on the open drawer', async ({ page, baseURL }) => {
  await idlePageWithCart(page, baseURL!, '/category/all');
  await cartLink(page).click();
  await expect(line(page, 'Nubian Carnelian Bead Necklace')).toBeVisible();
  expect((await axe(page).include('dialog.cart-drawer').analyze()).violations).toEqual([]);
});

test('a middle click opens the cart page in a new tab, and the page stays as it was', async ({ page, baseURL }) => {
  await idlePageWithCart(page, baseURL!, '/faq');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), cartLink(page).click({ button: 'middle' })]);
  await tab.waitForURL(/\/cart$/);
  await expect(drawer(page)).toBeHidden();
  await expect(page).toHaveURL(/\/faq$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the header link goes to the cart page', async ({ page }) => {
    await page.goto('/faq');
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  });
});
