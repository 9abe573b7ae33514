import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { liveProducts } from '../../../src/lib/api/catalogue';
import { liveProductSchema, liveProductsAnswer, productSchema } from '../../../src/lib/schemas/product';
import { productRecord } from '../../../src/lib/catalogue/records';
import { liveProduct } from '../../../src/server/params';

/** The live answer for every product of the sample catalogue, as the server makes it. */
function answer() {
  const dir = path.resolve('content/catalogue/products');
  const products = readdirSync(dir).map((f) =>
    productSchema.parse(productRecord(JSON.parse(readFileSync(path.join(dir, f), 'utf8')))),
  );
  return { products: products.map(liveProduct) };
}

describe("a page's read of live prices and stock (no schema library in the browser)", () => {
  it('reads exactly what the schema reads from a real answer, variants included', () => {
    const real = answer();
    expect(real.products.some((p) => p.variants.length > 0)).toBe(true);
    expect(liveProducts(real)).toEqual(liveProductsAnswer.parse(real).products);
  });

  it('keeps only products the schema would take, and refuses an answer that is not one', () => {
    const [first, second, third] = answer().products;
    const broken = [
      { ...first, price: 12 },
      { ...second, stock_status: 'gone' },
      { ...third, variants: [{ id: 1, price: null }] },
    ];
    const kept = liveProducts({ products: [...broken, first] });
    expect(kept.map((p) => p.id)).toEqual([first!.id]);
    for (const p of broken) expect(liveProductSchema.safeParse(p).success).toBe(false);
    expect(() => liveProducts({ items: [] })).toThrow();
    expect(() => liveProducts(null)).toThrow();
  });
});
