import { MSG } from '../../src/lib/messages';
import { expect, product, test } from './fixtures';

test('a review lands in WooCommerce held for moderation, and is not shown until approved', async ({
  page,
  rest,
  ids,
}) => {
  const cuff = product(ids, 'pharaoh-collar-cuff');
  const text = `Beautiful work, it came wrapped in papyrus ${Date.now()} — shukran!`;
  await page.goto(`/product/${cuff.wooId}`);
  const form = page.getByRole('form', { name: 'Write a Review' });
  await form.getByLabel('Name').fill('Salma');
  await form.getByLabel('Email').fill('salma@example.com');
  // Five stars is the form's default.
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await form.getByLabel('Review').fill(text);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText(MSG.reviewSuccess).first()).toBeVisible();

  const held = await rest.get<{ review: string; status: string; reviewer: string; rating: number }[]>(
    `/wc/v3/products/reviews?product=${cuff.wooId}&status=hold`,
  );
  const mine = held.find((r) => r.review.includes(String(text.match(/\d{10,}/)![0])));
  expect(mine).toMatchObject({ status: 'hold', reviewer: 'Salma', rating: 5 });
  await page.reload();
  await expect(page.getByText(text)).toHaveCount(0);
});

test('the footer status test: WooCommerce serves the shop and the connection succeeds; the product the shop left out keeps it from saying "successful"', async ({
  page,
}) => {
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Store status' }).click();
  const panel = page.locator('#store-status');
  await expect(panel.getByText('WooCommerce', { exact: false }).first()).toBeVisible();
  await expect(panel.getByText(MSG.connectionOk, { exact: true })).toBeVisible();
  // The store holds a product published before it had a variation (global-setup.ts).
  await expect(panel.getByRole('status')).toHaveText(
    `${MSG.statusProductsLeftOut}: ${MSG.statusProductsLeftOutBody(1)}`,
  );
});
