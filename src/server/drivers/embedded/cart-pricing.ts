import type { Cart } from '../../../lib/schemas/cart';
import { MSG } from '../../../lib/messages';
import { fromMinor } from '../../../lib/money';
import { codeLabel, refusalMessage, type CodeRefusal } from '../../../lib/discounts';
import { computeCart, type CartComputation, type GiftWrapOffer, type PricedLine, type StoredLine } from './cart-math';
import type { EmbeddedContext } from './context';
import type { StockRow } from './stock';
import { lineLabel } from '../../../lib/catalogue/variants';
import { checkCoupon, computeDiscounts, type Coupon, type DiscountItem, type Discounts } from './discount-math';
import { accountEmail, cartCoupons, discountItems, usageOf, type Buyer } from './coupons';
import { withTakenOff } from '../../taken-off';

/**
 * The cart priced: its lines in table cart_items under the shopper's cart token at the
 * catalogue's prices within live stock (the arithmetic is cart-math.ts), with its gift wrap and
 * its discount codes; the one pricing of the cart, the shipping quote and the checkout.
 */

/** The cart's lines with their product, variant, live stock and picture, in the order they were added. */
export function cartLines(ctx: Pick<EmbeddedContext, 'db' | 'catalogue'>, token: string): PricedLine[] {
  const { db, catalogue } = ctx;
  const rows = db.all<StoredLine & StockRow>(
    `SELECT c.line_key, c.product_id, c.variation_id, c.choices, c.name, c.quantity, c.reduced_from, c.engraving,
            s.stock_quantity, s.stock_status, s.manage_stock, s.backorders
       FROM cart_items c LEFT JOIN stock s ON s.product_id = CASE WHEN c.variation_id > 0 THEN c.variation_id ELSE c.product_id END
      WHERE c.cart_token = ? ORDER BY c.added_at, c.line_key`,
    token,
  );
  return rows.map((r) => {
    const product = catalogue.byId.get(r.product_id);
    const variant = r.variation_id ? catalogue.variantById.get(r.variation_id)?.variant : undefined;
    const image = product ? catalogue.imageOf(product, variant) : '';
    return { line: r, product, variant, stock: r.stock_status ? r : undefined, image };
  });
}

/** The gift wrap this store offers the cart, with the shopper's choice; undefined when it offers none. */
export function giftWrapOf(ctx: Pick<EmbeddedContext, 'db' | 'gifts'>, token: string): GiftWrapOffer | undefined {
  if (!ctx.gifts.wrap_offered) return undefined;
  const row = ctx.db.get<{ chosen: number }>('SELECT chosen FROM cart_gift_wrap WHERE cart_token = ?', token);
  return { chosen: row?.chosen === 1, price: ctx.gifts.wrap_price };
}

/** A cart priced with its discount codes: the one pricing of the cart page, the shipping quote and createOrder. */
export interface PricedCart extends CartComputation {
  lines: PricedLine[];
  /** The lines as the discount rules read them. */
  items: DiscountItem[];
  /** The codes that apply, in the order the shopper applied them. */
  coupons: Coupon[];
  /** Codes on the cart that no longer apply, and why: left out of every sum. */
  refused: { coupon: Coupon; refusal: CodeRefusal }[];
  discounts: Discounts;
}

/**
 * The cart's lines at the catalogue's prices within the live stock (cart-math.ts), and the
 * discount codes on it checked and applied (discount-math.ts) for this buyer: each line's total
 * after its share, the whole discount, what each code takes off.
 */
export function priceLines(
  ctx: Pick<EmbeddedContext, 'db' | 'catalogue' | 'now' | 'gifts'>,
  token: string,
  buyer: Buyer | null,
): PricedCart {
  const { db, catalogue } = ctx;
  const lines = cartLines(ctx, token);
  // Gift wrap is offered to a cart with something to wrap.
  const base = computeCart(lines, lines.length ? giftWrapOf(ctx, token) : undefined);
  const items = discountItems(base.cart, catalogue.byId, (i) => lineLabel(i.name, i.choices));
  const coupons: Coupon[] = [];
  const refused: PricedCart['refused'] = [];
  for (const coupon of cartCoupons(db, token)) {
    const refusal = checkCoupon(coupon, items, usageOf(db, coupon.id, buyer), ctx.now());
    if (refusal) refused.push({ coupon, refusal });
    else coupons.push(coupon);
  }
  const discounts = computeDiscounts(items, coupons);
  const cart = base.cart;
  const off = (key: string) => discounts.byLine.get(key) ?? 0;
  const discount = [...discounts.byLine.values()].reduce((a, b) => a + b, 0);
  // The codes take off the pieces; the gift wrap (in the total) is not discounted.
  const total = Math.round(Number(cart.totals.total) * 100);
  return {
    ...base,
    lines,
    items,
    coupons,
    refused,
    discounts,
    cart: {
      ...cart,
      items: cart.items.map((i) => ({
        ...i,
        totals: { ...i.totals, total: fromMinor(Math.round(Number(i.totals.subtotal) * 100) - off(i.key)) },
      })),
      // The codes' fields only when the cart has codes: a cart without reads as it always did.
      ...(coupons.length
        ? {
            totals: { ...cart.totals, discount: fromMinor(discount), total: fromMinor(total - discount) },
            coupons: coupons.map((c) => ({
              code: c.code,
              discount: fromMinor(discounts.byCoupon.get(c.id) ?? 0),
              free_shipping: c.discount_type === 'free_shipping',
            })),
          }
        : {}),
    },
  };
}

/** The buyer of a cart before checkout: a logged-in customer (her uses are known), else nobody yet. */
export const cartBuyer = (ctx: Pick<EmbeddedContext, 'db'>, userId: number | null): Buyer | null =>
  userId ? { userId, email: accountEmail(ctx.db, userId) } : null;

/**
 * The cart priced now; persistFixes writes back the lines dropped or trimmed for stock and takes
 * off the codes that no longer apply (as WooCommerce does), each said once in this answer.
 */
export function priceCart(
  ctx: Pick<EmbeddedContext, 'db' | 'catalogue' | 'now' | 'gifts'>,
  token: string,
  persistFixes: boolean,
  buyer: Buyer | null = null,
): Cart {
  const { db } = ctx;
  const { cart, drop, trim, refused } = priceLines(ctx, token, buyer);
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
  if (!persistFixes || refused.length === 0) return cart;
  for (const { coupon } of refused)
    db.run('DELETE FROM cart_coupons WHERE cart_token = ? AND coupon_id = ?', token, coupon.id);
  return withTakenOff(
    {
      ...cart,
      notices: [
        ...cart.notices,
        ...refused.map(({ coupon, refusal }) => MSG.codeTakenOff(codeLabel(coupon.code), refusalMessage(refusal))),
      ],
    },
    refused.map(({ refusal }) => refusal),
  );
}
