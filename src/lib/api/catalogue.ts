import type { Category, LiveProduct, Product } from '../schemas/product';
import { PAGE_MSG as MSG } from '../page-messages';
import { LIVE_PRODUCTS_MAX } from '../constants';
import { ApiError, request, type AnswerParser } from './http';

/** A product id is a whole number of at least 1; anything else finds nothing. */
function validId(id: number | string): number | null {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

const STOCK_STATUSES = new Set(['instock', 'outofstock', 'onbackorder']);
const sellable = (v: Record<string, unknown>) =>
  typeof v.id === 'number' &&
  typeof v.price === 'string' &&
  typeof v.regular_price === 'string' &&
  typeof v.on_sale === 'boolean' &&
  typeof v.purchasable === 'boolean' &&
  STOCK_STATUSES.has(v.stock_status as string) &&
  (v.stock_quantity === null || typeof v.stock_quantity === 'number');

/**
 * The live answer checked by its shape, without the schema library: every page with products
 * reads it once idle and only shows it, so a listing need not download zod for it (the server
 * built it from liveProductSchema; a unit test holds this check to that schema). A product that
 * does not fit is left out, and the page keeps its built values for it.
 */
export function liveProducts(data: unknown): LiveProduct[] {
  const list = (data as { products?: unknown } | null)?.products;
  if (!Array.isArray(list)) throw new TypeError('not a live answer');
  return list
    .filter(
      (p): p is LiveProduct =>
        !!p &&
        typeof p === 'object' &&
        sellable(p) &&
        typeof p.average_rating === 'string' &&
        typeof p.rating_count === 'number' &&
        Array.isArray(p.variants ?? []) &&
        (p.variants ?? []).every(
          (v: unknown) => !!v && typeof v === 'object' && sellable(v as Record<string, unknown>),
        ),
    )
    .map((p) => ({ ...p, variants: p.variants ?? [] }));
}
const liveAnswer: AnswerParser<LiveProduct[]> = { parse: liveProducts };

/** Live price and stock; a bad id fails with 'Invalid product ID' without asking the server. */
export async function product(id: number | string): Promise<LiveProduct> {
  const n = validId(id);
  if (n === null) throw new ApiError(400, MSG.invalidProductId, 'invalid_product');
  const [one] = liveProducts({ products: [await request(`/api/products/${n}`)] });
  if (!one) throw new ApiError(502, MSG.unexpectedAnswer, 'bad_answer');
  return one;
}

/** Live price, stock and rating of the products on a page, in one request (at most 100; others are ignored). */
export async function products(ids: readonly number[]): Promise<LiveProduct[]> {
  const valid = [...new Set(ids.filter((id) => validId(id) !== null))].slice(0, LIVE_PRODUCTS_MAX);
  if (valid.length === 0) return [];
  return request(`/api/products/live?ids=${valid.join(',')}`, { schema: liveAnswer });
}

// Lists of whole products: their schemas are imported when asked for, never by a page that only reads live prices.
export async function categories(): Promise<Category[]> {
  const answer = await request('/api/categories', {
    schema: () => import('../schemas/product').then((m) => m.categoriesAnswer),
  });
  return answer.categories;
}

/** An invalid category id gives an empty list, not an error. */
export async function categoryProducts(categoryId: number | string): Promise<Product[]> {
  const n = validId(categoryId);
  if (n === null) return [];
  const answer = await request(`/api/categories/${n}/products`, {
    schema: () => import('../schemas/product').then((m) => m.productsAnswer),
  });
  return answer.products;
}
