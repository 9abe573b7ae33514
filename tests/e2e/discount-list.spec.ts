import { expect, test, type Locator } from '@playwright/test';
import { axe } from './axe';
import { MSG } from '../../src/lib/messages';
import { expectToast } from './checkout-fixtures';
import { ownerLogsIn } from './admin.helpers';

/**
 * The owner's list of discount codes (/admin/discounts, embedded store): what saving a code says
 * matches what its row says, a row shows what the code asks of an order (a spend, uses per
 * customer), and the link it shows is an address that works when pasted.
 */

test('the owner’s list says truly whether a code works, what spend and how many uses per customer it asks, and its link is an address that works', async ({
  page,
  browser,
}) => {
  await ownerLogsIn(page);
  await page.goto('/admin/discounts');
  const said = page.getByRole('status');
  async function newCode(fill: (form: Locator) => Promise<void>) {
    await page.getByRole('button', { name: 'New code' }).click();
    const form = page.getByRole('form', { name: 'New discount code' });
    await fill(form);
    await form.getByRole('button', { name: 'Save code' }).click();
    await expect(form).toBeHidden();
  }

  // A code whose dates are already over is kept, but never said to be usable: it ended.
  await newCode(async (form) => {
    await form.getByLabel('Code', { exact: true }).fill('Spring24');
    await form.getByRole('radio', { name: 'A percent off the cart' }).check();
    await form.getByLabel('Percent off', { exact: true }).fill('10');
    await form.getByLabel('Starts (optional)').fill('2024-03-01T00:00');
    await form.getByLabel('Ends (optional)').fill('2024-03-31T23:59');
  });
  await expect(said).toHaveText(
    'SPRING24 is saved, but it ended on 2024-03-31 23:59 (Cairo time): shoppers cannot use it.',
  );
  await expect(page.getByRole('row').filter({ hasText: 'SPRING24' })).toContainText('Ended');

  // A minimum spend and a limit per customer are on its row; a code with a space has a link one can paste.
  await newCode(async (form) => {
    await form.getByLabel('Code', { exact: true }).fill('qa space');
    await form.getByRole('radio', { name: 'An amount off the cart' }).check();
    await form.getByLabel('Amount off (EGP)', { exact: true }).fill('50');
    await form.getByLabel('Minimum spend (EGP, optional)').fill('1500');
    await form.getByLabel('Uses per customer (optional)').fill('1');
  });
  await expect(said).toHaveText('QA SPACE is ready: shoppers can use it now.');
  const row = page.getByRole('row').filter({ hasText: 'QA SPACE' });
  await expect(row).toContainText('Minimum spend EGP 1,500.00');
  await expect(row).toContainText('1 use per customer');
  await expect(row).toContainText('Link: /discount/QA%20SPACE');
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(row.getByText('Minimum spend EGP 1,500.00')).toBeVisible();
  await expect(row.getByText('1 use per customer')).toBeVisible();

  // The link as shown, opened by someone else, puts that code on her cart (waiting for its minimum).
  const link = /\/discount\/\S+/.exec((await row.getByText(/^Link: /).textContent()) ?? '')![0];
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor).toHaveURL(/\/shop$/);
  await expectToast(visitor, MSG.codeHeld('QA SPACE', MSG.codeBelowMinimum('QA SPACE', 'EGP 1,500.00')));
});
