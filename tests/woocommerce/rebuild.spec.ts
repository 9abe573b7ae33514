import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, product, readCatalogue } from './fixtures';
import { ROOT, runCron, storeEnv } from './store';
import { shopEnv } from './global-setup';
import { freePort } from '../integration/server';
import { formatMoney } from '../../src/lib/money';
import { MSG } from '../../src/lib/messages';

/**
 * The static pages follow the store by themselves (README, "Running on WooCommerce"): an owner
 * changes a product in WooCommerce (through REST, as wp-admin saves it), and with no build by
 * hand the product page and its card show the change, in the pages' own HTML (no script needed).
 * - By webhook: the suite's shop (global-setup.ts) registered its webhooks when it started and
 *   does not poll, so only a delivery can bring the change; WooCommerce sends it from WP-Cron,
 *   which the test runs as a host's system cron does.
 * - By the poll alone: a second shop, as a store that cannot reach the shop, with webhooks off.
 * - A scheduled sale: its start reaches the pages though nobody saves anything then.
 * Each prints how long the change took to reach the page: the figures of the README.
 */
test.describe.configure({ mode: 'serial' });

const MINUTE = 60_000;
/** A product's category page (these products are simple ones, each in one category, on its first page). */
const listingOf = (p: { categories: { slug: string }[] }) => `/category/${p.categories[0]!.slug}`;

/** The page's HTML as the server sends it (a 200, every time: the swap to a new build never shows a gap). */
async function html(request: APIRequestContext, url: string): Promise<string> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return res.text();
}

/** A listing card's HTML, by product id. */
function card(listing: string, id: number): string {
  const start = listing.indexOf(`data-id="${id}"`);
  return start < 0 ? '' : listing.slice(start, listing.indexOf('</article>', start));
}

/** Waits until `done` holds, doing `meanwhile` every `every` ms; answers the time it took from `since`. */
async function until(
  done: () => Promise<boolean>,
  o: { since: number; timeout: number; every?: number; meanwhile?: () => void },
): Promise<number> {
  let last = 0;
  for (;;) {
    if (o.meanwhile && Date.now() - last >= (o.every ?? 0)) {
      o.meanwhile();
      last = Date.now();
    }
    if (await done()) return Date.now() - o.since;
    if (Date.now() - o.since > o.timeout) throw new Error(`not within ${o.timeout / 1000} s`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

test('a price and a stock level changed in WooCommerce reach the product page and its card by webhook', async ({
  page,
  request,
  rest,
  ids,
  store,
  baseURL,
}) => {
  test.setTimeout(8 * MINUTE);
  const pair = product(ids, 'lapis-winged-scarab-earrings');
  const status = await (await request.get('/api/status')).json();
  expect(status.rebuild).toMatchObject({ mode: 'on', webhooks: 'registered', pollMs: 0 });
  // The shop's own webhooks, once each, active, to its address.
  const hooks =
    await rest.get<{ topic: string; status: string; delivery_url: string }[]>('/wc/v3/webhooks?per_page=100');
  expect(
    hooks
      .filter((h) => h.delivery_url === `${baseURL}/api/webhooks/woocommerce`)
      .map((h) => `${h.topic} ${h.status}`)
      .sort(),
  ).toEqual(['product.created active', 'product.deleted active', 'product.restored active', 'product.updated active']);
  expect(await html(request, `/product/${pair.wooId}`)).toContain(formatMoney(pair.price));

  const price = '2150.00';
  const since = Date.now();
  await rest.put(`/wc/v3/products/${pair.wooId}`, { regular_price: price, stock_quantity: 3 });
  let cronRuns = 0;
  const took = await until(async () => (await html(request, `/product/${pair.wooId}`)).includes(formatMoney(price)), {
    since,
    timeout: 6 * MINUTE,
    // A host's system cron; WooCommerce queues the delivery for Action Scheduler's next run (every minute).
    every: 15_000,
    meanwhile: () => {
      runCron(store.WOOCOMMERCE_STATE_DIR);
      cronRuns++;
    },
  });
  console.log(
    `[rebuild] webhook path: the new price was on the product page ${(took / 1000).toFixed(1)} s after the save (${cronRuns} cron runs, every 15 s)`,
  );

  // The page's own HTML: price and stock, without the browser's live stock correction.
  const built = await html(request, `/product/${pair.wooId}`);
  expect(built).toContain('Low Stock (3 left)');
  expect(built).not.toContain(formatMoney(pair.price));
  expect(card(await html(request, listingOf(pair)), pair.wooId)).toContain(formatMoney(price));

  // What the shopper sees.
  await page.goto(`/product/${pair.wooId}`);
  await expect(page.getByRole('heading', { level: 1, name: pair.name })).toBeVisible();
  await expect(page.getByText(formatMoney(price)).first()).toBeVisible();
  await expect(page.getByText('Low Stock (3 left)').first()).toBeVisible();
  await page.goto(listingOf(pair));
  await expect(page.locator(`[data-product-card][data-id="${pair.wooId}"]`)).toContainText(formatMoney(price));

  // The status panel says when the pages were built, from what, and why: the delivery.
  const pages = (await (await request.get('/api/status')).json()).pages;
  expect(pages).toMatchObject({ source: 'WooCommerce', reasons: [`product ${pair.wooId} updated in WooCommerce`] });
  await page.getByRole('button', { name: 'Store status' }).click();
  const panel = page.locator('#store-status');
  await expect(panel.locator('[data-field="pages"]')).toContainText(
    `Rebuilt after: product ${pair.wooId} updated in WooCommerce`,
  );
  await expect(panel.locator('[data-field="updates"]')).toContainText('On: WooCommerce sends each product change');
});

test("a scheduled sale's start reaches the pages though nobody saves anything then", async ({
  request,
  rest,
  ids,
  store,
}) => {
  test.setTimeout(8 * MINUTE);
  const necklace = product(ids, 'siwa-beaded-collar-necklace');
  expect(necklace.on_sale).toBe(false);
  const wooId = necklace.wooId;
  const sale = (Number(necklace.regular_price) - 100).toFixed(2);
  // Far enough ahead for the save's own rebuild to come first (a delivery within a minute, then the build).
  const startsAt = new Date(Math.ceil((Date.now() + 150_000) / 1000) * 1000);
  await rest.put(`/wc/v3/products/${wooId}`, {
    sale_price: sale,
    date_on_sale_from_gmt: startsAt.toISOString().replace(/\.\d{3}Z$/, ''),
  });
  // The save itself is a change: its rebuild sees the sale ahead and shows the regular price still.
  await until(
    async () =>
      ((await (await request.get('/api/status')).json()).rebuild.nextSaleChange ?? '') === startsAt.toISOString(),
    {
      since: Date.now(),
      timeout: 5 * MINUTE,
      every: 5_000,
      meanwhile: () => runCron(store.WOOCOMMERCE_STATE_DIR),
    },
  );
  expect(startsAt.getTime()).toBeGreaterThan(Date.now());
  expect(await html(request, `/product/${wooId}`)).not.toContain(formatMoney(sale));

  // No save, no delivery, no cron: the sale's start alone.
  const took = await until(async () => (await html(request, `/product/${wooId}`)).includes(formatMoney(sale)), {
    since: startsAt.getTime(),
    timeout: 5 * MINUTE,
  });
  console.log(`[rebuild] scheduled sale: on the product page ${(took / 1000).toFixed(1)} s after it started`);
  expect(card(await html(request, listingOf(necklace)), wooId)).toContain(formatMoney(sale));
  const status = await (await request.get('/api/status')).json();
  expect(status.pages.reasons).toContain(MSG.reasonSale);
});

test.describe('a shop the store cannot send webhooks to', () => {
  let shop: ChildProcess | undefined;
  let url = '';
  const dir = () => path.join(process.env.WOO_SHOP_DIR!, 'poll-shop');

  test.beforeAll(async () => {
    // Another shop, as on another machine: its own copy of the newest build, its own state.
    const shopDir = process.env.WOO_SHOP_DIR!;
    const current = path.join(shopDir, 'dist-rebuilds/current');
    const newest = existsSync(current)
      ? path.join(shopDir, 'dist-rebuilds', readFileSync(current, 'utf8').trim())
      : path.join(shopDir, 'dist');
    rmSync(dir(), { recursive: true, force: true });
    cpSync(newest, path.join(dir(), 'dist'), { recursive: true });
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const log = openSync(path.join(shopDir, 'poll-shop.log'), 'w');
    shop = spawn(path.join(ROOT, 'node_modules/.bin/node'), [path.join(ROOT, 'server/serve.mjs')], {
      cwd: dir(),
      env: {
        ...shopEnv(storeEnv(), url),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_PATH: path.join(dir(), 'state.db'),
        WEB_WORKERS: '1',
        REBUILD_WEBHOOKS: 'off',
        REBUILD_POLL_MS: '20000',
      },
      stdio: ['ignore', log, log],
      detached: true,
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ok = await fetch(`${url}/api/status`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (shop.exitCode !== null || Date.now() > deadline) throw new Error(`the second shop did not start (${url})`);
      await new Promise((r) => setTimeout(r, 250));
    }
  });

  test.afterAll(() => {
    if (shop?.pid && shop.exitCode === null) process.kill(-shop.pid, 'SIGTERM');
  });

  test('finds a changed price and category by asking the store what changed', async ({ request, rest, ids }) => {
    test.setTimeout(8 * MINUTE);
    const status = async () => (await (await request.get(`${url}/api/status`)).json()).rebuild;
    // It starts by asking the store what changed since its pages were built: settled before the change.
    await until(
      async () => {
        const s = await status();
        return s.lastCheck?.ok === true && !s.building && s.dueAt === null;
      },
      { since: Date.now(), timeout: 5 * MINUTE },
    );
    expect(await status()).toMatchObject({ mode: 'on', webhooks: 'off', pollMs: 20_000, lastFailure: null });

    const ankh = product(ids, 'dainty-21k-gold-ankh-necklace');
    const necklaces = readCatalogue().categories.find((c) => c.slug === ankh.categories[0]!.slug)!;
    const price = '1325.00';
    const description = 'Hoops, drops and studs, hammered by hand in Cairo: now with the autumn pieces.';
    const since = Date.now();
    await rest.put(`/wc/v3/products/${ankh.wooId}`, { regular_price: price });
    await rest.put(`/wc/v3/products/categories/${ids.categories[necklaces.slug]}`, { description });
    // No cron runs: nothing is delivered, the shop finds the changes by itself.
    const took = await until(
      async () => (await html(request, `${url}/product/${ankh.wooId}`)).includes(formatMoney(price)),
      {
        since,
        timeout: 6 * MINUTE,
      },
    );
    console.log(
      `[rebuild] poll path (every 20 s): the new price was on the product page ${(took / 1000).toFixed(1)} s after the save`,
    );
    const listing = await html(request, `${url}${listingOf(ankh)}`);
    expect(card(listing, ankh.wooId)).toContain(formatMoney(price));
    expect(listing).toContain(description);
    const pages = (await (await request.get(`${url}/api/status`)).json()).pages;
    expect(pages.reasons.join('; ')).toMatch(
      new RegExp(`(product ${ankh.wooId} changed|products changed in WooCommerce \\([\\d, ]*\\b${ankh.wooId}\\b)`),
    );
  });
});
