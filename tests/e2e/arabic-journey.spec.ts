import { expect, test } from '@playwright/test';
import { outboxMail } from './auth.helpers';
import { uniqueEmail } from './checkout-fixtures';
import { axe } from './axe';
import CHECKOUT_AR from '../../src/lib/i18n/ar/checkout-messages';
import MAIL_AR from '../../src/lib/i18n/ar/mail-messages';
import PAGE_AR from '../../src/lib/i18n/ar/page-messages';
import CART_AR from '../../src/lib/i18n/ar/cart-messages';
import { GOVERNORATES } from '../../src/lib/governorates';

/**
 * A shopper's whole visit in Arabic, on a phone (390 px): she searches for a ring the way she
 * writes the word, chooses her size, adds it, checks out with her phone number typed on an Arabic
 * keyboard, and reads her confirmation and her email in Arabic. Every step is found by the words
 * she reads, so an English sentence left on the way fails it.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('an order from the Arabic shop, from search to the email, on a phone', async ({ page }) => {
  await page.goto('/ar/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Search with a tatweel in the word (خاتـم for خاتم): the rings are found all the same.
  await page.goto(`/ar/search?q=${encodeURIComponent('خاتـم')}`);
  const ring = page.getByRole('link', { name: 'خاتم الفضة المخرّمة من خان الخليلي' }).first();
  await expect(ring).toBeVisible();
  await ring.click();
  await expect(page).toHaveURL(/\/ar\/product\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('خاتم الفضة المخرّمة من خان الخليلي');

  // Her size, then Add to Cart: the drawer opens on her line, in Arabic.
  const sizes = page.getByRole('group', { name: /^المقاس/ });
  await sizes.getByRole('radio', { name: '8', exact: true }).check({ force: true });
  await expect(sizes).toHaveAccessibleName(/8/);
  await page.getByRole('button', { name: PAGE_AR.addToCart, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(CART_AR.cartDrawerTitle) });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('خاتم الفضة المخرّمة من خان الخليلي');
  await expect(drawer).toContainText('ج.م');
  await drawer.getByRole('link', { name: CART_AR.checkout }).click();

  // The checkout, in Arabic: Egypt's governorate from a list, the phone in Arabic-Indic digits.
  await expect(page).toHaveURL(/\/ar\/checkout$/);
  // The header's cart link says what it holds in her language too.
  await expect(page.getByRole('banner').getByRole('link', { name: 'السلة، قطعة واحدة' })).toBeVisible();
  const email = uniqueEmail('arabic');
  const form = page.getByRole('group', { name: CHECKOUT_AR.shippingAddress });
  await form.getByLabel(CHECKOUT_AR.firstName, { exact: true }).fill('نور');
  await form.getByLabel(CHECKOUT_AR.lastName, { exact: true }).fill('حسن');
  await form.getByLabel(CHECKOUT_AR.streetAddress, { exact: true }).fill('١٢ شارع التحرير');
  await form.getByLabel(CHECKOUT_AR.city, { exact: true }).fill('القاهرة');
  const cairo = GOVERNORATES.find((g) => g.code === 'EGC')!;
  await form.getByLabel(CHECKOUT_AR.state, { exact: true }).selectOption({ label: cairo.name.ar });
  await form.getByLabel(CHECKOUT_AR.postcode, { exact: true }).fill('١١٥١١');
  const phone = form.getByLabel(CHECKOUT_AR.phone, { exact: true });
  await phone.pressSequentially('٠١٠٠١٢٣٤٥٦٧');
  await expect(phone).toHaveValue('01001234567');
  await form.getByLabel(CHECKOUT_AR.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: CHECKOUT_AR.continueTo(CHECKOUT_AR.stepShipping) }).click();
  await page.getByRole('radio', { name: new RegExp(CHECKOUT_AR.standardShipping) }).check();
  await page.getByRole('button', { name: CHECKOUT_AR.continueTo(CHECKOUT_AR.stepPayment) }).click();
  await page.getByRole('radio', { name: new RegExp(CHECKOUT_AR.codTitle) }).check();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: /^تأكيد الطلب/ }).click();

  // The confirmation in Arabic, under /ar/, with her order's number.
  await expect(page).toHaveURL(/\/ar\/order-confirmation\/\d+/);
  const main = page.getByRole('main');
  await expect(main).toContainText('ج.م');
  await expect(main).toContainText('خاتم الفضة المخرّمة من خان الخليلي');
  const number = /#(\d+)/.exec((await main.innerText()) ?? '')?.[1];
  expect(number).toBeTruthy();
  await expect(main).toContainText(cairo.name.ar);
  await expect(main).toContainText('المقاس: 8');

  // Her email, in Arabic, right to left.
  const mail = await outboxMail(email, MAIL_AR.orderReceivedSubject(number!));
  expect(mail.html).toContain('dir="rtl"');
  expect(mail.text).toContain('خاتم الفضة المخرّمة من خان الخليلي');
  expect(mail.text).toContain('ج.م');
  // Her phone as she typed it, kept in the digits the shop's records use.
  expect(mail.text).toContain('01001234567');
  expect(mail.text).not.toContain('٠١٠٠١٢٣٤٥٦٧');
});

test('the pieces she viewed are offered again in Arabic, each leading to its Arabic page', async ({ page }) => {
  await page.goto('/ar/product/101');
  await page.goto('/ar/product/102');
  const section = page.getByRole('region', { name: 'شاهدتِها مؤخرًا' });
  await expect(section.getByRole('button', { name: 'مسح الكل' })).toBeVisible();
  const viewed = section.getByRole('link', { name: /قلادة اللوتس الذهبية/ });
  await expect(viewed).toHaveAttribute('href', '/ar/product/101');
  await expect(section).toContainText('ج.م');
});
