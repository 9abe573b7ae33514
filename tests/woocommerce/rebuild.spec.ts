import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, product, readCatalogue } from './fixtures';
import { ROOT, runCron, storeEnv, wp } from './store';
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

/** A product page up to its related products (one of which may well cost what this one did). */
const ownPart = (page: string) => page.split('<section class="related"')[0]!;

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
  expect(ownPart(await html(request, `/product/${pair.wooId}`))).toContain(formatMoney(pair.price));

  const price = '2150.00';
  const since = Date.now();
  await rest.put(`/wc/v3/products/${pair.wooId}`, { regular_price: price, stock_quantity: 3 });
  let cronRuns = 0;
  const updated = `product ${pair.wooId} updated in WooCommerce`;
  // The pages as built, with why. A build that other deliveries started (the other specs' orders
  // lowered stocks, which WooCommerce sends as product updates too) reads the whole store and may
  // show the new price before this product's own delivery arrives: wait for that delivery's build.
  let pages: { source: string; reasons: string[] } = { source: '', reasons: [] };
  const took = await until(
    async () => {
      pages = (await (await request.get('/api/status')).json()).pages;
      return (
        (pages.reasons ?? []).includes(updated) &&
        ownPart(await html(request, `/product/${pair.wooId}`)).includes(formatMoney(price))
      );
    },
    {
      since,
      timeout: 6 * MINUTE,
      // A host's system cron; WooCommerce queues the delivery for Action Scheduler's next run (every minute).
      every: 15_000,
      meanwhile: () => {
        runCron(store.WOOCOMMERCE_STATE_DIR);
        cronRuns++;
      },
    },
  );
  console.log(
    `[rebuild] webhook path: the new price was on the product page ${(took / 1000).toFixed(1)} s after the save (${cronRuns} cron runs, every 15 s)`,
  );

  // The page's own HTML: price and stock, without the browser's live stock correction.
  const built = ownPart(await html(request, `/product/${pair.wooId}`));
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

  // The status panel says when the pages were built, from what, and why: the delivery (a later
  // delivery may have built them again meanwhile, so the panel is read against the status now).
  expect(pages.source).toBe('WooCommerce');
  await page.getByRole('button', { name: 'Store status' }).click();
  const panel = page.locator('#store-status');
  const now = (await (await request.get('/api/status')).json()).pages as { reasons: string[] };
  await expect(panel.locator('[data-field="pages"]')).toContainText(MSG.pagesBuiltAfter(now.reasons).trim());
  await expect(panel.locator('[data-field="updates"]')).toContainText('On: WooCommerce sends each product change');
});

test('a piece that sells out in WooCommerce: its card offers no Add to Cart before the pages are rebuilt', async ({
  page,
  request,
  rest,
  ids,
}) => {
  const necklace = product(ids, 'nubian-carnelian-bead-necklace');
  // The category page that holds its card (a category of many pieces has more than one).
  let listing = '';
  for (const url of [1, 2, 3].map((n) => (n === 1 ? listingOf(necklace) : `${listingOf(necklace)}/${n}`))) {
    const res = await request.get(url);
    if (res.ok() && card(await res.text(), necklace.wooId)) {
      listing = url;
      break;
    }
  }
  expect(listing, 'the necklace has a card on its category').not.toBe('');
  const buy = page.getByRole('button', { name: `Add to Cart: ${necklace.name}` });
  await page.goto(listing);
  await expect(buy).toBeEnabled();

  // The last one sells in the shop's absence (wp-admin, a fair...). No cron runs: nothing is
  // delivered, nothing rebuilt, the page's own HTML still offers it; the live read corrects it.
  await rest.put(`/wc/v3/products/${necklace.wooId}`, { manage_stock: true, stock_quantity: 0 });
  expect(card(await html(request, listing), necklace.wooId)).toContain(`Add to Cart: ${necklace.name}`);
  await page.reload();
  await expect(page.getByRole('button', { name: `${necklace.name} is out of stock` })).toBeDisabled();
  await expect(buy).toHaveCount(0);
});

test('a scheduled sale reaches the pages when WooCommerce starts charging it, and not before', async ({
  request,
  rest,
  ids,
  store,
}) => {
  test.setTimeout(12 * MINUTE);
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
  const status = async () => (await request.get('/api/status')).json();
  // The save itself is a change: its rebuild sees the sale ahead and shows the regular price still.
  await until(async () => ((await status()).rebuild.nextSaleChange ?? '') === startsAt.toISOString(), {
    since: Date.now(),
    timeout: 5 * MINUTE,
    every: 5_000,
    meanwhile: () => runCron(store.WOOCOMMERCE_STATE_DIR),
  });
  expect(startsAt.getTime()).toBeGreaterThan(Date.now());
  expect(ownPart(await html(request, `/product/${wooId}`))).not.toContain(formatMoney(sale));

  // At its start WooCommerce calls the product on sale, but its cart charges the regular price
  // until its daily scheduled-sales job writes the sale price (recorded in FINDINGS.md): the shop
  // rebuilds at the start and shows what the cart charges, on the page and in its live answer.
  await until(async () => ((await status()).pages.reasons ?? []).includes(MSG.reasonSale), {
    since: startsAt.getTime(),
    timeout: 5 * MINUTE,
  });
  expect(ownPart(await html(request, `/product/${wooId}`))).not.toContain(formatMoney(sale));
  const live = async () =>
    ((await (await request.get(`/api/products/live?ids=${wooId}`)).json()) as { products: { price: string }[] })
      .products[0]!.price;
  expect(await live()).toBe(necklace.regular_price);

  // The job, as the store's cron runs it at midnight: the cart charges the sale price, and the
  // pages follow (the job saves the product, which WooCommerce delivers as a change).
  const charged = Date.now();
  wp(store.WOOCOMMERCE_STATE_DIR, ['cron', 'event', 'run', 'woocommerce_scheduled_sales']);
  expect(await live()).toBe(sale);
  // The page's own part: a related piece's card may carry the same price.
  const took = await until(async () => ownPart(await html(request, `/product/${wooId}`)).includes(formatMoney(sale)), {
    since: charged,
    timeout: 5 * MINUTE,
    every: 15_000,
    meanwhile: () => runCron(store.WOOCOMMERCE_STATE_DIR),
  });
  console.log(
    `[rebuild] scheduled sale: on the product page ${(took / 1000).toFixed(1)} s after WooCommerce charged it`,
  );
  expect(card(await html(request, listingOf(necklace)), wooId)).toContain(formatMoney(sale));
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
