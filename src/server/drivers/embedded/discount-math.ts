import type { CodeRefusal } from '../../../lib/discounts';
import { codeLabel } from '../../../lib/discounts';
import { fromMinor } from '../../../lib/money';

/**
 * The embedded store's discount codes: whether one applies to a cart, and what each takes off
 * each line. Free of the database (coupons.ts reads and writes), so it can be tested alone. The
 * rules and the arithmetic are WooCommerce's (WC_Discounts, WC_Cart_Totals), so a code gives the
 * same total on both stores:
 *
 * - Codes apply in WooCommerce's order: fixed per piece, then percent, then fixed per cart
 *   (free shipping takes nothing off the pieces); the same kind by amount, smaller first, then
 *   the newer first. Each code takes off the prices as they are, not as earlier codes left them,
 *   but never more than a line has left.
 * - Lines are taken from the dearest piece down.
 * - Percent: each line gives floor(line × percent) piastres; the code's whole discount is the
 *   cart's (its matching lines') total × percent, rounded half down to the piastre; what the
 *   lines' floors miss is added one piastre per piece, from the dearest. WooCommerce does the
 *   same in floats, rounding each line's discount to 2 decimals; here it is exact integers, so a
 *   percent such as 29 % can put a piastre on another line than WooCommerce would, never change a
 *   total.
 * - Fixed per cart: the amount split evenly over the pieces (floor), again over what is left
 *   until the amount is taken, the last piastres one per piece.
 * - Fixed per piece: the amount off each matching piece, at most its price.
 */

/** What the owner can make. */
export const DISCOUNT_TYPES = ['percent', 'fixed_cart', 'fixed_product', 'free_shipping'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** A code as the rules read it (the coupons table, decoded). */
export interface Coupon {
  id: number;
  /** As the owner typed it. */
  code: string;
  discount_type: DiscountType;
  /** Hundredths of what the owner typed: 10 % is 1000, EGP 150.50 is 15050; 0 for free shipping. */
  amount: number;
  /** Piastres; null for none. Compared with the pieces' total before any discount. */
  minimum_spend: number | null;
  maximum_spend: number | null;
  /** UTC ISO instants; null for none. */
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  /** Products (a variable product's id covers its variants) and categories it is for, or not for. */
  product_ids: number[];
  excluded_product_ids: number[];
  category_ids: number[];
  excluded_category_ids: number[];
  exclude_sale_items: boolean;
  /** Cannot be combined with other codes. */
  individual_use: boolean;
}

/** A cart line as the rules need it. */
export interface DiscountItem {
  key: string;
  product_id: number;
  variation_id: number;
  /** How the line is named in a sentence ("Nile Pearl Ring (Size: 7)"). */
  label: string;
  category_ids: number[];
  category_names: Map<number, string>;
  on_sale: boolean;
  /** Unit price, piastres. */
  unit: number;
  quantity: number;
}

/** Uses of a code so far: by every order that holds it, and by this customer (null: not known yet, a guest before checkout). */
export interface Usage {
  total: number;
  mine: number | null;
}

/** Codes that take a share of each matching piece (WooCommerce's "product" coupon types). */
const PER_PIECE: ReadonlySet<DiscountType> = new Set(['percent', 'fixed_product']);

const ids = (item: DiscountItem) => [item.product_id, item.variation_id].filter((n) => n > 0);
const intersects = (a: readonly number[], b: readonly number[]) => a.some((x) => b.includes(x));

/** Whether a per-piece code counts this line (WC_Coupon::is_valid_for_product). */
export function matchesItem(c: Coupon, item: DiscountItem): boolean {
  let valid = false;
  if (c.product_ids.length && intersects(ids(item), c.product_ids)) valid = true;
  if (c.category_ids.length && intersects(item.category_ids, c.category_ids)) valid = true;
  if (!c.product_ids.length && !c.category_ids.length) valid = true;
  if (c.excluded_product_ids.length && intersects(ids(item), c.excluded_product_ids)) valid = false;
  if (c.excluded_category_ids.length && intersects(item.category_ids, c.excluded_category_ids)) valid = false;
  if (c.exclude_sale_items && item.on_sale) valid = false;
  return valid;
}

/**
 * Why a code cannot be used on these lines now, or null. `now` in ms. The order of the checks is
 * the shopper's: does it exist in time, is it used up, does the cart qualify.
 */
export function checkCoupon(c: Coupon, items: readonly DiscountItem[], usage: Usage, now: number): CodeRefusal | null {
  const code = codeLabel(c.code);
  if (c.starts_at && Date.parse(c.starts_at) > now) return { reason: 'not_started', code, at: c.starts_at };
  if (c.ends_at && Date.parse(c.ends_at) <= now) return { reason: 'expired', code, at: c.ends_at };
  if (c.usage_limit !== null && usage.total >= c.usage_limit) return { reason: 'used_up', code };
  if (c.usage_limit_per_customer !== null && usage.mine !== null && usage.mine >= c.usage_limit_per_customer)
    return { reason: 'used_by_you', code, times: c.usage_limit_per_customer };
  const subtotal = items.reduce((n, i) => n + i.unit * i.quantity, 0);
  if (c.minimum_spend !== null && c.minimum_spend > subtotal)
    return { reason: 'minimum', code, amount: fromMinor(c.minimum_spend) };
  if (c.maximum_spend !== null && c.maximum_spend < subtotal)
    return { reason: 'maximum', code, amount: fromMinor(c.maximum_spend) };
  const notForPieces: CodeRefusal = { reason: 'not_for_pieces', code };
  if (c.product_ids.length && !items.some((i) => intersects(ids(i), c.product_ids))) return notForPieces;
  if (
    c.category_ids.length &&
    !items.some((i) => !(c.exclude_sale_items && i.on_sale) && intersects(i.category_ids, c.category_ids))
  )
    return notForPieces;
  if (PER_PIECE.has(c.discount_type)) {
    if (items.length && !items.some((i) => matchesItem(c, i))) return notForPieces;
  } else {
    // A code off the whole cart cannot be used while a piece it excludes is in it.
    if (c.exclude_sale_items && items.some((i) => i.on_sale)) return { reason: 'sale_items', code };
    const excluded = items.filter((i) => intersects(ids(i), c.excluded_product_ids)).map((i) => i.label);
    if (excluded.length) return { reason: 'excluded_pieces', code, names: [...new Set(excluded)] };
    const cats = new Set<string>();
    for (const i of items)
      for (const id of i.category_ids)
        if (c.excluded_category_ids.includes(id)) cats.add(i.category_names.get(id) ?? String(id));
    if (cats.size) return { reason: 'excluded_categories', code, names: [...cats] };
  }
  return null;
}

const KIND_ORDER: Record<DiscountType, number> = { fixed_product: 1, percent: 2, fixed_cart: 3, free_shipping: 4 };

/** Codes in the order WooCommerce applies them (WC_Cart_Totals::sort_coupons_callback). */
export function applicationOrder(coupons: readonly Coupon[]): Coupon[] {
  return [...coupons].sort(
    (a, b) => KIND_ORDER[a.discount_type] - KIND_ORDER[b.discount_type] || a.amount - b.amount || b.id - a.id,
  );
}

/** n / d rounded to a whole number, an exact half down (PHP_ROUND_HALF_DOWN, WooCommerce's discount rounding). */
const roundHalfDown = (n: number, d: number) => {
  const q = Math.floor(n / d);
  return (n - q * d) * 2 > d ? q + 1 : q;
};

export interface Discounts {
  /** Piastres off each line, by line key. */
  byLine: Map<string, number>;
  /** Piastres each code takes off, by coupon id. */
  byCoupon: Map<number, number>;
  /** A free-shipping code applies. */
  freeShipping: boolean;
}

/** What valid codes take off each line (see the rules above). `coupons` must all have passed checkCoupon. */
export function computeDiscounts(items: readonly DiscountItem[], coupons: readonly Coupon[]): Discounts {
  // The dearest piece first (WC_Discounts::sort_by_price); a stable sort keeps the cart's order otherwise.
  const lines = [...items].sort((a, b) => b.unit - a.unit);
  const price = new Map(lines.map((l) => [l.key, l.unit * l.quantity]));
  const taken = new Map(lines.map((l) => [l.key, 0]));
  const left = (l: DiscountItem) => price.get(l.key)! - taken.get(l.key)!;
  const take = (l: DiscountItem, n: number) => taken.set(l.key, taken.get(l.key)! + n);
  const byCoupon = new Map<number, number>();
  let freeShipping = false;

  /** One piastre per piece, from the dearest, until `amount` is taken or nothing is left. */
  const remainder = (group: DiscountItem[], amount: number) => {
    let total = 0;
    for (const l of group)
      for (let i = 0; i < l.quantity && total < amount; i++) {
        const d = Math.min(left(l), 1);
        take(l, d);
        total += d;
      }
    return total;
  };
  /** `amount` off each piece of the group, at most what each line has left. */
  const perPiece = (group: DiscountItem[], amount: number) => {
    let total = 0;
    for (const l of group) {
      const d = Math.min(left(l), amount * l.quantity);
      take(l, d);
      total += d;
    }
    return total;
  };
  const perCart = (group: DiscountItem[], amount: number): number => {
    const priced = group.filter((l) => left(l) > 0);
    const pieces = priced.reduce((n, l) => n + l.quantity, 0);
    if (!pieces || amount <= 0) return 0;
    const each = Math.floor(amount / pieces);
    if (each === 0) return remainder(priced, amount);
    const total = perPiece(priced, each);
    return total > 0 && total < amount ? total + perCart(priced, amount - total) : total;
  };
  const percent = (group: DiscountItem[], hundredths: number) => {
    let total = 0;
    let base = 0;
    for (const l of group) {
      const line = price.get(l.key)!;
      const d = Math.min(left(l), Math.floor((line * hundredths) / 10000));
      take(l, d);
      total += d;
      base += line;
    }
    const whole = roundHalfDown(base * hundredths, 10000);
    return total < whole ? total + remainder(group, whole - total) : total;
  };

  for (const c of applicationOrder(coupons)) {
    if (c.discount_type === 'free_shipping') {
      freeShipping = true;
      byCoupon.set(c.id, 0);
      continue;
    }
    const group = lines.filter((l) => left(l) > 0 && (!PER_PIECE.has(c.discount_type) || matchesItem(c, l)));
    const off =
      c.discount_type === 'percent'
        ? percent(group, c.amount)
        : c.discount_type === 'fixed_product'
          ? perPiece(group, c.amount)
          : perCart(group, c.amount);
    byCoupon.set(c.id, off);
  }
  return { byLine: taken, byCoupon, freeShipping };
}
