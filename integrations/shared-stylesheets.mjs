// @ts-check

/**
 * The stylesheets shared by prerendered pages and pages rendered on demand: one file each, under
 * one name, whichever kind of page links it.
 *
 * Astro builds the two kinds of page in two Vite environments (prerender, ssr); each cuts its CSS
 * files from its own chunks, and Astro gives a server file the prerendered one's name only when
 * both chunks hold the same CSS modules. Left to themselves the two environments cut differently
 * (the server's has the back office, and no product page): the server put global.css in a chunk
 * of its own (the back office's layout imports it too) and the chrome's styles in another, the
 * prerender kept them together; the server put the product cards' styles with the listings', the
 * prerender apart (the product page has cards too). A shopper going from /search to a category
 * page downloaded the same rules again under other names: 4.8 KB gzip of global and chrome styles,
 * 1.2 KB of the listings'.
 *
 * The same groups in both environments cut the same chunks in each; what a group's module imports
 * comes along (includeDependenciesRecursively), the higher priority first.
 */
const BASE_LAYOUT = /[\\/]src[\\/]layouts[\\/]BaseLayout\.astro$/;
const GLOBAL_CSS = /[\\/]src[\\/]styles[\\/]global\.css$/;
const CARD = /[\\/]src[\\/]components[\\/](ProductCard|CardPictures)\.astro$/;
const LISTING = /[\\/]src[\\/]components[\\/]listing[\\/]ListingView\.astro$/;

/** The codeSplitting groups of the prerender and ssr environments. */
export const sharedStylesheetGroups = [
  // The global styles and those of the chrome every page draws (header, footer, drawer, search,
  // status panel). The back office links this file too: the chrome's rules name only its own classes.
  { name: 'site', priority: 2, test: (/** @type {string} */ id) => BASE_LAYOUT.test(id) || GLOBAL_CSS.test(id) },
  // The product card (listings, the home page, the product page's related pieces).
  { name: 'card', priority: 1, test: CARD },
  // The listings' own: filters, pager, no results (categories, shop, search, filtered listings).
  { name: 'listing', priority: 0, test: LISTING },
];
