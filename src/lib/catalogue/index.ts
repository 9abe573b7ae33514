import { getCollection, getEntry } from 'astro:content';
import type { Category, Product } from '../schemas/product';
import { sortProducts } from '../sorting';
import { browsableCategories } from './categories';

/** Catalogue reads for pages at build time. Hidden products never reach a listing. */
export async function allProducts(): Promise<Product[]> {
  const entries = await getCollection('products');
  return sortProducts(
    entries.map((e) => e.data as Product).filter((p) => p.status === 'publish' && p.catalog_visibility !== 'hidden'),
    'latest',
  );
}

/** Categories with at least one listed product (browsableCategories): the navigation and the category pages. */
export async function allCategories(): Promise<Category[]> {
  const [entries, products] = await Promise.all([getCollection('categories'), allProducts()]);
  return browsableCategories(
    entries.map((e) => e.data as Category),
    products,
  ).sort((a, b) => a.id - b.id);
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
