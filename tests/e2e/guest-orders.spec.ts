import { expect, test, type Page } from '@playwright/test';
import { axe } from './axe';
import { MSG } from '../../src/lib/messages';
import { MAIL_MSG } from '../../src/lib/mail-messages';
import { confirmEmailLink } from '../unit/mail/smtp';
import { loginViaForm, newUser, outboxMail, registerViaApi } from './auth.helpers';
import { placeOrderByApi } from './checkout-fixtures';

/**
 * A shopper who bought as a guest, then registers with that email: her guest orders become her
 * account's once she follows the link mailed to that address, and not before (anyone can register
 * anyone's email: registering alone must never show a stranger's orders).
 */
const RING = { id: 102, choices: { Metal: 'Sterling Silver', Size: '9' } };

const ordersPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Orders' });

async function openOrders(page: Page) {
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Orders' }).click();
}

test('guest orders show in her account once she follows the link in her welcome email, not before', async ({
  page,
  browser,
  baseURL,
}) => {
  const u = newUser('guest');
  // Earlier, as a guest, in another browser.
  const guest = await browser.newContext();
  const placed = await placeOrderByApi(guest, baseURL!, u.email, [RING]);
  await guest.close();

  await page.goto('/login');
  await registerViaApi(page, u);
  await loginViaForm(page, u);
  await expect(page).toHaveURL(/\/account$/);
  // Registering with the address shows nothing: the account says how to make those orders hers.
  await expect(page.getByText(MSG.emailUnconfirmed(u.email))).toBeVisible();
  await openOrders(page);
  await expect(ordersPanel(page).getByText(MSG.noOrdersPlaced)).toBeVisible();
  await expect(ordersPanel(page).getByText(`#${placed.number}`)).toHaveCount(0);
  await expect(ordersPanel(page).getByText(MSG.emailUnconfirmed(u.email))).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  // The welcome email carries the link; opening it changes nothing until she confirms.
  const welcome = await outboxMail(u.email, MAIL_MSG.welcomeSubject);
  expect(welcome.text).toContain(MAIL_MSG.confirmEmailIntro(u.email));
  const { link } = confirmEmailLink(welcome);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: MSG.confirmEmailTitle })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await openOrders(page);
  await expect(ordersPanel(page).getByText(MSG.noOrdersPlaced)).toBeVisible();

  await page.goto(link);
  await page.getByRole('button', { name: MSG.confirmEmailButton }).click();
  await expect(page.getByRole('heading', { name: MSG.emailConfirmedTitle })).toBeVisible();
  await expect(page.getByText(MSG.emailConfirmedLinked(1))).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByRole('link', { name: MSG.seeYourOrders }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('link', { name: `Order #${placed.number}` })).toBeVisible();
  await expect(page.getByText(MSG.emailUnconfirmed(u.email))).toHaveCount(0);
  await page.getByRole('tab', { name: 'Orders' }).click();
  const row = ordersPanel(page)
    .getByRole('row')
    .filter({ hasText: `#${placed.number}` });
  await expect(row).toContainText(`EGP`);
  await row.getByRole('link', { name: `View order #${placed.number}` }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  // A link works once.
  await page.goto(link);
  await page.getByRole('button', { name: MSG.confirmEmailButton }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.confirmEmailInvalid })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test('someone who registers another person’s email never sees her guest orders', async ({ page, browser, baseURL }) => {
  const victim = newUser('victim');
  const guest = await browser.newContext();
  const placed = await placeOrderByApi(guest, baseURL!, victim.email, [RING]);
  await guest.close();

  // The stranger registers the victim's address; the link goes to the victim's mailbox, not to her.
  const stranger = { ...newUser('stranger'), email: victim.email };
  await page.goto('/login');
  await registerViaApi(page, stranger);
  await loginViaForm(page, stranger);
  await expect(page).toHaveURL(/\/account$/);
  await openOrders(page);
  await expect(ordersPanel(page).getByText(MSG.noOrdersPlaced)).toBeVisible();
  // Asking for another link sends it to that mailbox too, and says so; still nothing shows here.
  await ordersPanel(page).getByRole('button', { name: MSG.sendConfirmEmail }).click();
  await expect(ordersPanel(page).getByText(MSG.confirmEmailSent(victim.email))).toBeVisible();
  await openOrders(page);
  await expect(ordersPanel(page).getByText(`#${placed.number}`)).toHaveCount(0);
  // The order itself stays the guest's: her order key still opens it, his login does not.
  const res = await page.request.get(`/api/orders/${placed.id}`);
  expect(res.status()).toBe(404);
});

test('a new link from the account, when the welcome’s is lost, confirms the address', async ({ page, baseURL }) => {
  const u = newUser('relink');
  const placed = await placeOrderByApi(page.context(), baseURL!, u.email, [RING]);
  await page.goto('/login');
  await registerViaApi(page, u);
  await loginViaForm(page, u);
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('button', { name: MSG.sendConfirmEmail }).click();
  await expect(page.getByText(MSG.confirmEmailSent(u.email))).toBeVisible();
  const mail = await outboxMail(u.email, MAIL_MSG.confirmEmailSubject);
  await page.goto(confirmEmailLink(mail).link);
  await page.getByRole('button', { name: MSG.confirmEmailButton }).click();
  await expect(page.getByText(MSG.emailConfirmedLinked(1))).toBeVisible();
  await openOrders(page);
  await expect(ordersPanel(page).getByText(`#${placed.number}`)).toBeVisible();
});
