import { expect, test, type Page } from '@playwright/test';
import { GIFT_MSG, MSG } from '../../src/lib/messages';
import { toast } from './toasts.helpers';
import { setLiveStock } from './db.helpers';
import { completeSteps, fillField, uniqueEmail } from './checkout-fixtures';
import { addedToCart } from './cart-drawer.helpers';
import { ownerLogsIn } from './admin.helpers';
import { ADMIN_MSG, SLIP_MSG } from '../../src/lib/admin-messages';

/**
 * Pieces sold in sizes, lengths and metals: each option a group of choices on the product page,
 * each variant its own price, stock, SKU, picture and line in the cart.
 */
const size = (page: Page, value: string) =>
  page.getByRole('group', { name: /^Size/ }).getByRole('radio', { name: new RegExp(`^${value}\\b`) });
const addButton = (page: Page) => page.locator('[data-purchase] button[data-add-to-cart]');

test('two sizes of one ring are two lines, from the product page to the confirmation', async ({ page }) => {
  // Lapis Scarab Signet Ring: sizes 6 (sold out), 7, 8, 9; the page starts at the store's default, 7.
  await page.goto('/product/112');
  const sizes = page.getByRole('group', { name: /^Size/ });
  await expect(sizes.getByRole('radio')).toHaveCount(4);
  await expect(size(page, '7')).toBeChecked();
  await expect(addButton(page)).toHaveText(MSG.addToCart);
  await addButton(page).click();
  await addedToCart(page);
  await size(page, '9').check();
  await expect(page).toHaveURL(/\/product\/112\?size=9$/);
  await expect(page.locator('[data-sku]')).toHaveText('EGJ-112-9');
  await addButton(page).click();
  // Both adds are in (the first's toast says the same words as the second's).
  await expect(page.locator('cart-badge')).toHaveText('2');

  await page.goto('/cart');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'Lapis Scarab Signet Ring' })).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Size: 7' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Size: 9' })).toHaveCount(1);
  // Each line is addressed as its size, and leads back to it.
  await expect(page.getByRole('button', { name: 'Remove Lapis Scarab Signet Ring (Size: 9) from cart' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Size: 9' }).getByRole('link')).toHaveAttribute('href', '/product/112?size=9');

  await page.getByRole('link', { name: /Proceed to Checkout/ }).click();
  await expect(page.getByRole('complementary').getByText('Size: 9')).toBeVisible();
  await completeSteps(page, uniqueEmail('sizes'));
  await page.getByRole('button', { name: /Place Order/ }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/\d+/);
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByText('Size: 7')).toBeVisible();
  await expect(items.getByText('Size: 9')).toBeVisible();
});

test('a sold-out size is marked and cannot be bought; one that sells out while she looks is refused', async ({
  page,
}) => {
  await page.goto('/product/112?size=6');
  const six = size(page, '6');
  await expect(six).toBeChecked();
  await expect(page.getByText(MSG.soldOutChoice).first()).toBeVisible();
  await expect(addButton(page)).toHaveText(MSG.outOfStock);
  await expect(addButton(page)).toBeDisabled();
  await expect(page.locator('[data-stock-badge]')).toHaveText(MSG.outOfStock);

  // Size 8 sells out after the page was shown: the store refuses it, naming the size.
  await size(page, '8').check();
  await expect(addButton(page)).toBeEnabled();
  await setLiveStock(page.request, 11203, 0);
  await addButton(page).click();
  await expect(toast(page, MSG.productSoldOut('Lapis Scarab Signet Ring (Size: 8)'))).toBeVisible();
  // The page's next view knows it.
  await page.reload();
  await expect(addButton(page)).toHaveText(MSG.outOfStock);
  await setLiveStock(page.request, 11203, 3);
});

test('a ring with no default says which option to choose, and the choice is needed', async ({ page }) => {
  // Turquoise Lotus Ring has no default size.
  await page.goto('/product/120');
  await expect(addButton(page)).toHaveText(MSG.chooseOption('Size'));
  await addButton(page).click();
  // Nothing is sent: the first size takes the focus (5, sold out, is still a size she may look at).
  await expect(size(page, '5')).toBeFocused();
  await size(page, '6').check();
  await expect(addButton(page)).toHaveText(MSG.addToCart);
});

test('the price, SKU, picture and address follow the choice; a shared link opens it', async ({ page }) => {
  // Filigree Medallion Necklace: 50 cm at 2,400.00, 60 cm at 2,580.00.
  await page.goto('/product/119');
  await expect(page.locator('[data-product-price]')).toHaveText('EGP 2,400.00');
  await page.getByRole('radio', { name: /^60 cm/ }).check();
  await expect(page.locator('[data-product-price]')).toHaveText('EGP 2,580.00');
  await expect(page).toHaveURL(/\?length=60-cm$/);

  // The Nubian hoops in sterling silver: their own price, SKU and picture.
  await page.goto('/product/106?metal=sterling-silver');
  await expect(page.getByRole('radio', { name: /Sterling Silver/ })).toBeChecked();
  await expect(page.locator('[data-product-price]')).toHaveText('EGP 1,490.00');
  await expect(page.locator('[data-sku]')).toHaveText('EGJ-106-SS');
  await expect(page.locator('product-gallery [data-slide]:not([hidden]) img')).toHaveAttribute(
    'alt',
    'The Nubian hoops in sterling silver',
  );
});

test("a size chosen while the options' code still loads is the size added", async ({ page }) => {
  // The options' code loads at her first touch of them; held back here, the add waits for it.
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/_astro/variant-picker.*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/product/112');
  await size(page, '9').check();
  await addButton(page).click();
  release();
  await addedToCart(page);
  const cart = (await (await page.request.get('/api/cart')).json()) as { items: { choices: unknown }[] };
  expect(cart.items.map((i) => i.choices)).toEqual([[{ name: 'Size', option: '9' }]]);
  await expect(page).toHaveURL(/\?size=9$/);
});

test("a size chosen before the options' loader has even arrived is followed once it has", async ({ page }) => {
  // The loader comes after the page's own script, for pieces with options only: held back here.
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/_astro/picker-loader.*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/product/112');
  await size(page, '9').check();
  release();
  await expect(page).toHaveURL(/\?size=9$/);
});

test('without JavaScript the page still shows the options, its starting choice and what that choice costs', async ({
  browser,
}) => {
  // The build draws the default variant as the options' code would, so that code waits for a choice.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/product/119');
  await expect(page.getByRole('group', { name: /^Length/ }).getByRole('radio')).toHaveCount(2);
  await expect(page.getByRole('radio', { name: /50 cm/ })).toBeChecked();
  await expect(page.locator('[data-product-price]')).toHaveText('EGP 2,400.00');
  await expect(page.locator('[data-sku]')).toHaveText('EGJ-119-50');
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeEnabled();
  await context.close();
});

test('a card leads to the page where its options are chosen, and says where its price starts', async ({ page }) => {
  await page.goto('/category/necklaces');
  const card = page.locator('[data-product-card]').filter({ hasText: 'Filigree Medallion Necklace' });
  await expect(card.getByText('From')).toBeVisible();
  await expect(card.getByText('EGP 2,400.00')).toBeVisible();
  await card.getByRole('link', { name: `${MSG.chooseOptions}: Khan el-Khalili Filigree Medallion Necklace` }).click();
  await expect(page).toHaveURL(/\/product\/119$/);
});

test('quick view offers the sizes and adds the one chosen', async ({ page }) => {
  await page.goto('/category/rings');
  await page.getByRole('button', { name: 'Quick view: Lapis Scarab Signet Ring' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lapis Scarab Signet Ring' });
  await expect(dialog.getByRole('radio', { name: /^6/ })).toBeVisible();
  await dialog.getByRole('radio', { name: /^9/ }).check();
  await dialog.getByRole('button', { name: MSG.addToCart }).click();
  await addedToCart(page, 'Lapis Scarab Signet Ring (Size: 9)');
  const cart = await (await page.request.get('/api/cart')).json();
  expect(cart.items.map((i: { choices: { option: string }[] }) => i.choices)).toContainEqual([
    { name: 'Size', option: '9' },
  ]);
});

test('the Size filter counts a ring only in the sizes it has in stock', async ({ page }) => {
  // 18k Gold Ankh Ring is made in size 8, but size 8 is sold out.
  await page.goto('/category/rings?size=8');
  await expect(page.locator('[data-product-card]').filter({ hasText: '18k Gold Ankh Ring' })).toHaveCount(0);
  await page.goto('/category/rings?size=7');
  await expect(page.locator('[data-product-card]').filter({ hasText: '18k Gold Ankh Ring' })).toHaveCount(1);
});

test('a cart of a piece that is not shipped skips the shipping step and pays no shipping', async ({ page }) => {
  await page.goto('/search?q=printable+ring+sizer');
  await page.getByRole('link', { name: 'Printable Ring Sizer' }).first().click();
  await addButton(page).click();
  await addedToCart(page);
  await page.goto('/cart');
  await expect(page.getByText(MSG.noShippingNeeded)).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('tab')).toHaveText([/Information/, /Payment/]);
  // One address, the billing one: nothing to ship it to.
  await expect(page.getByLabel(MSG.billingSameAsShipping)).toHaveCount(0);
  const email = uniqueEmail('sizer');
  const form = page.getByRole('group', { name: 'Billing address' });
  for (const [label, value] of Object.entries({
    'First name': 'Mona',
    'Last name': 'Adel',
    'Street address': '3 Nile Corniche',
    City: 'Aswan',
    'Governorate / State': 'Aswan',
    'Postal code': '81511',
    Phone: '+20 100 765 4321',
    Email: email,
  }))
    await fillField(form.getByLabel(label, { exact: true }), value);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  // Nothing is delivered: no courier to pay in cash, no parcel to wrap, no card, no packing slip.
  await expect(page.getByRole('radio', { name: /Direct Bank Transfer/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: GIFT_MSG.giftOptions })).toBeHidden();
  await expect(page.getByLabel(GIFT_MSG.giftMessage)).toBeHidden();
  await page.getByRole('radio', { name: /Direct Bank Transfer/ }).check();
  // A reload keeps her on Payment: nothing to ship, so no shipping method is missing.
  await page.reload();
  await expect(page.getByRole('tab', { name: /Payment/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: /Direct Bank Transfer/ })).toBeChecked();
  await page.getByRole('button', { name: MSG.placeOrder('EGP 50.00') }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/\d+/);
  await expect(page.getByText('Printable Ring Sizer')).toBeVisible();
  // Her address is the billing one, and no shipping is charged.
  await expect(page.getByRole('heading', { name: MSG.billingAddress })).toBeVisible();
  await expect(page.getByRole('heading', { name: MSG.shippingAddress })).toHaveCount(0);
  await expect(page.getByText(MSG.noShippingNeeded)).toBeVisible();
  await expect(page.getByText('3 Nile Corniche')).toBeVisible();
  // The owner reads it the same way: nothing to ship, and no packing slip to print.
  const id = page.url().match(/order-confirmation\/(\d+)/)![1];
  await ownerLogsIn(page);
  await page.goto(`/admin/orders/${id}`);
  await expect(page.getByText(ADMIN_MSG.nothingToShip)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: SLIP_MSG.printSlip })).toHaveCount(0);
});

test('the last parcel taken off in another tab: cash on delivery and the gift options go, and Place Order asks for a method', async ({
  page,
}) => {
  await page.goto('/product/134');
  await addButton(page).click();
  await addedToCart(page);
  await page.goto('/product/126');
  await addButton(page).click();
  await addedToCart(page);
  await page.goto('/checkout');
  await completeSteps(page, uniqueEmail('mixed'));
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await expect(page.getByRole('heading', { name: GIFT_MSG.giftOptions })).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/cart');
  await other.getByRole('button', { name: /^Remove (?!Printable)/ }).click();
  await expect(other.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await page.bringToFront();
  // Only the printable is left: no shipping step, no cash on delivery, no gift options.
  await expect(page.getByRole('tab')).toHaveText([/Information/, /Payment/]);
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: GIFT_MSG.giftOptions })).toBeHidden();
  await expect(page.getByRole('radio', { name: /Direct Bank Transfer/ })).not.toBeChecked();
  await page.getByRole('button', { name: MSG.placeOrder('EGP 50.00') }).click();
  await expect(toast(page, MSG.paymentMethodRequired)).toBeVisible();
});

test('the product page describes the ring as a product group with a variant per size', async ({ page }) => {
  await page.goto('/product/112');
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const group = ld.find((x) => x['@type'] === 'ProductGroup');
  expect(group.variesBy).toEqual(['https://schema.org/size']);
  expect(group.hasVariant).toHaveLength(4);
  expect(group.hasVariant[0]).toMatchObject({
    '@type': 'Product',
    sku: 'EGJ-112-6',
    size: '6',
    offers: { availability: 'https://schema.org/OutOfStock', priceCurrency: 'EGP' },
  });
  expect(group.hasVariant[1].offers.url).toMatch(/\/product\/112\?size=7$/);
});
