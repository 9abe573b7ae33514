import { dateMs } from './dates';
import type { Product } from './schemas/product';

/** The orders a listing offers, first the default (their names: LISTING_MSG.sorts, src/lib/listing-messages.ts). */
export const SORT_KEYS = ['latest', 'price-asc', 'price-desc', 'popularity'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

type Sortable = Pick<Product, 'id' | 'price' | 'total_sales' | 'date_created'>;

/** Sort a product list as the category page's 'Sort by' does; stable, never mutates. */
export function sortProducts<T extends Sortable>(products: readonly T[], key: SortKey): T[] {
  const list = [...products];
  const byId = (a: T, b: T) => a.id - b.id;
  switch (key) {
    case 'price-asc':
      return list.sort((a, b) => Number(a.price) - Number(b.price) || byId(a, b));
    case 'price-desc':
      return list.sort((a, b) => Number(b.price) - Number(a.price) || byId(a, b));
    case 'popularity':
      return list.sort((a, b) => b.total_sales - a.total_sales || byId(a, b));
    case 'latest':
    default: {
      // Each date parsed once, not once per comparison (n log n parses at 10,000 products).
      const ms = new Map(list.map((p) => [p, dateMs(p.date_created)]));
      return list.sort((a, b) => ms.get(b)! - ms.get(a)! || b.id - a.id);
    }
  }
}

export function isSortKey(value: unknown): value is SortKey {
  return SORT_KEYS.includes(value as SortKey);
}
