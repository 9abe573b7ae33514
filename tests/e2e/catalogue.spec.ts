import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { axe } from './axe';
import { reactDownloads } from './react-runtime';

/** Every product id the shop lists, across its pages (24 a page). */
async function allProductIds(request: APIRequestContext): Promise<string[]> {
  const html = (await Promise.all(['/shop', '/shop/2'].map(async (p) => (await request.get(p)).text()))).join('');
  return [...new Set([...html.matchAll(/href="\/product\/(\d+)"/g)].map((m) => m[1]!))];
}

test.describe('catalogue pages', () => {
  for (const [path, heading] of [
    ['/', /For Every/],
    ['/shop', 'Shop All Jewelry'],
    ['/category/all', 'All Jewelry'],
    ['/category/necklaces', 'Necklaces'],
    ['/category/rings', 'Rings'],
    ['/category/bracelets', 'Bracelets'],
    ['/category/earrings', 'Earrings'],
  ] as const) {
    test(`${path} renders its heading`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('category counts match the catalogue', async ({ page }) => {
    await page.goto('/category/necklaces');
    await expect(page.getByText('11 products found')).toBeVisible();
    await expect(page.locator('[data-product-card]')).toHaveCount(11);
    await page.goto('/shop');
    await expect(page.getByText('33 products found')).toBeVisible();
  });

  test('every product page renders with its name', async ({ request }) => {
    const ids = await allProductIds(request);
    expect(ids).toHaveLength(33);
    for (const id of ids.slice(0, 33)) {
      const res = await request.get(`/product/${id}`);
      expect(res.status(), `/product/${id}`).toBe(200);
      expect(await res.text()).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  });

  test('sorting orders the whole list, not only the page on screen', async ({ page }) => {
    await page.goto('/category/all');
    const prices = () =>
      page
        .locator('[data-product-card]')
        .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.price)));
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/\/category\/all\?sort=price-asc$/);
    const asc = await prices();
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    // The cheapest piece of all 33, though it is not on the first page of the newest.
    expect(asc[0]).toBe(350);
    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc$/);
    const desc = await prices();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBe(6450);
    await page.getByLabel('Sort by').selectOption('popularity');
    await expect(page).toHaveURL(/sort=popularity$/);
    const sales = await page
      .locator('[data-product-card]')
      .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.sales)));
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(sales[0]).toBe(520);
  });

  test('product page shows price, stock, tabs and structured data', async ({ page }) => {
    await page.goto('/product/101');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('SALE').first()).toBeVisible();
    await expect(page.locator('s.price-regular').first()).toContainText('EGP');
    await expect(page.getByText(/^SKU$/)).toBeVisible();
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(/cm/);
    await expect(page.getByRole('tabpanel')).toContainText(/ g/);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((b) => JSON.parse(b));
    const product = data.find((d) => d['@type'] === 'Product');
    expect(product.name).toBeTruthy();
    expect(product.offers.priceCurrency).toBe('EGP');
    expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\//);
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    expect(data.some((d) => d['@type'] === 'Organization')).toBe(true);
  });

  test('a gallery shows thumbnails only when there is more than one image', async ({ request }) => {
    const ids = await allProductIds(request);
    let withThumbs = 0;
    let without = 0;
    for (const id of ids) {
      const body = await (await request.get(`/product/${id}`)).text();
      if (body.includes('data-thumb=')) withThumbs++;
      else without++;
    }
    expect(withThumbs).toBeGreaterThan(0);
    expect(without).toBeGreaterThan(0);
  });

  test('unknown paths answer 404 with the not-found page', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(logs.some((l) => l.includes('/no/such/page'))).toBe(true);
    expect((await page.request.get('/product/99999')).status()).toBe(404);
  });

  test('a category page downloads no React runtime', async ({ page }) => {
    expect(await reactDownloads(page, '/category/rings')).toEqual([]);
  });

  test('sitemap, robots and favicon are served', async ({ request }) => {
    expect((await request.get('/sitemap-index.xml')).status()).toBe(200);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap:');
    expect((await request.get('/favicon.svg')).status()).toBe(200);
  });

  test('pages carry canonical, Open Graph and Twitter tags', async ({ page }) => {
    await page.goto('/category/rings');
    await expect(page).toHaveTitle('Rings | Nefertari');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/category\/rings$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Rings | Nefertari');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the Browse Collections drawer opens and navigates', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Collections', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Browse Collections' }).click();
    const drawer = page.getByRole('dialog', { name: 'Browse Collections' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Rings', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/rings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rings');
  });
  test('in a browser from before invoker commands the drawer still opens, closes, and closes on a tap outside', async ({
    page,
  }) => {
    // What such a browser lacks; the page's first script then loads the drawer's fallback.
    await page.addInitScript(() => {
      delete (HTMLButtonElement.prototype as { command?: unknown }).command;
      delete (HTMLDialogElement.prototype as { closedBy?: unknown }).closedBy;
    });
    const fallback = page.waitForRequest(/\/_astro\/drawer-fallback\.[\w-]+\.js$/);
    await page.goto('/faq');
    await fallback;
    const drawer = page.getByRole('dialog', { name: 'Browse Collections' });
    await page.getByRole('button', { name: 'Browse Collections' }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Browse Collections' }).click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(187, 20);
    await expect(drawer).toBeHidden();
  });

  test('a current browser loads no drawer fallback', async ({ page }) => {
    const fallbacks: string[] = [];
    page.on('request', (r) => void (/drawer-fallback/.test(r.url()) && fallbacks.push(r.url())));
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Browse Collections' }).click();
    await expect(page.getByRole('dialog', { name: 'Browse Collections' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fallbacks).toEqual([]);
  });

  test('the drawer holds keyboard focus while open and gives it back when closed', async ({ page }) => {
    await page.goto('/product/101');
    const trigger = page.getByRole('button', { name: 'Browse Collections' });
    const drawer = page.getByRole('dialog', { name: 'Browse Collections' });
    const inDrawer = '[aria-labelledby="browse-collections-title"]';
    const focusInDrawer = () => page.evaluate((sel) => Boolean(document.activeElement?.closest(sel)), inDrawer);
    // Past the last control focus may go to the browser's own toolbar (no element of the page), as with any modal dialog.
    const focusOnPageBehind = () =>
      page.evaluate((sel) => {
        const el = document.activeElement;
        return Boolean(el && el !== document.body && !el.closest(sel));
      }, inDrawer);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    expect(await focusInDrawer()).toBe(true);
    // More presses than the drawer has controls: focus must come round, never reach the page behind.
    let inside = 0;
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await focusOnPageBehind(), `Tab ${i + 1}`).toBe(false);
      if (await focusInDrawer()) inside++;
    }
    expect(inside).toBeGreaterThanOrEqual(10);
    await page.keyboard.press('Shift+Tab');
    expect(await focusOnPageBehind()).toBe(false);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await drawer.getByRole('button', { name: 'Close' }).press('Enter');
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();

    // A tap on the dimmed page above the drawer closes it too.
    await trigger.click();
    await expect(drawer).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.mouse.click(187, 20);
    await expect(drawer).toBeHidden();
  });
  test('the header icons keep their place while the page is still arriving', async ({ page }) => {
    // HTML can arrive in parts: a frame may be painted when the account link is parsed and the
    // cart link is not. The account icon must already be where it ends up (no layout shift).
    await page.goto('/product/101');
    const account = page.locator('header .actions a[data-account-link]');
    const whole = await account.boundingBox();
    await page.evaluate(() => document.querySelector('header .actions .cart-link')?.remove());
    expect(await account.boundingBox()).toEqual(whole);
  });
  test('no horizontal scroll at 375 px', async ({ page }) => {
    await page.goto('/product/101');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('home', () => {
  // The rotation is a CSS animation, which Playwright's clock does not drive: the tests set the
  // animations' own time (Web Animations API) instead of waiting for it to pass.
  const WORDS = ['Stargirl', 'Goddess', 'Empress', 'Enchantress', 'Muse', 'Diva'];
  const visibleWords = (page: Page) =>
    page
      .locator('.words span')
      .evaluateAll((els) => els.filter((e) => Number(getComputedStyle(e).opacity) > 0.9).map((e) => e.textContent));
  /** Holds every CSS animation on the page at `ms` after it started. */
  const animationsAt = (page: Page, ms: number) =>
    page.evaluate((ms) => {
      for (const a of document.getAnimations()) {
        a.pause();
        a.currentTime = ms;
      }
    }, ms);

  test('the hero word advances every two seconds and wraps', async ({ page }) => {
    await page.goto('/');
    await expect
      .poll(() =>
        page.locator('.words span').evaluateAll((els) => els.filter((e) => e.getAnimations().length > 0).length),
      )
      .toBe(WORDS.length);
    // Mid-way through each two-second step, one word shows: the next one each step, then the first again.
    for (let step = 0; step <= WORDS.length; step++) {
      await animationsAt(page, step * 2000 + 1000);
      expect(await visibleWords(page), `at ${step * 2 + 1} s`).toEqual([WORDS[step % WORDS.length]]);
    }
    await expect(page.getByRole('link', { name: 'Shop New Arrivals' })).toHaveAttribute('href', '/category/all');
    await expect(page.getByRole('link', { name: 'Explore Collection' })).toHaveAttribute('href', '/category/all');
    await expect(page.getByRole('link', { name: 'View All Collections' })).toHaveAttribute('href', '/category/all');
  });

  test('the hero holds still for a shopper who asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await expect.poll(() => visibleWords(page)).toEqual(['Stargirl']);
    // Five seconds pass for every animation and timer on the page: still the first word.
    await animationsAt(page, 5000);
    await page.clock.runFor(5000);
    expect(await visibleWords(page)).toEqual(['Stargirl']);
  });

  test('the newsletter form subscribes without a call: Subscribing..., then the field clears', async ({ page }) => {
    const calls: string[] = [];
    await page.goto('/');
    page.on('request', (r) => {
      if (r.method() !== 'GET') calls.push(r.url());
    });
    const email = page.getByLabel('Email address');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    expect(await email.evaluate((e: HTMLInputElement) => e.validity.valueMissing)).toBe(true);
    await email.fill('amira@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(email).toHaveValue('');
    // Said inline and as a toast.
    await expect(page.locator('newsletter-form').getByRole('status')).toContainText('Thank you for subscribing!');
    await expect(page.getByText('Thank you for subscribing!', { exact: true })).toBeVisible();
    expect(calls).toEqual([]);
  });
});
