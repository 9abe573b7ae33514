import { RELATED_PRODUCTS } from './constants';
import type { Product } from './schemas/product';

/**
 * Related products (spec §7): with related ids, the first 4 of them that exist (missing ones
 * are skipped); otherwise the products of the first category, without the product itself.
 */
export function relatedProducts<T extends Pick<Product, 'id' | 'related_ids' | 'categories'>>(
  product: T,
  all: readonly T[],
  limit = RELATED_PRODUCTS,
): T[] {
  const byId = new Map(all.map((p) => [p.id, p]));
  if (product.related_ids.length > 0) {
    return product.related_ids
      .slice(0, limit)
      .map((id) => byId.get(id))
      .filter((p): p is T => p !== undefined && p.id !== product.id);
  }
  const first = product.categories[0]?.id;
  if (first === undefined) return [];
  return all.filter((p) => p.id !== product.id && p.categories.some((c) => c.id === first)).slice(0, limit);
}
