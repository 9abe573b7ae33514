import { expect, test } from '@playwright/test';
import { MSG } from '../../src/lib/messages';
import { MAX_LINE_QUANTITY } from '../../src/lib/constants';
import { addedToCart } from './cart-drawer.helpers';

/**
 * The cap per cart line, as a shopper meets it on a product that can be backordered (no stock to
 * stop the count, so without a cap repeated adds pile up thousands of units): the quantity field
 * stops at the cap, and a second add past it is refused with a message that says why, not "try
 * again".
 */
test('a backorder product stops at the cap per line, and an add past it says so', async ({ page }) => {
  await page.goto('/product/111');
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveAttribute('max', String(MAX_LINE_QUANTITY));
  // The line is named with the choice the page starts with, as the cart says it.
  const name = `${(await page.getByRole('heading', { level: 1 }).textContent())!.trim()} (Metal: Sterling Silver · Length: 45 cm)`;
  // The cartouche is made to order, with a name: the same name each time is the same line.
  await page.getByLabel('Name to engrave').fill('Nour');
  await quantity.fill(String(MAX_LINE_QUANTITY));
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await addedToCart(page);
  await quantity.fill('1');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText(MSG.lineQuantityLimit(name, MAX_LINE_QUANTITY)).first()).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: /increase/i }).first()).toBeDisabled();
});
