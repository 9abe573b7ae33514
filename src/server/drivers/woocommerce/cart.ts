import type { CartApi, Shopper } from '../../backend';
import { emptyCart, type Cart } from '../../../lib/schemas/cart';
import { assertQuantities } from '../../quantity-limits';
import { reshapeStoreCart } from './reshape';
import type { WooContext } from './context';

/**
 * Cart: the shopper's WooCommerce Store API cart (prices, stock and totals are WooCommerce's),
 * through the session store-api.ts keeps, held to the shop's quantity caps (quantity-limits.ts).
 */
export function cartDomain(ctx: WooContext): CartApi {
  const { storeApi } = ctx;
  const cart = async (...args: Parameters<typeof storeApi.cart>) => reshapeStoreCart(await storeApi.cart(...args));
  /** The cart as it stands (no WooCommerce call for a shopper who has none yet). */
  const current = async (shopper: Shopper): Promise<Cart> =>
    (await storeApi.session(shopper)) ? cart(shopper, '/cart') : emptyCart();
  return {
    /** GET /cart. */
    getCart: (shopper) => cart(shopper, '/cart'),

    /**
     * POST /cart/add-item {id, quantity}. Its answer is the whole cart: one past the caps is put
     * back as it was (the line to its earlier quantity) and the add refused, so the usual add
     * costs no extra call.
     */
    async addToCart(shopper, productId, quantity) {
      const after = await cart(shopper, '/cart/add-item', { method: 'POST', body: { id: productId, quantity } });
      try {
        assertQuantities(after.items);
      } catch (err) {
        const line = after.items.find((i) => i.id === productId);
        if (line) {
          const before = line.quantity - quantity;
          if (before > 0)
            await storeApi.call(shopper, '/cart/update-item', {
              method: 'POST',
              body: { key: line.key, quantity: before },
            });
          else await storeApi.call(shopper, '/cart/remove-item', { method: 'POST', body: { key: line.key } });
        }
        throw err;
      }
      return after;
    },

    // The spec's PUT/DELETE /wc/store/cart/items/{id} answer a single item (or 204), not the
    // cart; update-item and remove-item address the line by key and answer the whole cart.
    /** POST /cart/update-item {key, quantity}, once the order stays within the caps. */
    async updateCartItem(shopper, key, quantity) {
      const items = (await current(shopper)).items;
      const line = items.find((i) => i.key === key);
      assertQuantities([...items.filter((i) => i !== line), { name: line?.name ?? '', quantity }]);
      return cart(shopper, '/cart/update-item', { method: 'POST', body: { key, quantity } });
    },

    /** POST /cart/remove-item {key}. */
    removeCartItem: (shopper, key) => cart(shopper, '/cart/remove-item', { method: 'POST', body: { key } }),

    /** DELETE /cart/items; it answers [] (the remaining items), so the answer is the empty cart. */
    async clearCart(shopper) {
      await storeApi.call(shopper, '/cart/items', { method: 'DELETE' });
      return emptyCart();
    },
  };
}
