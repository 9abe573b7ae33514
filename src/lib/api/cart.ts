import type { Cart } from '../schemas/cart';
import { request } from './http';
import { checkedBy } from './answer-check';
import { cartSchema } from './answer-schemas/cart';

const schema = checkedBy<Cart>(cartSchema);

/** The server-side cart (cart_token cookie); every answer is the whole cart, checked by its schema. */

export const get = (): Promise<Cart> => request('/api/cart', { schema });

export const add = (id: number, quantity = 1, choices: Record<string, string> = {}, engraving = ''): Promise<Cart> =>
  request('/api/cart/items', {
    method: 'POST',
    body: {
      id,
      quantity,
      ...(Object.keys(choices).length ? { choices } : {}),
      // The text as typed: the server checks it with the product's rules and keeps it.
      ...(engraving ? { engraving } : {}),
    },
    schema,
  });

/** Gift wrap for the order on or off; its price is the store's. */
export const setGiftWrap = (wrap: boolean): Promise<Cart> =>
  request('/api/cart/gift-wrap', { method: 'PUT', body: { wrap }, schema, retry: true });

/** Setting a quantity twice leaves the same cart, so a lost answer may be retried. */
export const update = (key: string, quantity: number): Promise<Cart> =>
  request(`/api/cart/items/${encodeURIComponent(key)}`, {
    method: 'PATCH',
    body: { quantity },
    schema,
    retry: true,
  });

export const remove = (key: string): Promise<Cart> =>
  request(`/api/cart/items/${encodeURIComponent(key)}`, { method: 'DELETE', schema });

export const clear = (): Promise<Cart> => request('/api/cart/items', { method: 'DELETE', schema, retry: true });

/** Applies a discount code as typed (the store trims it and ignores its case). */
export const applyCode = (code: string): Promise<Cart> =>
  request('/api/cart/coupons', { method: 'POST', body: { code }, schema });

/** Taking a code off twice leaves the same cart (the second answer says it is not on it). */
export const removeCode = (code: string): Promise<Cart> =>
  request(`/api/cart/coupons/${encodeURIComponent(code)}`, { method: 'DELETE', schema });
