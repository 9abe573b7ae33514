import { DatabaseSync } from 'node:sqlite';
import { expect, test, type Locator } from '@playwright/test';
import { MSG } from '../../src/lib/messages';
import { newUser, signedIn } from './auth.helpers';
import { toast } from './toasts.helpers';
import { e2eDatabasePath, fillAddress, seedCart, uniqueEmail } from './checkout-fixtures';

/**
 * Text is sent and stored exactly as typed and always rendered as text: escaping it before
 * sending turned O'Neil into O&#39;Neil on every screen and order. Names and addresses as Egyptian
 * shoppers write them.
 */
const TYPED = {
  firstName: 'نور',
  lastName: "O'Neil",
  street: 'Villa 5 & 6, "Palm" Compound',
  city: 'القاهرة الجديدة',
  note: "It's for my mom's birthday <3 🎂",
  displayName: 'Nour O\'Neil "Noni" & Co 💍',
};

/** What an escaping layer would have left on screen. */
const CODES = /&(#39|amp|quot|lt|gt);/;

function storedRow<T>(sql: string, ...params: string[]): T {
  const db = new DatabaseSync(e2eDatabasePath(), { timeout: 5000 });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

async function expectExactText(scope: Locator) {
  await expect(scope.getByText(`${TYPED.firstName} ${TYPED.lastName}`, { exact: true })).toBeVisible();
  await expect(scope.getByText(TYPED.street, { exact: true })).toBeVisible();
  await expect(scope.getByText(TYPED.city, { exact: false })).toBeVisible();
  await expect(scope.getByText(TYPED.note, { exact: true })).toBeVisible();
  expect(await scope.innerText()).not.toMatch(CODES);
  // Each address line runs in its own direction: the Arabic city right to left, the street left to right.
  await expect(scope.locator('address [dir="auto"]', { hasText: TYPED.city })).toHaveCSS('direction', 'rtl');
  await expect(scope.locator('address [dir="auto"]', { hasText: TYPED.street })).toHaveCSS('direction', 'ltr');
}

test('an order keeps names, addresses and notes exactly as typed, on every screen and in the store', async ({
  page,
  baseURL,
}) => {
  await seedCart(page, baseURL!, [110]);
  const email = uniqueEmail('typed');
  await page.goto('/checkout');
  await fillAddress(page, 'Shipping address', email, {
    'First name': TYPED.firstName,
    'Last name': TYPED.lastName,
    'Street address': TYPED.street,
    City: TYPED.city,
  });
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('radio', { name: /Standard Shipping/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByLabel(MSG.orderNotes).fill(TYPED.note);
  await page.getByRole('button', { name: /Place Order/ }).click();
  await page.waitForURL(/\/order-confirmation\/\d+$/);
  const id = page.url().split('/').pop()!;

  // The confirmation.
  await expectExactText(page.getByRole('article'));

  // The stored order (what a delivery label would carry).
  const row = storedRow<{ number: string; shipping: string; billing: string; customer_note: string }>(
    'SELECT number, shipping, billing, customer_note FROM orders WHERE id = ?',
    id,
  );
  expect(JSON.parse(row.shipping)).toMatchObject({
    first_name: TYPED.firstName,
    last_name: TYPED.lastName,
    address_1: TYPED.street,
    city: TYPED.city,
  });
  expect(JSON.parse(row.billing)).toMatchObject({ last_name: TYPED.lastName, address_1: TYPED.street });
  expect(row.customer_note).toBe(TYPED.note);

  // Order tracking, from another browser.
  const other = await page.context().browser()!.newPage();
  await other.goto(`${baseURL}/order-tracking`);
  await other.getByLabel('Order number').fill(row.number);
  await other.getByLabel('Billing email').fill(email);
  await other.getByRole('button', { name: 'Track Order' }).click();
  await expect(other.getByRole('heading', { name: `Order #${row.number}` })).toBeVisible();
  await expectExactText(other.getByRole('article'));
  await other.close();
});

test('a display name with quotes, an ampersand, Arabic and emoji shows as typed in the account', async ({ page }) => {
  const u = newUser('typed');
  await signedIn(page, u);
  await page.getByRole('button', { name: 'Edit Account Details' }).click();
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill(TYPED.firstName);
  await main.getByLabel('Last name').fill(TYPED.lastName);
  await main.getByLabel('Display name').fill(TYPED.displayName);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, MSG.profileUpdated)).toBeVisible();

  const check = async () => {
    const side = page.getByRole('complementary');
    await expect(side.getByText(TYPED.displayName, { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: `Hello, ${TYPED.displayName}!` })).toBeVisible();
    const details = page.getByRole('region', { name: 'Account Details' });
    await expect(details.getByText(`${TYPED.firstName} ${TYPED.lastName}`, { exact: true })).toBeVisible();
    await expect(details.getByText(TYPED.displayName, { exact: true })).toBeVisible();
    expect(await page.getByRole('main').innerText()).not.toMatch(CODES);
  };
  await check();
  // After a reload the names come from the server's copy, which holds them as typed too.
  await page.reload();
  await check();
  const stored = storedRow<{ display_name: string; last_name: string }>(
    'SELECT display_name, last_name FROM users WHERE username = ?',
    u.username,
  );
  expect(stored).toEqual({ display_name: TYPED.displayName, last_name: TYPED.lastName });
});

test('a phone and an order number typed in Arabic digits are taken: the order keeps the phone in Western digits, and tracking finds it', async ({
  page,
  baseURL,
}) => {
  await seedCart(page, baseURL!, [110]);
  const email = uniqueEmail('digits');
  const phone = '٠١٠٠ ١٢٣ ٤٥٦٧';
  await page.goto('/checkout');
  await fillAddress(page, 'Shipping address', email, { Phone: phone });
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page.getByText(MSG.phoneInvalid)).toHaveCount(0);
  await page.getByRole('radio', { name: /Standard Shipping/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByRole('button', { name: /Place Order/ }).click();
  await page.waitForURL(/\/order-confirmation\/\d+$/);
  const row = storedRow<{ number: string; billing: string }>(
    'SELECT number, billing FROM orders WHERE id = ?',
    page.url().split('/').pop()!,
  );
  // The shop's records, the store's and the courier's read one set of digits.
  expect(JSON.parse(row.billing).phone).toBe('0100 123 4567');

  const arabic = row.number.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
  await page.goto('/order-tracking');
  await page.getByLabel('Order number').fill(arabic);
  await page.getByLabel('Billing email').fill(email);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('heading', { name: `Order #${row.number}` })).toBeVisible();
});
