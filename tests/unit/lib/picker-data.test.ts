import { describe, expect, it } from 'vitest';
import { packPickerData, unpackPickerData } from '../../../src/lib/catalogue/picker-data';
import { productSchema } from '../../../src/lib/schemas/product';
import { readFileSync } from 'node:fs';
import { productRecord } from '../../../src/lib/catalogue/records';

const ring = productSchema.parse(
  productRecord(JSON.parse(readFileSync('content/catalogue/products/nile-pearl-ring.json', 'utf8'))),
);

describe("the product page's option data", () => {
  it('reads back every variant field the page follows, as the catalogue has it', () => {
    const back = unpackPickerData(packPickerData(ring));
    expect(back.variants).toEqual(
      ring.variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        attributes: v.attributes,
        price: v.price,
        regular_price: v.regular_price,
        on_sale: v.on_sale,
        purchasable: v.purchasable,
        stock_status: v.stock_status,
        stock_quantity: v.stock_quantity,
        manage_stock: v.manage_stock,
        backorders: v.backorders,
        image: v.image?.src ?? null,
      })),
    );
    expect(back.attributes.every((a) => a.variation)).toBe(true);
  });

  it('keeps what differs from the usual: a sale, a sold-out size, backorders, a picture of its own', () => {
    const [first, second, ...rest] = ring.variants;
    const odd = {
      ...ring,
      variants: [
        { ...first!, on_sale: true, sale_price: '500.00', price: '500.00', backorders: 'notify' as const },
        { ...second!, stock_status: 'outofstock' as const, purchasable: false, stock_quantity: 0 },
        ...rest,
      ],
    };
    const [a, b] = unpackPickerData(packPickerData(odd)).variants;
    expect(a).toMatchObject({
      on_sale: true,
      price: '500.00',
      regular_price: first!.regular_price,
      backorders: 'notify',
    });
    expect(b).toMatchObject({ stock_status: 'outofstock', purchasable: false, stock_quantity: 0 });
    // Fields at their usual value are not written into the page.
    expect(packPickerData(ring)).not.toContain('"on_sale"');
  });
});
