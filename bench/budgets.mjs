// @ts-check
// The shop's size budgets, in one place: `npm run bench` reports each figure against them and
// tests/e2e/delivery.spec.ts fails when a page goes over one.

export const KB = 1024;

/** The window the JavaScript budgets are measured in. */
export const BUDGET_WINDOW = { width: 1280, height: 900 };

/**
 * @typedef {object} IdleBudget
 * @property {string} what the page, as the shopper finds it
 * @property {string} path
 * @property {number} kb gzip of all the JavaScript fetched by the time the page is idle
 * @property {boolean} react whether React's runtime is among it (fetched once) or not at all
 * @property {boolean} [cart] she has one line in her cart (the drawer hydrates when idle)
 * @property {boolean} [scroll] she scrolls through the page (a product's reviews come into view)
 */

/**
 * JavaScript by the time the page is idle, counting React's runtime once: a visitor who only reads
 * a page fetches no React; React comes with the first island she reaches (a cart to show, the
 * reviews in view, a page that is an island), the same file for every island.
 *
 * Set at 85 KB for a page with a cart and 100 KB for the checkout when the shop spoke English
 * only, and met then (84.7 and 96.6). The second language costs every page that speaks ~1.3 KB
 * whatever its language: the words read through the page's language, the loader of the Arabic
 * words, Arabic money and dates, the Arabic-keyboard digits every number field takes, the
 * catalogue's Arabic text for the cart's lines, the governorates' list on the checkout. Those
 * pages are held to 86 and 102 KB. An Arabic page fetches the Arabic of the subjects its code
 * speaks on top (src/lib/i18n/ready.ts): its own rows below.
 * @type {IdleBudget[]}
 */
export const JS_BY_IDLE = [
  { what: 'a content page', path: '/faq', kb: 3, react: false },
  { what: 'the home page', path: '/', kb: 15, react: false },
  { what: 'a listing', path: '/category/necklaces', kb: 15, react: false },
  { what: 'a product page, before she scrolls to its reviews', path: '/product/101', kb: 15, react: false },
  { what: 'a product with options, before she scrolls to its reviews', path: '/product/116', kb: 15, react: false },
  { what: 'a product page with its reviews in view', path: '/product/101', kb: 85, react: true, scroll: true },
  { what: 'a content page with a line in the cart (the drawer ready)', path: '/faq', kb: 86, react: true, cart: true },
  { what: 'the home page with a line in the cart', path: '/', kb: 86, react: true, cart: true },
  { what: 'a product page with a line in the cart', path: '/product/101', kb: 86, react: true, cart: true },
  { what: 'the cart page', path: '/cart', kb: 86, react: true, cart: true },
  { what: 'the checkout', path: '/checkout', kb: 102, react: true, cart: true },
  { what: 'an Arabic content page', path: '/ar/faq', kb: 3, react: false },
  { what: 'an Arabic product page', path: '/ar/product/101', kb: 15, react: false },
  {
    what: 'an Arabic product page with its reviews in view',
    path: '/ar/product/101',
    kb: 88,
    react: true,
    scroll: true,
  },
  { what: 'an Arabic product page with a line in the cart', path: '/ar/product/101', kb: 89, react: true, cart: true },
  { what: 'the Arabic cart page', path: '/ar/cart', kb: 89, react: true, cart: true },
  { what: 'the Arabic checkout', path: '/ar/checkout', kb: 110, react: true, cart: true },
];

/**
 * How many JavaScript files a page loads: what a page needs before the shopper acts is one entry
 * per page type and the few files its kind of page shares. A product page scrolled through to its
 * reviews adds the reviews' two files, the islands' shared one (the hook that waits for the page's
 * words, which the cart drawer uses too) and React's three (its runtime, Astro's React client and
 * Rolldown's helpers, each fetched once whatever the island).
 * @type {Array<{ what: string, path: string, files: number, afterIdle?: boolean }>}
 */
export const JS_FILES = [
  { what: 'a content page', path: '/faq', files: 3 },
  { what: 'a blog post', path: '/blog/khan-el-khalili-filigree-tradition', files: 3 },
  { what: 'the home page', path: '/', files: 5 },
  { what: 'a category', path: '/category/necklaces', files: 5 },
  { what: 'a product page, scrolled through and idle', path: '/product/101', files: 10, afterIdle: true },
];

/**
 * HTML as sent, gzip. Every page with an island carries Astro's island loader (1.8 KB) and the
 * shop's hydration directive (1.6 KB) inline, once: the drawer is on every page, so every page has
 * one. A product page adds its critical CSS, its structured data with every offer and its options,
 * and since the shop speaks two languages its alternates, the language switch and "Ask on
 * WhatsApp" with its message written out (16 KB before them; 16.3 KB with them for the piece with
 * the most options). An Arabic page is the same page in Arabic: two bytes a letter in UTF-8, which
 * compress less, and the preload of its typeface.
 */
export const HTML_GZIP = {
  product: 17 * KB,
  content: 12 * KB,
  listing: 40 * KB,
  arabicProduct: 19 * KB,
  arabicContent: 14 * KB,
  arabicListing: 40 * KB,
};

/** The cart drawer shows her lines within this many milliseconds of the click that opens it, from an idle page. */
export const CART_OPEN_MS = 50;

/**
 * Web fonts a page downloads, as sent (woff2 is compressed already): an English page draws in the
 * phone's own fonts and fetches none; an Arabic page fetches its Arabic face, the Arabic letters
 * alone in two weights (src/components/ArabicType.astro).
 */
export const FONT_BYTES = { en: 0, ar: 30 * KB };
