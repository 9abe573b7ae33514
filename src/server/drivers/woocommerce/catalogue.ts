import type { Product, Category } from '../../../lib/schemas/product';
import { StoreError } from '../../backend';
import { MSG } from '../../../lib/messages';
import { WooHttp, parse, toStoreError } from './http';
import { wooCategorySchema, wooProductSchema, type WooProduct } from './schemas';
import { reshapeCategory, reshapeProduct } from './reshape';
import { z } from 'zod';

/** WooCommerce caps per_page at 100. */
export const PAGE_SIZE = 100;
/** A runaway X-WP-TotalPages must not loop forever (100 000 products). */
const MAX_PAGES = 1000;

/** Every page of a REST v3 collection, following X-WP-TotalPages. */
export async function fetchAllPages(http: WooHttp, path: string, query: Record<string, string | number | boolean | undefined> = {}): Promise<unknown[]> {
  const all: unknown[] = [];
  for (let page = 1, pages = 1; page <= pages && page <= MAX_PAGES; page++) {
    let res;
    try {
      res = await http.call('v3', path, { query: { ...query, per_page: PAGE_SIZE, page } });
    } catch (err) {
      throw toStoreError(err);
    }
    if (!Array.isArray(res.data)) throw new StoreError('backend_error', MSG.backendUnavailable, 502, { reason: 'unexpected_shape', what: path });
    all.push(...res.data);
    pages = Number.parseInt(res.headers.get('X-WP-TotalPages') ?? '1', 10) || 1;
  }
  return all;
}

export type Log = (message: string) => void;

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

export async function fetchCategories(http: WooHttp): Promise<Array<{ url: string; category: Category }>> {
  const raw = await fetchAllPages(http, '/products/categories');
  return parse(z.array(wooCategorySchema), raw, 'categories').map((c) => ({
    url: http.url('v3', `/products/categories/${c.id}`).toString(),
    category: reshapeCategory(c),
  }));
}
