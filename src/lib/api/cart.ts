import { cartSchema, type Cart } from '../schemas/cart';
import { request } from './http';

/** The server-side cart (cart_token cookie). The header badge reads only its count, through cartCount in ./transport. */

export const get = (): Promise<Cart> => request('/api/cart', { schema: cartSchema });

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
    schema: cartSchema,
  });

/** Gift wrap for the order on or off; its price is the store's. */
export const setGiftWrap = (wrap: boolean): Promise<Cart> =>
  request('/api/cart/gift-wrap', { method: 'PUT', body: { wrap }, schema: cartSchema, retry: true });

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
