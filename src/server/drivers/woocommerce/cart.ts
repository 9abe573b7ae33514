import type { CartApi } from '../../backend';
import { emptyCart } from '../../../lib/schemas/cart';
import { reshapeStoreCart } from './reshape';
import type { WooContext } from './context';

/**
 * Cart: the shopper's WooCommerce Store API cart (prices, stock and totals are WooCommerce's),
 * through the session store-api.ts keeps.
 */
export function cartDomain(ctx: WooContext): CartApi {
  const { storeApi } = ctx;
  const cart = async (...args: Parameters<typeof storeApi.cart>) => reshapeStoreCart(await storeApi.cart(...args));
  return {
    /** GET /cart. */
    getCart: (shopper) => cart(shopper, '/cart'),

    /** POST /cart/add-item {id, quantity}. */
    addToCart: (shopper, productId, quantity) => cart(shopper, '/cart/add-item', { method: 'POST', body: { id: productId, quantity } }),

    // The spec's PUT/DELETE /wc/store/cart/items/{id} answer a single item (or 204), not the
    // cart; update-item and remove-item address the line by key and answer the whole cart.
    /** POST /cart/update-item {key, quantity}. */
    updateCartItem: (shopper, key, quantity) => cart(shopper, '/cart/update-item', { method: 'POST', body: { key, quantity } }),

    /** POST /cart/remove-item {key}. */
    removeCartItem: (shopper, key) => cart(shopper, '/cart/remove-item', { method: 'POST', body: { key } }),

    /** DELETE /cart/items; it answers [] (the remaining items), so the answer is the empty cart. */
    async clearCart(shopper) {
      await storeApi.call(shopper, '/cart/items', { method: 'DELETE' });
      return emptyCart();
    },
  };
}
