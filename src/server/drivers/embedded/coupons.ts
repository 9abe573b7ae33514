import type { Db } from '../../sqlite/db';
import type { Cart } from '../../../lib/schemas/cart';
import type { Product } from '../../../lib/schemas/product';
import { codeKey } from '../../../lib/discounts';
import { toMinor } from '../../../lib/money';
import type { Coupon, DiscountItem, DiscountType, Usage } from './discount-math';

/**
 * The embedded store's discount codes in its database: table coupons (the owner's codes,
 * src/server/admin/discounts.ts makes them), cart_coupons (the codes on each cart) and
 * coupon_uses (one row per order and code, released when the order stops holding stock). The
 * rules are discount-math.ts. Free of astro:* and of TypeScript that Node cannot strip: the
 * order:status script gives uses back through here (setUsesReleased).
 */

export interface CouponRow {
  id: number;
  code: string;
  code_key: string;
  description: string;
  discount_type: string;
  amount: number;
  minimum_spend: number | null;
  maximum_spend: number | null;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  product_ids: string;
  excluded_product_ids: string;
  category_ids: string;
  excluded_category_ids: string;
  exclude_sale_items: number;
  individual_use: number;
  created_at: string;
  updated_at: string;
}

const idList = (json: string): number[] => (JSON.parse(json) as number[]).filter((n) => Number.isInteger(n));

export function toCoupon(r: CouponRow): Coupon {
  return {
    id: r.id,
    code: r.code,
    discount_type: r.discount_type as DiscountType,
    amount: r.amount,
    minimum_spend: r.minimum_spend,
    maximum_spend: r.maximum_spend,
    starts_at: r.starts_at,
    ends_at: r.ends_at,
    usage_limit: r.usage_limit,
    usage_limit_per_customer: r.usage_limit_per_customer,
    product_ids: idList(r.product_ids),
    excluded_product_ids: idList(r.excluded_product_ids),
    category_ids: idList(r.category_ids),
    excluded_category_ids: idList(r.excluded_category_ids),
    exclude_sale_items: r.exclude_sale_items === 1,
    individual_use: r.individual_use === 1,
  };
}

/** The code a shopper typed, matched without regard to case and outer spaces; undefined when there is none. */
export function couponByCode(db: Db, code: string): Coupon | undefined {
  const key = codeKey(code);
  if (!key) return undefined;
  const row = db.get<CouponRow>('SELECT * FROM coupons WHERE code_key = ?', key);
  return row ? toCoupon(row) : undefined;
}

/** The codes on a cart, in the order the shopper applied them. */
export function cartCoupons(db: Db, token: string): Coupon[] {
  return db
    .all<CouponRow>(
      `SELECT c.* FROM cart_coupons cc JOIN coupons c ON c.id = cc.coupon_id
        WHERE cc.cart_token = ? ORDER BY cc.added_at, cc.coupon_id`,
      token,
    )
    .map(toCoupon);
}

/** Who is buying, as far as the store knows: the logged-in customer with her account's email, and at checkout the billing email. */
export interface Buyer {
  userId: number | null;
  email: string | null;
}

/** The customer's account email (a logged-in shopper's uses are counted by it too), else null. */
export function accountEmail(db: Db, userId: number | null): string | null {
  if (!userId) return null;
  return db.get<{ email: string }>('SELECT email FROM users WHERE id = ?', userId)?.email ?? null;
}

/**
 * Uses of a code by the orders that still hold it, in all and by this buyer: her customer id, or
 * her email (a guest's, or a customer's orders placed as a guest with it).
 */
export function usageOf(db: Db, couponId: number, buyer: Buyer | null): Usage {
  const total =
    db.get<{ n: number }>('SELECT COUNT(*) AS n FROM coupon_uses WHERE coupon_id = ? AND released = 0', couponId)?.n ??
    0;
  if (!buyer || (!buyer.userId && !buyer.email)) return { total, mine: null };
  const mine =
    db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM coupon_uses
        WHERE coupon_id = ? AND released = 0 AND ((? > 0 AND customer_id = ?) OR email = ? COLLATE NOCASE)`,
      couponId,
      buyer.userId ?? 0,
      buyer.userId ?? 0,
      buyer.email ?? '',
    )?.n ?? 0;
  return { total, mine };
}

/** One use per code of an order, written in the order's own transaction. */
export function recordUses(db: Db, orderId: number, couponIds: readonly number[], buyer: Buyer): void {
  for (const id of couponIds)
    db.run(
      'INSERT INTO coupon_uses (coupon_id, order_id, customer_id, email) VALUES (?, ?, ?, ?)',
      id,
      orderId,
      buyer.userId ?? 0,
      buyer.email ?? '',
    );
}

/** An order that stops holding stock gives its uses back; one that holds it again takes them again. */
export function setUsesReleased(db: Db, orderId: number, released: boolean): void {
  db.run('UPDATE coupon_uses SET released = ? WHERE order_id = ?', released ? 1 : 0, orderId);
}

/** The cart's lines as the rules read them: each piece's product, categories, sale and price. */
export function discountItems(
  cart: Cart,
  products: ReadonlyMap<number, Product>,
  label: (item: Cart['items'][number]) => string,
): DiscountItem[] {
  return cart.items.map((item) => {
    const product = products.get(item.id);
    const variant = item.variation_id ? product?.variants.find((v) => v.id === item.variation_id) : undefined;
    const categories = product?.categories ?? [];
    return {
      key: item.key,
      product_id: item.id,
      variation_id: item.variation_id,
      label: label(item),
      category_ids: categories.map((c) => c.id),
      category_names: new Map(categories.map((c) => [c.id, c.name])),
      on_sale: (variant ?? product)?.on_sale ?? false,
      unit: toMinor(item.price),
      quantity: item.quantity,
    };
  });
}
