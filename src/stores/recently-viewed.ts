import { atom } from 'nanostores';
import { RECENTLY_VIEWED_SHOWN, RECENTLY_VIEWED_STORED } from '../lib/constants';
import type { ViewedProduct } from '../lib/schemas/product';
import { storedViewedList } from '../lib/api/shapes';
import { readStored, removeStored, writeStored } from '../lib/storage';

/**
 * The last products this browser viewed (10 kept, newest first, 4 shown on a product
 * page besides the current one). Whole summaries are kept so the list renders without a request.
 */
export type { ViewedProduct };

export const RECENTLY_VIEWED_KEY = 'nefertari.recentlyViewed';

export const $recentlyViewed = atom<ViewedProduct[]>([]);

let loaded = false;
/** Read the stored list once per page (browser only). */
export function loadRecentlyViewed(): ViewedProduct[] {
  if (!loaded) {
    loaded = true;
    $recentlyViewed.set((readStored(RECENTLY_VIEWED_KEY, storedViewedList) ?? []).slice(0, RECENTLY_VIEWED_STORED));
  }
  return $recentlyViewed.get();
}

/** Put a product first (once), keeping the newest 10. */
export function recordView(product: ViewedProduct): void {
  const list = [product, ...loadRecentlyViewed().filter((p) => p.id !== product.id)].slice(0, RECENTLY_VIEWED_STORED);
  $recentlyViewed.set(list);
  writeStored(RECENTLY_VIEWED_KEY, list);
}

/** What a product page shows: the newest 4 other than the current product. */
export function recentlyViewedExcept(
  list: readonly ViewedProduct[],
  currentId: number,
  limit = RECENTLY_VIEWED_SHOWN,
): ViewedProduct[] {
  return list.filter((p) => p.id !== currentId).slice(0, limit);
}

export function clearRecentlyViewed(): void {
  $recentlyViewed.set([]);
  removeStored(RECENTLY_VIEWED_KEY);
}

/** For tests. */
export function _resetRecentlyViewedForTests(): void {
  loaded = false;
  $recentlyViewed.set([]);
}
