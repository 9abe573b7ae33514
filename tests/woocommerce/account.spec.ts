import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { MSG } from '../../src/lib/messages';
import { MAIL_MSG } from '../../src/lib/mail-messages';
import { confirmEmailLink, readOutbox } from '../unit/mail/smtp';
import { newUser } from '../e2e/auth.helpers';
import { expect, product, test } from './fixtures';
import { addToCart, checkoutUpTo, openForm, piastres, placeOrder, uniqueEmail, wooOrder } from './shopper';
import { toast } from '../e2e/toasts.helpers';

type Page = import('@playwright/test').Page;

async function loginViaForm(page: Page, user: { username: string; password: string }): Promise<void> {
  await openForm(page, '/login', 'LoginForm');
  await page.getByRole('main').getByLabel('Username or Email').fill(user.username);
  await page.getByRole('main').getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('customer accounts on the store', () => {
  test("register, log in, buy: the order is the customer's in WooCommerce and in their orders", async ({
    page,
    rest,
    ids,
  }) => {
    const u = newUser('woo');
    await openForm(page, '/register', 'RegisterForm');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(u.email);
    await main.getByLabel('Username').fill(u.username);
    await main.getByLabel('Password', { exact: true }).fill(u.password);
    await main.getByLabel('Confirm Password').fill(u.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const customers = await rest.get<{ id: number; username: string }[]>(
      `/wc/v3/customers?email=${encodeURIComponent(u.email)}`,
    );
    expect(customers.map((c) => c.username)).toEqual([u.username]);

    await loginViaForm(page, u);
    await expect(page).toHaveURL(/\/account$/);
    await expect(toast(page, MSG.loginSuccess)).toBeVisible();

    await addToCart(page, product(ids, 'siwa-beaded-collar-necklace').wooId, 1);
    const { total } = await checkoutUpTo(page, { email: u.email, rate: /Flat rate/, payment: /Cash on delivery/i });
    const id = await placeOrder(page);
    const order = await wooOrder(rest, id);
    expect(order.customer_id).toBe(customers[0]!.id);
    expect(piastres(order.total)).toBe(piastres(total));

    await page.goto('/account');
    await page.getByRole('tab', { name: 'Orders' }).click();
    const row = page
      .getByRole('table', { name: 'Your orders' })
      .getByRole('row')
      .filter({ hasText: `#${order.number}` });
    await expect(row).toContainText(total);
    await expect(row.getByRole('link', { name: `View order #${order.number}` })).toHaveAttribute(
      'href',
      `/order-confirmation/${id}`,
    );
  });

  test("the store's own customer logs in with their WordPress password; a wrong one is refused", async ({
    page,
    store,
  }) => {
    await loginViaForm(page, {
      username: store.WOOCOMMERCE_CUSTOMER_USER,
      password: `${store.WOOCOMMERCE_CUSTOMER_PASS}x`,
    });
    await expect(toast(page, MSG.invalidCredentials)).toBeVisible();
    await loginViaForm(page, { username: store.WOOCOMMERCE_CUSTOMER_USER, password: store.WOOCOMMERCE_CUSTOMER_PASS });
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  });

  test("a username that is another customer's email is refused: her email sign-in stays hers", async ({
    page,
    store,
  }) => {
    await openForm(page, '/register', 'RegisterForm');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(uniqueEmail('woo-squat'));
    await main.getByLabel('Username').fill(store.WOOCOMMERCE_CUSTOMER_EMAIL.toUpperCase());
    await main.getByLabel('Password', { exact: true }).fill('Squat#Pass1');
    await main.getByLabel('Confirm Password').fill('Squat#Pass1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, MSG.usernameTaken)).toBeVisible();
    await loginViaForm(page, { username: store.WOOCOMMERCE_CUSTOMER_EMAIL, password: store.WOOCOMMERCE_CUSTOMER_PASS });
    await expect(page).toHaveURL(/\/account$/);
  });

  test("a guest's orders: WooCommerce does not give them to her new account; the shop does once she follows the link mailed to her", async ({
    page,
    browser,
    baseURL,
    rest,
    ids,
  }) => {
    const u = newUser('wooguest');
    // Earlier, as a guest, in another browser.
    const guestContext = await browser.newContext({ baseURL });
    const guest = await guestContext.newPage();
    await addToCart(guest, product(ids, 'lotus-stud-earrings').wooId, 1);
    await checkoutUpTo(guest, { email: u.email, rate: /Flat rate/, payment: /Cash on delivery/i });
    const id = await placeOrder(guest);
    await guestContext.close();
    expect((await wooOrder(rest, id)).customer_id).toBe(0);

    await openForm(page, '/register', 'RegisterForm');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(u.email);
    await main.getByLabel('Username').fill(u.username);
    await main.getByLabel('Password', { exact: true }).fill(u.password);
    await main.getByLabel('Confirm Password').fill(u.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // WooCommerce 10 links a new customer's past orders only from wp-admin ("Link previous orders"):
    // registering leaves the guest order a guest's.
    expect((await wooOrder(rest, id)).customer_id).toBe(0);
    await loginViaForm(page, u);
    await expect(page).toHaveURL(/\/account$/);
    await page.getByRole('tab', { name: 'Orders' }).click();
    const orders = page.getByRole('tabpanel', { name: 'Orders' });
    await expect(orders.getByText(MSG.noOrdersPlaced)).toBeVisible();
    await expect(orders.getByText(MSG.emailUnconfirmed(u.email))).toBeVisible();

    // The shop's welcome carries the link; she follows it.
    const outbox = path.join(process.env.WOO_SHOP_DIR!, 'outbox');
    let welcome: ParsedMail | undefined;
    await expect
      .poll(async () => {
        welcome = (await readOutbox(outbox))
          .filter((m) => m.file.endsWith(`-${u.email}.eml`) && m.mail.subject === MAIL_MSG.welcomeSubject)
          .at(-1)?.mail;
        return welcome ? 'there' : null;
      })
      .toBe('there');
    await page.goto(confirmEmailLink(welcome!).link);
    await page.getByRole('button', { name: MSG.confirmEmailButton }).click();
    await expect(page.getByText(MSG.emailConfirmedLinked(1))).toBeVisible();
    const customers = await rest.get<{ id: number }[]>(`/wc/v3/customers?email=${encodeURIComponent(u.email)}`);
    expect((await wooOrder(rest, id)).customer_id).toBe(customers[0]!.id);

    await page.getByRole('link', { name: MSG.seeYourOrders }).click();
    await page.getByRole('tab', { name: 'Orders' }).click();
    const row = orders.getByRole('row').filter({ hasText: `#${(await wooOrder(rest, id)).number}` });
    await expect(row.getByRole('link', { name: /^View order #/ })).toHaveAttribute('href', `/order-confirmation/${id}`);
    await expect(orders.getByText(MSG.emailUnconfirmed(u.email))).toHaveCount(0);
    // A link works once.
    await page.goto(confirmEmailLink(welcome!).link);
    await page.getByRole('button', { name: MSG.confirmEmailButton }).click();
    await expect(page.getByRole('alert').filter({ hasText: MSG.confirmEmailInvalid })).toBeVisible();
  });

  test('someone who registers another person’s email on the store never sees her guest orders', async ({
    page,
    browser,
    baseURL,
    rest,
    ids,
  }) => {
    const victim = uniqueEmail('woo-victim');
    const guestContext = await browser.newContext({ baseURL });
    const guest = await guestContext.newPage();
    await addToCart(guest, product(ids, 'lotus-stud-earrings').wooId, 1);
    await checkoutUpTo(guest, { email: victim, rate: /Flat rate/, payment: /Cash on delivery/i });
    const id = await placeOrder(guest);
    await guestContext.close();

    const stranger = { ...newUser('woostranger'), email: victim };
    await openForm(page, '/register', 'RegisterForm');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(stranger.email);
    await main.getByLabel('Username').fill(stranger.username);
    await main.getByLabel('Password', { exact: true }).fill(stranger.password);
    await main.getByLabel('Confirm Password').fill(stranger.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await loginViaForm(page, stranger);
    await expect(page).toHaveURL(/\/account$/);
    await page.getByRole('tab', { name: 'Orders' }).click();
    const orders = page.getByRole('tabpanel', { name: 'Orders' });
    await expect(orders.getByText(MSG.noOrdersPlaced)).toBeVisible();
    await orders.getByRole('button', { name: MSG.sendConfirmEmail }).click();
    await expect(orders.getByText(MSG.confirmEmailSent(victim))).toBeVisible();
    expect((await wooOrder(rest, id)).customer_id).toBe(0);
    expect((await page.request.get(`/api/orders/${id}`)).status()).toBe(404);
  });

  test('password reset says what this store offers', async ({ page }) => {
    await openForm(page, '/forgot-password', 'PasswordReset');
    await page.getByRole('main').getByLabel('Email').fill(uniqueEmail('woo-reset'));
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(page.getByText(MSG.resetUnavailable).first()).toBeVisible();
  });
});
