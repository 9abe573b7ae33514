import { MSG } from '../../src/lib/messages';
import { expect, product, test } from './fixtures';
import { fillAddress } from '../e2e/checkout-fixtures';
import { addToCart, checkoutUpTo, openForm, piastres, placeOrder, unitPrice, uniqueEmail, wooOrder } from './shopper';

/** Guest checkout on the real store: its rates, its gateways, and the total it really charges. */

// Browsers that are not on Cairo (or UTC) time show whether a time was read in the wrong zone.
test.use({ timezoneId: 'Asia/Tokyo' });

const GIZA = { City: 'Sheikh Zayed', 'Governorate / State': 'Giza', 'Postal code': '12588' };

/** "3:45 PM" in Cairo, as the shop shows times. */
const cairoTime = (utc: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'Africa/Cairo' }).format(
    new Date(`${utc}Z`),
  );

test.describe('guest checkout', () => {
  test("cash on delivery: the store's own rates for the address, and WooCommerce charges the total shown", async ({
    page,
    rest,
    ids,
  }) => {
    const studs = product(ids, 'eye-of-horus-stud-earrings');
    const bracelet = product(ids, 'siwa-beaded-bracelet');
    await addToCart(page, studs.wooId, 2);
    await addToCart(page, bracelet.wooId, 1);
    const items = 2 * piastres(unitPrice(studs)) + piastres(unitPrice(bracelet));

    await page.goto('/checkout');
    const email = uniqueEmail('woo-cod');
    const { total, button } = await checkoutUpTo(page, {
      email,
      rate: /Express courier/,
      payment: /Cash on delivery/i,
      address: GIZA,
    });

    // The store's rates for an Egyptian address, with their prices: nothing the store does not offer.
    await page.getByRole('button', { name: 'Back to Shipping' }).click();
    const rates = page.getByRole('radiogroup', { name: 'Shipping method' }).getByRole('radio');
    await expect(rates).toHaveCount(2);
    await expect(page.getByText(/Flat rate\s*EGP 10\.00/)).toBeVisible();
    await expect(page.getByText(/Express courier\s*EGP 45\.00/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText('EGP 45.00')).toBeVisible();
    expect(piastres(total)).toBe(items + 4500);
    expect(button).toContain(total);

    const id = await placeOrder(page);
    const order = await wooOrder(rest, id);
    // What WooCommerce charges is what the shopper saw, to the piastre.
    expect(piastres(order.total)).toBe(piastres(total));
    expect(order.status).toBe('processing');
    expect(order.payment_method).toBe('cod');
    expect(order.shipping_lines.map((l) => [l.method_title, l.total])).toEqual([['Express courier', '45.00']]);
    expect(order.line_items.map((l) => [l.product_id, l.quantity]).sort()).toEqual(
      [
        [studs.wooId, 2],
        [bracelet.wooId, 1],
      ].sort(),
    );

    // The confirmation: the store's total, the governorate by name, the time in Cairo.
    const view = page.getByRole('article');
    await expect(view.getByText('Total', { exact: true }).locator('xpath=..')).toContainText(total);
    await expect(view.getByText('Sheikh Zayed, Giza, 12588')).toBeVisible();
    await expect(view.getByText('EGGZ')).toHaveCount(0);
    await expect(view.locator('.history li').first()).toContainText(cairoTime(order.date_created_gmt));
  });

  test('an address abroad gets the rates of its zone; one the store does not ship to is told so', async ({
    page,
    ids,
  }) => {
    await addToCart(page, product(ids, 'lotus-stud-earrings').wooId, 1);
    await page.goto('/checkout');
    const form = page.getByRole('group', { name: 'Shipping address' });
    await fillAddress(page, 'Shipping address', uniqueEmail('woo-abroad'), {
      Country: 'AE',
      City: 'Dubai',
      'Governorate / State': 'Dubai',
      'Postal code': '00000',
    });
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    const rates = page.getByRole('radiogroup', { name: 'Shipping method' }).getByRole('radio');
    await expect(rates).toHaveCount(1);
    await expect(page.getByText(/International courier\s*EGP 250\.00/)).toBeVisible();

    // A state the store does not know for the country: said so, in words a shopper can act on.
    await page.getByRole('button', { name: 'Back to Information' }).click();
    await form.getByLabel('Country').selectOption('US');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await expect(page.getByText(MSG.stateNotValid)).toBeVisible();

    await page.getByRole('button', { name: 'Back to Information' }).click();
    await form.getByLabel('Governorate / State', { exact: true }).fill('California');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await expect(page.getByText("We don't ship to this address yet")).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment method' })).toBeHidden();
  });

  test('a single rate is chosen for the shopper; of several, the one WooCommerce selected', async ({ page, ids }) => {
    const studs = product(ids, 'lotus-stud-earrings');
    await addToCart(page, studs.wooId, 1);
    await page.goto('/checkout');
    const form = page.getByRole('group', { name: 'Shipping address' });
    await fillAddress(page, 'Shipping address', uniqueEmail('woo-one-rate'), {
      Country: 'AE',
      City: 'Dubai',
      'Governorate / State': 'Dubai',
      'Postal code': '00000',
    });
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    const rates = page.getByRole('radiogroup', { name: 'Shipping method' }).getByRole('radio');
    await expect(rates).toHaveCount(1);
    await expect(page.getByRole('radio', { name: /International courier/ })).toBeChecked();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText('EGP 250.00')).toBeVisible();
    await expect(summary.getByTestId('checkout-total')).toHaveText(
      `EGP ${((piastres(unitPrice(studs)) + 25000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
    await expect(page.getByText(MSG.shippingMethodRequired)).toHaveCount(0);

    // Egypt has two rates; WooCommerce's Store API marks Flat rate selected, and so is it here.
    await page.getByRole('button', { name: 'Back to Shipping' }).click();
    await page.getByRole('button', { name: 'Back to Information' }).click();
    await form.getByLabel('Country').selectOption('EG');
    // Egypt's governorate is chosen from its list.
    await form.getByLabel('Governorate / State', { exact: true }).selectOption({ label: 'Cairo' });
    await form.getByLabel('City', { exact: true }).fill('Cairo');
    await form.getByLabel('Postal code').fill('11511');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await expect(rates).toHaveCount(2);
    await expect(page.getByRole('radio', { name: /Flat rate/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Express courier/ })).not.toBeChecked();
    await expect(summary.getByText('EGP 10.00')).toBeVisible();
  });

  test('bank transfer: the order waits for the money, and WooCommerce charges the total shown', async ({
    page,
    rest,
    ids,
  }) => {
    const ring = product(ids, 'hieroglyph-cartouche-bangle');
    // The bangle's page starts at size M.
    const sizeM = ring.variants!.find((v) => v.attributes[0]!.option === 'M')!;
    await addToCart(page, ring.wooId, 1);
    const { total } = await checkoutUpTo(page, {
      email: uniqueEmail('woo-bacs'),
      rate: /Flat rate/,
      payment: /bank transfer/i,
    });
    expect(piastres(total)).toBe(piastres(sizeM.regular_price) + 1000);
    const id = await placeOrder(page);
    const order = await wooOrder(rest, id);
    expect(piastres(order.total)).toBe(piastres(total));
    expect(order.status).toBe('on-hold');
    expect(order.payment_method).toBe('bacs');
    expect(order.shipping_lines.map((l) => [l.method_title, l.total])).toEqual([['Flat rate', '10.00']]);
    await expect(page.getByRole('article').getByText('Direct bank transfer', { exact: true })).toBeVisible();
  });

  test('tracking finds the order by its number and email; another email finds nothing', async ({ page, rest, ids }) => {
    await addToCart(page, product(ids, 'mother-of-pearl-crescent-earrings').wooId, 1);
    const email = uniqueEmail('woo-track');
    await checkoutUpTo(page, { email, rate: /Flat rate/, payment: /Cash on delivery/i });
    const id = await placeOrder(page);
    const { number } = await wooOrder(rest, id);

    const stranger = await page.context().browser()!.newContext({ baseURL: process.env.WOO_SHOP_URL });
    const other = await stranger.newPage();
    await openForm(other, '/order-tracking', 'OrderTracking');
    await other.getByLabel('Order number').fill(number);
    await other.getByLabel('Billing email').fill(email);
    await other.getByRole('button', { name: 'Track Order' }).click();
    await expect(other.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
    await expect(other.getByText('Mother-of-Pearl Crescent Earrings')).toBeVisible();

    await openForm(other, '/order-tracking', 'OrderTracking');
    await other.getByLabel('Order number').fill(number);
    await other.getByLabel('Billing email').fill(`not-${email}`);
    await other.getByRole('button', { name: 'Track Order' }).click();
    await expect(other.getByText('Mother-of-Pearl Crescent Earrings')).toHaveCount(0);
    await stranger.close();
  });
});

test.describe("payment on the payment provider's page", () => {
  test("the shopper pays there and comes back to the shop's own confirmation", async ({ page, rest, ids, store }) => {
    await addToCart(page, product(ids, 'papyrus-bloom-necklace').wooId, 1);
    const { total } = await checkoutUpTo(page, {
      email: uniqueEmail('woo-card'),
      rate: /Flat rate/,
      payment: /secure payment page/i,
    });
    await page.getByRole('button', { name: /Place Order/ }).click();

    // Off to the payment page (on the store's host), which asks for exactly the total shown.
    await page.waitForURL((url) => url.origin === store.WOOCOMMERCE_URL || url.origin === store.WOOCOMMERCE_HTTP_URL);
    await expect(page.getByRole('heading', { name: 'Test payment page' })).toBeVisible();
    await expect(page.getByText(`EGP ${(piastres(total) / 100).toFixed(2)}`).first()).toBeVisible();
    await page.getByRole('button', { name: /^Pay/ }).click();

    // Back on the shop, not on WordPress.
    await page.waitForURL(
      (url) => url.origin === process.env.WOO_SHOP_URL && /^\/order-confirmation\/\d+$/.test(url.pathname),
    );
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const order = await wooOrder(rest, id);
    expect(order.status).toBe('processing');
    expect(piastres(order.total)).toBe(piastres(total));
    await expect(page.getByRole('heading', { name: 'Order status: Processing' })).toBeVisible();
    await expect(page.getByText('Awaiting payment')).toHaveCount(0);
  });

  test('an order left unpaid says it awaits payment and offers to pay', async ({ page, rest, ids }) => {
    await addToCart(page, product(ids, 'scarab-charm-bracelet').wooId, 1);
    await checkoutUpTo(page, { email: uniqueEmail('woo-unpaid'), rate: /Flat rate/, payment: /secure payment page/i });
    await page.getByRole('button', { name: /Place Order/ }).click();
    await expect(page.getByRole('heading', { name: 'Test payment page' })).toBeVisible();
    await page.getByRole('button', { name: /Cancel and return/ }).click();

    await page.waitForURL(
      (url) => url.origin === process.env.WOO_SHOP_URL && /^\/order-confirmation\/\d+$/.test(url.pathname),
    );
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const order = await wooOrder(rest, id);
    expect(order.status).toBe('pending');
    await expect(page.getByText('Awaiting payment', { exact: true })).toBeVisible();
    const pay = page.getByRole('link', { name: 'Pay now' });
    await expect(pay).toHaveAttribute('href', order.payment_url);
    await pay.click();
    await expect(page).toHaveURL(/order-pay/);
    await expect(page.getByText('Card (secure payment page)').first()).toBeVisible();
  });
});
