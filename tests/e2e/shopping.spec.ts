import { test, expect, type Page } from '@playwright/test';
import { axe } from './axe';
import { scriptsHolding } from './react-runtime';
import { setLiveStock } from './db.helpers';
import { MSG } from '../../src/lib/messages';
import { addedToCart, cartDrawer } from './cart-drawer.helpers';
import { toasts } from './toasts.helpers';
import { newUser, signedIn } from './auth.helpers';

/** Shopping islands against the built server: add to cart, quick view, wishlist, reviews, recently viewed, toasts, size guide. */

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ });

test.describe('add to cart', () => {
  test('from a card: Adding..., the cart drawer says so, and the badge follows to other pages', async ({ page }) => {
    await page.goto('/category/necklaces');
    const add = page.getByRole('button', { name: 'Add to Cart: Golden Lotus Necklace' });
    await add.click();
    await addedToCart(page, 'Golden Lotus Necklace has been added to your cart.');
    await expect(add).toBeEnabled();
    await expect(add).toBeFocused();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(page.locator('cart-badge')).toHaveText('1');
    await page.goto('/');
    await expect(page.locator('cart-badge')).toHaveText('1');
    await page.goto('/product/102');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  });

  test('from quick view: sale price struck through, stepper from 1; the add gives way to the cart drawer, and focus returns', async ({
    page,
  }) => {
    await page.goto('/category/necklaces');
    const trigger = page.getByRole('button', { name: 'Quick view: Golden Lotus Necklace' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Golden Lotus Necklace' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('s')).toHaveText('EGP 890.00');
    await expect(dialog).toContainText('EGP 690.00');
    await expect(dialog.getByRole('link', { name: 'View Full Details' })).toHaveAttribute('href', '/product/101');
    const qty = dialog.locator('output');
    await expect(qty).toHaveText('1');
    // Never below 1: minus is off at 1.
    await expect(dialog.getByRole('button', { name: 'Decrease quantity of Golden Lotus Necklace' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Increase quantity of Golden Lotus Necklace' }).click();
    await expect(qty).toHaveText('2');
    await dialog.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    // Quick view closes at once: the cart drawer shows the line and says what was added.
    await expect(cartDrawer(page).getByRole('listitem').filter({ hasText: 'Golden Lotus Necklace' })).toContainText(
      '2',
    );
    await expect(dialog).toBeHidden();
    await expect(page.locator('cart-badge')).toHaveText('2');
    await addedToCart(page);
    await expect(trigger).toBeFocused();
  });

  test('quick view closes on Escape, and its stepper stops at the stock', async ({ page }) => {
    await page.goto('/category/bracelets');
    const name = "Pharaoh's Collar Cuff";
    const trigger = page.getByRole('button', { name: `Quick view: ${name}` });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name });
    // It opens with the focus on its close button, the first thing in it.
    await expect(dialog.getByRole('button', { name: 'Close quick view' })).toBeFocused();
    const plus = dialog.getByRole('button', { name: `Increase quantity of ${name}` });
    await plus.click();
    await plus.click();
    await expect(dialog.locator('output')).toHaveText('3');
    await expect(plus).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('from the product page with a quantity', async ({ page }) => {
    await page.goto('/product/103');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await addedToCart(page, 'Cleopatra Emerald Bracelet');
    await expect(page.locator('cart-badge')).toHaveText('3');
  });

  test('out-of-stock products cannot be added', async ({ page }) => {
    await page.goto('/category/earrings');
    await expect(page.getByRole('button', { name: 'Ankh Dangle Earrings is out of stock' })).toBeDisabled();
    await page.goto('/product/122');
    await expect(page.getByRole('button', { name: 'Out of Stock', exact: true })).toBeDisabled();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    // A ring sold out in every size: its card says so, and its page offers nothing to add.
    await page.goto('/category/rings');
    const ring = page.locator('[data-product-card]').filter({ hasText: 'Hieroglyph Cartouche Signet Ring' });
    await expect(ring.getByText('Out of Stock')).toBeVisible();
    await page.goto('/product/117');
    await expect(page.getByRole('button', { name: 'Out of Stock', exact: true })).toBeDisabled();
  });

  test('asking for more than is left adds what is left, and the drawer says so', async ({ page }) => {
    // Pharaoh's Collar Cuff: 3 in stock.
    await page.goto('/product/108');
    const qty = page.getByRole('spinbutton', { name: 'Quantity' });
    await qty.fill('9');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(cartDrawer(page).getByText('has been added')).toHaveCount(0);
    await addedToCart(page, MSG.addedToCartBody('', { added: 3, left: 3 }));
    await expect(qty).toHaveValue('3');
    await expect(page.locator('cart-badge')).toHaveText('3');
    // None left beyond the cart's: refused, saying why.
    await qty.fill('1');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(toasts(page, 'Error')).toContainText(MSG.stockAlreadyInCart(3, 3));
    await expect(page.locator('cart-badge')).toHaveText('3');
  });

  test('the last piece: asking for 2 adds 1, "Only 1 left: 1 added to your cart."', async ({ page }) => {
    await setLiveStock(page.request, 132, 1);
    await page.goto('/product/132');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await addedToCart(page, 'Only 1 left: 1 added to your cart.');
    await expect(page.locator('cart-badge')).toHaveText('1');
    await setLiveStock(page.request, 132, 7);
  });

  test('stock that fell while the page was open: the add is cut to what is left now, and says so', async ({ page }) => {
    await setLiveStock(page.request, 129, 4);
    await page.goto('/product/129');
    const qty = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(qty).toHaveAttribute('max', '4');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await addedToCart(page);
    // Another customer buys two meanwhile; the page still offers four.
    await setLiveStock(page.request, 129, 2);
    await qty.fill('3');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await addedToCart(page, MSG.addedToCartBody('', { added: 1, left: 2 }));
    await expect(page.locator('cart-badge')).toHaveText('2');
    await setLiveStock(page.request, 129, 8);
  });

  test('quick view: stock that fell after it opened is cut on the add, and the drawer says so', async ({ page }) => {
    await setLiveStock(page.request, 132, 3);
    await page.goto('/category/necklaces');
    await page.getByRole('button', { name: 'Quick view: Siwa Beaded Collar Necklace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Siwa Beaded Collar Necklace' });
    const plus = dialog.getByRole('button', { name: 'Increase quantity of Siwa Beaded Collar Necklace' });
    await plus.click();
    await plus.click();
    await expect(dialog.locator('output')).toHaveText('3');
    await setLiveStock(page.request, 132, 1);
    await dialog.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await addedToCart(page, 'Only 1 left: 1 added to your cart.');
    await expect(page.locator('cart-badge')).toHaveText('1');
    await setLiveStock(page.request, 132, 7);
  });

  test('live stock from the server corrects the built page', async ({ page }) => {
    await page.route('**/api/products/live?**', (route) =>
      route.fulfill({
        json: {
          products: [
            {
              id: 110,
              price: '420.00',
              regular_price: '520.00',
              sale_price: '',
              on_sale: false,
              purchasable: true,
              stock_status: 'outofstock',
              stock_quantity: 0,
              manage_stock: true,
              backorders: 'no',
              average_rating: '4.00',
              rating_count: 2,
              variants: [],
            },
          ],
        },
      }),
    );
    await page.goto('/product/110');
    await expect(page.getByRole('button', { name: 'Out of Stock', exact: true })).toBeDisabled();
  });

  test('a failed add shows the destructive toast of the page it happened on', async ({ page }) => {
    await page.route('**/api/cart/items', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, json: { code: 'unavailable', message: 'down' } })
        : route.fallback(),
    );
    await page.goto('/product/106');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(toasts(page, 'Error')).toContainText('Failed to add product to cart. Please try again.');
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeEnabled();
    await page.goto('/category/earrings');
    await page.getByRole('button', { name: 'Add to Cart: Eye of Horus Stud Earrings' }).click();
    await expect(toasts(page, 'Error')).toContainText('Failed to add item to cart. Please try again.');
    await expect(page.locator('cart-badge')).toHaveText('0');
  });

  test('a keyboard-only shopper can add to cart and change quantities', async ({ page }) => {
    await page.goto('/product/107?size=7');
    await page.getByRole('spinbutton', { name: 'Quantity' }).focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await addedToCart(page);
    await expect(page.locator('cart-badge')).toHaveText('2');

    await page.goto('/cart');
    const plus = page.getByRole('button', { name: 'Increase quantity of Eye of Horus Band Ring (Size: 7)' });
    await plus.focus();
    await page.keyboard.press('Enter');
    await expect(toasts(page, 'Cart updated')).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Quantity of Eye of Horus Band Ring (Size: 7)' }).locator('output'),
    ).toHaveText('3');
    await page.keyboard.press('Shift+Tab');
    await expect(
      page.getByRole('button', { name: 'Decrease quantity of Eye of Horus Band Ring (Size: 7)' }),
    ).toBeFocused();
  });
});

test.describe('what loads when', () => {
  test('home and category pages download no React until she reaches for the cart; then one file, which the first toast shares', async ({
    page,
  }) => {
    const reactChunks = scriptsHolding(page, 'react.dev/errors');
    await page.goto('/');
    await page.goto('/category/earrings');
    await page.waitForLoadState('networkidle');
    expect(await reactChunks()).toEqual([]);
    const add = page.getByRole('button', { name: 'Add to Cart: Lotus Stud Earrings' });
    await add.click();
    await addedToCart(page);
    // The drawer is React: its runtime, once.
    expect(await reactChunks()).toHaveLength(1);
    // A refused add is told in a toast, and the toaster (React) loads for it.
    await page.route('**/api/cart/items', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, json: { code: 'unavailable', message: 'down' } })
        : route.fallback(),
    );
    await add.click();
    await expect(toasts(page, 'Error')).toContainText(MSG.addFailed);
    expect(await reactChunks()).toHaveLength(1);
  });

  test('quick view without product data says so', async ({ page }) => {
    await page.goto('/category/earrings');
    await page
      .locator('[data-product-card]')
      .first()
      .evaluate((card) => card.removeAttribute('data-quick'));
    await page
      .locator('[data-product-card]')
      .first()
      .getByRole('button', { name: /^Quick view/ })
      .click();
    await expect(page.getByRole('dialog')).toContainText('Product information not available.');
  });
});

test.describe('wishlist', () => {
  test('toggles both ways with toasts and survives a reload', async ({ page }) => {
    await page.goto('/product/105');
    const button = page.getByRole('button', { name: 'Add to Wishlist' });
    await button.click();
    await expect(toasts(page, 'Added to wishlist')).toBeVisible();
    await expect(page.getByRole('button', { name: 'In Wishlist' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'In Wishlist' })).toBeVisible();
    await page.getByRole('button', { name: 'In Wishlist' }).click();
    await expect(toasts(page, 'Removed from wishlist')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible();
  });
});

test.describe('wishlist, read only when she may have one', () => {
  test("a fresh visitor's product page asks nothing about a wishlist she has not got", async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/wishlist') reads.push(r.method());
    });
    await page.goto('/product/107');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 0), { timeout: 5000 })));
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    // Her first add still works, and is there on her next visit.
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(page.getByRole('button', { name: 'In Wishlist' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'In Wishlist' })).toBeVisible();
  });

  test("a signed-in customer's list shows on a browser that kept no copy of it", async ({ page }) => {
    await signedIn(page, newUser('w'));
    await page.goto('/product/107');
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(page.getByRole('button', { name: 'In Wishlist' })).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('wp_wishlist'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'In Wishlist' })).toBeVisible();
  });
});

test.describe('wishlist offline', () => {
  test('an add the server cannot take is kept on the device and sent on the next visit', async ({ page }) => {
    await page.goto('/product/109');
    await page.route('**/api/wishlist', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback(),
    );
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(toasts(page, 'Added to wishlist')).toContainText('Saved on this device');
    await expect(page.getByRole('button', { name: 'In Wishlist' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('wp_wishlist') ?? '{}').pending)).toEqual([109]);

    await page.unroute('**/api/wishlist');
    await page.reload();
    await expect(page.getByRole('button', { name: 'In Wishlist' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('wp_wishlist') ?? '{}').pending))
      .toEqual([]);
    const server = await page.request.get('/api/wishlist');
    expect((await server.json()).items.map((i: { product_id: number }) => i.product_id)).toEqual([109]);
  });
});

test('the wishlist button says In Wishlist once pressed, keeping its size and its neighbour’s place', async ({
  page,
}) => {
  await page.goto('/product/102');
  const wish = page.getByRole('button', { name: 'Add to Wishlist' });
  const share = page.getByRole('button', { name: /Share/ });
  const [before, shareBefore] = [(await wish.boundingBox())!, (await share.boundingBox())!];
  await wish.click();
  const now = page.getByRole('button', { name: 'In Wishlist' });
  await expect(now).toBeVisible();
  expect((await now.boundingBox())!.width).toBe(before.width);
  expect((await share.boundingBox())!.x).toBe(shareBefore.x);
});

test.describe('reviews', () => {
  test('lists approved reviews with an average, and shows a script payload as text only', async ({ page }) => {
    await page.goto('/product/101');
    const reviews = page.getByRole('region', { name: 'Customer Reviews' });
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByRole('listitem').first()).toBeVisible();
    await expect(reviews).toContainText(/out of 5/);

    await reviews.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toasts(page, 'Missing information')).toContainText('Please fill in all fields');
    // Each empty field is marked, and she is put on the first.
    await expect(reviews.getByLabel('Name')).toBeFocused();
    for (const field of [reviews.getByLabel('Name'), reviews.getByLabel('Email')])
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    await reviews.getByLabel('Name').fill('Nour');
    await expect(reviews.getByLabel('Name')).not.toHaveAttribute('aria-invalid');

    page.on('dialog', (d) => void d.dismiss());
    await reviews.getByLabel('Name').fill('<img src=x onerror="window.__pwned=1">Eve');
    await reviews.getByLabel('Email').fill('eve@example.com');
    await reviews.getByRole('radio', { name: '3 stars' }).check();
    await reviews
      .getByRole('textbox', { name: 'Review', exact: true })
      .fill('<script>window.__pwned = 1</script> Sparkles like the Nile');
    await reviews.getByRole('button', { name: 'Submit Review' }).click();
    await expect(reviews.getByRole('status')).toHaveText(
      'Thank you for your feedback! Your review has been submitted for moderation.',
    );
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    // Held for moderation: not listed, and the form is ready for another.
    await expect(reviews).not.toContainText('Sparkles like the Nile');
    await expect(reviews.getByRole('textbox', { name: 'Review', exact: true })).toHaveValue('');
  });
});

test('the reviews arriving above the form leave the field she is typing in where it was', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/api/reviews?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/product/101');
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  const text = reviews.getByRole('textbox', { name: 'Review', exact: true });
  // Tabbing into the form brings it into view, which wakes the island; its list is still on its way.
  await text.focus();
  await expect(page.locator('astro-island[component-url*="/Reviews."]:not([ssr])')).toHaveCount(1);
  await expect(reviews.getByText(MSG.loadingReviews)).toBeVisible();
  const before = (await text.boundingBox())!.y;
  release();
  await expect(reviews.getByText(MSG.loadingReviews)).toHaveCount(0);
  await expect(reviews.getByRole('listitem').first()).toBeAttached();
  expect(Math.round((await text.boundingBox())!.y)).toBe(Math.round(before));
  await expect(text).toBeFocused();
});

test('the rating stars follow the first choice made on a fresh page, and a sent review sets them back to five', async ({
  page,
}) => {
  // The form's code loads when the shopper reaches it: her first choice still lights the stars.
  await page.goto('/product/103');
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  const lit = reviews.locator('[data-star][data-on]');
  await expect(lit).toHaveCount(5);
  await reviews.getByRole('radio', { name: '2 stars' }).check();
  await expect(lit).toHaveCount(2);
  await reviews.getByLabel('Name').fill('Nour');
  await reviews.getByLabel('Email').fill('nour@example.com');
  await reviews.getByRole('textbox', { name: 'Review', exact: true }).fill('Lovely clasp.');
  await reviews.getByRole('button', { name: 'Submit Review' }).click();
  await expect(reviews.getByRole('status')).toHaveText(MSG.reviewSuccess);
  await expect(lit).toHaveCount(5);
});

test.describe('recently viewed', () => {
  test('newest first without the current product, and Clear All', async ({ page }) => {
    for (const id of [101, 102, 103]) {
      await page.goto(`/product/${id}`);
      await expect(page.locator('cart-badge')).toBeAttached();
    }
    await page.goto('/product/104');
    const section = page.getByRole('region', { name: 'Recently Viewed' });
    await page.locator('[data-recently-viewed-root]').scrollIntoViewIfNeeded();
    await expect(section.getByRole('link')).toHaveText([
      'Cleopatra Emerald Bracelet',
      'Nile Pearl Ring',
      'Golden Lotus Necklace',
    ]);
    await page.goto('/product/101');
    await page.locator('[data-recently-viewed-root]').scrollIntoViewIfNeeded();
    await expect(section.getByRole('link')).toHaveText([
      'Alexandria Pearl Drop Earrings',
      'Cleopatra Emerald Bracelet',
      'Nile Pearl Ring',
    ]);
    await section.getByRole('button', { name: 'Clear All' }).click();
    await expect(section).toBeHidden();
    await page.reload();
    await page.locator('[data-recently-viewed-root]').scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Recently Viewed' })).toBeHidden();
  });
});

test.describe('toasts', () => {
  test('never more than 5, and Escape closes one', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Take the copy-link path even where the browser has a share sheet.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/product/102');
    const share = page.getByRole('button', { name: 'Share' });
    for (let i = 0; i < 7; i++) {
      await share.click();
      await expect(toasts(page, 'Link copied!').first()).toBeVisible();
    }
    await expect(toasts(page, 'Link copied!')).toHaveCount(5);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/product/102');
    await page.keyboard.press('F8');
    // F8 moves focus into the 'Notifications (F8)' region (onto its list).
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).locator('ol')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toasts(page, 'Link copied!')).toHaveCount(4);
  });
});

test.describe('toast placement', () => {
  for (const [width, where] of [
    [375, 'top'],
    [1280, 'bottom-right'],
  ] as const) {
    test(`${where} at ${width} px`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() =>
        Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
      );
      // Tall enough that the product's controls (its purchase, wishlist, share and WhatsApp) end
      // above the corner: the toasts keep clear of them, and a shorter window sends them up.
      await page.setViewportSize({ width, height: 1000 });
      await page.goto('/product/102');
      await page.getByRole('button', { name: 'Share' }).click();
      const box = (await toasts(page, 'Link copied!').boundingBox())!;
      if (where === 'top') {
        expect(box.y).toBeLessThan(20);
      } else {
        expect(box.width).toBeLessThanOrEqual(420);
        expect(box.x + box.width).toBeGreaterThan(width - 20);
        expect(box.y + box.height).toBeGreaterThan(1000 - 20);
      }
    });
  }

  /** Whether a click at the middle of each control would reach it, not a toast over it. */
  const reachable = (page: Page) =>
    page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLElement>('[data-toasts-clear] button')].map((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return [el.innerText.trim(), !!hit && el.contains(hit)];
        }),
      ),
    );
  const allReachable = { 'Add to Cart': true, 'In Wishlist': true, Share: true };

  for (const [width, height, scrolled] of [
    [1280, 720, false],
    [375, 667, false],
    // The controls just under the phone's sticky header, where the toasts would stand.
    [375, 667, true],
  ] as const) {
    test(`toasts never cover Add to Cart, the wishlist or Share at ${width}x${height}${scrolled ? ', scrolled to the controls' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/product/101');
      const controls = page.locator('[data-toasts-clear]');
      if (scrolled) {
        const header = (await page.locator('header').boundingBox())!;
        await page.mouse.wheel(0, (await controls.boundingBox())!.y - header.height - 8);
        await expect.poll(async () => (await controls.boundingBox())!.y).toBeLessThan(header.height + 20);
      }
      await page.getByRole('button', { name: 'Add to Wishlist' }).click();
      await expect(toasts(page, 'Added to wishlist')).toBeVisible();
      // Add to Cart tells its news in the cart drawer: Share piles up the other four.
      const share = page.getByRole('button', { name: 'Share' });
      for (let i = 2; i <= 5; i++) {
        await share.click();
        await expect(page.locator('.toast')).toHaveCount(i);
      }
      await expect.poll(() => reachable(page)).toEqual(allReachable);
      await page.screenshot({ path: test.info().outputPath('toasts.png') });
      // Their side of the screen still: bottom right on a large screen, below the header on a phone.
      const front = (await page.locator('.toast[data-depth="0"]').boundingBox())!;
      if (width >= 768) expect(front.x + front.width).toBeGreaterThan(width - 20);
      else expect(front.width).toBeGreaterThan(width - 40);
    });
  }

  test('the stack opens for reading when pointed at, and shows one toast in full otherwise', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/product/101');
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(page.locator('.toast')).toHaveCount(1);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.locator('.toast')).toHaveCount(2);
    const wishlisted = toasts(page, 'Added to wishlist');
    const added = toasts(page, 'Link copied!');
    // Behind the newest, its text unreachable...
    await expect
      .poll(async () => (await wishlisted.boundingBox())!.height)
      .toBeLessThanOrEqual((await added.boundingBox())!.height);
    await added.hover();
    // ...until the stack is pointed at: then both in full, one above the other.
    await expect
      .poll(async () => (await wishlisted.boundingBox())!.y + (await wishlisted.boundingBox())!.height)
      .toBeLessThanOrEqual((await added.boundingBox())!.y);
    await wishlisted.getByRole('button', { name: 'Close notification' }).click();
    await expect(wishlisted).toHaveCount(0);
    await expect(added).toBeVisible();
  });
});

test.describe('size guide', () => {
  test('a dialog at 1280 px with Rings first; tabs by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/product/102');
    const link = page.getByRole('main').getByRole('link', { name: 'Size Guide' });
    await expect(link).toHaveAttribute('href', '/size-guide');
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Size Guide' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Rings', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('table', { name: 'Ring sizes' })).toContainText('54.4');
    await expect(dialog.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThan(800);
    expect(box.y).toBeGreaterThan(10);
    expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(2);
    await dialog.getByRole('tab', { name: 'Rings', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'Bracelets' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('table', { name: 'Bracelet sizes' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('a bottom drawer at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/product/103');
    await page.getByRole('main').getByRole('link', { name: 'Size Guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Size Guide' });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(375);
    expect(Math.round(box.y + box.height)).toBe(740);
    await expect(dialog.getByRole('tab', { name: 'Bracelets' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('accessibility of the islands', () => {
  test('quick view, size guide, reviews and toasts have no axe violations', async ({ page }) => {
    await page.goto('/category/necklaces');
    await page.getByRole('button', { name: 'Quick view: Golden Lotus Necklace' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await axe(page).include('dialog[open]').analyze()).violations).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/product/101');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await addedToCart(page);
    const reviews = page.getByRole('region', { name: 'Customer Reviews' });
    await reviews.scrollIntoViewIfNeeded();
    await reviews.getByRole('listitem').first().waitFor();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Size Guide' }).click();
    await expect(page.getByRole('dialog', { name: 'Size Guide' })).toBeVisible();
    expect((await axe(page).include('dialog[open]').analyze()).violations).toEqual([]);
  });
});

test('a product page read to the end, reviews loaded, downloads React once, for its reviews', async ({ page }) => {
  const react = scriptsHolding(page);
  await page.goto('/product/102');
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByText('Loading reviews...')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect(await react()).toHaveLength(1);
});
