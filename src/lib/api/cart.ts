import { cartSchema, type Cart } from '../schemas/cart';
import { request } from './http';

/** The server-side cart (cart_token cookie). The header badge reads only its count, through cartCount in ./transport. */

export const get = (): Promise<Cart> => request('/api/cart', { schema: cartSchema });

export const add = (id: number, quantity = 1, choices: Record<string, string> = {}): Promise<Cart> =>
  request('/api/cart/items', {
    method: 'POST',
    body: Object.keys(choices).length ? { id, quantity, choices } : { id, quantity },
    schema: cartSchema,
  });

/** Setting a quantity twice leaves the same cart, so a lost answer may be retried. */
export const update = (key: string, quantity: number): Promise<Cart> =>
  request(`/api/cart/items/${encodeURIComponent(key)}`, {
    method: 'PATCH',
    body: { quantity },
    schema: cartSchema,
    retry: true,
  });

export const remove = (key: string): Promise<Cart> =>
  request(`/api/cart/items/${encodeURIComponent(key)}`, { method: 'DELETE', schema: cartSchema });

export const clear = (): Promise<Cart> =>
  request('/api/cart/items', { method: 'DELETE', schema: cartSchema, retry: true });

/** Applies a discount code as typed (the store trims it and ignores its case). */
export const applyCode = (code: string): Promise<Cart> =>
  request('/api/cart/coupons', { method: 'POST', body: { code }, schema: cartSchema });

/** Taking a code off twice leaves the same cart (the second answer says it is not on it). */
export const removeCode = (code: string): Promise<Cart> =>
  request(`/api/cart/coupons/${encodeURIComponent(code)}`, { method: 'DELETE', schema: cartSchema });
