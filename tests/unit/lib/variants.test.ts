import { describe, expect, it } from 'vitest';
import { productSchema, type Product } from '../../../src/lib/schemas/product';
import {
  choiceFromParams,
  defaultChoice,
  findVariant,
  lineLabel,
  missingOption,
  paramsOfChoice,
  priceRange,
  valueStates,
  variantSummary,
  withGroupedPrices,
} from '../../../src/lib/catalogue/variants';
import { productRecord } from '../../../src/lib/catalogue/records';

const variant = (id: number, size: string, metal: string, price: string, stock: number) => ({
  id,
  sku: `R-${id}`,
  attributes: [
    { name: 'Size', option: size },
    { name: 'Metal', option: metal },
  ],
  price,
  regular_price: price,
  stock_quantity: stock,
  stock_status: stock > 0 ? 'instock' : 'outofstock',
});

/** A ring in sizes 6-8 and two metals; gold is made in 7 only; silver 8 is sold out. */
function ring(over: Record<string, unknown> = {}): Product {
  return productSchema.parse(
    productRecord({
      id: 1,
      name: 'Lotus Ring',
      slug: 'lotus-ring',
      type: 'variable',
      date_created: '2026-01-01T00:00:00',
      description: '',
      short_description: '',
      sku: 'R',
      categories: [{ id: 1, name: 'Rings', slug: 'rings' }],
      images: [{ id: 1, src: 'r.svg', name: 'r', alt: 'A ring' }],
      attributes: [
        { name: 'Size', options: ['6', '7', '8'], variation: true },
        { name: 'Metal', options: ['Sterling Silver', '18k Gold'], variation: true },
        { name: 'Stone', options: ['Turquoise'] },
      ],
      variants: [
        variant(11, '6', 'Sterling Silver', '900.00', 3),
        variant(12, '7', 'Sterling Silver', '900.00', 2),
        variant(13, '8', 'Sterling Silver', '950.00', 0),
        variant(14, '7', '18k Gold', '4200.00', 1),
      ],
      default_attributes: [
        { name: 'Size', option: '7' },
        { name: 'Metal', option: 'Sterling Silver' },
      ],
      ...over,
    }),
  );
}

describe('products with options', () => {
  it("a variable product costs its cheapest sellable variant's price, in stock while any variant is", () => {
    const p = ring();
    expect([p.price, p.stock_status, p.manage_stock]).toEqual(['900.00', 'instock', false]);
    expect(priceRange(p)).toEqual({ min: '900.00', max: '4200.00' });
    const soldOut = variantSummary(p.variants.map((v) => ({ ...v, stock_status: 'outofstock' as const })));
    expect(soldOut?.stock_status).toBe('outofstock');
  });

  it('a complete choice names one variant; an open option is named', () => {
    const p = ring();
    expect(findVariant(p, { Size: '7', Metal: '18k Gold' })?.id).toBe(14);
    expect(findVariant(p, { Size: '6', Metal: '18k Gold' })).toBeUndefined();
    expect(findVariant(p, { Size: '7' })).toBeUndefined();
    expect(missingOption(p, { Metal: '18k Gold' })).toBe('Size');
    expect(missingOption(p, { Size: '7', Metal: '18k Gold' })).toBeNull();
  });

  it("an 'any' value fits every value of its option", () => {
    const p = ring({
      variants: [{ ...variant(21, '', 'Sterling Silver', '900.00', 5) }, variant(22, '7', '18k Gold', '4200.00', 1)],
    });
    expect(findVariant(p, { Size: '8', Metal: 'Sterling Silver' })?.id).toBe(21);
  });

  it('values that make no variant are not offered; sold-out ones are marked', () => {
    const p = ring();
    expect(Object.fromEntries(valueStates(p, { Metal: 'Sterling Silver' }, 'Size'))).toEqual({
      6: 'available',
      7: 'available',
      8: 'soldout',
    });
    expect(Object.fromEntries(valueStates(p, { Metal: '18k Gold' }, 'Size'))).toEqual({
      6: 'none',
      7: 'available',
      8: 'none',
    });
  });

  it("the page starts at the store's default, and a shared address opens its choice", () => {
    const p = ring();
    expect(defaultChoice(p)).toEqual({ Size: '7', Metal: 'Sterling Silver' });
    const params = paramsOfChoice(p, { Size: '7', Metal: '18k Gold' });
    expect(params.toString()).toBe('size=7&metal=18k-gold');
    expect(choiceFromParams(p, new URLSearchParams('size=8&metal=STERLING%20silver&stone=x'))).toEqual({
      Size: '8',
      Metal: 'Sterling Silver',
    });
  });

  it('a line names its choice', () => {
    expect(lineLabel('Lotus Ring', [{ name: 'Size', option: '7' }])).toBe('Lotus Ring (Size: 7)');
    expect(lineLabel('Lotus Ring', [])).toBe('Lotus Ring');
  });

  it("a grouped product costs its cheapest piece's price and is bought through its pieces", () => {
    const piece = (id: number, price: string, type = 'simple', over: object = {}) =>
      productSchema.parse({
        id,
        name: `Piece ${id}`,
        slug: `piece-${id}`,
        type,
        date_created: '2026-01-01T00:00:00',
        description: '',
        short_description: '',
        sku: `P-${id}`,
        price,
        regular_price: price,
        manage_stock: false,
        stock_status: 'instock',
        categories: [{ id: 1, name: 'Rings', slug: 'rings' }],
        images: [{ id: 1, src: 'r.svg', name: 'r', alt: 'A piece' }],
        ...over,
      });
    const set = piece(9, '', 'grouped', { grouped_products: [3, 4] });
    const [grouped] = withGroupedPrices([set, piece(3, '700.00'), piece(4, '450.00')]);
    expect([grouped!.price, grouped!.purchasable]).toEqual(['450.00', false]);
  });
});
