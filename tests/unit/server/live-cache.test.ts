import { describe, expect, it } from 'vitest';
import { liveCache } from '../../../src/server/live-cache';
import type { LiveProduct } from '../../../src/server/backend';

const live = (id: number, price = '100.00'): LiveProduct => ({
  id,
  price,
  regular_price: price,
  sale_price: '',
  on_sale: false,
  purchasable: true,
  stock_status: 'instock',
  stock_quantity: 3,
  manage_stock: true,
  backorders: 'no',
  average_rating: '0.00',
  rating_count: 0,
  variants: [],
});

describe('the live answers kept for a busy listing', () => {
  it('asks the store once per window for the same products, then again once it has passed', async () => {
    let t = 0;
    const asked: number[][] = [];
    let price = '100.00';
    const read = async (ids: number[]) => (asked.push(ids), ids.filter((id) => id !== 9).map((id) => live(id, price)));
    const cache = liveCache(10_000, () => t);
    expect((await cache.get([1, 2, 9], read)).map((p) => p.id)).toEqual([1, 2]);
    price = '80.00';
    t = 9_999;
    // A hundred shoppers within the window: no more reads, not even for the unknown id.
    for (let i = 0; i < 100; i++) await cache.get([2, 1, 9], read);
    expect(asked).toEqual([[1, 2, 9]]);
    expect((await cache.get([1, 3], read)).map((p) => [p.id, p.price])).toEqual([
      [1, '100.00'],
      [3, '80.00'],
    ]);
    t = 10_000;
    expect((await cache.get([1], read))[0]!.price).toBe('80.00');
    expect(asked).toEqual([[1, 2, 9], [3], [1]]);
  });

  it('forgets a product the store says changed', async () => {
    const asked: number[][] = [];
    const read = async (ids: number[]) => (asked.push(ids), ids.map((id) => live(id)));
    const cache = liveCache(10_000, () => 0);
    await cache.get([1, 2], read);
    cache.forget([2]);
    await cache.get([1, 2], read);
    expect(asked).toEqual([[1, 2], [2]]);
  });
});
