import {
  categoriesAnswer,
  LIVE_PRODUCTS_MAX,
  liveProductSchema,
  liveProductsAnswer,
  productsAnswer,
  type Category,
  type LiveProduct,
  type Product,
} from '../schemas/product';
import { MSG } from '../messages';
import { ApiError, request } from './http';

/** Spec §5: a product id is a number of at least 1. */
function validId(id: number | string): number | null {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** Live price and stock; a bad id fails with 'Invalid product ID' without asking the server. */
export async function product(id: number | string): Promise<LiveProduct> {
  const n = validId(id);
  if (n === null) throw new ApiError(400, MSG.invalidProductId, 'invalid_product');
  return request(`/api/products/${n}`, { schema: liveProductSchema });
}

/** Live price, stock and rating of the products on a page, in one request (at most 100; others are ignored). */
export async function products(ids: readonly number[]): Promise<LiveProduct[]> {
  const valid = [...new Set(ids.filter((id) => validId(id) !== null))].slice(0, LIVE_PRODUCTS_MAX);
  if (valid.length === 0) return [];
  return (await request(`/api/products/live?ids=${valid.join(',')}`, { schema: liveProductsAnswer })).products;
}

export async function categories(): Promise<Category[]> {
  return (await request('/api/categories', { schema: categoriesAnswer })).categories;
}

/** Spec §5: an invalid category id gives an empty list. */
export async function categoryProducts(categoryId: number | string): Promise<Product[]> {
  const n = validId(categoryId);
  if (n === null) return [];
  return (await request(`/api/categories/${n}/products`, { schema: productsAnswer })).products;
}
