import type { Category, LiveProduct, Product } from '../schemas/product';
import { PAGE_MSG as MSG } from '../page-messages';
import { LIVE_PRODUCTS_MAX } from '../constants';
import { ApiError, request, type AnswerParser } from './http';
import { storedAs } from './answer-check';
import { liveProductSchema } from './answer-schemas/live-product';

/** One product of the live answer, or null when it is not one. */
const liveProduct = storedAs<LiveProduct>(liveProductSchema);

/** A product id is a whole number of at least 1; anything else finds nothing. */
function validId(id: number | string): number | null {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/**
 * The live answer: each product checked by its schema (./answers.ts). A product that does not fit
 * is left out, and the page keeps its built values for it.
 */
export function liveProducts(data: unknown): LiveProduct[] {
  const list = (data as { products?: unknown } | null)?.products;
  if (!Array.isArray(list)) throw new TypeError('not a live answer');
  return list.flatMap((p) => liveProduct(p) ?? []);
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
