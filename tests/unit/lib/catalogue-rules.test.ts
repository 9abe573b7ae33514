import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../../src/lib/constants';
import { stockBadge, maxQuantity } from '../../../src/lib/stock';
import { sortProducts } from '../../../src/lib/sorting';
import { relatedProducts } from '../../../src/lib/related';
import { stars, formatRating } from '../../../src/lib/rating';
import { formatMoney, toMinor, fromMinor, fromMinorUnits } from '../../../src/lib/money';
import { htmlToText } from '../../../src/lib/text';

describe('stock badge', () => {
  const p = (
    stock_status: 'instock' | 'outofstock' | 'onbackorder',
    stock_quantity: number | null,
    manage_stock = true,
  ) => ({ stock_status, stock_quantity, manage_stock });
  it("reads each state in the shop's words", () => {
    expect(stockBadge(p('outofstock', 0)).label).toBe('Out of Stock');
    expect(stockBadge(p('onbackorder', 0)).label).toBe('On Backorder');
    expect(stockBadge(p('instock', 5)).label).toBe('Low Stock (5 left)');
    expect(stockBadge(p('instock', 1)).label).toBe('Low Stock (1 left)');
    expect(stockBadge(p('instock', 6)).label).toBe('In Stock');
    expect(stockBadge(p('instock', null, false)).label).toBe('In Stock');
  });
  it('stops steppers at managed stock, and at the cap per line (backorders included)', () => {
    expect(maxQuantity({ ...p('instock', 3), backorders: 'no' })).toBe(3);
    expect(maxQuantity({ ...p('instock', 500), backorders: 'no' })).toBe(MAX_LINE_QUANTITY);
    expect(maxQuantity({ ...p('onbackorder', 0), backorders: 'notify' })).toBe(MAX_LINE_QUANTITY);
  });
});

describe('sorting', () => {
  const items = [
    { id: 1, price: '900.00', total_sales: 5, date_created: '2026-01-01T00:00:00' },
    { id: 2, price: '350.00', total_sales: 50, date_created: '2026-03-01T00:00:00' },
    { id: 3, price: '1200.00', total_sales: 20, date_created: '2025-06-01T00:00:00' },
  ];
  it('orders by latest, price both ways and popularity', () => {
    expect(sortProducts(items, 'latest').map((i) => i.id)).toEqual([2, 1, 3]);
    expect(sortProducts(items, 'price-asc').map((i) => i.id)).toEqual([2, 1, 3]);
    expect(sortProducts(items, 'price-desc').map((i) => i.id)).toEqual([3, 1, 2]);
    expect(sortProducts(items, 'popularity').map((i) => i.id)).toEqual([2, 3, 1]);
  });
  it('compares prices as numbers, not strings, and leaves the input alone', () => {
    const list = [
      { ...items[0]!, price: '1000.00' },
      { ...items[1]!, price: '999.00' },
    ];
    expect(sortProducts(list, 'price-asc').map((i) => i.price)).toEqual(['999.00', '1000.00']);
    expect(list[0]!.price).toBe('1000.00');
  });
});

describe('related products', () => {
  const cat = (id: number) => [{ id, name: 'c', slug: 'c' }];
  const all = [
    { id: 1, related_ids: [], categories: cat(10) },
    { id: 2, related_ids: [], categories: cat(10) },
    { id: 3, related_ids: [9, 4, 99], categories: cat(11) },
    { id: 4, related_ids: [], categories: cat(11) },
    { id: 5, related_ids: [], categories: cat(10) },
    { id: 6, related_ids: [], categories: cat(10) },
    { id: 7, related_ids: [], categories: cat(10) },
    { id: 9, related_ids: [], categories: cat(12) },
  ];
  it('uses related ids first, skipping missing ones', () => {
    expect(relatedProducts(all[2]!, all).map((p) => p.id)).toEqual([9, 4]);
  });
  it('falls back to the first category without the product itself, first 4', () => {
    expect(relatedProducts(all[0]!, all).map((p) => p.id)).toEqual([2, 5, 6, 7]);
  });
});

describe('star rating', () => {
  it('shows half stars', () => {
    expect(stars(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(stars('3.2')).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(stars(3.8)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(stars(0)).toEqual(Array(5).fill('empty'));
    expect(stars(9)).toEqual(Array(5).fill('full'));
  });
  it('formats the average to one decimal', () => {
    expect(formatRating('4.66')).toBe('4.7');
    expect(formatRating(4)).toBe('4.0');
  });
});

describe('money', () => {
  it('formats EGP one way', () => {
    expect(formatMoney('1250')).toBe('EGP 1,250.00');
    expect(formatMoney(10)).toBe('EGP 10.00');
    expect(formatMoney('not a number')).toBe('EGP 0.00');
    expect(formatMoney(null)).toBe('EGP 0.00');
    expect(formatMoney('1234567.5')).toBe('EGP 1,234,567.50');
    expect(formatMoney('-20')).toBe('EGP -20.00');
    expect(formatMoney('0.29')).toBe('EGP 0.29');
  });
  it('reads like the en-US number format for every amount a catalogue holds', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (let minor = 0; minor < 2_000_000; minor += 997) {
      const amount = (minor / 100).toFixed(2);
      expect(formatMoney(amount)).toBe(`EGP ${intl.format(Number(amount))}`);
    }
  });
  it('adds in piastres without drift', () => {
    expect(fromMinor(toMinor('0.1') + toMinor('0.2'))).toBe('0.30');
    expect(fromMinorUnits('1800', 2)).toBe('18.00');
  });
});

describe('description text', () => {
  it('reduces HTML to text and drops scripts', () => {
    expect(htmlToText('<p>Silver &amp; gold</p><script>alert(1)</script><p>Two</p>')).toBe('Silver & gold\n\nTwo');
  });
});

describe('browsable categories', () => {
  it('keeps only categories that hold a listed product, whatever count the store claims', async () => {
    const { browsableCategories } = await import('../../../src/lib/catalogue/categories');
    const cat = (id: number, slug: string, count: number) => ({ id, name: slug, slug, count, description: '' });
    const categories = [
      cat(15, 'uncategorized', 0),
      cat(16, 'necklaces', 11),
      cat(17, 'rings', 3),
      cat(18, 'hidden-only', 2),
    ];
    const listed = [
      { categories: [{ id: 16, name: 'Necklaces', slug: 'necklaces' }] },
      { categories: [{ id: 17, name: 'Rings', slug: 'rings' }] },
    ];
    expect(browsableCategories(categories, listed).map((c) => c.slug)).toEqual(['necklaces', 'rings']);
  });
});
