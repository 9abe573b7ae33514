import { expect, test, type Locator, type Page } from '@playwright/test';
import { completeSteps, uniqueEmail } from './checkout-fixtures';
import { ownerLogsIn } from './admin.helpers';
import { pageFetch } from './auth.helpers';
import { formatLongDate } from '../../src/lib/dates';
import { addedToCart, cartDrawer } from './cart-drawer.helpers';
import { CART_MSG, GIFT_MSG, MSG } from '../../src/lib/messages';
import { SLIP_MSG } from '../../src/lib/admin-messages';
import { FLAT_SHIPPING } from '../../src/lib/constants';

/**
 * Gifts and personalised pieces, as a shopper and the owner meet them: a name typed on the
 * cartouche's page (its count, its preview, the refusal of a missing name), two names as two
 * lines, gift wrap and a message at checkout, all of it on the confirmation, the back office's
 * order and its packing slip, which leaves the prices out when asked. The cartouche (111) is made
 * on backorder, so no other spec's stock moves with these orders.
 */

const NAME = 'نُور'; // Nour with its damma: three characters as a reader counts them
const LATIN = "D'Arcy";
const MESSAGE = 'كل سنة وأنتِ طيبة يا نور\nHappy birthday, with love from Amira';

/** A screenshot kept with the test's results, to look at the screen as a shopper or the owner sees it. */
async function shot(what: Page | Locator, name: string) {
  const path = test.info().outputPath(name);
  await ('goto' in what ? what.screenshot({ path, fullPage: true }) : what.screenshot({ path }));
  await test.info().attach(name, { path, contentType: 'image/png' });
}

test('an engraved, gift-wrapped necklace from its page to the packing slip', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/product/111');
  const field = page.getByLabel('Name to engrave');
  await expect(field).toHaveAttribute('dir', 'auto');
  await expect(page.getByText(GIFT_MSG.charactersLeft(12, 12))).toBeVisible();
  await expect(page.getByText(`${GIFT_MSG.engravingNoReturn} ${GIFT_MSG.returnsPolicy}`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: GIFT_MSG.returnsPolicy })).toHaveAttribute(
    'href',
    '/returns-refunds#items-that-cannot-be-returned',
  );

  // Without a name nothing is added, and the field says why.
  const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
  await add.click();
  await expect(page.getByText(GIFT_MSG.engravingRequired('Name to engrave'))).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  // The count follows the typing, in characters as a reader counts them; the cartouche previews it.
  await field.fill(NAME);
  await expect(page.getByText(GIFT_MSG.charactersLeft(9, 12))).toBeVisible();
  await expect(page.locator('.cartouche bdi')).toHaveText(NAME);
  await expect(page.getByText(GIFT_MSG.engravingRequired('Name to engrave'))).toBeHidden();
  const purchase = page.locator('[data-purchase]');
  await shot(purchase, 'field-1280.png');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(purchase, 'field-375.png');
  await page.setViewportSize({ width: 1280, height: 900 });

  await add.click();
  await expect(page.getByText(GIFT_MSG.charactersLeft(9, 12))).toBeVisible();
  // The cart drawer's new line names what is engraved on it, as typed.
  await expect(cartDrawer(page).locator('.line-engraving')).toHaveText(`Name to engrave: ${NAME}`);
  await addedToCart(page);
  // A second name on the same necklace is a line of its own.
  await field.fill(LATIN);
  await add.click();
  await addedToCart(page);

  await page.goto('/cart');
  const lines = page.locator('[data-engraving-line]');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toHaveText(`Name to engrave: ${NAME}`);
  await expect(lines.nth(1)).toHaveText(`Name to engrave: ${LATIN}`);

  await page.goto('/checkout');
  await completeSteps(page, uniqueEmail('gift'));
  const gifts = page.getByRole('group', { name: GIFT_MSG.giftOptions });
  await gifts.getByRole('checkbox', { name: GIFT_MSG.giftWrapPrice('EGP 75.00') }).check();
  const summary = page.getByRole('complementary');
  await expect(summary.getByText(CART_MSG.giftWrap, { exact: true })).toBeVisible();
  const total = 1650 * 2 + 75 + Number(FLAT_SHIPPING);
  const money = `EGP ${total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(page.getByTestId('checkout-total')).toHaveText(money);
  await expect(summary.locator('[data-engraving-line]')).toHaveCount(2);
  await gifts.getByLabel(GIFT_MSG.giftMessage).fill(MESSAGE);
  await gifts.getByRole('checkbox', { name: GIFT_MSG.hidePrices }).check();
  await page.getByRole('button', { name: `Place Order · ${money}` }).click();

  await expect(page).toHaveURL(/\/order-confirmation\/\d+/);
  const orderId = Number(/order-confirmation\/(\d+)/.exec(page.url())![1]);
  await expect(page.locator('[data-engraving-line]').first()).toHaveText(`Name to engrave: ${NAME}`);
  const gift = page.getByRole('region', { name: GIFT_MSG.gift });
  await expect(gift.getByText(GIFT_MSG.giftWrapped)).toBeVisible();
  await expect(gift.getByText(GIFT_MSG.pricesHidden)).toBeVisible();
  await expect(gift.locator('blockquote')).toHaveText(MESSAGE);
  await expect(gift.locator('blockquote span').last()).toHaveCSS('direction', 'ltr');
  await expect(page.getByText(money).first()).toBeVisible();

  // The owner: the order with its engravings and gift, and a packing slip without prices.
  await ownerLogsIn(page);
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.locator('[data-engraving-line]')).toHaveText([
    `Name to engrave: ${NAME}`,
    `Name to engrave: ${LATIN}`,
  ]);
  const ownersGift = page.getByRole('region', { name: GIFT_MSG.gift });
  await expect(ownersGift.locator('blockquote')).toHaveText(MESSAGE);
  // What the packer must do is on the owner's screen.
  await expect(ownersGift.getByText(GIFT_MSG.giftWrapped)).toBeVisible();
  await expect(ownersGift.getByText(GIFT_MSG.pricesHidden)).toBeVisible();
  await page.getByRole('link', { name: SLIP_MSG.printSlip }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}/packing-slip$`));
  const slip = page.getByRole('main');
  await expect(slip.getByRole('heading', { level: 1 })).toHaveText(/Packing slip #\d+/);
  await expect(slip.locator('.slip-engraving')).toHaveText([`Name to engrave: ${NAME}`, `Name to engrave: ${LATIN}`]);
  await expect(slip.getByText(SLIP_MSG.giftWrapped)).toBeVisible();
  await expect(slip.locator('blockquote')).toHaveText(MESSAGE);
  // Each line in its own direction: the English line after the Arabic one reads (and aligns) left to right.
  await expect(slip.locator('blockquote span')).toHaveCount(2);
  await expect(slip.locator('blockquote span').first()).toHaveCSS('direction', 'rtl');
  await expect(slip.locator('blockquote span').last()).toHaveCSS('direction', 'ltr');
  await expect(slip.getByText('Nour Hassan')).toBeVisible();
  // The order's date as the order page and the emails write it.
  const placed = (await pageFetch<{ date_created: string }>(page, 'GET', `/api/admin/orders/${orderId}`)).body;
  await expect(slip).toContainText(`${SLIP_MSG.orderDate}: ${formatLongDate(placed.date_created)}`);
  // Asked for a slip without prices: not one amount on it.
  await expect(slip).not.toContainText('EGP');
  await expect(slip.getByRole('columnheader', { name: SLIP_MSG.price })).toHaveCount(0);
  await shot(page, 'slip-1280.png');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'slip-375.png');
  // On paper the buttons go.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: SLIP_MSG.print })).toBeHidden();
  // The paper goes in the parcel, to the recipient: her pieces and her message, and not one word
  // to the packer (wrap it, the prices left off, the card to write), which stay on the owner's screen.
  const paper = page.locator('body');
  for (const line of MESSAGE.split('\n')) await expect(paper).toContainText(line, { useInnerText: true });
  await expect(paper).toContainText(`Name to engrave: ${LATIN}`, { useInnerText: true });
  for (const packer of [SLIP_MSG.giftWrapped, SLIP_MSG.pricesHidden, SLIP_MSG.writeOnCard])
    await expect(paper).not.toContainText(packer, { useInnerText: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'slip-printed.png');
  await page.emulateMedia({ media: 'screen' });
  for (const packer of [SLIP_MSG.giftWrapped, SLIP_MSG.pricesHidden, SLIP_MSG.writeOnCard])
    await expect(slip.getByText(packer)).toBeVisible();
});

test('initials in Latin letters only, at their price, and the slip of an order that shows its prices', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/product/112?size=9');
  const field = page.getByLabel('Initials inside the band');
  await expect(page.getByText(GIFT_MSG.engravingPriceEach('EGP 150.00'))).toBeVisible();
  await field.fill('نور');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(
    page.getByText('Initials inside the band: Latin letters only, with spaces, apostrophes and hyphens.'),
  ).toBeVisible();
  await field.fill('NHX1');
  await expect(page.getByText(GIFT_MSG.charactersLeft(-1, 3))).toBeVisible();
  await field.fill('N-H');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await addedToCart(page);
  await page.goto('/cart');
  const row = page.getByRole('row').filter({ hasText: 'Initials inside the band: N-H' });
  // The ring's price and the engraving's, per piece.
  await expect(row.getByText('EGP 2,100.00').first()).toBeVisible();

  // Not asked to hide them: the slip shows what each piece cost.
  await page.goto('/checkout');
  await completeSteps(page, uniqueEmail('initials'));
  await page.getByRole('button', { name: /^Place Order · EGP/ }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/\d+/);
  const orderId = Number(/order-confirmation\/(\d+)/.exec(page.url())![1]);
  await ownerLogsIn(page);
  await page.goto(`/admin/orders/${orderId}/packing-slip`);
  const slip = page.getByRole('main');
  await expect(slip.locator('.slip-engraving')).toHaveText(['Initials inside the band: N-H']);
  await expect(slip.getByRole('columnheader', { name: SLIP_MSG.price })).toBeVisible();
  await expect(slip.getByRole('row').filter({ hasText: 'N-H' })).toContainText('EGP 2,100.00');
  await expect(slip.getByText(SLIP_MSG.giftWrapped)).toHaveCount(0);
});

test('the returns page the field links to says an engraved piece cannot be returned', async ({ page }) => {
  await page.goto('/returns-refunds#items-that-cannot-be-returned');
  const heading = page.locator('#items-that-cannot-be-returned');
  await expect(heading).toHaveText('Items That Cannot Be Returned');
  await expect(page.getByRole('listitem').filter({ hasText: 'engraved pieces' })).toBeVisible();
});

test('quick view takes the name too, and a card sends a piece made with a name to its page', async ({ page }) => {
  await page.goto('/category/necklaces');
  const card = page.locator('[data-product-card]').filter({ hasText: 'Personalised Name Cartouche Necklace' });
  // Its metal and length are chosen on its page too (a simple piece's card says "Personalise").
  await expect(
    card.getByRole('link', { name: `${MSG.chooseOptions}: Personalised Name Cartouche Necklace` }),
  ).toHaveAttribute('href', '/product/111');
  await card.getByRole('button', { name: /Quick view/ }).click();
  const drawer = page.getByRole('dialog');
  const field = drawer.getByLabel('Name to engrave');
  await expect(drawer.getByText(`${GIFT_MSG.engravingNoReturn} ${GIFT_MSG.returnsPolicy}`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(drawer.getByText(GIFT_MSG.engravingRequired('Name to engrave'))).toBeVisible();
  await field.fill('Laila');
  await expect(drawer.getByText(GIFT_MSG.charactersLeft(7, 12))).toBeVisible();
  await expect(drawer.locator('.cartouche bdi')).toHaveText('Laila');
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await addedToCart(page);
  await page.goto('/cart');
  await expect(page.locator('[data-engraving-line]')).toHaveText(['Name to engrave: Laila']);
});
