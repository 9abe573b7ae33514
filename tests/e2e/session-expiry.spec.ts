import { expect, test } from '@playwright/test';
import { MSG } from '../../src/lib/messages';
import { newUser, signedIn } from './auth.helpers';
import { toast } from './toasts.helpers';

/**
 * 30 minutes without activity end the session: the shopper is told, and the server
 * session ends too, whether she comes back to her account or to any other page. The browser's
 * clock is moved on, not waited for.
 */
const IDLE = 31 * 60_000;

test('back on /account after 31 idle minutes: sent to sign in, told why, and the server session is over', async ({
  page,
}) => {
  await page.clock.install();
  await signedIn(page, newUser('idle'));
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  // She leaves the shop (no page of it open to notice) and comes back 31 minutes later.
  await page.goto('about:blank');
  await page.clock.fastForward(IDLE);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: MSG.sessionExpired })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect.poll(async () => (await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('back on /account after 31 idle minutes on a slow line: the server session still ends before she is sent to sign in', async ({
  page,
}) => {
  await page.clock.install();
  await signedIn(page, newUser('idle-slow'));
  await page.goto('about:blank');
  // The logout's code (loaded only when a session ran out) takes a second to arrive.
  await page.route('**/_astro/session-end*.js', async (route) => {
    await new Promise((done) => setTimeout(done, 1000));
    await route.continue();
  });
  await page.clock.fastForward(IDLE);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  // Sent before the page left (it outlives the page); without the wait it is never sent at all.
  await expect.poll(async () => (await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('back on any other page after 31 idle minutes: Sign In, a word about it, and the server session is over', async ({
  page,
}) => {
  await page.clock.install();
  await signedIn(page, newUser('idle2'));
  await page.goto('about:blank');
  await page.clock.fastForward(IDLE);
  await page.goto('/about-us');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(toast(page, MSG.sessionExpired)).toBeVisible();
  await expect.poll(async () => (await page.request.get('/api/auth/me')).status()).toBe(401);
  // Said once: the next page does not repeat it.
  await page.goto('/faq');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(toast(page, MSG.sessionExpired)).toHaveCount(0);
});

test('sitting idle on /account: the page says the session expired and the server session ends', async ({ page }) => {
  await page.clock.install();
  await signedIn(page, newUser('idle3'));
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toBeVisible();
  await page.clock.fastForward(IDLE);
  await expect(page.getByRole('alert').filter({ hasText: MSG.sessionExpired })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute('href', '/login');
  await expect.poll(async () => (await page.request.get('/api/auth/me')).status()).toBe(401);
});
