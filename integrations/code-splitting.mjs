// @ts-check

/**
 * How the browser's JavaScript is cut into files: a handful per page, the JS budgets of
 * tests/e2e/delivery.spec.ts. Left to itself, Rolldown makes a chunk of every set of modules
 * shared by a different set of entries, and Astro an entry of every component's script and
 * island: a content page loaded 15 files of 0.3-1 KB, several imports deep, and React's runtime
 * came in six. The groups below instead:
 * - every page's chrome in one file: everything BaseLayout's script
 *   (src/behaviours/site/page-chrome.ts) imports statically, the script itself included;
 * - React's runtime in one immutable file (React, React DOM, its scheduler and Astro's React
 *   client), fetched once a shopper reaches an island and the same for every island;
 * - what the listings' scripts share, and what the product page's share beyond that: one chunk per
 *   kind of page;
 * - what the shopping islands share (their stores, the API client, the schemas, the shared
 *   components) in one file, so a page with a cart, the cart page and the checkout each load a few
 *   files rather than one per module.
 * A page's own scripts and each island keep what only they import; what a shopper's action needs
 * stays behind the dynamic import at that action (suggestions, dialogs, toasts).
 */
const PAGE_CHROME = /[\\/]src[\\/]layouts[\\/]BaseLayout\.astro\?astro&type=script/;
/** The scripts of the listings' components (product cards, filters; the home page's too). */
const LISTING_SCRIPTS =
  /[\\/]src[\\/](components[\\/](ProductCard|listing[\\/]\w+|NewsletterForm)\.astro|pages[\\/]index\.astro)\?astro&type=script/;
/** The product page's own scripts. */
const PRODUCT_SCRIPTS =
  /[\\/]src[\\/](components[\\/](Product\w+|Tabs)\.astro|pages[\\/]product[\\/][^?]*)\?astro&type=script/;
/** React's runtime: what every island needs before it can render, whatever the island. */
const REACT_RUNTIME = /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;
/**
 * The API client (requests, the checks of answers): the listings' live prices, every island and
 * every Add to Cart use it, so it is one file that none of them repeats. The anti-forgery token is
 * not in it: it loads with a page's first write (src/lib/api/http.ts).
 */
const API_CLIENT = /[\\/]src[\\/]lib[\\/]api[\\/](http|transport|answer-check|refusal)\.ts$/;
/** Packages that import React themselves: they go with the islands' components. */
const REACT_BOUND = /[\\/]node_modules[\\/]@nanostores[\\/]react[\\/]/;
/** The shopping islands and the modules only they use. */
const ISLANDS = /[\\/]src[\\/]islands[\\/]/;
/** A React component: a module that needs React's runtime. */
const COMPONENT = /\.tsx$/;
/** A product page's reviews: the island most shoppers reach, by scrolling. */
const REVIEWS = /[\\/]src[\\/]islands[\\/]reviews[\\/]Reviews\.tsx$/;
/** The cart drawer: every page with a cart loads it, so what it needs is one file of its own. */
const CART_DRAWER = /[\\/]src[\\/]islands[\\/]cart[\\/]CartDrawer\.tsx$/;

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
/** Whether a module is imported statically, directly or not, by one of the modules `entries` matches. */
const reachedFrom = (/** @type {RegExp} */ entries, /** @type {string} */ id) => {
  if (!reachable.has(entries))
    reachable.set(
      entries,
      staticallyReachable((m) => entries.test(m)),
    );
  return /** @type {Set<string>} */ (reachable.get(entries)).has(id);
};
const RUNTIME = '\0rolldown/runtime.js';
const isPackage = (/** @type {string} */ id) => id.includes('node_modules');

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
    priority: 9,
    test: (id) => id === RUNTIME || (!isPackage(id) && reachedFrom(PAGE_CHROME, id)),
  },
  { name: 'react', priority: 8, test: REACT_RUNTIME },
  // What the pages' own scripts and the islands both use: the API client, the money format, a
  // line's name, the stock rules. One file, so a page with a cart takes it without the listings'
  // scripts, and the pages that list products take it with theirs.
  {
    name: 'base',
    priority: 7,
    test: (id) =>
      API_CLIENT.test(id) ||
      (!isPackage(id) &&
        !ISLANDS.test(id) &&
        reachedFrom(ISLANDS, id) &&
        (reachedFrom(LISTING_SCRIPTS, id) ||
          reachedFrom(PRODUCT_SCRIPTS, id) ||
          (reachedFrom(CART_DRAWER, id) && reachedFrom(REVIEWS, id)))),
  },
  {
    name: 'listing',
    priority: 6,
    minShareCount: 2,
    test: (id) => !isPackage(id) && !LISTING_SCRIPTS.test(id) && reachedFrom(LISTING_SCRIPTS, id),
  },
  {
    name: 'product',
    priority: 5,
    minShareCount: 2,
    test: (id) => !isPackage(id) && !PRODUCT_SCRIPTS.test(id) && reachedFrom(PRODUCT_SCRIPTS, id),
  },
  // What the reviews and the drawer's islands both use (the hook that waits for the page's words,
  // the stores' React binding): a file of its own, or the reviews would fetch the drawer's whole
  // chunk, and with it the cart's data, for a shopper who has no cart.
  // React-bound modules only: a plain module the two share (a count's words) goes to the base
  // file, as scripts that never render React read it too (the setup page's status panel), and a
  // file that imports React's runtime would bring React to them.
  {
    name: 'islands-shared',
    priority: 4,
    test: (id) =>
      !REACT_RUNTIME.test(id) &&
      (ISLANDS.test(id) || REACT_BOUND.test(id)) &&
      reachedFrom(CART_DRAWER, id) &&
      reachedFrom(REVIEWS, id),
  },
  // What the cart drawer needs: every page with a cart loads it, and the cart page, the checkout and
  // quick view start from it. Its React components in one file; what they read (the cart store,
  // the cart's API calls, its words) in another, which pages with no island may load too (an Add
  // to Cart, a sentence of the shop's words) without React.
  {
    name: 'cart',
    priority: 2,
    test: (id) => !REACT_RUNTIME.test(id) && reachedFrom(CART_DRAWER, id) && (ISLANDS.test(id) || REACT_BOUND.test(id)),
  },
  // The plain modules the reviews need beyond the shared files (dates, their words), in one file
  // beside the island's own (its components) rather than one per module. No component goes in it:
  // a page's script that needs a date from it (the store's status panel) must not fetch React.
  {
    name: 'reviews',
    priority: 1,
    test: (id) => !isPackage(id) && !COMPONENT.test(id) && reachedFrom(REVIEWS, id),
  },
  {
    name: 'cart-data',
    priority: 3,
    test: (id) => !isPackage(id) && !ISLANDS.test(id) && reachedFrom(CART_DRAWER, id),
  },
];
