import { atom } from 'nanostores';
import { RECENTLY_VIEWED_SHOWN, RECENTLY_VIEWED_STORED } from '../lib/constants';
import type { ViewedProduct } from '../lib/schemas/product';
import { isRecord, readStored, removeStored, writeStored } from '../lib/storage';

/**
 * The last products this browser viewed (10 kept, newest first, 4 shown on a product page besides
 * the current one). Whole summaries are kept so the list renders without a request.
 *
 * Every product page records its view, so recording reads the stored list without checking its
 * entries: it only puts the product first. The entries are checked with their schema when the
 * list is shown (`showViews`, called by the section's code, which loads only when there is a list
 * to show), and the ones that fail are dropped then: a visitor's product page loads no schema
 * library to remember what she looked at.
 */
export type { ViewedProduct };

export const RECENTLY_VIEWED_KEY = 'nefertari.recentlyViewed';

/** The checked list, once a page has shown it. */
export const $recentlyViewed = atom<ViewedProduct[]>([]);

/** The stored entries as they are; anything but a list is dropped. */
export function storedViews(): unknown[] {
  return readStored(RECENTLY_VIEWED_KEY, (v) => (Array.isArray(v) ? v : null)) ?? [];
}

const idOf = (entry: unknown) => (isRecord(entry) ? entry.id : undefined);

/** Put a product first (once), keeping the newest 10. */
export function recordView(product: ViewedProduct): void {
  const list = [product, ...storedViews().filter((e) => idOf(e) !== product.id)].slice(0, RECENTLY_VIEWED_STORED);
  writeStored(RECENTLY_VIEWED_KEY, list);
}

/** Whether there is anything to show on the page of `currentId`. */
export const hasViewsBesides = (currentId: number): boolean => storedViews().some((e) => idOf(e) !== currentId);

/**
 * The stored list as the page shows it: the entries `check` accepts (the schema's parse), the
 * others dropped from storage too.
 */
export function showViews(check: (entry: unknown) => ViewedProduct | null): ViewedProduct[] {
  const stored = storedViews();
  const list = stored.flatMap((e) => check(e) ?? []);
  if (list.length !== stored.length) writeStored(RECENTLY_VIEWED_KEY, list);
  $recentlyViewed.set(list);
  return list;
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
