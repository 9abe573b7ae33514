// The compare section's rows (bench/compare.mjs measures): each figure against its budget, and,
// when the peer was measured too, the side-by-side table that bench/results.md records.
import { kb } from './lib.mjs';
import { measureCompare, startPeer, WINDOW } from './compare.mjs';
import { CART_OPEN_MS, JS_BY_IDLE, KB } from './budgets.mjs';

/** The peer's figures in the last side-by-side run, the budgets of a run without it. */
const PEER_RECORDED = {
  dcl: { home: 225, listing: 137, product: 178 },
  cartOpenMs: 23,
  cartJs: { files: 14, gzip: 63.7 * KB },
  listingRequests: 9,
};
/** With one line in the cart, as JS_BY_IDLE has them. */
const idleBudget = (path) => JS_BY_IDLE.find((b) => b.cart && b.path === path).kb * KB;
const AFTER_IDLE_BUDGET = {
  cart: idleBudget('/cart'),
  checkout: idleBudget('/checkout'),
  product: idleBudget('/product/101'),
};
/** Any page with one line in the cart, its drawer ready: React's runtime counted once. */
const CART_JS_BUDGET = idleBudget('/');
const LISTING_REQUESTS_BUDGET = 12;
const PAGE_NAMES = { home: 'home', listing: 'listing (/category/all)', product: 'product' };

const ms = (n) => `${Math.round(n)} ms`;
const js = (j) => `${kb(j.gzip)} in ${j.files} files`;

export async function compareRows(oursUrl, peerDir) {
  const peer = peerDir ? await startPeer(peerDir) : null;
  let measured;
  try {
    measured = await measureCompare(oursUrl, peer?.url);
  } finally {
    await peer?.stop();
  }
  const ours = measured.ours;
  const them = measured.peer ?? PEER_RECORDED;
  const whose = measured.peer ? 'peer, this run' : 'peer, recorded';
  const rows = [];
  const push = (figure, budget, value, pass) => rows.push({ figure, budget, measured: value, pass });

  for (const key of ['home', 'listing', 'product'])
    push(
      `${PAGE_NAMES[key]}: DOMContentLoaded, unthrottled, ${WINDOW.width}x${WINDOW.height}`,
      `<= ${ms(them.dcl[key])} (${whose})`,
      ms(ours.dcl[key]),
      ours.dcl[key] <= them.dcl[key],
    );
  push(
    'open the cart with one line, from an idle page (click to line drawn)',
    `<= ${ms(them.cartOpenMs)} (${whose}: its drawer)`,
    ms(ours.cartOpenMs),
    ours.cartOpenMs <= them.cartOpenMs,
  );
  push(
    'open the cart with one line, from an idle product page (its code loads at the reach; click to line drawn)',
    `<= ${ms(CART_OPEN_MS)}`,
    ms(ours.cartOpenFromProductMs),
    ours.cartOpenFromProductMs <= CART_OPEN_MS,
  );
  // The peer's islands are Solid, whose runtime is a tenth of React's: its figure is shown beside
  // ours, the budget is the shop's own.
  push(
    'JS for the cart with one line, gzip (each: the home page, idle, and its cart drawer)',
    `<= ${kb(CART_JS_BUDGET)} (${whose}: ${kb(them.cartJs.gzip)})`,
    js(ours.cartJs),
    ours.cartJs.gzip <= CART_JS_BUDGET,
  );
  push(
    `listing (/category/all, 24 products): requests before the load event, ${WINDOW.width}x${WINDOW.height}`,
    `<= ${LISTING_REQUESTS_BUDGET}`,
    String(ours.listingRequests),
    ours.listingRequests <= LISTING_REQUESTS_BUDGET,
  );
  for (const [key, budget] of Object.entries(AFTER_IDLE_BUDGET))
    push(
      `${key === 'product' ? 'product page (/product/101)' : `/${key}`}: JS after idle, one line in the cart`,
      `<= ${kb(budget)} gzip`,
      js(ours.afterIdle[key]),
      ours.afterIdle[key].gzip <= budget,
    );

  let sideBySide = null;
  if (measured.peer) {
    const p = measured.peer;
    const ratio = (a, b) => (b ? (a / b).toFixed(2) : '-');
    const line = (figure, a, b, ra, rb) => `| ${figure} | ${a} | ${b} | ${ratio(ra, rb)} |`;
    sideBySide = [
      '## Side by side with the peer',
      '',
      `Astro's demo storefront (github withastro/storefront, commit ${peer.commit}, Astro + Solid islands, its mock catalogue), ` +
        `built from its own code in a folder outside this repository and served by @astrojs/node (standalone) on this machine, ` +
        `measured ${new Date().toISOString()} with the shop by \`npm run bench -- --only compare --peer <its folder>\`: ` +
        `Chromium with the launch options of tests/chromium.ts, unthrottled, ${WINDOW.width}x${WINDOW.height}, ` +
        `the two sites' loads interleaved, medians. Ratio: ours / peer. The peer's listing is /collections/apparel (4 products), ` +
        `its product page /products/astro-sticker-sheet.`,
      '',
      '| figure | ours | peer | ratio |',
      '| --- | --- | --- | --- |',
      line(
        'DOMContentLoaded, unthrottled: home / listing / product',
        ['home', 'listing', 'product'].map((k) => Math.round(ours.dcl[k])).join(' / ') + ' ms',
        ['home', 'listing', 'product'].map((k) => Math.round(p.dcl[k])).join(' / ') + ' ms',
        0,
        0,
      ).replace(
        /\| - \|$/,
        `| ${['home', 'listing', 'product'].map((k) => ratio(ours.dcl[k], p.dcl[k])).join(' / ')} |`,
      ),
      line(
        'open the cart with one line, from an idle page',
        `${ms(ours.cartOpenMs)} (drawer)`,
        `${ms(p.cartOpenMs)} (drawer)`,
        ours.cartOpenMs,
        p.cartOpenMs,
      ),
      line('JS for the cart, gzip', js(ours.cartJs), js(p.cartJs), ours.cartJs.gzip, p.cartJs.gzip),
      line(
        'requests on load, listing page',
        `${ours.listingRequests} (24 products)`,
        `${p.listingRequests} (4 products)`,
        ours.listingRequests,
        p.listingRequests,
      ),
    ].join('\n');
  }
  return { rows, sideBySide };
}
