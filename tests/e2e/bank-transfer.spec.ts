import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { MSG } from '../../src/lib/messages';
import { loginViaForm, newUser, registerViaApi } from './auth.helpers';
import { egp, fillAddress, seedCart, uniqueEmail } from './checkout-fixtures';
import { expectUncovered } from './layout.helpers';

/**
 * A bank-transfer order tells the shopper where to pay, how much, and the reference to use: on
 * the confirmation and in the account's view of the order. The account is the owner's
 * (content/data/bank-transfer.json for the embedded store).
 */
const OWNER = JSON.parse(readFileSync('content/data/bank-transfer.json', 'utf8')) as {
  accounts: { account_name: string; bank_name: string; iban: string; bic: string }[];
};
const account = OWNER.accounts[0]!;

async function payByBankTransfer(page: Page, email: string) {
  await page.goto('/checkout');
  await fillAddress(page, 'Shipping address', email);
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('radio', { name: /Standard Shipping/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Direct Bank Transfer/ }).check();
  await page.getByRole('button', { name: /Place Order/ }).click();
  await page.waitForURL(/\/order-confirmation\/\d+$/);
  // The shopper has seen the confirmation (and its 'Order created successfully') before going on:
  // leaving before the page came alive would keep that note for a later visit.
  await expect(page.getByRole('region', { name: 'How to pay by bank transfer' })).toBeVisible();
}

async function expectPaymentDetails(page: Page, total: string) {
  const view = page.getByRole('article');
  const number = (await view
    .getByText(/^#\d+$/)
    .first()
    .textContent())!.slice(1);
  const box = view.getByRole('region', { name: 'How to pay by bank transfer' });
  await expect(box.getByText('Amount', { exact: true }).locator('xpath=..')).toContainText(total);
  await expect(box.getByText('Payment reference', { exact: true }).locator('xpath=..')).toContainText(number);
  for (const value of [account.account_name, account.bank_name, account.iban, account.bic])
    await expect(box.getByText(value, { exact: true })).toBeVisible();
  return box;
}

test('the confirmation of a bank-transfer order says where to pay, how much and the reference, uncovered', async ({
  page,
  baseURL,
}) => {
  const items = await seedCart(page, baseURL!, [114]);
  await payByBankTransfer(page, uniqueEmail('bacs'));
  const box = await expectPaymentDetails(page, egp(items + 1000));
  // 'Order created successfully' is said on the page; nothing sits over the payment details.
  await expect(page.getByRole('status').filter({ hasText: MSG.orderCreated })).toBeVisible();
  await expect(page.locator('.toast')).toHaveCount(0);
  await expectUncovered(box.getByText(account.iban, { exact: true }));
  await page.getByRole('heading', { name: 'Payment method' }).scrollIntoViewIfNeeded();
  await expectUncovered(page.getByRole('article').getByText('Direct Bank Transfer', { exact: true }));
});

test('a customer finds the same payment details in the order view of her account', async ({ page, baseURL }) => {
  const u = newUser('bacs');
  await page.goto('/login');
  await registerViaApi(page, u);
  await loginViaForm(page, u);
  await expect(page).toHaveURL(/\/account$/);
  const items = await seedCart(page, baseURL!, [114]);
  await payByBankTransfer(page, u.email);
  const id = page.url().split('/').pop();

  // Later, from another visit: the account's Orders tab, then View.
  await page.evaluate(() => localStorage.removeItem('nefertari.orders'));
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page
    .getByRole('link', { name: /^View order #/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation/${id}$`));
  await expectPaymentDetails(page, egp(items + 1000));
  // Not just placed here: no 'Order created successfully' on a later visit.
  await expect(page.getByText(MSG.orderCreated)).toHaveCount(0);
});

test('a cash-on-delivery order shows no bank details', async ({ page, baseURL }) => {
  await seedCart(page, baseURL!, [114]);
  await page.goto('/checkout');
  await fillAddress(page, 'Shipping address', uniqueEmail('cod'));
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('radio', { name: /Standard Shipping/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByRole('button', { name: /Place Order/ }).click();
  await page.waitForURL(/\/order-confirmation\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How to pay by bank transfer' })).toHaveCount(0);
});
