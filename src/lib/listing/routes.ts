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
  title: string;
  heading: string;
  description: string;
}

/** Title, heading and description of a listing: 'all', a category slug, or the shop. */
export function listingMeta(
  which: { shop: true } | { slug: string },
  categories: readonly { name: string; slug: string; description?: string }[],
): ListingMeta | null {
  if ('shop' in which)
    return {
      base: '/shop',
      title: 'Shop All Jewelry',
      heading: 'Shop All Jewelry',
      description: 'Shop every handcrafted Egyptian necklace, ring, bracelet and pair of earrings, priced in EGP.',
    };
  if (which.slug === 'all')
    return {
      base: '/category/all',
      title: 'All Jewelry',
      heading: 'All Jewelry',
      description: 'Every handcrafted piece in the collection: necklaces, rings, bracelets and earrings made in Cairo.',
    };
  const c = categories.find((x) => x.slug === which.slug);
  if (!c) return null;
  return {
    base: `/category/${c.slug}`,
    category: c.slug,
    title: c.name,
    heading: c.name,
    description: c.description || `Handcrafted Egyptian ${c.name.toLowerCase()} in silver, gold and natural stones.`,
  };
}
