import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runListing, priceBand, type ListingProduct } from '../../../src/lib/listing/filter';
import {
  emptyState,
  listingQuery,
  optionSlug,
  parseListingState,
  needsServer,
  type ListingState,
} from '../../../src/lib/listing/state';
import { pageCount, pagerNumbers, staticPageUrl, PAGE_SIZE } from '../../../src/lib/listing/pages';
import { listingPath, onDemandListing } from '../../../src/lib/listing/routes';

function product(id: number, metal: string[], price: number, extra: Partial<ListingProduct> = {}): ListingProduct {
  return {
    id,
    type: 'simple',
    catalog_visibility: 'visible',
    default_attributes: [],
    external_url: '',
    button_text: '',
    variants: [],
    name: `Piece ${id}`,
    price: price.toFixed(2),
    regular_price: price.toFixed(2),
    on_sale: false,
    stock_status: 'instock',
    stock_quantity: 10,
    manage_stock: true,
    backorders: 'no',
    purchasable: true,
    total_sales: id,
    date_created: `2026-01-${String(id).padStart(2, '0')}T00:00:00`,
    short_description: '',
    images: [{ id, src: 'x.svg', name: 'x', alt: 'x' }],
    categories: [{ id: 16, name: 'Rings', slug: 'rings' }],
    attributes: [
      { id: 1, name: 'Metal', options: metal, variation: false },
      { id: 3, name: 'Size', options: ['6', '7'], variation: false },
    ],
    tags: [],
    ...extra,
  };
}
const state = (over: Partial<ListingState> = {}): ListingState => ({ ...emptyState(), ...over });
const gold = '18k Gold';
const silver = 'Sterling Silver';
// 30 rings: every third one silver, prices 100, 200, ... 3000.
const rings = Array.from({ length: 30 }, (_, i) =>
  product(
    i + 1,
    i % 3 === 0 ? [silver] : [gold],
    (i + 1) * 100,
    i === 4 ? { stock_status: 'outofstock' } : i === 7 ? { on_sale: true, regular_price: '900.00' } : {},
  ),
);

describe('filters', () => {
  it('narrows by a metal and counts the other choices as if they were added', () => {
    const r = runListing(rings, state({ attributes: { metal: [optionSlug(gold)], stone: [], size: [], length: [] } }));
    expect(r.total).toBe(20);
    const metal = r.groups.find((g) => g.key === 'metal')!;
    expect(metal.options).toEqual([
      { value: '18k-gold', label: gold, count: 20, selected: true },
      { value: 'sterling-silver', label: silver, count: 10, selected: false },
    ]);
  });
  it('widens within a filter and narrows across filters', () => {
    const both = runListing(
      rings,
      state({ attributes: { metal: ['18k-gold', 'sterling-silver'], stone: [], size: [], length: [] } }),
    );
    expect(both.total).toBe(30);
    const goldInStock = runListing(
      rings,
      state({ attributes: { metal: ['18k-gold'], stone: [], size: [], length: [] }, inStock: true }),
    );
    expect(goldInStock.total).toBe(19);
    expect(goldInStock.groups.find((g) => g.key === 'stock')!.options[0]).toMatchObject({
      label: 'In stock',
      count: 19,
      selected: true,
    });
  });
  it('shows only the filters the list has (no Stone, no Length here)', () => {
    expect(runListing(rings, state()).groups.map((g) => g.key)).toEqual(['metal', 'size', 'price', 'stock', 'sale']);
  });
  it('filters by price band and on sale', () => {
    expect(priceBand('499.99')).toBe('under-500');
    expect(priceBand('500.00')).toBe('500-1000');
    expect(runListing(rings, state({ price: ['under-500'] })).total).toBe(4);
    expect(runListing(rings, state({ onSale: true })).items.map((p) => p.id)).toEqual([8]);
  });
  it('sorts the whole filtered list before cutting a page', () => {
    const s = state({ attributes: { metal: ['18k-gold'], stone: [], size: [], length: [] }, sort: 'price-desc' });
    const first = runListing(rings, s, { pageSize: 8 });
    const second = runListing(rings, { ...s, page: 2 }, { pageSize: 8 });
    const prices = [...first.items, ...second.items].map((p) => Number(p.price));
    expect(prices[0]).toBe(3000);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(first.lastPage).toBe(3);
    expect(first.total).toBe(20);
  });
  it('orders by relevance with a search and keeps ties in list order', () => {
    const relevance = new Map([
      [3, 5],
      [1, 9],
      [2, 5],
    ]);
    expect(runListing(rings.slice(0, 3), state({ q: 'x' }), { relevance }).items.map((p) => p.id)).toEqual([1, 2, 3]);
  });
  it('clamps a page past the end to the last page', () => {
    expect(runListing(rings, state({ page: 99 })).page).toBe(pageCount(30));
  });
});

describe('listing URL state', () => {
  it('reads and writes the same address, parameters in one order, defaults left out', () => {
    const url = '?metal=18k-gold&metal=sterling-silver&size=7&price=500-1000&stock=in&sale=1&sort=price-asc&page=2';
    const s = parseListingState(new URLSearchParams(url));
    expect(s).toMatchObject({
      attributes: { metal: ['18k-gold', 'sterling-silver'], size: ['7'] },
      price: ['500-1000'],
      inStock: true,
      onSale: true,
      sort: 'price-asc',
      page: 2,
    });
    expect(listingQuery(s)).toBe(url);
    expect(listingQuery(parseListingState(new URLSearchParams('sort=latest&page=1')))).toBe('');
    expect(listingQuery(parseListingState(new URLSearchParams('q=ring&sort=relevance')))).toBe('?q=ring');
  });
  it('keeps what was typed and survives nonsense', () => {
    const s = parseListingState(
      new URLSearchParams({ q: " O'Neil & Co 💍 ", page: '-3', sort: 'cheapest', metal: '', stock: 'maybe' }),
    );
    expect(s.q).toBe("O'Neil & Co 💍");
    expect(s).toMatchObject({ page: 1, sort: undefined, inStock: false, attributes: { metal: [] } });
    expect(parseListingState(new URLSearchParams(`q=${'x'.repeat(500)}`)).q).toHaveLength(100);
  });
  it('writes options as slugs', () => {
    expect(optionSlug('18k Gold-Plated Sterling Silver')).toBe('18k-gold-plated-sterling-silver');
    expect(optionSlug('Mother-of-Pearl')).toBe('mother-of-pearl');
  });
  it('knows which views the static page cannot show', () => {
    expect(needsServer(parseListingState(new URLSearchParams('')))).toBe(false);
    expect(needsServer(parseListingState(new URLSearchParams('sort=latest')))).toBe(false);
    expect(needsServer(parseListingState(new URLSearchParams('sort=price-asc')))).toBe(true);
    expect(onDemandListing(new URL('http://x/category/rings?metal=18k-gold'))).toBe(
      '/listing/category/rings?metal=18k-gold',
    );
    expect(onDemandListing(new URL('http://x/shop/2?sort=popularity'))).toBe('/listing/shop/2?sort=popularity');
    expect(onDemandListing(new URL('http://x/category/rings'))).toBeNull();
    expect(onDemandListing(new URL('http://x/product/101?metal=x'))).toBeNull();
  });
  it('renders a filtered Arabic listing on demand, as an Arabic page', () => {
    expect(onDemandListing(new URL('http://x/ar/category/rings?metal=18k-gold'))).toBe(
      '/ar/listing/category/rings?metal=18k-gold',
    );
    expect(onDemandListing(new URL('http://x/ar/shop/2/?q=%D8%AE%D8%A7%D8%AA%D9%85'))).toBe(
      '/ar/listing/shop/2?q=%D8%AE%D8%A7%D8%AA%D9%85',
    );
    expect(onDemandListing(new URL('http://x/ar/category/rings'))).toBeNull();
    expect(onDemandListing(new URL('http://x/ar/product/101?metal=x'))).toBeNull();
  });
  it('reads a listing path: the category or the shop, and the page it names', () => {
    expect(listingPath('/category/rings')).toEqual({ which: { slug: 'rings' }, page: null });
    expect(listingPath('/category/rings/2/')).toEqual({ which: { slug: 'rings' }, page: 2 });
    expect(listingPath('/shop/3')).toEqual({ which: { shop: true }, page: 3 });
    expect(listingPath('/category/Rings')).toBeNull();
    expect(listingPath('/product/101')).toBeNull();
  });
  it('has one home: the production server, the development middleware and the on-demand page import it', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    for (const file of ['server/worker.mjs', 'src/middleware.ts', 'src/pages/listing/[...path].astro']) {
      const source = readFileSync(path.join(root, file), 'utf8');
      expect(source, file).toMatch(/lib\/listing\/routes/);
      // No copy of the path pattern or of the query's names.
      expect(source, file).not.toMatch(/category\\\/\[a-z0-9-\]|\bmetal\|stone\b/);
    }
  });
});

describe('pages', () => {
  it('cuts 24 a page and numbers static pages from /2', () => {
    expect(PAGE_SIZE).toBe(24);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(48)).toBe(2);
    expect(pageCount(49)).toBe(3);
    expect(staticPageUrl('/category/rings', 1)).toBe('/category/rings');
    expect(staticPageUrl('/category/rings', 3)).toBe('/category/rings/3');
  });
  it('shows first, last and two either side, with gaps', () => {
    expect(pagerNumbers(1, 1)).toEqual([1]);
    expect(pagerNumbers(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerNumbers(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pagerNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
  });
});

describe('a choice that leaves nothing', () => {
  it('still shows, ticked, so the shopper can take it back', () => {
    const r = runListing(
      [],
      state({ attributes: { metal: ['sterling-silver'], stone: [], size: [], length: [] }, price: ['nonsense'] }),
    );
    expect(r.total).toBe(0);
    expect(r.groups.find((g) => g.key === 'metal')!.options).toEqual([
      { value: 'sterling-silver', label: 'Sterling silver', count: 0, selected: true },
    ]);
    expect(r.groups.find((g) => g.key === 'price')!.options).toEqual([
      { value: 'nonsense', label: 'Nonsense', count: 0, selected: true },
    ]);
  });
});
