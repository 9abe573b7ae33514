import { getCollection, getEntry } from 'astro:content';
import type { Category, Product } from '../schemas/product';
import { sortProducts } from '../sorting';
import { browsableCategories, isListed } from './categories';

/**
 * Catalogue reads for pages at build time. Hidden products never reach a listing.
 *
 * Read once per build: the header asks for the categories on every page, and each answer read
 * and sorted the whole catalogue again, so a 10,000-product build spent most of its time doing
 * the same sort 10,000 times. The catalogue cannot change during a build (or under a built
 * server); the dev server's content can, so it reads afresh there. Callers get a shared list:
 * they filter, slice and sort copies (sortProducts never mutates), never change it.
 */
export function allProducts(): Promise<readonly Product[]> {
  if (import.meta.env.DEV) return readListed();
  return (listed ??= readListed().catch((err) => {
    listed = undefined;
    throw err;
  }));
}

/** The products listings show (category pages, the shop, the home page, related pieces): isListed. */
export async function listedProducts(): Promise<readonly Product[]> {
  return (await allProducts()).filter(isListed);
}

/** Categories with at least one listed product (browsableCategories): the navigation and the category pages. */
export function allCategories(): Promise<readonly Category[]> {
  if (import.meta.env.DEV) return readBrowsable();
  return (browsable ??= readBrowsable().catch((err) => {
    browsable = undefined;
    throw err;
  }));
}

let listed: Promise<readonly Product[]> | undefined;
let browsable: Promise<readonly Category[]> | undefined;

async function readListed(): Promise<readonly Product[]> {
  const entries = await getCollection('products');
  return Object.freeze(
    sortProducts(
      entries.map((e) => e.data as Product).filter((p) => p.status === 'publish' && p.catalog_visibility !== 'hidden'),
      'latest',
    ),
  );
}

async function readBrowsable(): Promise<readonly Category[]> {
  const [entries, products] = await Promise.all([getCollection('categories'), listedProducts()]);
  return Object.freeze(
    browsableCategories(
      entries.map((e) => e.data as Category),
      products,
    ).sort((a, b) => a.id - b.id),
  );
}

export async function productById(id: number): Promise<Product | undefined> {
  return (await getEntry('products', String(id)))?.data as Product | undefined;
}

export function inCategory(products: readonly Product[], categoryId: number): Product[] {
  return products.filter((p) => p.categories.some((c) => c.id === categoryId));
}

export const FALLBACK_CATEGORY_LINKS = [
  { name: 'Necklaces', slug: 'necklaces' },
  { name: 'Rings', slug: 'rings' },
  { name: 'Bracelets', slug: 'bracelets' },
  { name: 'Earrings', slug: 'earrings' },
];
