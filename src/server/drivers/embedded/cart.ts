import { StoreError, type CartApi } from '../../backend';
import type { Cart } from '../../../lib/schemas/cart';
import type { Product } from '../../../lib/schemas/product';
import { MSG } from '../../../lib/messages';
import { available, computeCart, lineKey, type StoredLine } from './cart-math';
import { requireProduct, type EmbeddedContext } from './context';
import { stockOf, type StockRow } from './stock';
import { assertQuantities } from '../../quantity-limits';

/**
 * Cart: lines in table cart_items under the shopper's cart token; prices from the catalogue,
 * quantities bounded by live stock (the arithmetic is cart-math.ts).
 */

/** The cart priced now; persistFixes writes back the lines dropped or trimmed for stock. */
export function priceCart(ctx: Pick<EmbeddedContext, 'db' | 'catalogue'>, token: string, persistFixes: boolean): Cart {
  const { db, catalogue } = ctx;
  const rows = db.all<StoredLine & StockRow>(
    `SELECT c.line_key, c.product_id, c.name, c.quantity, c.reduced_from, s.stock_quantity, s.stock_status, s.manage_stock, s.backorders
       FROM cart_items c LEFT JOIN stock s ON s.product_id = c.product_id
      WHERE c.cart_token = ? ORDER BY c.added_at, c.line_key`,
    token,
  );
  if (rows.length === 0)
    return { items: [], item_count: 0, totals: { subtotal: '0.00', total: '0.00', total_tax: '0.00' }, notices: [] };
  const { cart, drop, trim } = computeCart(
    rows.map((r) => {
      const product = catalogue.byId.get(r.product_id);
      return {
        line: r,
        product,
        stock: r.stock_status ? r : undefined,
        image: product ? catalogue.imageOf(product) : '',
      };
    }),
  );
  // Lines that can no longer be bought are dropped once, with a notice in this answer only.
  if (persistFixes && (drop.length || trim.length)) {
    for (const key of drop) db.run('DELETE FROM cart_items WHERE cart_token = ? AND line_key = ?', token, key);
    for (const t of trim)
      db.run(
        'UPDATE cart_items SET quantity = ?, reduced_from = ? WHERE cart_token = ? AND line_key = ?',
        t.quantity,
        t.reducedFrom,
        token,
        t.key,
      );
  }
  return cart;
}

export function cartDomain(ctx: EmbeddedContext): CartApi {
  const { db, catalogue } = ctx;
  const readCart = (token: string, persistFixes: boolean) => priceCart(ctx, token, persistFixes);

  /** Refuses a line above the quantity cap, or a cart above the order cap, once line `key` holds `quantity`. */
  function assertCaps(token: string, key: string, name: string, quantity: number): void {
    const others = db.all<{ name: string; quantity: number }>(
      'SELECT name, quantity FROM cart_items WHERE cart_token = ? AND line_key != ?',
      token,
      key,
    );
    assertQuantities([...others, { name, quantity }]);
  }

  /**
   * Refuses a quantity the stock cannot cover, saying what is left; an add also says how many the
   * cart already holds, since that is why a small add can be too many.
   */
  function assertStock(product: Product, wanted: number, inCart = 0): void {
    const left = available(stockOf(db, product.id));
    if (!product.purchasable || left <= 0)
      throw new StoreError('out_of_stock', MSG.productSoldOut(product.name), 409, {
        product_id: product.id,
        available: 0,
      });
    if (wanted > left) {
      const message = inCart > 0 ? MSG.stockAlreadyInCart(left, inCart) : MSG.notEnoughStock(product.name, left);
      throw new StoreError('insufficient_stock', message, 409, {
        product_id: product.id,
        available: left,
        in_cart: inCart,
      });
    }
  }

  return {
    /** The cart now; lines sold out or gone from the catalogue are dropped once, with a notice. */
    async getCart(shopper) {
      return readCart(shopper.cartToken, true);
    },

    /**
     * Adds to the product's line; 404 for an unknown product. More than the stock left is cut to
     * what is left, and the answer says so (add_cut); 409 when none is left beyond what the cart
     * holds, or the quantity caps cannot take the new total.
     */
    async addToCart(shopper, productId, quantity) {
      const product = requireProduct(catalogue, productId);
      const key = lineKey(productId);
      // Read, check and write under one write lock: the server's processes share the file, and of
      // two adds at once (a double click, two tabs) each must count.
      const cut = await db.writeTransaction(() => {
        const existing = db.get<{ quantity: number }>(
          'SELECT quantity FROM cart_items WHERE cart_token = ? AND line_key = ?',
          shopper.cartToken,
          key,
        );
        const inCart = existing?.quantity ?? 0;
        const left = available(stockOf(db, product.id));
        const adding = inCart + quantity > left && left > inCart ? left - inCart : quantity;
        const total = inCart + adding;
        assertStock(product, total, inCart);
        assertCaps(shopper.cartToken, key, product.name, total);
        db.run(
          `INSERT INTO cart_items (cart_token, line_key, product_id, name, quantity, added_at) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (cart_token, line_key) DO UPDATE SET quantity = excluded.quantity, name = excluded.name, reduced_from = NULL`,
          shopper.cartToken,
          key,
          productId,
          product.name,
          total,
          ctx.now(),
        );
        return adding < quantity ? { requested: quantity, added: adding, left } : undefined;
      });
      const cart = readCart(shopper.cartToken, true);
      return cut ? { ...cart, add_cut: cut } : cart;
    },

    /** Sets a line's quantity; 404 for a line not in the cart, 409 beyond the stock or the quantity caps. */
    async updateCartItem(shopper, key, quantity) {
      // One write lock for the checks and the write, as in addToCart: the caps count the other lines.
      await db.writeTransaction(() => {
        const line = db.get<{ product_id: number; name: string }>(
          'SELECT product_id, name FROM cart_items WHERE cart_token = ? AND line_key = ?',
          shopper.cartToken,
          key,
        );
        if (!line) throw new StoreError('not_found', MSG.cartLineGone, 404);
        const product = catalogue.byId.get(line.product_id);
        if (product) assertStock(product, quantity);
        assertCaps(shopper.cartToken, key, product?.name ?? line.name, quantity);
        // The shopper chose this quantity herself: the line no longer speaks of a cut.
        db.run(
          'UPDATE cart_items SET quantity = ?, reduced_from = NULL WHERE cart_token = ? AND line_key = ?',
          quantity,
          shopper.cartToken,
          key,
        );
      });
      return readCart(shopper.cartToken, true);
    },

    /** Removes a line; 404 for a line not in the cart. */
    async removeCartItem(shopper, key) {
      const { changes } = db.run(
        'DELETE FROM cart_items WHERE cart_token = ? AND line_key = ?',
        shopper.cartToken,
        key,
      );
      if (changes === 0) throw new StoreError('not_found', MSG.cartLineGone, 404);
      return readCart(shopper.cartToken, true);
    },

    /** Empties the cart. */
    async clearCart(shopper) {
      db.run('DELETE FROM cart_items WHERE cart_token = ?', shopper.cartToken);
      return readCart(shopper.cartToken, false);
    },
  };
}
