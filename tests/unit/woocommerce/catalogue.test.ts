import { describe, expect, it } from 'vitest';
import { productSchema, categorySchema } from '../../../src/lib/schemas/product';
import { MSG } from '../../../src/lib/messages';
import { PLACEHOLDER_IMAGE } from '../../../src/lib/catalogue/placeholder';
import { createWooCommerceBackend } from '../../../src/server/drivers/woocommerce';
import { wooCatalogueSource } from '../../../src/loaders/catalogue/woocommerce-source';
import { fixture, startFakeWoo } from '../../fixtures/woocommerce-fake-server';
import { KEYS, expectSigned, storeError, useFakeWoo } from './helpers';

const ctx = useFakeWoo();

describe('WooCommerce catalogue (REST v3)', () => {
  it("answers a page's products live in one products?include= call, leaving out what it cannot sell", async () => {
    const list = fixture<Record<string, unknown>[]>('v3-products-list.json').map((p) => ({
      ...p,
      average_rating: '4.50',
      rating_count: 2,
    }));
    ctx.woo.route('GET /wp-json/wc/v3/products', { headers: { 'X-WP-TotalPages': '1' }, body: list });
    // The documentation's variable product has no variation: nothing a shopper could choose.
    ctx.woo.route('GET /wp-json/wc/v3/products/799/variations', { headers: { 'X-WP-TotalPages': '1' }, body: [] });
    const products = await ctx.backend.getProducts([794, 799, 794]);
    const calls = ctx.woo.calls('GET', '/wp-json/wc/v3/products');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query).toMatchObject({ include: '794,799' });
    // Ratings are WooCommerce's, from its approved reviews.
    expect(products.map((p) => [p.id, p.average_rating, p.rating_count])).toEqual([[794, '4.50', 2]]);
    expect(ctx.logs.join('\n')).toContain(`799 "Ship Your Idea" left out: ${MSG.leftOutNoVariations}`);
  });

  it('reads one product over http, signed with the keys (OAuth 1.0a), and reshapes it to a valid Product', async () => {
    const product = await ctx.backend.getProduct(794);

    const [req] = ctx.woo.calls('GET', '/wp-json/wc/v3/products/794');
    expect(req).toBeDefined();
    expectSigned(req);
    expect(req!.headers.accept).toBe('application/json');

    expect(productSchema.safeParse(product).success).toBe(true);
    expect(product).toMatchObject({
      id: 794,
      name: 'Premium Quality',
      slug: 'premium-quality-19',
      price: '21.99',
      regular_price: '21.99',
      sale_price: '',
      on_sale: false,
      stock_status: 'instock',
      manage_stock: false,
      stock_quantity: null,
      // WooCommerce allows an empty sku and empty alt text; our schema needs both.
      sku: 'WC-794',
      categories: [
        { id: 9, name: 'Clothing', slug: 'clothing' },
        { id: 14, name: 'T-shirts', slug: 't-shirts' },
      ],
      related_ids: [53, 40, 56, 479, 99],
    });
    // Images from WooCommerce stay absolute URLs.
    expect(product.images[0]).toEqual({
      id: 792,
      src: 'https://example.com/wp-content/uploads/2017/03/T_2_front-4.jpg',
      name: '',
      alt: 'Premium Quality',
    });
    expect(product.images[1]!.alt).toBe('Premium Quality, picture 2');
  });

  it('sends the keys as HTTP Basic auth over https, never in the address', async () => {
    const target = ctx.woo.url;
    const viaFake: typeof fetch = (input, init) =>
      fetch(String(input).replace('https://shop.example', target), {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), 'X-Fake-Scheme': 'https' },
      });
    const backend = createWooCommerceBackend({ url: 'https://shop.example/', ...KEYS, fetch: viaFake });
    await backend.getProduct(794);
    const [req] = ctx.woo.calls('GET', '/wp-json/wc/v3/products/794');
    expect(req!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${KEYS.consumerKey}:${KEYS.consumerSecret}`).toString('base64')}`,
    );
    expect(req!.query.consumer_key).toBeUndefined();
    expect(req!.query.consumer_secret).toBeUndefined();
  });

  it('answers 404 "Invalid product ID" for an unknown product', async () => {
    const err = await storeError(ctx.backend.getProduct(999));
    expect(err).toMatchObject({ code: 'invalid_product', status: 404, message: MSG.invalidProductId });
    expect(ctx.woo.calls('GET', '/wp-json/wc/v3/products/999')).toHaveLength(1);
  });

  it('treats a variable product without a variation as unknown: there is nothing to choose', async () => {
    const variable = fixture<any[]>('v3-products-list.json').find((p) => p.id === 799);
    ctx.woo.route('GET /wp-json/wc/v3/products/799', { body: variable });
    ctx.woo.route('GET /wp-json/wc/v3/products/799/variations', { headers: { 'X-WP-TotalPages': '1' }, body: [] });
    const err = await storeError(ctx.backend.getProduct(799));
    expect(err).toMatchObject({ code: 'invalid_product', status: 404, message: MSG.invalidProductId });
  });

  it('lists products with the featured and category filters, leaving out the variation-less one with a warning', async () => {
    ctx.woo.route('GET /wp-json/wc/v3/products/799/variations', { headers: { 'X-WP-TotalPages': '1' }, body: [] });
    const products = await ctx.backend.listProducts({ featured: true, categoryId: 9 });
    const [req] = ctx.woo.calls('GET', '/wp-json/wc/v3/products');
    expect(req!.query).toMatchObject({
      featured: 'true',
      category: '9',
      status: 'publish',
      per_page: '100',
      page: '1',
    });
    expect(products.map((p) => p.id)).toEqual([794]);
    expect(ctx.logs.join('\n')).toMatch(/799 "Ship Your Idea" left out: it is a variable product without/);
  });

  it('lists categories reshaped to the Category schema', async () => {
    const categories = await ctx.backend.listCategories();
    expect(ctx.woo.calls('GET', '/wp-json/wc/v3/products/categories')[0]!.query).toMatchObject({
      per_page: '100',
      page: '1',
    });
    expect(categories).toHaveLength(7);
    expect(categories.find((c) => c.id === 9)).toEqual({
      id: 9,
      name: 'Clothing',
      slug: 'clothing',
      count: 36,
      description: '',
    });
    for (const c of categories) expect(categorySchema.safeParse(c).success).toBe(true);
  });
});

describe('build-time catalogue source', () => {
  it('is off unless the URL and both keys are set', () => {
    expect(wooCatalogueSource({})).toBeNull();
    expect(wooCatalogueSource({ WOOCOMMERCE_URL: 'http://x', WOOCOMMERCE_CONSUMER_KEY: 'ck' })).toBeNull();
  });

  it('follows X-WP-TotalPages, reshapes every product it can show so it passes productSchema, and leaves out the other with its reason', async () => {
    const woo = await startFakeWoo();
    try {
      const list = fixture<any[]>('v3-products-list.json');
      const onSale = {
        ...fixture('v3-product.json'),
        id: 800,
        slug: 'premium-quality-20',
        on_sale: true,
        price: '19.99',
        sale_price: '19.99',
        manage_stock: true,
        stock_quantity: 3,
        images: [],
      };
      woo.route('GET /wp-json/wc/v3/products', (req) => ({
        headers: { 'X-WP-Total': '3', 'X-WP-TotalPages': '2' },
        body: req.query.page === '1' ? list : [onSale],
      }));
      woo.route('GET /wp-json/wc/v3/products/799/variations', { headers: { 'X-WP-TotalPages': '1' }, body: [] });
      const logs: string[] = [];
      const source = wooCatalogueSource(
        {
          WOOCOMMERCE_URL: woo.url,
          WOOCOMMERCE_CONSUMER_KEY: KEYS.consumerKey,
          WOOCOMMERCE_CONSUMER_SECRET: KEYS.consumerSecret,
        },
        { log: (m) => logs.push(m) },
      );
      const records = await source!.products();

      // The store check reads one product first, then every page.
      const pages = woo.calls('GET', '/wp-json/wc/v3/products').slice(1);
      expect(pages.map((r) => [r.query.page, r.query.per_page, r.query.status])).toEqual([
        ['1', '100', 'publish'],
        ['2', '100', 'publish'],
      ]);
      expect(records.map((r) => [r.data.id, r.leftOut])).toEqual([
        [794, undefined],
        [800, undefined],
        [799, MSG.leftOutNoVariations],
      ]);
      for (const r of records.filter((x) => !x.leftOut)) {
        const checked = productSchema.safeParse(r.data);
        expect(checked.success, JSON.stringify(checked.error?.issues)).toBe(true);
      }
      // Each record is named by its REST address, without the keys.
      expect(records[0]!.file).toBe(`${woo.url}/wp-json/wc/v3/products/794`);
      expect(records.some((r) => r.file.includes('consumer'))).toBe(false);
      expect(records[1]!.data).toMatchObject({
        on_sale: true,
        price: '19.99',
        sale_price: '19.99',
        regular_price: '21.99',
        stock_quantity: 3,
        manage_stock: true,
      });
      // No picture in WooCommerce: the shop's own placeholder (a file the build sizes), never the store's.
      expect(records[1]!.data.images).toEqual([
        { id: 0, src: PLACEHOLDER_IMAGE, name: 'placeholder', alt: MSG.noPicture('Premium Quality') },
      ]);

      const categories = await source!.categories();
      expect(categories).toHaveLength(7);
      for (const c of categories) expect(categorySchema.safeParse(c.data).success).toBe(true);
      expect(categories[0]!.file).toBe(`${woo.url}/wp-json/wc/v3/products/categories/15`);
    } finally {
      await woo.close();
    }
  });
});
