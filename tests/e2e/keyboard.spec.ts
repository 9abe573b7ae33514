import { test, expect, type Locator, type Page } from '@playwright/test';
import { newUser, signedIn } from './auth.helpers';
import { seedCart } from './checkout-fixtures';
import { MSG } from '../../src/lib/messages';
import { toasts } from './toasts.helpers';

/**
 * A shopper with a keyboard and no mouse: every control Tab reaches shows where focus is, and the
 * islands not walked through elsewhere (wishlist, reviews, recently viewed, journal filter,
 * notifications) work with keys alone. Checkout, sign-in, account tabs, quick view, the size guide,
 * add to cart and the cart's steppers have their keyboard tests in their own specs.
 */

/**
 * What the focused element looks like: a focus ring is an outline of 2 px or more, or a box shadow.
 * `again` says focus is back on an element it reached before: Tab has been all the way round.
 */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const reached = ((window as { reachedByTab?: WeakSet<Element> }).reachedByTab ??= new WeakSet());
    const again = reached.has(el);
    reached.add(el);
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
    const onScreen = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
    return { label, ring, onScreen, again };
  });
}

/** Presses Tab until `target` has focus, as a keyboard user would reach it; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe('focus is always visible', () => {
  const PAGES = [
    '/',
    '/category/rings',
    '/product/101',
    '/faq',
    '/blog',
    '/blog/how-to-layer-necklaces',
    '/cart',
    '/checkout',
    '/login',
    '/register',
    '/order-tracking',
    '/contact-us',
    '/wordpress-setup',
  ];
  for (const path of PAGES) {
    test(`every control Tab reaches on ${path} shows a focus ring`, async ({ page, baseURL }) => {
      if (path === '/cart' || path === '/checkout')
        await seedCart(page, baseURL!, [101, { id: 107, choices: { Size: '6' } }]);
      await page.goto(path, { waitUntil: 'networkidle' });
      const seen: string[] = [];
      const unseen: string[] = [];
      // Up to 90 presses, or until Tab comes round to a control it reached before.
      for (let i = 0; i < 90; i++) {
        await page.keyboard.press('Tab');
        const f = await focused(page);
        if (!f) continue;
        if (f.again) break;
        seen.push(f.label);
        if (!f.ring || !f.onScreen)
          unseen.push(`${f.label}${f.ring ? '' : ' has no focus ring'}${f.onScreen ? '' : ' is off screen'}`);
      }
      expect(new Set(seen).size, 'controls reached').toBeGreaterThan(8);
      expect(unseen).toEqual([]);
    });
  }

  test('the notifications list shows a focus ring when F8 moves focus to it', async ({ page }) => {
    // Take the copy-link path (a toast) even where the browser has a share sheet.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await page.goto('/product/102');
    await tabTo(page, page.getByRole('button', { name: 'Share' }));
    await page.keyboard.press('Enter');
    await expect(toasts(page, 'Link copied!')).toBeVisible();
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).locator('ol')).toBeFocused();
    expect(await focused(page)).toMatchObject({ ring: true });
    // Tab walks the notification, then its close button; both show where focus is.
    await page.keyboard.press('Tab');
    await expect(toasts(page, 'Link copied!')).toBeFocused();
    expect(await focused(page)).toMatchObject({ ring: true });
    await page.keyboard.press('Tab');
    await expect(toasts(page, 'Link copied!').getByRole('button', { name: 'Close notification' })).toBeFocused();
    expect(await focused(page)).toMatchObject({ ring: true });
    await page.keyboard.press('Enter');
    await expect(toasts(page, 'Link copied!')).toHaveCount(0);
  });
});

test.describe('islands by keyboard alone', () => {
  test('wishlist, a review with its star rating, and Clear All on the product page', async ({ page }) => {
    for (const id of [103, 104]) await page.goto(`/product/${id}`);
    await page.goto('/product/106');

    await tabTo(page, page.getByRole('button', { name: 'Add to Wishlist' }));
    await page.keyboard.press('Enter');
    await expect(toasts(page, 'Added to wishlist')).toBeVisible();
    await expect(page.getByRole('button', { name: 'In Wishlist' })).toBeFocused();

    const reviews = page.getByRole('region', { name: 'Customer Reviews' });
    await tabTo(page, reviews.getByLabel('Name'));
    await page.keyboard.type('Salma');
    await page.keyboard.press('Tab');
    await page.keyboard.type('salma@example.com');
    await page.keyboard.press('Tab');
    // A radio group: arrows move the choice, as for any set of radio buttons.
    await expect(reviews.getByRole('radio', { checked: true })).toBeFocused();
    const start = await reviews.getByRole('radio', { checked: true }).getAttribute('value');
    await page.keyboard.press(Number(start) > 1 ? 'ArrowLeft' : 'ArrowRight');
    const chosen = reviews.getByRole('radio', { checked: true });
    await expect(chosen).toBeFocused();
    expect(await chosen.getAttribute('value')).not.toBe(start);
    await page.keyboard.press('Tab');
    await expect(reviews.getByRole('textbox', { name: 'Review', exact: true })).toBeFocused();
    await page.keyboard.type('Wore it to a wedding in Luxor, and everyone asked.');
    await page.keyboard.press('Tab');
    await expect(reviews.getByRole('button', { name: 'Submit Review' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(reviews.getByRole('status')).toHaveText(
      'Thank you for your feedback! Your review has been submitted for moderation.',
    );

    const recent = page.getByRole('region', { name: 'Recently Viewed' });
    await tabTo(page, recent.getByRole('button', { name: 'Clear All' }));
    await page.keyboard.press('Enter');
    await expect(recent).toBeHidden();
  });

  test('the journal filters by typed words and by a category link', async ({ page }) => {
    await page.goto('/blog');
    await tabTo(page, page.getByPlaceholder(MSG.blogSearchPlaceholder));
    await page.keyboard.type('lotus');
    await expect(page.locator('[data-post]:visible')).toHaveCount(1);
    const sidebar = page.getByRole('complementary', { name: 'Journal filters' });
    await tabTo(page, sidebar.getByRole('link', { name: 'History & Heritage' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: MSG.blogCategoryHeading('History & Heritage') })).toBeVisible();
  });
});

test.describe('200 % zoom', () => {
  // A 1280 x 720 window at 200 %: 640 x 360 CSS pixels, each drawn with two device pixels.
  test.use({ viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 });
  const PAGES = [
    '/',
    '/shop',
    '/category/rings',
    '/product/101',
    '/faq',
    '/size-guide',
    '/blog/how-to-layer-necklaces',
    '/cart',
    '/checkout',
    '/login',
    '/account',
    '/order-tracking',
    '/no-such-page',
  ];
  for (const path of PAGES) {
    test(`${path} reads without sideways scrolling and keeps its navigation`, async ({ page }) => {
      // Signed out, /account sends the shopper on to /login (measured on its own): measure the dashboard.
      if (path === '/account') await signedIn(page, newUser('zoom'));
      else await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Below 768 CSS px the collections live in the drawer; its button and the cart stay in reach.
      await expect(page.getByRole('button', { name: 'Browse Collections' })).toBeInViewport();
      await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toBeInViewport();
    });
  }
});
