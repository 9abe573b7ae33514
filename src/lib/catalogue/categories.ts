import type { Category, Product } from '../schemas/product';

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
