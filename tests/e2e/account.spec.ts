import { axe } from './axe';
import { expect, test } from '@playwright/test';
import { MSG } from '../../src/lib/messages';
import { loginViaForm, newUser, signedIn } from './auth.helpers';
import { toast } from './toasts.helpers';
import { completeSteps, seedCart } from './checkout-fixtures';
import { addedToCart } from './cart-drawer.helpers';

// A well-stocked piece, so repeated runs on one database never run out.
const RING = { id: 102, choices: { Metal: 'Sterling Silver', Size: '8' } };

test('register -> login -> buy -> the order is on the dashboard and in Orders -> log out', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const u = newUser('b');
  await page.goto('/register');
  await page.getByRole('main').getByLabel('Email').fill(u.email);
  await page.getByRole('main').getByLabel('Username').fill(u.username);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(u.password);
  await page.getByRole('main').getByLabel('Confirm Password').fill(u.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await loginViaForm(page, u);
  await expect(page).toHaveURL(/\/account$/);
  await expect(toast(page, MSG.loginSuccess)).toBeVisible();
  const side = page.getByRole('complementary');
  await expect(side.getByText(u.username, { exact: true })).toBeVisible();
  await expect(side.getByText(u.email)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Hello, ${u.username}!` })).toBeVisible();
  await expect(page.getByText(MSG.noOrdersYet)).toBeVisible();

  // A brand-new account: the Orders tab agrees with the dashboard, no orders at all (no sample orders).
  await page.getByRole('button', { name: 'View All Orders' }).click();
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  const ordersPanel = page.getByRole('tabpanel', { name: 'Orders' });
  await expect(ordersPanel.getByText(MSG.noOrdersPlaced)).toBeVisible();
  await expect(ordersPanel.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
  await expect(ordersPanel.getByRole('table')).toHaveCount(0);
  await expect(ordersPanel.getByText(/Processing|Completed|SAMPLE/)).toHaveCount(0);

  // Buy through the real checkout.
  await seedCart(page, baseURL!, [RING]);
  await page.goto('/checkout');
  await completeSteps(page, u.email);
  await page.getByRole('button', { name: /Place Order/ }).click();
  await page.waitForURL(/\/order-confirmation\/\d+$/);
  const orderId = page.url().split('/').pop()!;

  await page.goto('/account');
  const recent = page.getByRole('region', { name: 'Recent Orders' });
  const link = recent.getByRole('link', { name: /^Order #/ });
  await expect(link).toHaveAttribute('href', `/order-confirmation/${orderId}`);
  const number = (await link.textContent())!.replace('Order #', '');
  await expect(recent.getByText('Processing')).toHaveClass(/badge-warning/);
  await expect(page.getByText(MSG.noOrdersYet)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Orders' }).click();
  const table = page.getByRole('table', { name: 'Your orders' });
  for (const header of ['Order', 'Date', 'Status', 'Total'])
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: `#${number}` });
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^EGP \d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(row.getByRole('link', { name: `View order #${number}` })).toHaveAttribute(
    'href',
    `/order-confirmation/${orderId}`,
  );
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, MSG.loggedOut)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  expect(
    await page.evaluate(() => [localStorage.getItem('nefertari.session'), localStorage.getItem('nefertari.csrf')]),
  ).toEqual([null, null]);
  // The server forgot the session too.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});

test('tabs work by keyboard and every tab passes axe', async ({ page }) => {
  test.setTimeout(90_000);
  await signedIn(page, newUser('t'));
  const dashboard = page.getByRole('tab', { name: 'Dashboard' });
  await expect(dashboard).toHaveAttribute('aria-selected', 'true');
  expect((await axe(page).analyze()).violations).toEqual([]);
  await dashboard.focus();
  for (const name of ['Orders', 'Wishlist', 'Settings']) {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('tab', { name })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
  }
});

test('settings: profile update, password rules, wrong current password, and "User not logged in"', async ({
  page,
  context,
}) => {
  const u = newUser('e');
  await signedIn(page, u);
  await page.getByRole('button', { name: 'Edit Account Details' }).click();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('main').getByLabel('First name').fill('Nour');
  await page.getByRole('main').getByLabel('Last name').fill('Adel');
  await page.getByRole('main').getByLabel('Display name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, MSG.displayNameRequired)).toBeVisible();
  await page.getByRole('main').getByLabel('Display name').fill('Nour A.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, MSG.profileUpdated)).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Nour A.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hello, Nour A.!' })).toBeVisible();
  await page.getByRole('tab', { name: 'Settings' }).click();

  const change = async (current: string, next: string, confirm = next) => {
    await page.getByRole('main').getByLabel('Current password').fill(current);
    await page.getByRole('main').getByLabel('New password', { exact: true }).fill(next);
    await page.getByRole('main').getByLabel('Confirm new password').fill(confirm);
    await page.getByRole('button', { name: 'Change Password' }).click();
  };
  await change('', 'Better#2025');
  await expect(toast(page, MSG.currentPasswordRequired)).toBeVisible();
  await change(u.password, 'better#2025');
  await expect(toast(page, MSG.passwordUpper)).toBeVisible();
  await change(u.password, 'Better#2025', 'Better#2026');
  await expect(toast(page, MSG.passwordsDontMatch)).toBeVisible();
  await change('Wrong#0000', 'Better#2025');
  await expect(toast(page, MSG.currentPasswordWrong)).toBeVisible();
  await change(u.password, 'Better#2025');
  await expect(toast(page, MSG.passwordChanged)).toBeVisible();

  // The server session goes (cookie gone): the next save is refused and the account data leaves the screen.
  await context.clearCookies({ name: 'session' });
  await page.getByRole('main').getByLabel('Display name').fill('Someone Else');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, MSG.userNotLoggedIn)).toBeVisible();
  await expect(page.getByText(MSG.sessionExpired)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);

  await loginViaForm(page, { username: u.username, password: 'Better#2025' });
  await expect(page).toHaveURL(/\/account$/);
});

test('settings: a new email asks for the current password, and is saved with it', async ({ page }) => {
  const u = newUser('m');
  await signedIn(page, u);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const profile = page.locator('form', { has: page.getByRole('heading', { name: MSG.profile }) });
  const password = profile.getByLabel('Current password');
  await expect(password).toHaveCount(0);
  // Her own address in capitals is no move: no password asked.
  await profile.getByLabel('Email').fill(u.email.toUpperCase());
  await expect(password).toHaveCount(0);

  const moved = `moved-${u.email}`;
  await profile.getByLabel('Email').fill(moved);
  await expect(password).toBeVisible();
  await expect(profile.getByText(MSG.currentPasswordForEmailHint)).toBeVisible();
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, MSG.currentPasswordForEmail)).toBeVisible();
  await password.fill('Wrong#0000');
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, MSG.currentPasswordWrong)).toBeVisible();
  await password.fill(u.password);
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, MSG.profileUpdated)).toBeVisible();
  await expect(password).toHaveCount(0);
  await expect(page.getByRole('complementary').getByText(moved)).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(profile.getByLabel('Email')).toHaveValue(moved);
});

test('the account wishlist shows what the product page added; remove and add to cart work', async ({ page }) => {
  const PIECE = 101;
  await signedIn(page, newUser('h'));
  await page.goto(`/product/${PIECE}`);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('button', { name: /Add to Wishlist/ }).click();
  await expect(page.getByRole('button', { name: /In Wishlist|Remove from Wishlist/ })).toBeVisible();
  // A ring is bought in a size: its entry leads to its page instead of adding it.
  await page.goto(`/product/${RING.id}`);
  const ring = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('button', { name: /Add to Wishlist/ }).click();
  await expect(page.getByRole('button', { name: /In Wishlist|Remove from Wishlist/ })).toBeVisible();

  await page.goto('/account');
  await page.getByRole('tab', { name: 'Wishlist' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: `${MSG.chooseOptions}: ${ring}` })).toHaveAttribute(
    'href',
    `/product/${RING.id}`,
  );
  await panel.getByRole('button', { name: `Remove ${ring} from wishlist` }).click();
  await expect(panel.getByRole('link', { name })).toHaveAttribute('href', `/product/${PIECE}`);
  await panel.getByRole('button', { name: `Add to Cart: ${name}` }).click();
  await addedToCart(page);
  const cart = (await (await page.request.get('/api/cart')).json()) as { items: { id: number }[] };
  expect(cart.items.map((i) => i.id)).toContain(PIECE);

  await panel.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
  await expect(panel.getByText(MSG.wishlistEmpty)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/shop');
  await page.reload();
  await page.getByRole('tab', { name: 'Wishlist' }).click();
  await expect(page.getByText(MSG.wishlistEmpty)).toBeVisible();
});
