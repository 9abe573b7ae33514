// Search and listings at scale: serves a build of the generated 10,000-product catalogue and
// measures listing pages' HTML, what one typical query and one filter cost a shopper's browser
// (bytes, and time to results drawn under Lighthouse's mobile CPU slowdown, 4x), and what the
// server pays to load the search catalogue. `node bench/search.mjs [products]`, or the 'search'
// part of `npm run bench`.
import { statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, startServer, buildCatalogueSite } from './lib.mjs';

const QUERY = 'lapis scarab';
/** A shopper typing at about 200 ms a key, the pace of a careful typist on a phone. */
const KEY_DELAY_MS = 200;

export async function benchSearch(products = 10_000) {
  const { dist, catalogue } = await buildCatalogueSite(products, { reuse: true });
  const server = await startServer({ DIST_DIR: dist, CATALOGUE_DIR: catalogue });
  try {
    const out = { products, searchCatalogueBytes: statSync(path.join(dist, 'client/search-catalogue.json')).size };
    // The server's side: first search (load the catalogue file, build the index), then warm ones.
    let t = performance.now();
    await fetch(`${server.url}/api/search?q=ring`).then((r) => r.text());
    out.firstSearchMs = Math.round(performance.now() - t);
    // Every worker loads its own copy on its first search: let each have had one.
    for (let i = 0; i < 4; i++) await fetch(`${server.url}/api/search?q=warm`).then((r) => r.text());
    const warm = [];
    for (const q of ['ring', 'lapis scarab', 'nekclace', 'gold necklace']) {
      t = performance.now();
      await fetch(`${server.url}/api/search?q=${encodeURIComponent(q)}`).then((r) => r.text());
      warm.push(performance.now() - t);
    }
    out.warmSearchMs = Math.round(Math.max(...warm));

    const lastAll = Math.ceil(products / 24);
    const html = [
      ['/category/all', 'first page'],
      ['/category/all/2', 'page 2'],
      [`/category/all/${lastAll}`, 'last page'],
      ['/category/rings', 'a category'],
      ['/category/all?metal=sterling-silver&sort=price-asc&page=3', 'filtered and sorted, page 3 (on demand)'],
      ['/search?q=ring', 'search results (on demand)'],
    ];
    out.html = [];
    for (const [p, what] of html) {
      const res = await fetch(server.url + p);
      const body = Buffer.from(await res.arrayBuffer());
      out.html.push({ path: p, what, status: res.status, gzip: gzipSync(body).length });
    }

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      out.query = await measure(
        browser,
        server.url,
        async (page) => {
          await page.getByRole('combobox', { name: 'Search the shop' }).click();
          await page.keyboard.type(QUERY, { delay: KEY_DELAY_MS });
          await page.getByRole('option', { name: /See all results/ }).waitFor();
        },
        'search-suggestions',
      );
      out.filter = await measure(
        browser,
        server.url,
        async (page) => {
          await page.locator('summary', { hasText: 'Metal' }).click();
          await page.getByRole('checkbox').first().check();
          await page.waitForURL(/metal=/);
        },
        'listing-update',
      );
    } finally {
      await browser.close();
    }
    return out;
  } finally {
    await server.stop();
  }
}

/** Bytes (as sent, gzip) from the shopper's first action until the network is idle, and the last measure. */
async function measure(browser, baseUrl, act, measureName) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await page.goto(`${baseUrl}/category/all`, { waitUntil: 'networkidle' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const requests = new Map();
  cdp.on('Network.responseReceived', (e) => requests.set(e.requestId, { url: e.response.url, type: e.type, bytes: 0 }));
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await act(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const durations = await page.evaluate(
    (name) => performance.getEntriesByName(name).map((m) => m.duration),
    measureName,
  );
  await context.close();
  const list = [...requests.values()];
  const by = (test) => list.filter(test).reduce((a, r) => a + r.bytes, 0);
  return {
    bytes: by(() => true),
    requests: list.length,
    script: by((r) => r.type === 'Script'),
    answers: by((r) => r.type === 'Fetch' || r.type === 'XHR'),
    pictures: by((r) => r.type === 'Image'),
    lastMs: durations.length ? Math.round(durations.at(-1)) : null,
    draws: durations.length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchSearch(Number(process.argv[2]) || undefined), null, 2));
}
