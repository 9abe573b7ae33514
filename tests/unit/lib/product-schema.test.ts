import { describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, writeFile, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { productSchema, categorySchema } from '../../../src/lib/schemas/product';
import * as z from 'zod/mini';
import { catalogueLoader } from '../../../src/loaders/catalogue/loader';
import { productRecord } from '../../../src/lib/catalogue/records';

const catalogueDir = path.resolve('content/catalogue');

async function sampleProducts() {
  const dir = path.join(catalogueDir, 'products');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8'))));
}

describe('sample catalogue', () => {
  const parsed = async () => (await sampleProducts()).map((p) => productSchema.parse(productRecord(p)));

  it('has 34 valid products, 33 of them listed in four categories whose counts match', async () => {
    const products = await parsed();
    const categories = z
      .array(categorySchema)
      .parse(JSON.parse(await readFile(path.join(catalogueDir, 'categories.json'), 'utf8')));
    expect(products).toHaveLength(34);
    // The printable ring sizer is found by search and linked from the size guide, not listed.
    const listed = products.filter((p) => p.catalog_visibility === 'visible' || p.catalog_visibility === 'catalog');
    expect(listed).toHaveLength(33);
    const counts = Object.fromEntries(categories.map((c) => [c.name, c.count]));
    expect(counts).toEqual({ Necklaces: 11, Rings: 8, Bracelets: 5, Earrings: 9 });
    for (const c of categories)
      expect(listed.filter((p) => p.categories.some((x) => x.id === c.id))).toHaveLength(c.count);
    const ids = new Set(products.map((p) => p.id));
    for (const p of products) {
      expect(p.sku).toBe(`EGJ-${p.id}`);
      for (const v of p.variants) expect(v.sku).toMatch(new RegExp(`^EGJ-${p.id}-`));
      for (const r of p.related_ids) expect(ids.has(r)).toBe(true);
    }
    expect(products.some((p) => p.on_sale)).toBe(true);
    expect(products.filter((p) => p.stock_status === 'onbackorder')).toHaveLength(1);
    expect(products.some((p) => p.stock_status === 'outofstock')).toBe(true);
  });

  it('sells rings in sizes, necklaces in lengths, a piece in two metals and a virtual piece', async () => {
    const products = await parsed();
    const rings = products.filter(
      (p) => p.categories.some((c) => c.slug === 'rings') && p.catalog_visibility === 'visible',
    );
    expect(rings).toHaveLength(8);
    for (const ring of rings) {
      expect(ring.type).toBe('variable');
      expect(ring.attributes.some((a) => a.variation && a.name === 'Size')).toBe(true);
    }
    // A size sold out while the others are not.
    expect(
      rings.some(
        (r) =>
          r.variants.some((v) => v.stock_status === 'outofstock') &&
          r.variants.some((v) => v.stock_status === 'instock'),
      ),
    ).toBe(true);
    const byLength = products.filter((p) => p.attributes.some((a) => a.variation && a.name === 'Length'));
    expect(byLength.length).toBeGreaterThanOrEqual(2);
    for (const p of byLength) expect(new Set(p.variants.map((v) => v.price)).size).toBe(p.variants.length);
    const metals = products.find((p) => p.attributes.some((a) => a.variation && a.name === 'Metal'))!;
    expect(new Set(metals.variants.map((v) => v.price)).size).toBe(2);
    expect(new Set(metals.variants.map((v) => v.image?.src)).size).toBe(2);
    expect(products.filter((p) => p.virtual).map((p) => p.name)).toEqual(['Printable Ring Sizer']);
  });
});

describe('catalogue loader', () => {
  it('rejects a malformed product, naming the file, the product and the field', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cat-'));
    await mkdir(path.join(dir, 'products'));
    await writeFile(path.join(dir, 'categories.json'), '[]');
    const good = (await sampleProducts()).find((p) => p.type === 'simple');
    await writeFile(path.join(dir, 'products', 'broken-necklace.json'), JSON.stringify({ ...good, price: 'cheap' }));
    const stored: unknown[] = [];
    const ctx = {
      store: { clear() {}, set: (e: unknown) => stored.push(e) },
      parseData: async ({ data }: { data: unknown }) => data,
      logger: { info() {} },
      generateDigest: () => '',
    };
    await expect(catalogueLoader('products', dir).load(ctx as never)).rejects.toThrow(
      new RegExp(`broken-necklace\\.json \\(product ${good.id} "${good.name}"\\)[\\s\\S]*field "price"`),
    );
    expect(stored).toHaveLength(0);
  });

  it('loads a good product', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cat-'));
    await mkdir(path.join(dir, 'products'));
    await writeFile(
      path.join(dir, 'categories.json'),
      await readFile(path.join(catalogueDir, 'categories.json'), 'utf8'),
    );
    await writeFile(path.join(dir, 'products', 'fine.json'), JSON.stringify((await sampleProducts())[0]));
    const stored: { id: string }[] = [];
    const ctx = {
      store: { clear() {}, set: (e: { id: string }) => stored.push(e) },
      parseData: async ({ data }: { data: unknown }) => data,
      logger: { info() {} },
      generateDigest: () => '',
    };
    await catalogueLoader('products', dir).load(ctx as never);
    expect(stored).toHaveLength(1);
  });
});

describe('what an editor gets wrong that the schema cannot see', () => {
  const ctx = () => ({
    store: { clear() {}, set() {} },
    parseData: async ({ data }: { data: unknown }) => data,
    logger: { info() {} },
    generateDigest: () => '',
  });
  async function catalogueWith(product: Record<string, unknown>, categories?: unknown) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cat-'));
    await mkdir(path.join(dir, 'products'));
    await writeFile(
      path.join(dir, 'categories.json'),
      categories ? JSON.stringify(categories) : await readFile(path.join(catalogueDir, 'categories.json'), 'utf8'),
    );
    await writeFile(path.join(dir, 'products', 'siwa-moon-ring.json'), JSON.stringify(product));
    return dir;
  }

  it('a picture name with a typo fails the build, naming the file, the product and the field', async () => {
    const good = (await sampleProducts())[0];
    const images = [{ ...good.images[0], src: 'golden-lotus-necklce.svg' }];
    const dir = await catalogueWith({ ...good, images });
    await expect(catalogueLoader('products', dir).load(ctx() as never)).rejects.toThrow(
      `siwa-moon-ring.json (product ${good.id} "${good.name}"):\n  field "images.0.src": "golden-lotus-necklce.svg" is not a file in content/catalogue/images`,
    );
  });

  it('a category that categories.json does not have fails the build, listing the ones it has', async () => {
    const good = (await sampleProducts())[0];
    const dir = await catalogueWith({ ...good, categories: [{ id: 19, name: 'Anklets', slug: 'anklets' }] });
    await expect(catalogueLoader('products', dir).load(ctx() as never)).rejects.toThrow(
      /field "categories\.0": \{"id":19,"name":"Anklets","slug":"anklets"\} is not a category of categories\.json; use one of: \{"id":15,"name":"Necklaces","slug":"necklaces"\}/,
    );
  });

  it("a category's count that is not its number of products fails the build, saying the right count", async () => {
    const categories = JSON.parse(await readFile(path.join(catalogueDir, 'categories.json'), 'utf8')) as {
      name: string;
      count: number;
    }[];
    const rings = categories.find((c) => c.name === 'Rings')!;
    const wrong = categories.map((c) => (c === rings ? { ...c, count: 9 } : c));
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cat-'));
    await mkdir(path.join(dir, 'products'));
    await writeFile(path.join(dir, 'categories.json'), JSON.stringify(wrong));
    for (const p of await sampleProducts())
      await writeFile(path.join(dir, 'products', `${p.slug}.json`), JSON.stringify(p));
    await expect(catalogueLoader('categories', dir).load(ctx() as never)).rejects.toThrow(
      '"Rings" has count 9, but 8 products are in it: set its count to 8',
    );
    await writeFile(path.join(dir, 'categories.json'), JSON.stringify(categories));
    await expect(catalogueLoader('categories', dir).load(ctx() as never)).resolves.toBeUndefined();
  });

  describe('variants', () => {
    const ring = async () => (await sampleProducts()).find((p) => p.slug === 'nile-pearl-ring')!;
    const fails = async (product: Record<string, unknown>, message: string | RegExp) => {
      const dir = await catalogueWith(product);
      await expect(catalogueLoader('products', dir).load(ctx() as never)).rejects.toThrow(message);
    };

    it('a size the ring does not list fails the build, naming the file, the product and the field', async () => {
      const good = await ring();
      const variants = good.variants.map((v: { attributes: { name: string }[] }, i: number) =>
        i === 1 ? { ...v, attributes: v.attributes.map((a) => (a.name === 'Size' ? { ...a, option: '7.5' } : a)) } : v,
      );
      await fails(
        { ...good, variants },
        `siwa-moon-ring.json (product ${good.id} "${good.name}"):\n  field "variants.1.attributes.1.option": "7.5" is not a value of "Size"; use one of: "5", "6", "7", "8", "9"`,
      );
    });

    it('two variants with the same choice fail the build', async () => {
      const good = await ring();
      const variants = good.variants.map((v: object, i: number) =>
        i === 2 ? { ...v, attributes: good.variants[0].attributes } : v,
      );
      await fails({ ...good, variants }, /field "variants\.2\.attributes": the same choice as variant 0/);
    });

    it('a variant without a price fails the build, naming the variant and the field', async () => {
      const good = await ring();
      const variants = good.variants.map((v: object, i: number) =>
        i === 3 ? { ...v, price: '', regular_price: '' } : v,
      );
      await fails({ ...good, variants }, /field "variants\.3\.price": price is required/);
    });

    it("a variant's picture that is not a file fails the build", async () => {
      const good = (await sampleProducts()).find((p) => p.slug === 'nubian-gold-hoop-earrings')!;
      const variants = good.variants.map((v: { image: object }, i: number) =>
        i === 1 ? { ...v, image: { ...v.image, src: 'nubian-hoop-silvr.svg' } } : v,
      );
      await fails({ ...good, variants }, /field "variants\.1\.image\.src": "nubian-hoop-silvr\.svg" is not a file/);
    });

    it('a variant id that is a product id fails the build', async () => {
      const good = await ring();
      const variants = good.variants.map((v: object, i: number) => (i === 0 ? { ...v, id: good.id } : v));
      await fails({ ...good, variants }, /field "variants\.0\.id": id 102 is already the product's/);
    });
  });
});
