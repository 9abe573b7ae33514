import { expect, test } from '@playwright/test';
import { MSG } from '../../src/lib/messages';
import { loginViaForm, newUser, registerViaApi } from './auth.helpers';
import { toast } from './toasts.helpers';
import { apiHeaders, fillAddress, offerTwoRatesNoneSelected, seedCart, uniqueEmail } from './checkout-fixtures';
import { setLiveStock } from './db.helpers';
import { coveredBy } from './layout.helpers';

/** The Hieroglyph Cartouche Bangle's size M: its stock is the variant's own. */
const BANGLE_M = 12102;

/**
 * When the shop says no, the shopper reads what is wrong, where she can fix it, and the message
 * goes once it is fixed. Products here are used by no other spec, so their stock can be set.
 */
test.describe('checkout refusals', () => {
  test("a mistyped email or phone is refused on the Information step, beside the field, in the server's words", async ({
    page,
    baseURL,
  }) => {
    await seedCart(page, baseURL!, [110]);
    await page.goto('/checkout');
    const form = page.getByRole('group', { name: 'Shipping address' });
    await fillAddress(page, 'Shipping address', 'mona@');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await expect(toast(page, MSG.emailInvalid)).toBeVisible();
    await expect(page.getByRole('tab', { name: /Information/ })).toHaveAttribute('aria-selected', 'true');
    const email = form.getByLabel('Email', { exact: true });
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(MSG.emailInvalid);
    await expect(form.getByText(MSG.emailInvalid)).toBeVisible();

    await email.fill(uniqueEmail('mistyped'));
    await form.getByLabel('Phone').fill('abc');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await expect(toast(page, MSG.phoneInvalid)).toBeVisible();
    await expect(form.getByLabel('Phone')).toHaveAccessibleDescription(MSG.phoneInvalid);
    // One refusal toast at a time: the email's went when the phone's came.
    await expect(toast(page, MSG.emailInvalid)).toHaveCount(0);

    await form.getByLabel('Phone').fill('+20 100 123 4567');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await expect(page.getByRole('tab', { name: /Shipping/ })).toHaveAttribute('aria-selected', 'true');
    // The step went through: the old refusal does not linger over the next step.
    await expect(page.locator('.toast')).toHaveCount(0);
  });

  test('the "Missing information" toast goes as soon as the step goes through', async ({ page, baseURL }) => {
    // Two rates, neither selected: "Shipping method required" is a refusal the shopper can meet.
    await offerTwoRatesNoneSelected(page);
    await seedCart(page, baseURL!, [110]);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await expect(toast(page, MSG.missingShipping)).toBeVisible();
    await fillAddress(page, 'Shipping address', uniqueEmail('stale'));
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(toast(page, MSG.shippingMethodRequired)).toBeVisible();
    await page.getByRole('radio', { name: /Standard Shipping/ }).check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('tab', { name: /Payment/ })).toHaveAttribute('aria-selected', 'true');
    await expect(toast(page, MSG.missingShipping)).toHaveCount(0);
    await expect(toast(page, MSG.shippingMethodRequired)).toHaveCount(0);
  });

  test('Place Order refused by the store says why, not "Failed to create your order"', async ({ page, baseURL }) => {
    // The bangle in size M: no other spec buys or restocks it.
    await setLiveStock(page.request, BANGLE_M, 5);
    await seedCart(page, baseURL!, [{ id: 121, choices: { Size: 'M' } }]);
    await page.goto('/checkout');
    await fillAddress(page, 'Shipping address', uniqueEmail('soldout'));
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await page.getByRole('radio', { name: /Standard Shipping/ }).check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    // Meanwhile another customer buys the last ones.
    await setLiveStock(page.request, BANGLE_M, 0);
    await page.getByRole('button', { name: /Place Order/ }).click();
    await expect(toast(page, MSG.orderRefused)).toContainText('Hieroglyph Cartouche Bangle (Size: M) is out of stock.');
    await expect(toast(page, MSG.orderFailed)).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout$/);
    await setLiveStock(page.request, BANGLE_M, 5);
  });

  test('a refusal that names an address field is shown beside that field', async ({ page, baseURL }) => {
    await seedCart(page, baseURL!, [110]);
    await page.goto('/checkout');
    await fillAddress(page, 'Shipping address', uniqueEmail('field'));
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await page.getByRole('radio', { name: /Standard Shipping/ }).check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    // A store with a stricter rule than ours (WooCommerce validates postcodes per country).
    const message = 'Please enter a valid postal code for Egypt.';
    await page.route('**/api/orders', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'invalid_request',
          message: `billing.postcode: ${message}`,
          field: 'billing.postcode',
        }),
      }),
    );
    await page.getByRole('button', { name: /Place Order/ }).click();
    await expect(page.getByRole('tab', { name: /Information/ })).toHaveAttribute('aria-selected', 'true');
    const postcode = page.getByRole('group', { name: 'Shipping address' }).getByLabel('Postal code');
    await expect(postcode).toBeFocused();
    await expect(postcode).toHaveAccessibleDescription(message);
    await expect(toast(page, message)).toBeVisible();
    // Editing the field puts it right: the message beside it goes.
    await postcode.fill('11311');
    await expect(postcode).toHaveAccessibleDescription('');
  });
});

test('adding beyond the stock says how many are left and how many are already in the cart', async ({
  page,
  baseURL,
}) => {
  await setLiveStock(page.request, 125, 12);
  const headers = await apiHeaders(page.context(), baseURL!);
  expect((await page.request.post('/api/cart/items', { data: { id: 125, quantity: 12 }, headers })).ok()).toBeTruthy();
  await page.goto('/product/125');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(toast(page, 'Only 12 in stock, and 12 are already in your cart.')).toBeVisible();
  await expect(toast(page, MSG.addFailedProductPage)).toHaveCount(0);
});

test('a cart line the store cut to its stock says so on the cart page', async ({ page, baseURL }) => {
  await setLiveStock(page.request, 12703, 21);
  const headers = await apiHeaders(page.context(), baseURL!);
  expect(
    (
      await page.request.post('/api/cart/items', { data: { id: 127, quantity: 4, choices: { Size: '7' } }, headers })
    ).ok(),
  ).toBeTruthy();
  // Another customer's order leaves 3; the shopper browses on (the header badge reads the cart).
  await setLiveStock(page.request, 12703, 3);
  await page.goto('/about-us');
  expect(((await (await page.request.get('/api/cart')).json()) as { item_count: number }).item_count).toBe(3);
  await page.goto('/cart');
  const line = page.getByRole('row').filter({ hasText: 'Khan el-Khalili Filigree Band' });
  await expect(line.getByText(MSG.lineReduced(4, 3))).toBeVisible();
  await expect(line.getByRole('status')).toHaveText('3');
  // Once she chooses a quantity herself the note has done its job.
  await line.getByRole('button', { name: /Decrease/ }).click();
  await expect(line.getByText(MSG.lineReduced(4, 3))).toHaveCount(0);
  await setLiveStock(page.request, 12703, 21);
});

test('at 375 px a locked login shows one toast, never a pile over the form and its banner', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 667 });
  const u = newUser('pile');
  await page.goto('/login');
  await registerViaApi(page, u);
  for (let i = 1; i <= 5; i++) {
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/login')),
      loginViaForm(page, { username: u.username, password: `Wrong#${i}00` }),
    ]);
  }
  const banner = page.getByRole('alert').filter({ hasText: MSG.lockedBanner });
  await expect(banner).toBeVisible();
  // Pressing Enter again and again while locked.
  for (let i = 0; i < 4; i++) await page.getByRole('main').getByLabel('Password').press('Enter');
  await expect(page.locator('.toast')).toHaveCount(1);
  await expect(toast(page, MSG.lockedTitle)).toBeVisible();
  await expect.poll(() => coveredBy(banner)).toBeNull();
});
