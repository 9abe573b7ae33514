import type { WishlistItem } from '../schemas/wishlist';
import { request } from './http';
import { checkedBy } from './answer-check';
import { wishlistSchema } from './answer-schemas/wishlist';
import { wishlistExistsSchema } from './answer-schemas/wishlist-exists';

const wishlistAnswer = checkedBy<{ items: WishlistItem[] }>(wishlistSchema);
const existsAnswer = checkedBy<{ exists: boolean }>(wishlistExistsSchema);

/** The shopper's wishlist on the server (per customer, or per cart token for a guest). */

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
