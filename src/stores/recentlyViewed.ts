import { atom } from 'nanostores';
import { RECENTLY_VIEWED_SHOWN, RECENTLY_VIEWED_STORED } from '../lib/constants';
import { isInt, isRecord, isStr, readStored, removeStored, writeStored } from '../islands/shared/storage';

/**
 * The last products this browser viewed (spec §2/§9: 10 kept, newest first, 4 shown on a product
 * page besides the current one). Whole summaries are kept so the list renders without a request.
 */
export interface ViewedProduct {
  id: number;
  name: string;
  price: string;
  regular_price: string;
  on_sale: boolean;
  image: string;
  alt: string;
}

export const RECENTLY_VIEWED_KEY = 'nefertari.recentlyViewed';

const isViewed = (v: unknown): v is ViewedProduct =>
  isRecord(v) && isInt(v.id) && v.id > 0 && isStr(v.name) && isStr(v.price) && isStr(v.regular_price) && typeof v.on_sale === 'boolean' && isStr(v.image) && isStr(v.alt);
// A list with any bad entry is from another version or was tampered with: all of it goes.
const isList = (v: unknown): v is ViewedProduct[] => Array.isArray(v) && v.every(isViewed);

export const $recentlyViewed = atom<ViewedProduct[]>([]);

let loaded = false;
/** Read the stored list once per page (browser only). */
export function loadRecentlyViewed(): ViewedProduct[] {
  if (!loaded) {
    loaded = true;
    $recentlyViewed.set((readStored(RECENTLY_VIEWED_KEY, isList) ?? []).slice(0, RECENTLY_VIEWED_STORED));
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
export function recentlyViewedExcept(list: readonly ViewedProduct[], currentId: number, limit = RECENTLY_VIEWED_SHOWN): ViewedProduct[] {
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
