import { StoreError, type CartApi } from '../../backend';
import { MSG } from '../../../lib/messages';
import { codeKey, codeLabel } from '../../../lib/discounts';
import { available, lineKey, storedChoices, type StoredLine } from './cart-math';
import { checkEngraving } from '../../engraving';
import { requireProduct, type EmbeddedContext } from './context';
import { stockOf, stockUnit } from './stock';
import { assertQuantities } from '../../quantity-limits';
import { chooseItem } from '../../choices';
import { pieceLabel, productText } from '../../../lib/catalogue/text';
import { codeRefused } from '../../discounts';
import { checkCoupon } from './discount-math';
import { cartCoupons, couponByCode, usageOf } from './coupons';
import { cartBuyer, priceCart, priceLines } from './cart-pricing';

/**
 * Cart: lines in table cart_items under the shopper's cart token; what the shopper does to them
 * (add, change, remove, gift wrap, codes), each answered with the cart priced (cart-pricing.ts).
 */

export function cartDomain(ctx: EmbeddedContext): CartApi {
  const { db, catalogue } = ctx;
  const readCart = (token: string, persistFixes: boolean, userId: number | null = null) =>
    priceCart(ctx, token, persistFixes, cartBuyer(ctx, userId));

  /** Refuses a line above the quantity cap, or a cart above the order cap, once line `key` holds `quantity`. */
  function assertCaps(token: string, key: string, name: string, quantity: number): void {
    const others = db.all<{ name: string; quantity: number }>(
      'SELECT name, quantity FROM cart_items WHERE cart_token = ? AND line_key != ?',
      token,
      key,
    );
    assertQuantities([...others, { name, quantity }]);
  }

  /** How many of a product (or of one variant) the cart holds, over all its lines. */
  function unitInCart(token: string, productId: number, variationId: number): number {
    return (
      db.get<{ n: number | null }>(
        'SELECT SUM(quantity) AS n FROM cart_items WHERE cart_token = ? AND product_id = ? AND variation_id = ?',
        token,
        productId,
        variationId,
      )?.n ?? 0
    );
  }

  /**
   * Refuses a quantity the stock cannot cover, saying what is left; an add also says how many the
   * cart already holds, since that is why a small add can be too many. `unit` is what holds the
   * stock: the product, or the variant chosen.
   */
  function assertStock(
    unit: { id: number; purchasable: boolean },
    label: string,
    productId: number,
    wanted: number,
    inCart = 0,
  ): void {
    const left = available(stockOf(db, unit.id));
    if (!unit.purchasable || left <= 0)
      throw new StoreError('out_of_stock', MSG.productSoldOut(label), 409, { product_id: productId, available: 0 });
    if (wanted > left) {
      const message = inCart > 0 ? MSG.stockAlreadyInCart(left, inCart) : MSG.notEnoughStock(label, left);
      throw new StoreError('insufficient_stock', message, 409, {
        product_id: productId,
        available: left,
        in_cart: inCart,
      });
    }
  }

  return {
    /** The cart now; lines sold out or gone from the catalogue are dropped once, with a notice. */
    async getCart(shopper) {
      return readCart(shopper.cartToken, true, shopper.userId);
    },

    /**
     * Adds to the line of the product, or of the variant the choice names (two sizes: two lines);
     * 404 for an unknown product or combination, 400 for a choice that leaves an option open. More
     * than the stock left is cut to what is left, and the answer says so (add_cut); 409 when none is
     * left beyond what the cart holds, or the quantity caps cannot take the new total.
     */
    async addToCart(shopper, productId, quantity, choice = {}, engraving) {
      const { product, variant, choices } = chooseItem(requireProduct(catalogue, productId), choice);
      const words = productText(product);
      const text = checkEngraving(words.name, product.personalisation, engraving);
      const key = lineKey(productId, variant?.id ?? 0, choices, text);
      const unit = variant ?? product;
      // What a refusal calls the piece: as the page asking shows it.
      const label = pieceLabel(product, product.name, choices);
      // Read, check and write under one write lock: the server's processes share the file, and of
      // two adds at once (a double click, two tabs) each must count.
      const cut = await db.writeTransaction(() => {
        const existing = db.get<{ quantity: number }>(
          'SELECT quantity FROM cart_items WHERE cart_token = ? AND line_key = ?',
          shopper.cartToken,
          key,
        );
        const onLine = existing?.quantity ?? 0;
        // The piece's other lines (another engraving) hold its stock too.
        const inCart = unitInCart(shopper.cartToken, productId, variant?.id ?? 0);
        const left = available(stockOf(db, unit.id));
        const adding = inCart + quantity > left && left > inCart ? left - inCart : quantity;
        assertStock(unit, label, productId, inCart + adding, inCart);
        const total = onLine + adding;
        assertCaps(shopper.cartToken, key, label, total);
        db.run(
          `INSERT INTO cart_items (cart_token, line_key, product_id, variation_id, choices, name, quantity, added_at, engraving)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (cart_token, line_key) DO UPDATE SET quantity = excluded.quantity, name = excluded.name, reduced_from = NULL`,
          shopper.cartToken,
          key,
          productId,
          variant?.id ?? 0,
          JSON.stringify(choices),
          product.name,
          total,
          ctx.now(),
          text,
        );
        return adding < quantity ? { requested: quantity, added: adding, left } : undefined;
      });
      const cart = readCart(shopper.cartToken, true, shopper.userId);
      return cut ? { ...cart, add_cut: cut } : cart;
    },

    /** Sets a line's quantity; 404 for a line not in the cart, 409 beyond the stock or the quantity caps. */
    async updateCartItem(shopper, key, quantity) {
      // One write lock for the checks and the write, as in addToCart: the caps count the other lines.
      await db.writeTransaction(() => {
        const line = db.get<StoredLine>(
          'SELECT line_key, product_id, variation_id, choices, name, quantity FROM cart_items WHERE cart_token = ? AND line_key = ?',
          shopper.cartToken,
          key,
        );
        if (!line) throw new StoreError('not_found', MSG.cartLineGone, 404);
        const product = catalogue.byId.get(line.product_id);
        const variant = line.variation_id ? catalogue.variantById.get(line.variation_id)?.variant : undefined;
        const label = pieceLabel(product, line.name, storedChoices(line));
        const unit = line.variation_id ? variant : product;
        // The piece's other lines (another engraving) keep what they hold.
        const others = unitInCart(shopper.cartToken, line.product_id, line.variation_id ?? 0) - line.quantity;
        if (product && unit)
          assertStock(
            { id: stockUnit(line), purchasable: unit.purchasable },
            label,
            product.id,
            others + quantity,
            others,
          );
        assertCaps(shopper.cartToken, key, label, quantity);
        // The shopper chose this quantity herself: the line no longer speaks of a cut.
        db.run(
          'UPDATE cart_items SET quantity = ?, reduced_from = NULL WHERE cart_token = ? AND line_key = ?',
          quantity,
          shopper.cartToken,
          key,
        );
      });
      return readCart(shopper.cartToken, true, shopper.userId);
    },

    /** Removes a line; 404 for a line not in the cart. */
    async removeCartItem(shopper, key) {
      const { changes } = db.run(
        'DELETE FROM cart_items WHERE cart_token = ? AND line_key = ?',
        shopper.cartToken,
        key,
      );
      if (changes === 0) throw new StoreError('not_found', MSG.cartLineGone, 404);
      return readCart(shopper.cartToken, true, shopper.userId);
    },

    /** Gift wrap chosen or taken off; its price is the store's, in the cart's totals. */
    async setGiftWrap(shopper, wrap) {
      db.run(
        `INSERT INTO cart_gift_wrap (cart_token, chosen, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (cart_token) DO UPDATE SET chosen = excluded.chosen, updated_at = excluded.updated_at`,
        shopper.cartToken,
        wrap ? 1 : 0,
        ctx.now(),
      );
      return readCart(shopper.cartToken, true, shopper.userId);
    },

    /** Empties the cart. */
    async clearCart(shopper) {
      db.run('DELETE FROM cart_items WHERE cart_token = ?', shopper.cartToken);
      db.run('DELETE FROM cart_gift_wrap WHERE cart_token = ?', shopper.cartToken);
      return readCart(shopper.cartToken, false, shopper.userId);
    },

    /**
     * Checks the code against the cart as it is (and the customer's own uses when she is logged
     * in; a guest's are counted at checkout, by her email) under the write lock, then keeps it on
     * the cart. A code that cannot be combined with others takes their place; one applied while
     * such a code is on the cart is refused.
     */
    async applyCoupon(shopper, typed) {
      if (!codeKey(typed)) throw codeRefused({ reason: 'empty', code: '' });
      const coupon = couponByCode(db, typed);
      if (!coupon) throw codeRefused({ reason: 'unknown', code: codeLabel(typed) });
      const code = codeLabel(coupon.code);
      const buyer = cartBuyer(ctx, shopper.userId);
      const replaced = await db.writeTransaction(() => {
        const on = cartCoupons(db, shopper.cartToken);
        if (on.some((c) => c.id === coupon.id)) throw codeRefused({ reason: 'already_applied', code });
        const solo = on.find((c) => c.individual_use);
        if (solo) throw codeRefused({ reason: 'not_combinable', code, names: [codeLabel(solo.code)] });
        const { items } = priceLines(ctx, shopper.cartToken, buyer);
        const refusal = checkCoupon(coupon, items, usageOf(db, coupon.id, buyer), ctx.now());
        if (refusal) throw codeRefused(refusal);
        const others = coupon.individual_use ? on : [];
        for (const o of others)
          db.run('DELETE FROM cart_coupons WHERE cart_token = ? AND coupon_id = ?', shopper.cartToken, o.id);
        db.run(
          'INSERT INTO cart_coupons (cart_token, coupon_id, added_at) VALUES (?, ?, ?)',
          shopper.cartToken,
          coupon.id,
          ctx.now(),
        );
        return others;
      });
      const cart = readCart(shopper.cartToken, true, shopper.userId);
      return replaced.length
        ? { ...cart, notices: [...cart.notices, ...replaced.map((o) => MSG.codeReplaced(codeLabel(o.code), code))] }
        : cart;
    },

    /** Takes the code off (any case); 409 when it is not on the cart. */
    async removeCoupon(shopper, typed) {
      const { changes } = db.run(
        'DELETE FROM cart_coupons WHERE cart_token = ? AND coupon_id IN (SELECT id FROM coupons WHERE code_key = ?)',
        shopper.cartToken,
        codeKey(typed),
      );
      if (changes === 0) throw codeRefused({ reason: 'not_applied', code: codeLabel(typed) }, 409);
      return readCart(shopper.cartToken, true, shopper.userId);
    },
  };
}
