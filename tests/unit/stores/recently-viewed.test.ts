import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installBrowser } from './browser';
import {
  $recentlyViewed,
  RECENTLY_VIEWED_KEY,
  _resetRecentlyViewedForTests,
  clearRecentlyViewed,
  loadRecentlyViewed,
  recentlyViewedExcept,
  recordView,
  type ViewedProduct,
} from '../../../src/stores/recently-viewed';

const product = (id: number): ViewedProduct => ({
  id,
  name: `Piece ${id}`,
  price: '100.00',
  regular_price: '120.00',
  on_sale: true,
  image: `/img/${id}.svg`,
  alt: `Piece ${id}`,
});

let browser: ReturnType<typeof installBrowser>;
beforeEach(() => {
  browser = installBrowser();
  _resetRecentlyViewedForTests();
});
afterEach(() => browser.uninstall());

describe('recently viewed', () => {
  it('keeps the newest first and moves a revisited product to the front once', () => {
    recordView(product(101));
    recordView(product(102));
    recordView(product(103));
    recordView(product(101));
    expect($recentlyViewed.get().map((p) => p.id)).toEqual([101, 103, 102]);
  });

  it('stores at most 10 and survives a reload', () => {
    for (let id = 101; id <= 115; id++) recordView(product(id));
    _resetRecentlyViewedForTests();
    const list = loadRecentlyViewed();
    expect(list).toHaveLength(10);
    expect(list[0]?.id).toBe(115);
    expect(list.at(-1)?.id).toBe(106);
  });

  it('a product page shows the 4 newest other than itself', () => {
    for (const id of [101, 102, 103, 104, 105, 106]) recordView(product(id));
    expect(recentlyViewedExcept($recentlyViewed.get(), 106).map((p) => p.id)).toEqual([105, 104, 103, 102]);
    expect(recentlyViewedExcept($recentlyViewed.get(), 104).map((p) => p.id)).toEqual([106, 105, 103, 102]);
  });

  it('Clear All empties the list and the storage', () => {
    recordView(product(101));
    clearRecentlyViewed();
    expect($recentlyViewed.get()).toEqual([]);
    expect(browser.storage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', 'nope'],
    ['an old format (ids only)', '[101,102]'],
    ['an entry missing its price', JSON.stringify([{ id: 101, name: 'x', image: '', alt: '' }])],
    ['an object instead of a list', JSON.stringify({ items: [] })],
  ])('discards %s and starts empty', (_what, raw) => {
    browser.storage.setItem(RECENTLY_VIEWED_KEY, raw);
    expect(loadRecentlyViewed()).toEqual([]);
    expect(browser.storage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    recordView(product(101));
    expect($recentlyViewed.get().map((p) => p.id)).toEqual([101]);
  });
});
