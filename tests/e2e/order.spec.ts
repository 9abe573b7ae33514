import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { MSG } from '../../src/lib/messages';
import { placeOrderByApi, uniqueEmail } from './checkout-fixtures';

test.describe('order tracking and confirmation', () => {
  test('tracking by order number and email shows the order; a wrong email is refused', async ({ page, baseURL, browser }) => {
    // The order is placed by another browser (its own cookies): tracking needs no order key.
    const buyer = await browser.newContext({ baseURL });
    const email = uniqueEmail('track');
    const order = await placeOrderByApi(buyer, baseURL!, email, [114]);
    await buyer.close();

    await page.goto('/order-tracking');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByLabel('Order number').fill(order.number);
    await page.getByLabel('Billing email').fill('someone-else@example.com');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByRole('heading', { name: MSG.orderNotFound })).toBeVisible();
    await expect(page.getByText('Siwa Beaded Bracelet')).toHaveCount(0);

    await page.getByLabel('Billing email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByRole('heading', { name: `Order #${order.number}` })).toBeVisible();
    await expect(page.getByText('Siwa Beaded Bracelet')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order status: Processing' })).toBeVisible();
    await expect(page.getByText('Status changed to Pending')).toBeVisible();
    await expect(page.getByText('Status changed to Processing')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('an empty or malformed tracking form says what is missing', async ({ page }) => {
    await page.goto('/order-tracking');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByText('Please enter your order number.')).toBeVisible();
    await page.getByLabel('Order number').fill('1');
    await page.getByLabel('Billing email').fill('not-an-email');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByText(MSG.emailInvalid)).toBeVisible();
  });

  test('a confirmation link for an unknown or malformed id is a clear not-found', async ({ page }) => {
    const res = await page.goto('/order-confirmation/not-a-number');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: MSG.orderNotFound })).toBeVisible();
    await page.goto('/order-confirmation/999999');
    await expect(page.getByRole('heading', { name: MSG.orderNotFound })).toBeVisible();
    await expect(page.getByRole('link', { name: MSG.returnHome })).toBeVisible();
  });

  test('a corrupt order-key store is ignored, not fatal', async ({ page }) => {
    await page.goto('/order-tracking');
    await page.evaluate(() => localStorage.setItem('nefertari.orders', '{"5": {"oops": true}, "x": "y"'));
    await page.goto('/order-confirmation/5');
    await expect(page.getByRole('heading', { name: MSG.orderNotFound })).toBeVisible();
  });
});
