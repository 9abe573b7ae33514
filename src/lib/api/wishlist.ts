import type { WishlistItem } from '../schemas/wishlist';
import { request } from './http';

/**
 * The shopper's wishlist on the server (per customer, or per cart token for a guest). Its schemas
 * load with the first answer (in parallel with the request), so a page that only shares this
 * file's chunk (a listing's live prices) never downloads the schema library for it.
 */
const schemas = () => import('../schemas/wishlist');
const wishlistAnswer = () => schemas().then((m) => m.wishlistAnswer);
const existsAnswer = () => schemas().then((m) => m.existsAnswer);

export const list = async (): Promise<WishlistItem[]> =>
  (await request('/api/wishlist', { schema: wishlistAnswer })).items;

export const add = async (productId: number): Promise<WishlistItem[]> =>
  (await request('/api/wishlist', { method: 'POST', body: { product_id: productId }, schema: wishlistAnswer })).items;

export const remove = async (productId: number): Promise<WishlistItem[]> =>
  (await request(`/api/wishlist/${encodeURIComponent(productId)}`, { method: 'DELETE', schema: wishlistAnswer })).items;

export const has = async (productId: number): Promise<boolean> =>
  (await request(`/api/wishlist/${encodeURIComponent(productId)}`, { schema: existsAnswer })).exists;

export const clear = async (): Promise<void> => {
  await request('/api/wishlist', { method: 'DELETE', retry: true });
};
