import type { WishlistItem } from '../schemas/wishlist';
import { request } from './http';
import { existsAnswer, wishlistAnswer } from './shapes';

/**
 * The shopper's wishlist on the server (per customer, or per cart token for a guest). Its answers
 * are checked by shape (./shapes): nothing here is a form, so no page downloads the schema library
 * for them.
 */

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
