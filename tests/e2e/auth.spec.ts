import { axe } from './axe';
import { expect, test } from '@playwright/test';
import { MSG } from '../../src/lib/messages';
import { expireResetCodes, loginViaForm, newUser, outboxCode, registerViaApi, signedIn } from './auth.helpers';
import { toast } from './toasts.helpers';

test.describe('login form', () => {
  test('every validation message shows as a "Validation error" toast, without a call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/auth/login') && calls.push(r.url()));
    await page.goto('/login');
    const user = page.getByRole('main').getByLabel('Username or Email');
    const pass = page.getByRole('main').getByLabel('Password');
    const submit = page.getByRole('button', { name: 'Sign In' });
    const cases: [string, string, string][] = [
      ['', 'Secret#123', MSG.usernameRequired],
      ['x'.repeat(101), 'Secret#123', MSG.usernameTooLong],
      ['<script>', 'Secret#123', MSG.usernameInvalid],
      ['amira', '', MSG.passwordRequired],
      ['amira', 'p'.repeat(101), MSG.passwordTooLong],
    ];
    for (const [u, p, message] of cases) {
      await user.fill(u);
      await pass.fill(p);
      await submit.click();
      await expect(toast(page, message)).toBeVisible();
      await expect(toast(page, message)).toContainText(MSG.validationError);
    }
    expect(calls).toEqual([]);
  });

  test('a filled honeypot is refused without a call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/auth/login') && calls.push(r.url()));
    await page.goto('/login');
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await honeypot.fill('http://spam.example', { force: true });
    await page.getByRole('main').getByLabel('Username or Email').fill('amira');
    await page.getByRole('main').getByLabel('Password').fill('Secret#123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, MSG.loginFailed)).toBeVisible();
    expect(calls).toEqual([]);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('wrong password: "Login failed" with the server message; links to reset and register', async ({ page }) => {
    const u = newUser('w');
    await page.goto('/login');
    await registerViaApi(page, u);
    await loginViaForm(page, { username: u.username, password: 'Wrong#999' });
    await expect(toast(page, MSG.loginFailed)).toContainText(MSG.invalidCredentials);
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
  });

  test('five failures lock the form (also across a reload); it unlocks after the delay and login works', async ({
    page,
  }) => {
    const u = newUser('l');
    // The page's clock is Playwright's: the lock lasts, in the page, until the test lets it end.
    await page.clock.install();
    await page.goto('/login');
    await registerViaApi(page, u);
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Sign In' });
    await page.getByRole('main').getByLabel('Username or Email').fill(u.username);
    for (let i = 1; i <= 4; i++) {
      await page.getByRole('main').getByLabel('Password').fill(`Wrong#${i}00`);
      await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/auth/login')), submit.click()]);
      await expect(toast(page, MSG.loginFailed)).toBeVisible();
    }
    await expect(page.getByRole('alert').filter({ hasText: MSG.lockedBanner })).toHaveCount(0);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.getByRole('main').getByLabel('Password').fill('Wrong#500');
    const [fifth] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/login')),
      submit.click(),
    ]);
    // The server's own lock runs on its real clock (LOCKOUT_STEP_MS is short in playwright.config.ts).
    const serverUnlocksAt = Date.now() + ((await fifth.json()) as { retry_after_ms: number }).retry_after_ms;
    const banner = page.getByRole('alert').filter({ hasText: MSG.lockedBanner });
    await expect(banner).toBeVisible();
    await expect(toast(page, MSG.lockedTitle)).toContainText(MSG.lockedBody);

    // Locked: even the right password is refused in the browser, without a call, also after a reload.
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/auth/login') && calls.push(r.url()));
    const lockedUntil = await page.evaluate(
      () => JSON.parse(localStorage.getItem('nefertari.loginLockout') ?? '{}').lockedUntil as number,
    );
    const lockedToasts = page.locator('.toast').filter({ hasText: MSG.lockedTitle });
    await lockedToasts.getByRole('button', { name: 'Close notification' }).click();
    await expect(lockedToasts).toHaveCount(0);
    // The button says it is disabled; pressing Enter still submits, and is refused.
    await expect(submit).toBeDisabled();
    await page.getByRole('main').getByLabel('Password').fill(u.password);
    await page.getByRole('main').getByLabel('Password').press('Enter');
    await expect(lockedToasts).toHaveCount(1);
    await page.reload();
    await expect(banner).toBeVisible();
    expect(await page.evaluate(() => Date.now())).toBeLessThan(lockedUntil);
    expect(calls).toEqual([]);
    await page.getByRole('main').getByLabel('Username or Email').fill(u.username);
    await page.getByRole('main').getByLabel('Password').fill(u.password);

    // A moment before the lock ends the banner is still there; when it ends, it goes.
    await page.clock.runFor(lockedUntil - (await page.evaluate(() => Date.now())) - 100);
    await expect(banner).toBeVisible();
    await page.clock.runFor(100);
    await expect(banner).toBeHidden();
    await page.clock.resume();
    // The server's clock cannot be moved from here: its lock (about a second) ends in real time.
    const serverLockLeft = serverUnlocksAt - Date.now();
    if (serverLockLeft > 0) await new Promise((r) => setTimeout(r, serverLockLeft));
    await submit.click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(toast(page, MSG.loginSuccess)).toBeVisible();
  });

  test('works by keyboard alone and passes axe', async ({ page }) => {
    const u = newUser('k');
    await page.goto('/login');
    await registerViaApi(page, u);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.getByRole('main').getByLabel('Username or Email').focus();
    await page.keyboard.type(u.username);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByLabel('Password')).toBeFocused();
    await page.keyboard.type(u.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account$/);
  });
});

test.describe('register form', () => {
  test('every validation message, "Creating Account..." while pending, then /login; a taken name is explained', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/auth/register') && calls.push(r.postData() ?? ''));
    await page.goto('/register');
    expect((await axe(page).analyze()).violations).toEqual([]);
    const u = newUser('r');
    const fill = async (email: string, username: string, password: string, confirm = password) => {
      await page.getByRole('main').getByLabel('Email').fill(email);
      await page.getByRole('main').getByLabel('Username').fill(username);
      await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('main').getByLabel('Confirm Password').fill(confirm);
      await page.getByRole('button', { name: 'Create Account' }).click();
    };
    const cases: [string, string, string, string, string][] = [
      ['not-an-email', u.username, u.password, u.password, MSG.emailInvalid],
      [u.email, 'ab', u.password, u.password, MSG.usernameShort],
      [u.email, u.username, 'Sh#1a', 'Sh#1a', MSG.passwordMin],
      [u.email, u.username, 'secret#123', 'secret#123', MSG.passwordUpper],
      [u.email, u.username, 'SECRET#123', 'SECRET#123', MSG.passwordLower],
      [u.email, u.username, 'Secret#abc', 'Secret#abc', MSG.passwordNumber],
      [u.email, u.username, 'Secret1234', 'Secret1234', MSG.passwordSpecial],
      [u.email, u.username, u.password, 'Secret#124', MSG.passwordsDontMatch],
    ];
    for (const [email, username, password, confirm, message] of cases) {
      await fill(email, username, password, confirm);
      await expect(toast(page, message)).toBeVisible();
    }
    expect(calls).toEqual([]);

    // Hold the answer until the pending label has been seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/auth/register', async (route) => {
      await held;
      await route.continue();
    });
    await fill(u.email, u.username, u.password);
    await expect(page.getByRole('button', { name: MSG.creatingAccount })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, MSG.registerSuccess)).toBeVisible();
    // Only email, username and password leave the browser.
    expect(Object.keys(JSON.parse(calls.at(-1)!)).sort()).toEqual(['email', 'password', 'username']);

    await page.unroute('**/api/auth/register');
    await page.goto('/register');
    await fill(`other-${u.email}`, u.username, u.password);
    await expect(toast(page, MSG.usernameTaken)).toContainText(MSG.registerFailed);
    await fill(u.email, `${u.username}x`, u.password);
    await expect(toast(page, MSG.emailTaken)).toContainText(MSG.registerFailed);
  });
});

test.describe('redirects', () => {
  test('signed out: /account goes to /login; /login and /register stay; header says Sign In', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Hello,')).toHaveCount(0);
    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    await expect(page).toHaveURL(/\/register$/);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
    const icon = page.getByRole('banner').getByRole('link', { name: 'Sign In' });
    await expect(icon).toHaveAttribute('href', '/login');
  });

  test('signed in: /login and /register go to /account; header and drawer say My Account', async ({ page }) => {
    await signedIn(page, newUser('s'));
    await page.goto('/login');
    await expect(page).toHaveURL(/\/account$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/account$/);
    await page.goto('/shop');
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(page.locator('#browse-collections a[data-account-link]')).toHaveText('My Account');
    await expect(page.locator('#browse-collections a[data-account-link]')).toHaveAttribute('href', '/account');
  });

  test('a corrupt session record counts as signed out', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('nefertari.session', '{"user":'));
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('nefertari.session'))).toBeNull();
  });
});

test.describe('password reset', () => {
  test('a fresh code resets the password once; used and expired codes are refused', async ({ page }) => {
    const u = newUser('p');
    await page.goto('/forgot-password');
    await registerViaApi(page, u);
    expect((await axe(page).analyze()).violations).toEqual([]);

    // Unknown and known addresses get the same answer.
    await page.getByRole('main').getByLabel('Email').fill(`nobody-${u.email}`);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(page.getByRole('status').filter({ hasText: MSG.resetRequested })).toBeVisible();
    const before = Date.now();
    await page.getByRole('main').getByLabel('Email').fill(u.email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    const mail = await outboxCode(u.email, before - 1000);

    await page.goto(mail.link);
    await expect(page.getByRole('main').getByLabel('Reset code')).toHaveValue(mail.code);
    await page.getByRole('main').getByLabel('New Password', { exact: true }).fill('weakpass');
    await page.getByRole('main').getByLabel('Confirm New Password').fill('weakpass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, MSG.passwordUpper)).toBeVisible();
    await page.getByRole('main').getByLabel('New Password', { exact: true }).fill('Fresh#2025');
    await page.getByRole('main').getByLabel('Confirm New Password').fill('Fresh#2025');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, MSG.passwordResetDone)).toBeVisible();
    await loginViaForm(page, { username: u.email, password: 'Fresh#2025' });
    await expect(page).toHaveURL(/\/account$/);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Used code, typed in by hand.
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'I have a reset code' }).click();
    await page.getByRole('main').getByLabel('Reset code').fill(mail.code);
    await page.getByRole('main').getByLabel('New Password', { exact: true }).fill('Again#2025');
    await page.getByRole('main').getByLabel('Confirm New Password').fill('Again#2025');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, MSG.resetCodeInvalid)).toBeVisible();

    // Expired code: a new one, aged past its 30 minutes in the server's database.
    const second = Date.now();
    await page.goto('/forgot-password');
    await page.getByRole('main').getByLabel('Email').fill(u.email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    const late = await outboxCode(u.email, second);
    expect(late.code).not.toBe(mail.code);
    expireResetCodes(u.email);
    await page.goto(late.link);
    await page.getByRole('main').getByLabel('New Password', { exact: true }).fill('Late#2025x');
    await page.getByRole('main').getByLabel('Confirm New Password').fill('Late#2025x');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, MSG.resetCodeInvalid)).toBeVisible();
    await expect(page).toHaveURL(/forgot-password/);
  });
});
