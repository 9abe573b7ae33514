import { expect, test, type Page } from '@playwright/test';
import { GIFT_MSG } from '../../src/lib/messages';
import { addedToCart, cartDrawer } from './cart-drawer.helpers';
import { completeSteps, seedCart, uniqueEmail } from './checkout-fixtures';

/**
 * A product page keeps what its words promise: the sizes, metals and lengths it names are
 * choices on the page, the engraving it describes is a field; the Shipping tab's gift wrap is
 * the checkout's, at its price; and its tabs read whole on the narrowest phone.
 */
const option = (page: Page, name: string) => page.getByRole('group', { name: new RegExp(`^${name}`) });
const choice = (page: Page, name: string, value: string) =>
  option(page, name).getByRole('radio', { name: new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });
const addButton = (page: Page) => page.locator('[data-purchase] button[data-add-to-cart]');

test.describe('the choices a piece’s words name are on its page', () => {
  test('the cartouche bangle: its three sizes and the name to engrave, sent with the piece', async ({ page }) => {
    await page.goto('/product/121');
    await expect(option(page, 'Size').getByRole('radio')).toHaveCount(3);
    for (const size of ['S', 'M', 'L']) await expect(choice(page, 'Size', size)).toBeEnabled();
    await expect(page.getByRole('tabpanel')).not.toContainText('order notes');
    await choice(page, 'Size', 'L').check();
    await expect(page.locator('[data-sku]')).toHaveText('EGJ-121-L');
    const field = page.getByLabel(/^Name to engrave/);
    await field.fill('Nour');
    await expect(page.locator('.cartouche bdi')).toHaveText('Nour');
    await addButton(page).click();
    const line = cartDrawer(page).getByRole('listitem').filter({ hasText: 'Hieroglyph Cartouche Bangle' });
    await expect(line).toContainText('Size: L');
    await expect(line.locator('.line-engraving')).toHaveText('Name to engrave: Nour');
    await addedToCart(page);
  });

  test('the Nile pearl ring: bright silver or gold plate, each at its price, with its picture', async ({ page }) => {
    await page.goto('/product/102');
    await expect(option(page, 'Metal').getByRole('radio')).toHaveCount(2);
    await expect(choice(page, 'Metal', 'Sterling Silver')).toBeChecked();
    await expect(option(page, 'Size').getByRole('radio')).toHaveCount(5);
    await choice(page, 'Metal', '18k Gold-Plated Sterling Silver').check();
    await expect(page).toHaveURL(/\/product\/102\?metal=18k-gold-plated-sterling-silver&size=7$/);
    await expect(page.locator('[data-sku]')).toHaveText('EGJ-102-GP-7');
    await expect(page.locator('[data-product-price]')).toContainText('EGP 750.00');
    // The gallery shows the gold ring, and the silver one again when she goes back to silver.
    const shown = page.locator('product-gallery .slide:not([hidden]) img');
    await expect(shown).toHaveAttribute('alt', 'The Nile pearl ring in 18k gold plate');
    await choice(page, 'Metal', 'Sterling Silver').check();
    await expect(shown).toHaveAttribute('alt', 'Sterling silver ring with a single round white freshwater pearl');
    await expect(page.locator('[data-product-price]')).toContainText('EGP 650.00');
  });

  test('the name cartouche necklace: its metal and its length, and the name it is made with', async ({ page }) => {
    await page.goto('/product/111');
    await expect(option(page, 'Metal').getByRole('radio')).toHaveCount(2);
    await expect(option(page, 'Length').getByRole('radio')).toHaveCount(2);
    await expect(page.getByLabel(/^Name to engrave/)).toBeVisible();
    await choice(page, 'Metal', '18k Gold-Plated Sterling Silver').check();
    await choice(page, 'Length', '50 cm').check();
    await expect(page.locator('[data-sku]')).toHaveText('EGJ-111-GP-50');
    await expect(page.locator('[data-product-price]')).toContainText('EGP 1,900.00');
  });
});

test('the Shipping tab offers gift wrap at the price the checkout charges for it', async ({ page, baseURL }) => {
  await page.goto('/product/101');
  await page.getByRole('tab', { name: 'Shipping' }).click();
  const tab = page.getByRole('tabpanel', { name: 'Shipping' });
  await expect(tab).not.toContainText('Every piece arrives gift-wrapped');
  const said = /Gift wrap is available at checkout for (EGP [\d,]+\.\d\d) per order\./.exec(
    (await tab.textContent()) ?? '',
  );
  expect(said, 'the tab names the gift wrap’s price').not.toBeNull();
  const price = said![1]!;

  await seedCart(page, baseURL!, [101]);
  await page.goto('/checkout');
  await completeSteps(page, uniqueEmail('wrap-price'));
  const gifts = page.getByRole('group', { name: GIFT_MSG.giftOptions });
  await expect(gifts.getByRole('checkbox', { name: GIFT_MSG.giftWrapPrice(price) })).toBeVisible();
});

test('at 320 px every tab of a product page reads whole, without scrolling the row', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/product/121');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Description', 'Details', 'Shipping']);
  const measured = await page.locator('[role=tablist]').evaluate((list) => {
    const row = list.getBoundingClientRect();
    return {
      row: { left: row.left, right: row.right, scrolls: list.scrollWidth > list.clientWidth },
      tabs: [...list.querySelectorAll('[role=tab]')].map((t) => {
        const box = t.getBoundingClientRect();
        return { label: t.textContent!.trim(), cut: t.scrollWidth > t.clientWidth, left: box.left, right: box.right };
      }),
    };
  });
  expect(measured.row.scrolls).toBe(false);
  for (const tab of measured.tabs) {
    expect(tab.cut, `${tab.label} is cut inside its tab`).toBe(false);
    expect(tab.left, `${tab.label} starts on the screen`).toBeGreaterThanOrEqual(Math.max(0, measured.row.left));
    expect(tab.right, `${tab.label} ends on the screen`).toBeLessThanOrEqual(Math.min(320, measured.row.right));
  }
});
