// @ts-check

/**
 * How the browser's JavaScript is cut into files: a handful per page, the JS budgets of
 * tests/e2e/delivery.spec.ts. Left to itself, Rolldown makes a chunk
 * of every set of modules shared by a different set of entries, and Astro an entry of every
 * component's script: a content page loaded 15 files of 0.3-1 KB, several imports deep. One group
 * instead holds everything BaseLayout's script (src/behaviours/site/page-chrome.ts) imports
 * statically, the script itself included, so every page gets its chrome in one file; a page's own
 * scripts keep what only they import; what a shopper's action needs stays behind the dynamic
 * import at that action (suggestions, islands, dialogs, toasts).
 */
const PAGE_CHROME = /[\\/]src[\\/]layouts[\\/]BaseLayout\.astro\?astro&type=script/;
/** The scripts of the listings' components (product cards, filters; the home page's too). */
const LISTING_SCRIPTS =
  /[\\/]src[\\/](components[\\/](ProductCard|listing[\\/]\w+|NewsletterForm)\.astro|pages[\\/]index\.astro)\?astro&type=script/;
/**
 * Loaded by every page's first script only when due (a stale badge count, a session that ran out),
 * and imported by the cart and session stores: with the listings' shared code, which the pages
 * that use those stores load anyway, rather than as files of their own.
 */
const FIRST_SCRIPT_LATER = /[\\/]src[\\/]stores[\\/](cart-queue|session-expiry)\.ts$/;
/**
 * The live correction of prices and stock (cards on every listing, the product page too): with the
 * listings' shared code, which the product page loads anyway for its cards' Add to Cart.
 */
const LIVE_CORRECTION = /[\\/]src[\\/]behaviours[\\/](cart[\\/]live-(stock|product)|product[\\/]price-line)\.ts$/;
/**
 * The cart store, the reading of a refusal and of the cart's answer, a line's name, and the small
 * element builder the drawer draws its lines with (in the product chunk it made every listing
 * with a cart load that chunk): what an add, the cart drawer and the cart page all start from.
 * With the listings' shared code too: every page the drawer opens on loads that chunk once the
 * shopper has a cart, and each file fewer is a name fewer in every page's first script (a content
 * page's is 3 KB gzip in all). The answers' shapes are read by the product page's API calls too,
 * which would otherwise pull the product chunk into every listing.
 */
const CART_CORE =
  /[\\/]src[\\/](stores[\\/]cart|lib[\\/]api[\\/](refusal|shapes)|lib[\\/]catalogue[\\/]line|behaviours[\\/]site[\\/]dom)\.ts$/;
/**
 * The cart drawer in one file, loaded ahead when idle or at the shopper's first reach for it. The
 * parts of a line it shares with the cart page and the checkout's summary (./cart-line.ts) stay
 * apart: with them, the checkout loaded the whole drawer (1.4 KB gzip, and 18 ms more blocking
 * under Lighthouse's mobile throttling).
 */
const CART_DRAWER = /[\\/]src[\\/]behaviours[\\/]cart-drawer[\\/]mount\.ts$/;
const CART_LINE = /[\\/]src[\\/]behaviours[\\/]cart-drawer[\\/]cart-line\.ts$/;
/**
 * The drawer's words (CART_MSG) in a file of their own: every shop message (MSG) spreads them in,
 * and in the drawer's file they made every page with a form load the drawer with its messages.
 */
const CART_WORDS = /[\\/]src[\\/]lib[\\/]cart-messages\.ts$/;
/** The product page's own scripts. */
const PRODUCT_SCRIPTS =
  /[\\/]src[\\/](components[\\/](Product\w+|Tabs)\.astro|pages[\\/]product[\\/][^?]*)\?astro&type=script/;
/** Static imports of each client module, as parsed: the graph the groups below are cut from. */
const staticImports = new Map();
/** @type {import('vite').Plugin} */
export const clientModuleGraph = {
  name: 'client-module-graph',
  applyToEnvironment: (environment) => environment.name === 'client',
  moduleParsed: (info) => void staticImports.set(info.id, info.importedIds),
};
/** @param {(id: string) => boolean} isEntry */
function staticallyReachable(isEntry) {
  const seen = new Set([...staticImports.keys()].filter(isEntry));
  for (const id of seen) for (const dep of staticImports.get(id) ?? []) seen.add(dep);
  return seen;
}
/** @type {Map<RegExp, Set<string>>} */
const reachable = new Map();
/** Whether a module is imported statically, directly or not, by one of the scripts `entries` matches. */
const reachedFrom = (/** @type {RegExp} */ entries, /** @type {string} */ id) => {
  if (!reachable.has(entries))
    reachable.set(
      entries,
      staticallyReachable((m) => entries.test(m)),
    );
  return /** @type {Set<string>} */ (reachable.get(entries)).has(id);
};
const RUNTIME = '\0rolldown/runtime.js';
/**
 * The API client calls a page makes by itself once idle (the live stock of every listing and
 * product page, the wishlist, the reviews as they near the screen): with the listings' shared
 * code, which every page that makes them loads anyway. In a file of their own they were a request
 * and 0.7 KB gzip more on a product page (a gzip stream compresses its shared words once).
 */
const PAGE_API = /[\\/]src[\\/]lib[\\/]api[\\/](http|catalogue|wishlist|reviews)\.ts$/;

/**
 * The groups Rolldown cuts the browser's code into (codeSplitting.groups of the client build).
 * @type {Array<{ name: string, priority: number, minShareCount?: number, test: RegExp | ((id: string) => boolean) }>}
 */
export const codeSplittingGroups = [
  // Modules of the shop only (not node_modules): a package's barrel would drag in all it
  // re-exports; what the modules import comes along (includeDependenciesRecursively).
  // Rolldown's runtime helpers too: every page loads this chunk anyway.
  {
    name: 'page-chrome',
    priority: 3,
    test: (id) => id === RUNTIME || (!id.includes('node_modules') && reachedFrom(PAGE_CHROME, id)),
  },
  // What the listings' scripts share, then what the product page's share beyond that: one
  // chunk per page type instead of one per set of sharers. A script's own code and what
  // only it imports stay in its entry.
  {
    name: 'listing',
    priority: 2,
    minShareCount: 2,
    test: (id) =>
      PAGE_API.test(id) ||
      FIRST_SCRIPT_LATER.test(id) ||
      LIVE_CORRECTION.test(id) ||
      CART_CORE.test(id) ||
      (!id.includes('node_modules') && !LISTING_SCRIPTS.test(id) && reachedFrom(LISTING_SCRIPTS, id)),
  },
  { name: 'cart-words', priority: 1, test: CART_WORDS },
  { name: 'cart-line', priority: 1, test: CART_LINE },
  { name: 'cart-drawer', priority: 0, test: CART_DRAWER },
  {
    name: 'product',
    priority: 1,
    minShareCount: 2,
    test: (id) => !id.includes('node_modules') && !PRODUCT_SCRIPTS.test(id) && reachedFrom(PRODUCT_SCRIPTS, id),
  },
];
