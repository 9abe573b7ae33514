import { RELATED_PRODUCTS } from './constants';
import type { Product } from './schemas/product';

/**
 * Related products: with related ids, the first 4 of them that exist (missing ones
 * are skipped); otherwise the products of the first category, without the product itself.
 */
type Relatable = Pick<Product, 'id' | 'related_ids' | 'categories'>;
interface Index<T> {
  byId: Map<number, T>;
  byCategory: Map<number, T[]>;
}
// Built once per catalogue list: a 10,000-product build asks for every product's related items.
const indexes = new WeakMap<readonly Relatable[], Index<Relatable>>();

function indexOf<T extends Relatable>(all: readonly T[]): Index<T> {
  let index = indexes.get(all) as Index<T> | undefined;
  if (!index) {
    index = { byId: new Map(), byCategory: new Map() };
    for (const p of all) {
      index.byId.set(p.id, p);
      for (const c of p.categories) {
        const list = index.byCategory.get(c.id) ?? [];
        list.push(p);
        index.byCategory.set(c.id, list);
      }
    }
    indexes.set(all, index as Index<Relatable>);
  }
  return index;
}

export function relatedProducts<T extends Relatable>(product: T, all: readonly T[], limit = RELATED_PRODUCTS): T[] {
  const { byId, byCategory } = indexOf(all);
  if (product.related_ids.length > 0) {
    return product.related_ids
      .slice(0, limit)
      .map((id) => byId.get(id))
      .filter((p): p is T => p !== undefined && p.id !== product.id);
  }
  const first = product.categories[0]?.id;
  if (first === undefined) return [];
  const out: T[] = [];
  for (const p of byCategory.get(first) ?? []) {
    if (p.id !== product.id) out.push(p);
    if (out.length === limit) break;
  }
  return out;
}
