import type { Category, Product } from '../schemas/product';

/**
 * Where a product shows, by its catalog_visibility (WooCommerce's meaning): "visible" in listings
 * and search, "catalog" in listings only, "search" in search only (the printable ring sizer),
 * "hidden" in neither. Every product but a hidden one has its page.
 */
export const isListed = (p: Pick<Product, 'catalog_visibility'>) =>
  p.catalog_visibility === 'visible' || p.catalog_visibility === 'catalog';
export const isSearchable = (p: Pick<Product, 'catalog_visibility'>) =>
  p.catalog_visibility === 'visible' || p.catalog_visibility === 'search';

/**
 * The categories a shopper can browse: those holding at least one listed product, counted from
 * the products themselves (a store's own count may include hidden or unpublished ones).
 * WooCommerce always has its empty default "Uncategorized": it gets no link and no page.
 */
export function browsableCategories(
  categories: readonly Category[],
  listed: readonly Pick<Product, 'categories'>[],
): Category[] {
  const used = new Set(listed.flatMap((p) => p.categories.map((c) => c.id)));
  return categories.filter((c) => used.has(c.id));
}
