import { StoreError, type CartApi, type Shopper } from '../../backend';
import { MSG } from '../../../lib/messages';
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
     * costs no extra call. One past the stock is cut to what is left (add_cut), at the cost of a
     * cart read and a second add.
     */
    async addToCart(shopper, productId, quantity) {
      let after: Cart;
      let cut: Cart['add_cut'];
      try {
        after = await cart(shopper, '/cart/add-item', { method: 'POST', body: { id: productId, quantity } });
      } catch (err) {
        // WooCommerce refuses an add past its stock whole ("not enough stock (1 remaining)"); the
        // shop adds what is left instead and says so, as the embedded store does.
        const refusal = err instanceof StoreError && err.code === 'insufficient_stock' ? err : null;
        const left = refusal?.details?.available;
        if (!refusal || typeof left !== 'number') throw err;
        const inCart = (await current(shopper)).items
          .filter((i) => i.id === productId)
          .reduce((n, i) => n + i.quantity, 0);
        // Nothing left beyond the cart's own: refused, in the embedded store's words.
        if (left <= inCart) {
          if (inCart === 0) throw err;
          throw new StoreError('insufficient_stock', MSG.stockAlreadyInCart(left, inCart), 409, {
            ...refusal.details,
            in_cart: inCart,
          });
        }
        after = await cart(shopper, '/cart/add-item', {
          method: 'POST',
          body: { id: productId, quantity: left - inCart },
        });
        cut = { requested: quantity, added: left - inCart, left };
      }
      try {
        assertQuantities(after.items);
      } catch (err) {
        const line = after.items.find((i) => i.id === productId);
        if (line) {
          const before = line.quantity - (cut?.added ?? quantity);
          if (before > 0)
            await storeApi.call(shopper, '/cart/update-item', {
              method: 'POST',
              body: { key: line.key, quantity: before },
            });
          else await storeApi.call(shopper, '/cart/remove-item', { method: 'POST', body: { key: line.key } });
        }
        throw err;
      }
      return cut ? { ...after, add_cut: cut } : after;
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
