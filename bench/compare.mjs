// The figures the shop is compared on with Astro's demo storefront (withastro/storefront): first
// render (DOMContentLoaded), opening the cart, the cart's JavaScript, requests on a listing's load
// and the commerce pages' JavaScript after idle. Measured on the shop alone, or, given the folder of
// a built copy of the peer (`npm run bench -- --only compare --peer <folder>`), on both with the
// same browser and harness: Chromium with the launch options of tests/chromium.ts, unthrottled, the
// two sites' loads interleaved, each figure the median of RUNS.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launchOptions } from '../tests/chromium.ts';
import { freePort } from './lib.mjs';

const RUNS = Math.max(1, Number(process.env.COMPARE_RUNS ?? 7) || 1);
/** The window the listing's requests are counted in. */
export const WINDOW = { width: 1280, height: 900 };

/** What each site shows for each figure, and how its cart is filled and opened. */
export const OURS = {
  name: 'ours',
  pages: { home: '/', listing: '/category/all', product: '/product/101' },
  commerce: { cart: '/cart', checkout: '/checkout' },
  /** One line in the cart: the product page's Add to Cart. */
  async fillCart(page, base) {
    await page.goto(base + '/product/101');
    await page.locator('[data-purchase] button[data-add-to-cart]').click();
    await page.getByText('Added to cart', { exact: true }).first().waitFor();
  },
  /** The cart drawer's line once drawn (its Remove button, in the open drawer). */
  lineSelector: 'dialog.cart-drawer[open] button[aria-label^="Remove "]',
  /** From an idle page: the header's cart link opens the cart drawer, until the line is drawn. */
  async openCart(page) {
    await page.locator('header a.cart-link').click();
    await page
      .getByRole('dialog', { name: /^Your cart/ })
      .getByRole('button', { name: /^Remove .+ from cart$/ })
      .first()
      .waitFor();
  },
};

export const PEER = {
  name: 'peer',
  pages: { home: '/', listing: '/collections/apparel', product: '/products/astro-sticker-sheet' },
  commerce: {},
  async fillCart(page, base) {
    await page.goto(base + '/products/astro-sticker-sheet');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Decrement' }).first().waitFor();
  },
  /** Its drawer's line, with its quantity field (its mock cart's line is always the cap). */
  lineSelector: '[role="dialog"] input[type="number"]',
  async openCart(page) {
    await page.getByRole('button', { name: 'Show cart' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Decrement' }).first().waitFor();
  },
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Every script the page downloads, with its gzip size, from now on. */
function scriptsOf(page) {
  const seen = [];
  const reading = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    reading.push(
      res.body().then(
        (body) => seen.push({ url: res.url(), gzip: gzipSync(body).length }),
        () => undefined,
      ),
    );
  });
  return async () => {
    await Promise.all(reading);
    const unique = new Map(seen.map((s) => [s.url, s]));
    return { files: unique.size, gzip: [...unique.values()].reduce((a, s) => a + s.gzip, 0) };
  };
}

/** Until the page has nothing left to do: the network idle, then an idle callback. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(), { timeout: 3000 })));
  await page.waitForTimeout(300);
}

async function dcl(browser, url) {
  const context = await browser.newContext({ viewport: WINDOW });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const ms = await page.evaluate(() => performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd);
  await context.close();
  return ms;
}

/** Requests the page made before its load event (the document included), in WINDOW. */
async function requestsOnLoad(browser, url) {
  const context = await browser.newContext({ viewport: WINDOW });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(200);
  const n = await page.evaluate(() => {
    const loadStart = performance.getEntriesByType('navigation')[0].loadEventStart;
    return 1 + performance.getEntriesByType('resource').filter((e) => e.startTime < loadStart).length;
  });
  await context.close();
  return n;
}

/**
 * Time from the click on the cart to its line drawn, from an idle page with one line in the cart,
 * read in the page (the click's time, then the first frame where the line is laid out), so the
 * harness's own round trips are not counted. Both open a drawer; the time of the click travels in
 * sessionStorage, so a site whose cart is a page of its own is measured the same way (the new page
 * watches from its start).
 */
async function cartOpen(browser, site, base, path = site.pages.home) {
  const context = await browser.newContext({ viewport: WINDOW });
  const page = await context.newPage();
  // In every document of the page, before its own scripts: the watch for the line.
  await page.addInitScript((selector) => {
    window.__benchWatch = () => {
      const look = () => {
        const el = document.querySelector(selector);
        if (el && el.getClientRects().length > 0)
          sessionStorage.setItem('bench-drawn', String(performance.timeOrigin + performance.now()));
        else requestAnimationFrame(look);
      };
      look();
    };
    if (sessionStorage.getItem('bench-clicked')) window.__benchWatch();
  }, site.lineSelector);
  await site.fillCart(page, base);
  await page.goto(base + path);
  await settle(page);
  await page.evaluate(() => {
    addEventListener(
      'click',
      () => {
        sessionStorage.setItem('bench-clicked', String(performance.timeOrigin + performance.now()));
        window.__benchWatch();
      },
      { capture: true, once: true },
    );
  });
  await site.openCart(page);
  await page.waitForFunction(() => sessionStorage.getItem('bench-drawn') !== null);
  const ms = await page.evaluate(
    () => Number(sessionStorage.getItem('bench-drawn')) - Number(sessionStorage.getItem('bench-clicked')),
  );
  await context.close();
  return ms;
}

/**
 * The JavaScript it takes to show the cart with one line, from a cold cache: the home page, idle,
 * and its cart drawer opened (the /cart page's own is a row of its own, JS after idle).
 */
async function cartJs(browser, site, base) {
  const cold = await filledContext(browser, site, base);
  const page = await cold.newPage();
  const read = scriptsOf(page);
  await page.goto(base + site.pages.home);
  await settle(page);
  await site.openCart(page);
  await settle(page);
  const js = await read();
  await cold.close();
  return js;
}

/** A fresh context (cold cache) whose cart holds one line, filled in another context. */
async function filledContext(browser, site, base) {
  const fill = await browser.newContext({ viewport: WINDOW });
  await site.fillCart(await fill.newPage(), base);
  const state = await fill.storageState();
  await fill.close();
  return browser.newContext({ viewport: WINDOW, storageState: state });
}

/** JavaScript after idle (scrolled through) on a page, with one line in the cart. */
async function jsAfterIdle(browser, site, base, path) {
  const context = await filledContext(browser, site, base);
  const page = await context.newPage();
  const read = scriptsOf(page);
  await page.goto(base + path, { waitUntil: 'load' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  await settle(page);
  await page.waitForTimeout(700);
  const js = await read();
  await context.close();
  return js;
}

/**
 * Starts the peer's built server (its dist/server/entry.mjs, @astrojs/node standalone) on a free
 * loopback port. Its pictures are allowed from "localhost" only, so it is browsed by that name.
 */
export async function startPeer(dir) {
  const entry = path.join(dir, 'dist/server/entry.mjs');
  if (!existsSync(entry)) throw new Error(`no built peer at ${entry}`);
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: dir,
    stdio: 'ignore',
    // Its settings schema requires these two; the mock store never reads them.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      US_SHIPPING_RATE_ID: 'x',
      INTERNATIONAL_SHIPPING_RATE_ID: 'x',
    },
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url + '/').then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // a copy without git history is still compared; its commit is just unknown
  }
  return { url, commit, stop: () => (child.kill('SIGTERM'), once(child, 'exit')) };
}

/**
 * { ours: figures, peer?: figures }: figures = { dcl: { home, listing, product } (ms),
 * cartOpenMs, cartJs: { files, gzip }, listingRequests, afterIdle: { cart, checkout, product } }, and ours
 * cartOpenFromProductMs.
 */
export async function measureCompare(oursUrl, peerUrl) {
  const browser = await chromium.launch(launchOptions);
  const sites = [{ site: OURS, base: oursUrl }, ...(peerUrl ? [{ site: PEER, base: peerUrl }] : [])];
  const out = Object.fromEntries(sites.map(({ site }) => [site.name, { dcl: {}, runs: {} }]));
  try {
    // Interleaved: each run loads the page on one site, then on the other.
    for (const key of ['home', 'listing', 'product']) {
      const runs = Object.fromEntries(sites.map(({ site }) => [site.name, []]));
      for (let i = 0; i < RUNS; i++)
        for (const { site, base } of sites) runs[site.name].push(await dcl(browser, base + site.pages[key]));
      for (const { site } of sites) out[site.name].dcl[key] = median(runs[site.name]);
    }
    const opens = Object.fromEntries(sites.map(({ site }) => [site.name, []]));
    const requests = Object.fromEntries(sites.map(({ site }) => [site.name, []]));
    // An odd number of runs, so each median is one of them.
    for (let i = 0; i < (Math.max(3, Math.ceil(RUNS / 2)) | 1); i++)
      for (const { site, base } of sites) {
        opens[site.name].push(await cartOpen(browser, site, base));
        requests[site.name].push(await requestsOnLoad(browser, base + site.pages.listing));
      }
    for (const { site, base } of sites) {
      const o = out[site.name];
      o.cartOpenMs = median(opens[site.name]);
      o.listingRequests = median(requests[site.name]);
      o.cartJs = await cartJs(browser, site, base);
      if (site === OURS) {
        // A product page loads the drawer's code at the shopper's reach, not ahead: a click with no
        // pointer over the link before it is its slowest case.
        const fromProduct = [];
        for (let i = 0; i < 3; i++) fromProduct.push(await cartOpen(browser, site, base, site.pages.product));
        o.cartOpenFromProductMs = median(fromProduct);
        o.afterIdle = {
          cart: await jsAfterIdle(browser, site, base, site.commerce.cart),
          checkout: await jsAfterIdle(browser, site, base, site.commerce.checkout),
          product: await jsAfterIdle(browser, site, base, site.pages.product),
        };
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
