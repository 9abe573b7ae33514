import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../../src/lib/constants';
import { available, computeCart, lineKey } from '../../../src/server/drivers/embedded/cart-math';
import { product } from './fixtures';

const stock = (q: number | null, over = {}) => ({
  stock_quantity: q,
  stock_status: 'instock' as const,
  manage_stock: q !== null,
  backorders: 'no' as const,
  ...over,
});
const line = (id: number, quantity: number, name = `Piece ${id}`) => ({
  line_key: lineKey(id),
  product_id: id,
  name,
  quantity,
});

describe('cart math', () => {
  it('keys a line by product, stably', () => {
    expect(lineKey(7)).toBe(lineKey(7));
    expect(lineKey(7)).not.toBe(lineKey(8));
    expect(lineKey(7)).toMatch(/^[a-f0-9]{32}$/);
  });

  it('adds line totals in piastres without drift', () => {
    const { cart } = computeCart([
      {
        line: line(1, 3),
        product: product(1, { price: '0.10', regular_price: '0.10' }),
        stock: stock(10),
        image: '/a.svg',
      },
      {
        line: line(2, 1),
        product: product(2, { price: '0.20', regular_price: '0.20' }),
        stock: stock(null),
        image: '/b.svg',
      },
    ]);
    expect(cart.totals.subtotal).toBe('0.50');
    expect(cart.item_count).toBe(4);
    expect(cart.items[0]!.totals.total).toBe('0.30');
    // Unlimited stock: the shop's cap per line.
    expect(cart.items[1]!.max_quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('trims a line to the stock left and says so', () => {
    const { cart, trim } = computeCart([{ line: line(1, 5), product: product(1), stock: stock(2), image: '' }]);
    expect(cart.items[0]!.quantity).toBe(2);
    expect(trim).toEqual([{ key: lineKey(1), quantity: 2, reducedFrom: 5 }]);
    expect(cart.items[0]!.reduced_from).toBe(5);
    expect(cart.notices).toEqual(['Only 2 of Piece 1 left in stock.']);
  });

  it('drops a product that left the catalogue, naming it', () => {
    const { cart, drop } = computeCart([
      { line: line(9, 1, 'Old Ring'), product: undefined, stock: undefined, image: '' },
    ]);
    expect(cart.items).toEqual([]);
    expect(drop).toEqual([lineKey(9)]);
    expect(cart.notices[0]).toBe('Old Ring is no longer available and was removed from your cart.');
  });

  it('treats backorders and unmanaged stock as unbounded', () => {
    expect(available(stock(0, { backorders: 'yes' }))).toBe(Infinity);
    expect(available(stock(null))).toBe(Infinity);
    expect(available(stock(null, { stock_status: 'outofstock' }))).toBe(0);
    expect(available(stock(-3))).toBe(0);
  });
});
