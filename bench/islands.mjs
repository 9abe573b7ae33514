// The JavaScript each page has fetched by the time it is idle, for the shopper each row of
// JS_BY_IDLE (bench/budgets.mjs) names: an empty cart or one line, scrolled through or not, at
// BUDGET_WINDOW; with whether React's runtime was among it. tests/e2e/delivery.spec.ts holds the
// same rows.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BUDGET_WINDOW, JS_BY_IDLE } from './budgets.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './lib.mjs';

/** Text only React's runtime holds (its element type tag). */
const REACT_RUNTIME = 'react.transitional.element';
/** The product put in the cart: a ring in sizes, as the tests put it. */
const LINE = { id: 102, quantity: 1, choices: { Metal: 'Sterling Silver', Size: '8' } };

/** One line in this context's cart, through the shop's API as the product page's Add to Cart sends it. */
async function seedCart(context, baseUrl) {
  const token = 'b'.repeat(32);
  await context.addCookies([{ name: 'csrf_token', value: token, url: baseUrl, sameSite: 'Strict' }]);
  const res = await context.request.post(baseUrl + '/api/cart/items', {
    data: LINE,
    headers: { 'X-CSRF-Token': token, 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!res.ok()) throw new Error(`seeding the cart: HTTP ${res.status()} ${await res.text()}`);
}

export async function measureIslands(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const budget of JS_BY_IDLE) {
      const context = await browser.newContext({ viewport: BUDGET_WINDOW });
      if (budget.cart) await seedCart(context, baseUrl);
      const page = await context.newPage();
      const scripts = new Map();
      const reading = [];
      page.on('response', (res) => {
        if (res.request().resourceType() !== 'script') return;
        reading.push(
          res.body().then(
            (body) => scripts.set(res.url(), { gzip: gzipSync(body).length, react: body.includes(REACT_RUNTIME) }),
            () => undefined,
          ),
        );
      });
      await page.goto(baseUrl + budget.path, { waitUntil: 'networkidle' });
      if (budget.scroll)
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 100));
          }
        });
      // An island that hydrates when the page is idle is fetched by then.
      await page.evaluate(
        () => new Promise((done) => requestIdleCallback(() => setTimeout(done, 0), { timeout: 5000 })),
      );
      await page.waitForLoadState('networkidle');
      await Promise.all(reading);
      const all = [...scripts.values()];
      results.push({
        ...budget,
        files: all.length,
        gzip: all.reduce((sum, s) => sum + s.gzip, 0),
        reactFiles: all.filter((s) => s.react).length,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
