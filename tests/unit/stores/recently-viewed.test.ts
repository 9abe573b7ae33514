import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installBrowser } from './browser';
import {
  $recentlyViewed,
  RECENTLY_VIEWED_KEY,
  clearRecentlyViewed,
  hasViewsBesides,
  recentlyViewedExcept,
  recordView,
  storedViews,
  type ViewedProduct,
} from '../../../src/stores/recently-viewed';
import { readViews } from '../../../src/behaviours/recently-viewed/recently-viewed-list';

const product = (id: number): ViewedProduct => ({
  id,
  name: `Piece ${id}`,
  price: '100.00',
  regular_price: '120.00',
  on_sale: true,
  image: `/img/${id}.svg`,
  alt: `Piece ${id}`,
});
const ids = (list: readonly unknown[]) => list.map((p) => (p as { id: number }).id);

let browser: ReturnType<typeof installBrowser>;
beforeEach(() => {
  browser = installBrowser();
  $recentlyViewed.set([]);
});
afterEach(() => browser.uninstall());

describe('recently viewed', () => {
  it('keeps the newest first and moves a revisited product to the front once', () => {
    recordView(product(101));
    recordView(product(102));
    recordView(product(103));
    recordView(product(101));
    expect(ids(storedViews())).toEqual([101, 103, 102]);
    expect(ids(readViews())).toEqual([101, 103, 102]);
  });

  it('stores at most 10, newest first', () => {
    for (let id = 101; id <= 115; id++) recordView(product(id));
    const list = readViews();
    expect(list).toHaveLength(10);
    expect(list[0]?.id).toBe(115);
    expect(list.at(-1)?.id).toBe(106);
  });

  it('a product page shows the 4 newest other than itself, and has nothing to show on a first visit', () => {
    expect(hasViewsBesides(106)).toBe(false);
    recordView(product(106));
    expect(hasViewsBesides(106)).toBe(false);
    for (const id of [101, 102, 103, 104, 105, 106]) recordView(product(id));
    expect(hasViewsBesides(106)).toBe(true);
    expect(ids(recentlyViewedExcept(readViews(), 106))).toEqual([105, 104, 103, 102]);
    expect(ids(recentlyViewedExcept(readViews(), 104))).toEqual([106, 105, 103, 102]);
  });

  it('Clear All empties the list and the storage', () => {
    recordView(product(101));
    readViews();
    clearRecentlyViewed();
    expect($recentlyViewed.get()).toEqual([]);
    expect(browser.storage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', 'nope'],
    ['an object instead of a list', JSON.stringify({ items: [] })],
  ])('discards %s and starts afresh', (_what, raw) => {
    browser.storage.setItem(RECENTLY_VIEWED_KEY, raw);
    expect(storedViews()).toEqual([]);
    expect(browser.storage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    recordView(product(101));
    expect(ids(readViews())).toEqual([101]);
  });

  it.each([
    ['an old format (ids only)', [101, 102]],
    ['an entry missing its price', [{ id: 101, name: 'x', image: '', alt: '' }]],
  ])('drops %s when the list is shown, and keeps the entries that read', (_what, stale) => {
    browser.storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(stale));
    recordView(product(103));
    expect(ids(readViews())).toEqual([103]);
    expect(ids(storedViews())).toEqual([103]);
  });
});
