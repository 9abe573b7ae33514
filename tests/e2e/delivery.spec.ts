import { test, expect, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { seedCart } from './checkout-fixtures';
import { scriptsHolding } from './react-runtime';
import { BUDGET_WINDOW, HTML_GZIP, JS_BY_IDLE, JS_FILES, KB } from '../../bench/budgets.mjs';

/**
 * How pages reach the shopper: a handful of JavaScript files per page, what a page needs
 * before the shopper acts in one entry per page type; and pages compressed once at build time,
 * sent as written. Timings are the bench's (npm run bench -- --only pages,timing).
 */
/** The build the server serves (server/serve.mjs: DIST_DIR, default dist/). */
const DIST = path.resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist', 'client');

/** The JavaScript files a page downloads: on load, then after scrolling through and going idle. */
async function scriptsOf(page: Page, url: string, { afterIdle = false } = {}): Promise<string[]> {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') seen.push(new URL(req.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (afterIdle) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
  }
  return [...new Set(seen)];
}

test.describe('JavaScript files per page type', () => {
  for (const { what, path: url, files: most, afterIdle } of JS_FILES) {
    test(`${what} loads at most ${most} JS files`, async ({ page }) => {
      const scripts = await scriptsOf(page, url, { afterIdle });
      expect(scripts.length, scripts.join('\n')).toBeGreaterThan(0);
      expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(most);
    });
  }

  test("a fresh visitor's content page downloads one JS file of at most 3 KB gzip, and asks nothing about a cart she has not got", async ({
    page,
  }) => {
    const reads: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/cart') reads.push(req.url());
    });
    const scripts = await scriptsOf(page, '/faq');
    // After the badge's idle-time work (idle callbacks run in the order they were asked for).
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 0), { timeout: 5000 })));
    await page.waitForLoadState('networkidle');
    const after = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
        .map((e) => new URL(e.name).pathname),
    );
    expect(new Set([...scripts, ...after]).size, [...scripts, ...after].join('\n')).toBe(1);
    expect(scripts[0]).toContain('BaseLayout');
    expect(reads).toEqual([]);
    await expect(page.locator('cart-badge')).toHaveText('0');
    // Its weight as the bench counts it, from the file as served: 3 KB gzip, the header's cart link
    // opening the cart drawer included (its click, and its code and lines read ahead when the
    // shopper has a cart); the toaster's list of files waits in a chunk of its own.
    const body = (await rawGet(new URL(scripts[0]!, page.url()).href, 'identity')).body;
    expect(gzipSync(body).length).toBeLessThanOrEqual(3 * 1024);
  });

  test('a visitor holding a cart whose count this browser forgot sees it on a content page, read once when idle', async ({
    page,
    baseURL,
  }) => {
    // The cart exists on the server (the cookies of its adds), the cached count does not.
    await seedCart(page, baseURL!, [
      101,
      { id: 102, choices: { Metal: 'Sterling Silver', Size: '7' } },
      { id: 103, choices: { Size: 'M' } },
    ]);
    const reads: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/cart' && req.method() === 'GET') reads.push(req.url());
    });
    await page.goto('/faq');
    await expect(page.locator('cart-badge')).toHaveText('3');
    await page.waitForLoadState('networkidle');
    expect(reads).toHaveLength(1);
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  });

  test("a content page's only script is the chrome every page shares", async ({ page }) => {
    const entries = new Set<string>();
    for (const url of ['/faq', '/', '/product/101']) {
      await page.goto(url);
      const src = await page
        .locator('script[type="module"][src]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('src')!));
      // Header, footer, search field, account link and status panel have no script of their own.
      if (url === '/faq') expect(src).toHaveLength(1);
      const chrome = src.filter((s) => s.includes('BaseLayout'));
      expect(chrome, url).toHaveLength(1);
      entries.add(chrome[0]!);
    }
    expect(entries.size).toBe(1);
  });
});

/**
 * Every page's JavaScript against its budget: all it fetched by the time it is idle (gzip, as the
 * bench counts it: npm run bench -- --only islands), at 1280 x 900, and whether React's runtime was
 * among it. React is fetched once the shopper reaches an island: a cart to show (the drawer ready),
 * the reviews in view, a page that is an island; a visitor who only reads a page fetches none.
 */
test.describe('JavaScript by the time the page is idle, against its budget', () => {
  test.use({ viewport: BUDGET_WINDOW });
  for (const { what, path: url, kb, react, cart = false, scroll = false } of JS_BY_IDLE) {
    test(`${what} (${url}): at most ${kb} KB gzip, ${react ? 'React once' : 'no React'}`, async ({ page, baseURL }) => {
      if (cart) await seedCart(page, baseURL!, [{ id: 102, choices: { Metal: 'Sterling Silver', Size: '8' } }]);
      const runtime = scriptsHolding(page);
      const scripts = await scriptsOf(page, url, { afterIdle: scroll });
      // An island that hydrates when the page is idle is fetched by then.
      await page.evaluate(
        () => new Promise((done) => requestIdleCallback(() => setTimeout(done, 0), { timeout: 5000 })),
      );
      await page.waitForLoadState('networkidle');
      const all = [
        ...new Set([
          ...scripts,
          ...(await page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .map((e) => new URL(e.name).pathname)
              .filter((p) => p.endsWith('.js')),
          )),
        ]),
      ];
      const sizes = await Promise.all(
        all.map(async (s) => gzipSync((await rawGet(new URL(s, page.url()).href, 'identity')).body).length),
      );
      const total = sizes.reduce((a, b) => a + b, 0);
      const listing = all.map((s, i) => `${(sizes[i]! / 1024).toFixed(1)} KB ${s}`).join('\n');
      expect(total, listing).toBeLessThanOrEqual(kb * 1024);
      expect(await runtime(), listing).toHaveLength(react ? 1 : 0);
    });
  }
});

test.describe('first render first', () => {
  for (const url of ['/', '/category/all', '/product/101']) {
    test(`${url}: before DOMContentLoaded only the chrome runs; its own scripts load after, every file they import asked for at once`, async ({
      page,
    }) => {
      await page.goto(url);
      const { before, fetched, named } = await page.evaluate(() => {
        const dcl = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.endsWith('.js'))
          .filter((e) => e.startTime < dcl.loadEventStart);
        const path = (href: string) => new URL(href, location.href).pathname;
        return {
          before: scripts.filter((e) => e.startTime < dcl.domContentLoadedEventStart).map((e) => path(e.name)),
          fetched: scripts.map((e) => path(e.name)),
          // What the document itself names: its scripts and the files it preloads.
          named: [
            ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => path(s.src)),
            ...[...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => path(l.href)),
          ],
        };
      });
      expect(before).toHaveLength(1);
      expect(before[0]).toContain('BaseLayout');
      // The page's own code did load (before the load event), and none of it was found inside another file.
      expect(fetched.length, fetched.join('\n')).toBeGreaterThan(1);
      expect(fetched.filter((f) => !named.includes(f))).toEqual([]);
      // And it runs: the cards' Add to Cart answers at once.
      const add = page.locator('button[data-add-to-cart]:not([disabled])').first();
      await add.click();
      await expect(page.getByText('Added to cart', { exact: true }).first()).toBeVisible();
    });
  }
});

test.describe("a card's picture is asked for when 10 % of the card is visible", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a listing of 24 loads the pictures of the cards on screen, and the others as they are scrolled to', async ({
    page,
  }) => {
    const asked = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'image' && req.url().includes('/_astro/')) asked.add(new URL(req.url()).pathname);
    });
    await page.goto('/category/all');
    const cards = page.locator('[data-product-card]');
    await expect(cards).toHaveCount(24);
    const onScreen = await cards.evaluateAll(
      (els) =>
        els.filter((el) => {
          const r = el.getBoundingClientRect();
          const seen = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
          return seen / r.height >= 0.1;
        }).length,
    );
    expect(onScreen).toBeGreaterThan(2);
    expect(onScreen).toBeLessThan(24);
    const shown = () => cards.locator('img[src]').count();
    await expect.poll(shown).toBe(onScreen);
    expect(asked.size).toBe(onScreen);
    // Scrolled to the end, every card has its picture, each drawn.
    for (let i = 0; i < 24; i += 4) await cards.nth(i).scrollIntoViewIfNeeded();
    await expect.poll(shown).toBe(24);
    const drawn = await cards
      .locator('img')
      .evaluateAll((imgs) =>
        Promise.all((imgs as HTMLImageElement[]).map((i) => i.decode().then(() => i.naturalWidth > 0))),
      );
    expect(drawn.every(Boolean)).toBe(true);
  });

  test('the cards a sorted view puts in place get their pictures as they are seen', async ({ page }) => {
    await page.goto('/category/all');
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc$/);
    const cards = page.locator('[data-product-card]');
    await expect(cards.first()).toHaveAttribute('data-price', '350.00');
    // The first row's third card (the first two are eager): its picture is asked for once it is
    // connected and seen, and drawn.
    const third = cards.nth(2);
    await expect(third.locator('img[src]')).toHaveCount(1);
    await expect
      .poll(() => third.locator('img[src]').evaluate((i: HTMLImageElement) => i.decode().then(() => i.naturalWidth)))
      .toBeGreaterThan(0);
    // One further down waits until it is scrolled to.
    const last = page.locator('[data-product-card]').last();
    await expect(last.locator('img[src]')).toHaveCount(0);
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('img[src]')).toHaveCount(1);
  });

  test('without scripts every card still shows its picture', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/category/all`);
    const pictures = page.locator('[data-product-card] img[src]');
    await expect(pictures).toHaveCount(24);
    await context.close();
  });
});

/** A raw answer: the bytes as sent (fetch would decompress them). */
function rawGet(url: string, encoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test.describe('HTML against its budget', () => {
  const PAGES: [string, keyof typeof HTML_GZIP][] = [
    ['/product/101', 'product'],
    ['/product/102', 'product'],
    ['/faq', 'content'],
    ['/privacy-policy', 'content'],
    ['/category/all', 'listing'],
    ['/ar/product/101', 'arabicProduct'],
    ['/ar/product/102', 'arabicProduct'],
    ['/ar/faq', 'arabicContent'],
    ['/ar/privacy-policy', 'arabicContent'],
    ['/ar/category/all', 'arabicListing'],
  ];
  for (const [url, kind] of PAGES)
    test(`${url}: at most ${HTML_GZIP[kind] / KB} KB gzip as sent`, async ({ baseURL }) => {
      const { body } = await rawGet(baseURL + url, 'identity');
      expect(gzipSync(body).length).toBeLessThanOrEqual(HTML_GZIP[kind]);
    });
});

test.describe('pages compressed at build time', () => {
  const PAGES = [
    ['/', 'index.html'],
    ['/faq', 'faq/index.html'],
    ['/category/necklaces', 'category/necklaces/index.html'],
    ['/product/101', 'product/101/index.html'],
  ] as const;

  for (const [url, file] of PAGES) {
    test(`${url} is sent as the build compressed it, with the headers of the page itself`, async ({ baseURL }) => {
      const html = readFileSync(path.join(DIST, file));
      for (const ext of ['br', 'gz'])
        expect(existsSync(path.join(DIST, `${file}.${ext}`)), `${file}.${ext}`).toBe(true);

      const plain = await rawGet(baseURL + url, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(html)).toBe(true);

      for (const [accept, encoding, ext] of [
        ['br, gzip', 'br', 'br'],
        ['gzip', 'gzip', 'gz'],
      ] as const) {
        const answer = await rawGet(baseURL + url, accept);
        expect(answer.headers['content-encoding'], accept).toBe(encoding);
        expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
        expect(answer.headers['content-type'], accept).toMatch(/^text\/html/);
        // Byte for byte the build's copy: not compressed again for this request.
        expect(answer.body.equals(readFileSync(path.join(DIST, `${file}.${ext}`))), accept).toBe(true);
        // Every other header (cache policy, security headers) as the uncompressed page has it; the
        // validators are the copy's own (each representation has its ETag, its file its time).
        for (const name of Object.keys(plain.headers)) {
          if (['content-length', 'content-encoding', 'etag', 'last-modified', 'date', 'vary'].includes(name)) continue;
          expect(answer.headers[name], `${accept}: ${name}`).toEqual(plain.headers[name]);
        }
        expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      }
    });
  }
});

test.describe('no stylesheet holds the first render back', () => {
  /** Built pages and pages the server renders on demand (a filtered listing, a search). */
  const URLS = [
    '/',
    '/faq',
    '/about-us',
    '/category/necklaces',
    '/product/101',
    '/cart',
    '/login',
    '/search?q=ring',
    '/category/necklaces?sort=price-asc',
  ];

  for (const url of URLS) {
    test(`${url}: its first render's CSS is in the page, its stylesheets load without blocking`, async ({
      request,
    }) => {
      const html = await (await request.get(url)).text();
      const head = html.split(/<body[\s>]/)[0]!;
      expect(head).toMatch(/<style data-critical>[\s\S]{200,}?<\/style>/);
      // What a browser running scripts reads: the <noscript> fallback is not parsed as links then.
      const links = [
        ...head.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').matchAll(/<link\b[^>]*rel="?stylesheet[^>]*>/g),
      ].map(([tag]) => tag);
      expect(links.length).toBeGreaterThan(0);
      for (const tag of links) expect(tag, tag).toMatch(/\bmedia="print"/);
    });
  }

  /** Where each element that shows on the first screen sits, and how it looks. */
  async function firstScreen(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const boxes: string[] = [];
      const all = [...document.body.querySelectorAll<HTMLElement>('*')];
      all.forEach((el, i) => {
        const r = el.getBoundingClientRect();
        if (r.bottom <= 0 || r.top >= innerHeight || r.width === 0 || r.height === 0) return;
        const s = getComputedStyle(el);
        // How far an element reaching below the first screen goes is not on that screen.
        const h = r.bottom > innerHeight ? 'beyond' : Math.round(r.height);
        boxes.push(
          `${i} ${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${h} ${s.color} ${s.backgroundColor} ${s.fontSize} ${s.fontFamily.split(',')[0]}`,
        );
      });
      return boxes;
    });
  }

  for (const [width, height] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    test(`at ${width} px the first screen drawn with the inlined CSS alone is the final one`, async ({ browser }) => {
      for (const url of ['/', '/faq', '/category/necklaces', '/product/101', '/cart', '/login', '/search?q=ring']) {
        // The page as a browser first draws it: scripts enabled (so <noscript> stays hidden) but
        // none has arrived yet, so no island has changed anything.
        const full = await browser.newContext({ viewport: { width, height } });
        const critical = await browser.newContext({ viewport: { width, height } });
        await full.route(/\.js(\?|$)/, (route) => route.abort());
        // The stylesheets have not arrived yet either: only the page's own <style> applies.
        await critical.route(/\.(js|css)(\?|$)/, (route) => route.abort());
        const [a, b] = [await full.newPage(), await critical.newPage()];
        await a.goto(url, { waitUntil: 'load' });
        // What the page's first script does first (src/behaviours/site/later-css.ts); then the stylesheets are in.
        await a.evaluate(() =>
          Promise.all(
            [...document.querySelectorAll<HTMLLinkElement>('link[data-css-later]')].map((l) => {
              l.media = 'all';
              return l.sheet ? undefined : new Promise((done) => l.addEventListener('load', done, { once: true }));
            }),
          ),
        );
        await b.goto(url, { waitUntil: 'load' });
        expect(await b.locator('link[data-css-later]').count()).toBeGreaterThan(0);
        expect(await firstScreen(b), url).toEqual(await firstScreen(a));
        await full.close();
        await critical.close();
      }
    });
  }

  test('an island’s rules come with the page’s stylesheets: the quick view opens styled, fetching none then', async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'stylesheet' && stylesheets.push(new URL(r.url()).pathname)));
    await page.goto('/category/necklaces', { waitUntil: 'networkidle' });
    const linked = await page
      .locator('head link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(stylesheets.sort()).toEqual([...new Set(linked)].sort());
    const before = stylesheets.length;
    await page.getByRole('button', { name: 'Quick View' }).first().click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    // Its position and sand background were in the page before she asked: nothing is drawn unstyled.
    await expect(drawer).toHaveCSS('position', 'fixed');
    expect(stylesheets).toHaveLength(before);
  });

  test('the stylesheets apply once the page runs: the footer of a long page is styled', async ({ page }) => {
    await page.goto('/faq');
    const footer = page.locator('footer.site-footer');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toHaveCSS('background-color', 'rgb(11, 58, 70)');
  });

  test('the stylesheets apply once the page runs: the product page’s related pieces, on no first screen, are styled', async ({
    page,
  }) => {
    await page.goto('/product/101');
    const related = page.getByRole('region', { name: 'You May Also Like' });
    await related.scrollIntoViewIfNeeded();
    await expect(related.getByRole('list')).toHaveCSS('display', 'grid');
    await expect(related.locator('article').first()).toHaveCSS('display', 'flex');
  });
});
