import { expect, test, type Page } from '@playwright/test';
import { MSG } from '../../src/lib/messages';
import { newUser, registerViaApi, loginViaForm } from './auth.helpers';
import { completeSteps, fillAddress, placeOrderByApi, seedCart, uniqueEmail } from './checkout-fixtures';
import { brokenWords, coveredBy, expectUncovered, PHONES, scrollUntilJustVisible } from './layout.helpers';

/**
 * What a shopper on a phone (320-414 px) and on a laptop sees: no fixed bar over a page's main
 * button, no price or label split mid-word, nothing pushed off its card or off the screen.
 */
const barButton = (page: Page) => page.getByRole('button', { name: 'Browse Collections' });

/** Every page type with a primary action, and how a shopper gets there. */
const PAGES: {
  name: string;
  open: (page: Page, baseURL: string) => Promise<void>;
  action: (page: Page) => ReturnType<Page['getByRole']>;
}[] = [
  {
    name: 'product page: Add to Cart',
    open: async (page) => void (await page.goto('/product/103')),
    action: (page) => page.getByRole('button', { name: 'Add to Cart', exact: true }),
  },
  {
    name: 'cart: Proceed to Checkout',
    open: async (page, baseURL) => {
      await seedCart(page, baseURL, [110]);
      await page.goto('/cart');
    },
    action: (page) => page.getByRole('link', { name: 'Proceed to Checkout' }),
  },
  {
    name: 'checkout, Information: Continue to Shipping',
    open: async (page, baseURL) => {
      await seedCart(page, baseURL, [110]);
      await page.goto('/checkout');
    },
    action: (page) => page.getByRole('button', { name: 'Continue to Shipping' }),
  },
  {
    name: 'checkout, Payment: Place Order',
    open: async (page, baseURL) => {
      await seedCart(page, baseURL, [110]);
      await page.goto('/checkout');
      await fillAddress(page, 'Shipping address', uniqueEmail('bar'));
      await page.getByRole('button', { name: 'Continue to Shipping' }).click();
      await page.getByRole('radio', { name: /Standard Shipping/ }).check();
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await page.getByRole('radio', { name: /Bank Transfer/ }).check();
    },
    action: (page) => page.getByRole('button', { name: /Place Order/ }),
  },
  {
    name: 'login: Sign In',
    open: async (page) => void (await page.goto('/login')),
    action: (page) => page.getByRole('button', { name: 'Sign In' }),
  },
  {
    name: 'register: Create Account',
    open: async (page) => void (await page.goto('/register')),
    action: (page) => page.getByRole('button', { name: 'Create Account' }),
  },
  {
    name: 'forgot password: Send Reset Code',
    open: async (page) => void (await page.goto('/forgot-password')),
    action: (page) => page.getByRole('button', { name: 'Send Reset Code' }),
  },
  {
    name: 'order tracking: Track Order',
    open: async (page) => void (await page.goto('/order-tracking')),
    action: (page) => page.getByRole('button', { name: 'Track Order' }),
  },
  {
    name: 'contact: Send Message',
    open: async (page) => void (await page.goto('/contact-us')),
    action: (page) => page.getByRole('button', { name: 'Send Message' }),
  },
];

test.describe("no fixed bar covers a page's primary action", () => {
  for (const phone of PHONES) {
    test(`at ${phone.width} px`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      for (const p of PAGES) {
        const context = await browser.newContext({ baseURL, viewport: phone });
        const page = await context.newPage();
        await p.open(page, baseURL!);
        const action = p.action(page);
        await expect(action, p.name).toBeVisible();
        // The shopper scrolls until the button just shows at the bottom of the screen.
        await scrollUntilJustVisible(page, action);
        await expect.poll(() => coveredBy(action), { message: `${p.name} at ${phone.width} px` }).toBeNull();
        await context.close();
      }
    });
  }

  test('the Browse Collections bar is still there while no primary action is on screen', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    await seedCart(page, baseURL!, [110]);
    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: 'Continue to Shipping' })).not.toBeInViewport();
    await expectUncovered(barButton(page));
    await context.close();
  });
});

test('/checkout without JavaScript says what it needs, as /cart does', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/checkout');
  // The rendered text of the page (Playwright's text locators skip <noscript>, a reader does not).
  const shown = await page.getByRole('main').innerText();
  expect(shown).toContain('Checkout needs JavaScript to load your cart and place your order.');
  expect(shown).not.toContain(MSG.loadingCart);
  await expect(page.locator('noscript a')).toHaveAttribute('href', '/shop');
  await context.close();
});

test("at 375 px a long page's last line ends above the Browse Collections bar", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  await page.goto('/category/rings');
  await expect(page.getByRole('button', { name: 'Browse Collections' })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expectUncovered(page.getByRole('contentinfo').getByRole('button', { name: 'Store status' }));
  await expectUncovered(page.getByText('All rights reserved'));
  await context.close();
});

test.describe("the footer's Store status panel opens into view", () => {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 375, height: 667 },
  ]) {
    test(`at ${viewport.width} px`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport });
      const page = await context.newPage();
      await page.goto('/about-us');
      const toggle = page.getByRole('button', { name: 'Store status' });
      await toggle.scrollIntoViewIfNeeded();
      await toggle.click();
      const panel = page.getByRole('region', { name: 'Store backend status' });
      await expect(panel).toBeVisible();
      await expectUncovered(panel.getByRole('heading', { name: 'Store backend status' }));
      await expectUncovered(panel.getByRole('button', { name: 'Check again' }));
      await context.close();
    });
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the tracker labels break only between words and amounts stay on one line', async ({
    page,
    baseURL,
    browser,
  }) => {
    const buyer = await browser.newContext({ baseURL });
    const email = uniqueEmail('narrow');
    const order = await placeOrderByApi(buyer, baseURL!, email, [
      { id: 102, choices: { Metal: 'Sterling Silver', Size: '5' } },
      { id: 102, choices: { Metal: 'Sterling Silver', Size: '5' } },
      110,
    ]);
    await buyer.close();
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 667 });
      await page.goto('/order-tracking');
      await page.getByLabel('Order number').fill(order.number);
      await page.getByLabel('Billing email').fill(email);
      await page.getByRole('button', { name: 'Track Order' }).click();
      const view = page.getByRole('article');
      await expect(view.getByRole('heading', { name: 'Order status: Processing' })).toBeVisible();
      await expect(view.getByRole('listitem').filter({ hasText: 'Processing' }).first()).toBeVisible();
      expect(await brokenWords(view.locator('.tracker-steps')), `tracker at ${width} px`).toEqual([]);
      expect(await brokenWords(view), `order at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });

  test('a pasted link searched for wraps in the results heading: the page does not scroll sideways', async ({
    page,
  }) => {
    const q = 'https://shop.example.com/product/101-golden-lotus-necklace-gift-for-mum-and-sister';
    await page.goto(`/search?q=${encodeURIComponent(q)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(q);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('the account orders list shows Total and View, and the page does not scroll sideways', async ({
    page,
    baseURL,
    context,
  }) => {
    const u = newUser('narrow');
    await page.goto('/login');
    await registerViaApi(page, u);
    await loginViaForm(page, u);
    await expect(page).toHaveURL(/\/account$/);
    const order = await placeOrderByApi(context, baseURL!, u.email, [110]);
    await page.reload();
    await page.getByRole('tab', { name: 'Orders' }).click();
    const row = page.getByRole('row').filter({ hasText: `#${order.number}` });
    await row.scrollIntoViewIfNeeded();
    // Nothing cut off at the right edge: the total and the View link are whole on screen.
    await expect(row.getByText(/^EGP [\d,]+\.\d{2}$/)).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('link', { name: `View order #${order.number}` })).toBeInViewport({ ratio: 1 });
    expect(await brokenWords(row)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test('at 1280 px the account sidebar keeps a long email whole between its dots and a long username inside the card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const base = newUser('s');
  const u = {
    ...base,
    username: `nourelhodaabdelrahman${base.username}`,
    email: `nour.elhoda.abdel.${base.username}@alexandria-jewelry-lovers.com`,
  };
  await page.goto('/login');
  await registerViaApi(page, u);
  await loginViaForm(page, u);
  await expect(page).toHaveURL(/\/account$/);
  const side = page.getByRole('complementary');
  const email = side.getByText(u.email);
  await expect(email).toBeVisible();
  // The email may wrap, but only after its @ or before a dot: never in the middle of a word.
  expect(await brokenWords(email)).toEqual([]);
  const card = (await side.boundingBox())!;
  for (const inside of [
    side.getByText(u.username, { exact: true }),
    email,
    side.getByRole('button', { name: 'Log Out' }),
  ]) {
    const box = (await inside.boundingBox())!;
    expect(box.x + box.width, (await inside.textContent()) ?? '').toBeLessThanOrEqual(card.x + card.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

test.describe('the checkout steps on a phone', () => {
  for (const phone of PHONES) {
    test(`at ${phone.width} px all three steps are on screen, the current one too`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: phone });
      const page = await context.newPage();
      await seedCart(page, baseURL!, [110]);
      await page.goto('/checkout');
      await completeSteps(page, uniqueEmail('steps'));
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(3);
      await expect(page.getByRole('tab', { name: /Payment/ })).toHaveAttribute('aria-selected', 'true');
      for (const tab of await tabs.all()) {
        const box = (await tab.boundingBox())!;
        expect({ tab: await tab.innerText(), left: box.x >= 0, right: box.x + box.width <= phone.width }).toEqual({
          tab: await tab.innerText(),
          left: true,
          right: true,
        });
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});

test("at 1280 px the header search sits on the header's middle line and shows its whole placeholder", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/category/rings');
  const middle = async (selector: string) => {
    const box = (await page.locator(selector).first().boundingBox())!;
    return box.y + box.height / 2;
  };
  expect(Math.abs((await middle('#site-search')) - (await middle('.site-header .logo')))).toBeLessThanOrEqual(2);
  const room = await page.locator('#site-search').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return (
      input.clientWidth -
      parseFloat(style.paddingLeft) -
      parseFloat(style.paddingRight) -
      ctx.measureText(input.placeholder).width
    );
  });
  expect(room).toBeGreaterThanOrEqual(0);
});

test("at 1280 px a field's error leaves its neighbour in the row as it was: same height, same line", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await seedCart(page, baseURL!, [110]);
  await page.goto('/checkout');
  await fillAddress(page, 'Shipping address', 'not-an-email');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  const form = page.getByRole('group', { name: 'Shipping address' });
  await expect(form.getByText(MSG.emailInvalid)).toBeVisible();
  const [email, phone, city] = await Promise.all(
    ['Email', 'Phone', 'City'].map(async (label) => (await form.getByLabel(label, { exact: true }).boundingBox())!),
  );
  expect({ emailTop: email.y, phoneHeight: phone.height }).toEqual({ emailTop: phone.y, phoneHeight: city.height });
});
