/**
 * Listing addresses. A static listing page (/category/rings, /category/rings/2, /shop) carrying
 * filters, a sort or a page in its query is rendered on demand at /listing/... (server/worker.mjs
 * and, in development, src/middleware.ts send it there; src/pages/listing/[...path].astro reads
 * the path back): the address the shopper sees and shares stays /category/rings?metal=...
 * This module is the rule's one home, and plain server code: server/worker.mjs loads it under plain Node.
 */
import { localeOfPath, pathIn, unlocalizedPath } from '../i18n/locales';

const LISTING_PATH = /^\/(?:category\/([a-z0-9-]+)|(shop))(?:\/(\d+))?\/?$/;
const LISTING_PARAMS = ['q', 'category', 'metal', 'stone', 'size', 'length', 'price', 'stock', 'sale', 'sort', 'page'];

/** A listing's path: which listing (a category's or the shop's) and the page it names, or null. */
export function listingPath(
  pathname: string,
): { which: { shop: true } | { slug: string }; page: number | null } | null {
  const m = LISTING_PATH.exec(pathname);
  if (!m) return null;
  return { which: m[2] ? { shop: true } : { slug: m[1]! }, page: m[3] ? Number(m[3]) : null };
}

/**
 * Where a listing request is rendered on demand, or null when its static page serves it. An
 * Arabic listing is rendered by the Arabic page: /ar/category/rings?metal=... at /ar/listing/category/rings.
 */
export function onDemandListing(url: URL): string | null {
  const path = unlocalizedPath(url.pathname);
  if (!listingPath(path) || !LISTING_PARAMS.some((p) => url.searchParams.has(p))) return null;
  return `${pathIn(localeOfPath(url.pathname), '/listing')}${path.replace(/\/$/, '')}${url.search}`;
}

export interface ListingMeta {
  /** The static listing's address: /category/rings or /shop. */
  base: string;
  /** The category slug, absent for every product. */
  category?: string;
  /** A category's name and its own description, as the catalogue gives them. */
  name?: string;
  description?: string;
  /** The category's Arabic name and description, where it has them (./titles.ts picks by language). */
  ar?: { name?: string; description?: string };
}

/**
 * Which listing an address names: 'all', a category slug, or the shop. Its title and description
 * are in the shop's words, read in the page's language as the page is made (./titles.ts).
 */
export function listingMeta(
  which: { shop: true } | { slug: string },
  categories: readonly { name: string; slug: string; description?: string; ar?: ListingMeta['ar'] }[],
): ListingMeta | null {
  if ('shop' in which) return { base: '/shop' };
  if (which.slug === 'all') return { base: '/category/all' };
  const c = categories.find((x) => x.slug === which.slug);
  if (!c) return null;
  const own = c.description ? { description: c.description } : {};
  const ar = c.ar?.name || c.ar?.description ? { ar: c.ar } : {};
  return { base: `/category/${c.slug}`, category: c.slug, name: c.name, ...own, ...ar };
}
