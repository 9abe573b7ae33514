import { describe, expect, it } from 'vitest';
import { productSchema, type Product } from '../../../src/lib/schemas/product';
import { MSG } from '../../../src/lib/messages';
import { PLACEHOLDER_IMAGE } from '../../../src/lib/catalogue/placeholder';
import { findVariant, valueStates } from '../../../src/lib/catalogue/variants';
import { reshapeProduct } from '../../../src/server/drivers/woocommerce/reshape/products';
import type { StoreUnits } from '../../../src/server/drivers/woocommerce/reshape/units';
import { wooProductSchema, wooVariationSchema } from '../../../src/server/drivers/woocommerce/schemas/catalogue';
import { wooCatalogueSource, withPieces } from '../../../src/loaders/catalogue/woocommerce-source';
import { realFixture, startFakeWoo } from '../../fixtures/woocommerce-fake-server';
import { KEYS, useFakeWoo } from './helpers';

/**
 * Every kind of product a real WooCommerce 10 store answers (tests/fixtures/woocommerce-real: the
 * owner's variable ring and chain, WooCommerce's own sample products), reshaped to the shop's
 * Product: each must pass the shop's schema and mean what the store means.
 */
const KG: StoreUnits = { weight: 'kg', dimension: 'cm' };
const product = (name: string) => wooProductSchema.parse(realFixture(name));
const variations = (name: string) => realFixture<unknown[]>(name).map((v) => wooVariationSchema.parse(v));

function reshaped(file: string, variationsFile?: string, units = KG): Product {
  const r = reshapeProduct(product(file), {
    units,
    variations: variationsFile ? variations(variationsFile) : undefined,
  });
  if (!r.ok) throw new Error(r.reason);
  const checked = productSchema.safeParse(r.value);
  expect(checked.error?.issues ?? [], file).toEqual([]);
  return r.value;
}

describe('a variable product (v3-product-variable-*, v3-product-variations-*)', () => {
  it('the ring: sizes from the global attribute pa_ring-size, each variation a variant with its SKU, price and stock', () => {
    const ring = reshaped('v3-product-variable-ring.json', 'v3-product-variations-ring.json');
    expect(ring).toMatchObject({ id: 47, type: 'variable', name: 'Lotus Stacking Ring' });
    expect(ring.attributes).toEqual([{ id: 3, name: 'Ring size', options: ['6', '7', '8'], variation: true }]);
    const bySize = Object.fromEntries(ring.variants.map((v) => [v.attributes[0]!.option, v]));
    expect(bySize['6']).toMatchObject({ id: 48, sku: 'NEF-RG-LOTUS-6', price: '1100.00', stock_quantity: 4 });
    expect(bySize['7']).toMatchObject({ id: 49, sku: 'NEF-RG-LOTUS-7', price: '1100.00', stock_quantity: 2 });
    // Size 8 is sold out: listed, at its own price, but not in stock.
    expect(bySize['8']).toMatchObject({ id: 50, price: '1150.00', stock_quantity: 0, stock_status: 'outofstock' });
    expect(valueStates(ring, {}, 'Ring size').get('8')).toBe('soldout');
    // The store pre-selects 7; the product's price is its cheapest variant's, in stock while one is.
    expect(ring.default_attributes).toEqual([{ name: 'Ring size', option: '7' }]);
    expect(ring).toMatchObject({ price: '1100.00', stock_status: 'instock', purchasable: true });
    // Stored as 0.004 kg: the shop keeps grams.
    expect(ring.weight).toBe('4');
    expect(ring.variants.every((v) => v.weight === '4')).toBe(true);
  });

  it('the chain: a local attribute (named "Length" on the product, "length" on its variations), one variation on sale, the stock the parent keeps', () => {
    const chain = reshaped('v3-product-variable-necklace.json', 'v3-product-variations-necklace.json');
    expect(chain.attributes).toEqual([
      { id: 0, name: 'Length', options: ['40 cm', '45 cm', '50 cm'], variation: true },
    ]);
    const v45 = findVariant(chain, { Length: '45 cm' })!;
    expect(v45).toMatchObject({
      id: 53,
      price: '1250.00',
      regular_price: '1400.00',
      sale_price: '1250.00',
      on_sale: true,
    });
    expect(findVariant(chain, { Length: '40 cm' })).toMatchObject({ price: '1300.00', on_sale: false, sale_price: '' });
    // manage_stock "parent": each variation answers the parent's 9.
    expect(chain.variants.map((v) => [v.manage_stock, v.stock_quantity])).toEqual([
      [true, 9],
      [true, 9],
      [true, 9],
    ]);
    // Its price is its cheapest variant's, that one's own sale, never another variation's regular price.
    expect(chain).toMatchObject({ price: '1250.00', regular_price: '1400.00', on_sale: true });
  });

  it('the V-Neck: variations for "any" Size, which REST v3 leaves out, are any value of it', () => {
    const vneck = reshaped('v3-product-variable-vneck.json', 'v3-product-variations-vneck.json');
    expect(vneck.attributes.map((a) => [a.name, a.options, a.variation])).toEqual([
      ['Color', ['Blue', 'Green', 'Red'], true],
      ['Size', ['Large', 'Medium', 'Small'], true],
    ]);
    expect(vneck.variants.find((v) => v.id === 36)!.attributes).toEqual([
      { name: 'Color', option: 'Red' },
      { name: 'Size', option: '' },
    ]);
    expect(findVariant(vneck, { Color: 'Red', Size: 'Large' })?.id).toBe(36);
    expect(findVariant(vneck, { Color: 'Blue', Size: 'Small' })).toMatchObject({ id: 38, price: '15.00' });
    expect(findVariant(vneck, { Color: 'Red' })).toBeUndefined();
  });

  it('the Hoodie: a global and a local attribute together, one variation on sale', () => {
    const hoodie = reshaped('v3-product-variable-hoodie.json', 'v3-product-variations-hoodie.json');
    expect(findVariant(hoodie, { Color: 'Blue', Logo: 'Yes' })?.id).toBe(46);
    expect(findVariant(hoodie, { Color: 'Red', Logo: 'No' })).toMatchObject({ id: 39, price: '42.00', on_sale: true });
    // Red with a logo is not made.
    expect(findVariant(hoodie, { Color: 'Red', Logo: 'Yes' })).toBeUndefined();
    expect(hoodie).toMatchObject({ price: '42.00', regular_price: '45.00' });
  });

  it('is left out, with the reason, without a variation that has a price', () => {
    const r = reshapeProduct(product('v3-product-variable-ring.json'), { units: KG, variations: [] });
    expect(r).toEqual({ ok: false, reason: MSG.leftOutNoVariations });
    const unpriced = variations('v3-product-variations-ring.json').map((v) => ({ ...v, price: '', regular_price: '' }));
    expect(reshapeProduct(product('v3-product-variable-ring.json'), { units: KG, variations: unpriced })).toEqual({
      ok: false,
      reason: MSG.leftOutNoVariations,
    });
  });
});

describe('grouped, external and virtual products', () => {
  it('a grouped product lists its pieces, costs what its cheapest piece does, and is never bought itself', () => {
    const grouped = reshaped('v3-product-grouped.json');
    expect(grouped).toMatchObject({
      type: 'grouped',
      grouped_products: [24, 25, 26],
      purchasable: false,
      price: '18.00',
    });
  });

  it('an external product keeps where it is sold and its button, and is not bought here', () => {
    const pennant = reshaped('v3-product-external.json');
    expect(pennant).toMatchObject({
      type: 'external',
      external_url: 'https://mercantile.wordpress.org/product/wordpress-pennant/',
      button_text: 'Buy on the WordPress swag store!',
      price: '11.05',
      purchasable: false,
    });
  });

  it('a virtual, downloadable product needs no shipping', () => {
    expect(reshaped('v3-product-virtual-downloadable.json')).toMatchObject({
      virtual: true,
      downloadable: true,
      shipping_required: false,
    });
  });

  it("a product without a picture (REST v3 answers images: []) gets the shop's own placeholder, never a store URL", () => {
    const belt = reshaped('v3-product-without-image.json');
    expect(belt.images).toEqual([{ id: 0, src: PLACEHOLDER_IMAGE, name: 'placeholder', alt: MSG.noPicture('Belt') }]);
  });

  it('a scheduled sale that has not started shows the regular price, with its dates', () => {
    const soon = reshaped('v3-product-scheduled-sale.json');
    expect(soon).toMatchObject({ price: '1000.00', sale_price: '', on_sale: false });
    expect(soon.date_on_sale_from).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it("a sale that started shows its price only once WooCommerce's cart charges it (after its daily job)", () => {
    // WooCommerce says on_sale from the start date, but its cart charges price, still 100.00 until
    // WP-Cron's scheduled-sales job writes 80.00 into it: the shop shows what the cart charges.
    expect(reshaped('v3-product-sale-started-before-cron.json')).toMatchObject({
      price: '100.00',
      sale_price: '',
      on_sale: false,
    });
    expect(reshaped('v3-product-sale-started-after-cron.json')).toMatchObject({
      price: '80.00',
      regular_price: '100.00',
      sale_price: '80.00',
      on_sale: true,
    });
  });
});

describe("the store's units (v3-settings-products)", () => {
  it('weights and dimensions become grams and centimetres from the unit the store writes them in', () => {
    const earrings = realFixture<any[]>('v3-products-all-types.json').find((p) => p.id === 21);
    const as = (weight: string, dimension: string) =>
      reshapeProduct(wooProductSchema.parse({ ...earrings, dimensions: { length: '2.5', width: '', height: '0.1' } }), {
        units: { weight, dimension },
      });
    // "0.05" in a store that weighs in kg is 50 g, not "0.05 g".
    expect(as('kg', 'cm')).toMatchObject({
      ok: true,
      value: { weight: '50', dimensions: { length: '2.5', width: '', height: '0.1' } },
    });
    expect(as('g', 'mm')).toMatchObject({ value: { weight: '0.05', dimensions: { length: '0.25', height: '0.01' } } });
    expect(as('lbs', 'in')).toMatchObject({
      value: { weight: '22.68', dimensions: { length: '6.35', height: '0.254' } },
    });
    expect(as('oz', 'm')).toMatchObject({ value: { weight: '1.417', dimensions: { length: '250' } } });
  });
});

describe('the build reads every kind the real store holds (v3-products-all-types)', () => {
  const ctx = useFakeWoo();

  function realStore() {
    const V3 = '/wp-json/wc/v3';
    ctx.woo.route(`GET ${V3}/products`, (req) => ({
      headers: { 'X-WP-TotalPages': '1' },
      body: req.query.per_page === '1' ? [] : realFixture('v3-products-all-types.json'),
    }));
    for (const [id, file] of [
      [47, 'ring'],
      [51, 'necklace'],
      [22, 'vneck'],
      [23, 'hoodie'],
    ] as const)
      ctx.woo.route(`GET ${V3}/products/${id}/variations`, {
        headers: { 'X-WP-TotalPages': '1' },
        body: realFixture(`v3-product-variations-${file}.json`),
      });
  }

  it('every published product is a product of the shop: variable, grouped, external, virtual, without pictures, in grams', async () => {
    realStore();
    const source = wooCatalogueSource(
      {
        WOOCOMMERCE_URL: ctx.woo.url,
        WOOCOMMERCE_CONSUMER_KEY: KEYS.consumerKey,
        WOOCOMMERCE_CONSUMER_SECRET: KEYS.consumerSecret,
      },
      { log: (m) => ctx.logs.push(m) },
    )!;
    const records = await source.products();
    expect(records.filter((r) => r.leftOut)).toEqual([]);
    expect(records).toHaveLength(27);
    const byId = new Map(records.map((r) => [r.data.id, productSchema.parse(r.data)]));
    expect(
      [...byId.values()]
        .filter((p) => p.type === 'variable')
        .map((p) => p.id)
        .sort(),
    ).toEqual([22, 23, 47, 51]);
    expect(byId.get(44)).toMatchObject({ type: 'grouped', grouped_products: [24, 25, 26] });
    expect(byId.get(45)).toMatchObject({ type: 'external' });
    // The kit's pieces weigh 0.05 kg each: 50 g.
    expect(byId.get(21)!.weight).toBe('50');
    // Each variable product's variations were read once; the units once.
    expect(ctx.woo.calls('GET', '/wp-json/wc/v3/products/47/variations')).toHaveLength(1);
    expect(ctx.woo.calls('GET', '/wp-json/wc/v3/settings/products')).toHaveLength(1);
  });

  it('a variable product without variations is left out with its reason; the rest of the catalogue is read', async () => {
    realStore();
    ctx.woo.route('GET /wp-json/wc/v3/products/47/variations', { headers: { 'X-WP-TotalPages': '1' }, body: [] });
    // A variation of the V-Neck answered in a form the shop cannot read: that variation only is skipped.
    ctx.woo.route('GET /wp-json/wc/v3/products/22/variations', {
      headers: { 'X-WP-TotalPages': '1' },
      body: [...realFixture<any[]>('v3-product-variations-vneck.json'), { id: 'x' }],
    });
    const source = wooCatalogueSource(
      {
        WOOCOMMERCE_URL: ctx.woo.url,
        WOOCOMMERCE_CONSUMER_KEY: KEYS.consumerKey,
        WOOCOMMERCE_CONSUMER_SECRET: KEYS.consumerSecret,
      },
      { log: (m) => ctx.logs.push(m) },
    )!;
    const records = await source.products();
    expect(records.filter((r) => r.leftOut).map((r) => [r.data.id, r.data.name, r.leftOut])).toEqual([
      [47, 'Lotus Stacking Ring', MSG.leftOutNoVariations],
    ]);
    expect(records.filter((r) => !r.leftOut)).toHaveLength(26);
    expect(productSchema.parse(records.find((r) => r.data.id === 22)!.data).variants).toHaveLength(3);
  });
});

describe('grouped products and their pieces (withPieces)', () => {
  const grouped = reshaped('v3-product-grouped.json');
  const piece = (id: number, price: string) => ({
    ...reshaped('v3-product-without-image.json'),
    id,
    price,
    regular_price: price,
    sale_price: '',
    on_sale: false,
  });
  const fetched = (p: Product) => ({ url: `u/${p.id}`, id: p.id, name: p.name, product: p });

  it('lists only the pieces the shop shows, and costs what the cheapest of them costs', () => {
    const records = withPieces([fetched(grouped), fetched(piece(25, '18.00')), fetched(piece(26, '12.00'))]);
    const set = productSchema.parse(records.find((r) => r.data.id === 44)!.data);
    expect(set).toMatchObject({ grouped_products: [25, 26], price: '12.00', purchasable: false });
  });

  it('is left out when none of its pieces is in the shop', () => {
    const records = withPieces([
      fetched(grouped),
      { url: 'u/24', id: 24, name: 'Hoodie with Logo', reason: MSG.leftOutNoPrice },
    ]);
    expect(records.map((r) => [r.data.id, r.leftOut])).toEqual([
      [44, MSG.leftOutPiecesGone],
      [24, MSG.leftOutNoPrice],
    ]);
  });
});

describe('a store answer the shop cannot read at all', () => {
  it('leaves that product out, never the catalogue', async () => {
    const woo = await startFakeWoo();
    try {
      const good = realFixture<any[]>('v3-products-all-types.json').find((p) => p.id === 27);
      woo.route('GET /wp-json/wc/v3/products', (req) => ({
        headers: { 'X-WP-TotalPages': '1' },
        body: req.query.per_page === '1' ? [] : [good, { id: 99, name: 'Odd', categories: 'not a list' }],
      }));
      const source = wooCatalogueSource({
        WOOCOMMERCE_URL: woo.url,
        WOOCOMMERCE_CONSUMER_KEY: KEYS.consumerKey,
        WOOCOMMERCE_CONSUMER_SECRET: KEYS.consumerSecret,
      })!;
      const records = await source.products();
      expect(records.map((r) => [r.data.id, r.leftOut ? 'left out' : 'shown'])).toEqual([
        [27, 'shown'],
        [99, 'left out'],
      ]);
      expect(records[1]!.leftOut).toMatch(/^WooCommerce answered it in a form the shop cannot read \(categories/);
    } finally {
      await woo.close();
    }
  });
});
