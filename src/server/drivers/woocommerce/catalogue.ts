import { z } from 'zod';
import type { Product, Category } from '../../../lib/schemas/product';
import { StoreError, type CatalogueApi } from '../../backend';
import { MSG } from '../../../lib/messages';
import { PAGE_SIZE, WooHttp, WooHttpError, fetchAllPages, parse, toStoreError } from './http';
import { wooCategorySchema, wooProductSchema, type WooProduct } from './schemas';
import { reshapeCategory, reshapeProduct } from './reshape';
import type { Log, WooContext } from './context';

/**
 * Catalogue: REST v3 products and categories, reshaped to the app's Product and Category. The
 * build reads the same functions (fetchProducts, fetchCategories) through
 * src/server/catalogue/woocommerce-source.ts.
 */

/**
 * Products the storefront can sell, each with the raw record's API address for error reports.
 * Variable (and grouped/external) products are skipped with a logged warning: the cart adds a
 * product by id and quantity only, so a shopper could not pick a variation.
 */
export async function fetchProducts(
  http: WooHttp,
  filter: { categoryId?: number; featured?: boolean } = {},
  log: Log = console.warn,
): Promise<Array<{ url: string; product: Product }>> {
  const raw = await fetchAllPages(http, '/products', {
    status: 'publish',
    featured: filter.featured ? true : undefined,
    category: filter.categoryId === undefined ? undefined : String(filter.categoryId),
  });
  const products = parse(z.array(wooProductSchema), raw, 'products');
  const out: Array<{ url: string; product: Product }> = [];
  for (const p of products) {
    const r = reshapeProduct(p, http.base);
    if (r.ok) out.push({ url: productUrl(http, p), product: r.value });
    else log(`WooCommerce product ${p.id} "${p.name}" skipped: ${r.reason}`);
  }
  return out;
}

/** The product's REST address (no keys in it), named in build errors. */
export const productUrl = (http: WooHttp, p: Pick<WooProduct, 'id'>) => http.url('v3', `/products/${p.id}`).toString();

/** Every category, each with its REST address. */
export async function fetchCategories(http: WooHttp): Promise<Array<{ url: string; category: Category }>> {
  const raw = await fetchAllPages(http, '/products/categories');
  return parse(z.array(wooCategorySchema), raw, 'categories').map((c) => ({
    url: http.url('v3', `/products/categories/${c.id}`).toString(),
    category: reshapeCategory(c),
  }));
}

/** The sellable products among these ids, by id: one products?include= call per 100. */
export async function fetchProductsById(
  ctx: Pick<WooContext, 'http' | 'v3'>,
  ids: number[],
): Promise<Map<number, Product>> {
  const byId = new Map<number, Product>();
  for (let i = 0; i < ids.length; i += PAGE_SIZE) {
    const page = ids.slice(i, i + PAGE_SIZE);
    const res = await ctx.v3('/products', { query: { include: page.join(','), per_page: PAGE_SIZE } });
    for (const p of parse(z.array(wooProductSchema), res.data, 'products')) {
      const r = reshapeProduct(p, ctx.http.base);
      if (r.ok) byId.set(p.id, r.value);
    }
  }
  return byId;
}

export function catalogueDomain(ctx: WooContext): CatalogueApi {
  const { http, log } = ctx;
  return {
    /** Every category (all pages). */
    async listCategories() {
      return (await fetchCategories(http)).map((c) => c.category);
    },

    /** Published, sellable products (all pages); variable products are skipped with a log line. */
    async listProducts(filter = {}) {
      return (await fetchProducts(http, filter, log)).map((p) => p.product);
    },

    /** One product; 404 for an unknown id and for one the storefront cannot sell (variable, draft). */
    async getProduct(id) {
      let res;
      try {
        res = await http.call('v3', `/products/${id}`);
      } catch (err) {
        if (err instanceof WooHttpError && (err.status === 404 || /invalid_id/.test(err.code)))
          throw new StoreError('not_found', MSG.invalidProductId, 404);
        throw toStoreError(err);
      }
      const r = reshapeProduct(parse(wooProductSchema, res.data, 'product'), http.base);
      if (!r.ok) throw new StoreError('not_found', MSG.invalidProductId, 404, { reason: r.reason });
      return r.value;
    },

    /** The sellable products among these ids: one products?include= call per 100. */
    async getProducts(ids) {
      const unique = [...new Set(ids)];
      const byId = await fetchProductsById(ctx, unique);
      return unique.map((id) => byId.get(id)).filter((p) => p !== undefined);
    },
  };
}
