import type { Cart } from '../schemas/cart';
import { request } from './http';
import { cartGuard } from './guards';

/** The server-side cart (cart_token cookie). Checked by a small guard: this path ships on every page. */

export const get = (): Promise<Cart> => request('/api/cart', { schema: cartGuard });

export const add = (id: number, quantity = 1): Promise<Cart> =>
  request('/api/cart/items', { method: 'POST', body: { id, quantity }, schema: cartGuard });

/** Setting a quantity twice leaves the same cart, so a lost answer may be retried. */
export const update = (key: string, quantity: number): Promise<Cart> =>
  request(`/api/cart/items/${encodeURIComponent(key)}`, { method: 'PATCH', body: { quantity }, schema: cartGuard, retry: true });

export const remove = (key: string): Promise<Cart> =>
  request(`/api/cart/items/${encodeURIComponent(key)}`, { method: 'DELETE', schema: cartGuard });

export const clear = (): Promise<Cart> => request('/api/cart/items', { method: 'DELETE', schema: cartGuard, retry: true });
