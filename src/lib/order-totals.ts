import { CART_MSG } from './cart-messages';
import { codeLabel } from './discount-code';
import { formatMoney, fromMinor, toMinor } from './money';
import { deliversNothing } from './order-status';
import type { Order } from './schemas/order';

/**
 * A placed order's lines and totals, as every view of it shows them: the confirmation, order
 * tracking, the account's orders, the emails, the back office's order and the packing slip.
 * Each piece at its price (before any discount code), the subtotal those lines add up to, one
 * row per code, shipping, gift wrap, tax when the store charged any, and the total: subtotal
 * minus the codes plus the rest is the total. A code is its own row, never folded into the lines,
 * so a reader can check the sums with a pencil. The amounts are the store's; only the subtotal is
 * added up here, from the lines it stands for.
 */

type OrderLine = Order['line_items'][number];

/** One line of the order at its price. */
export interface PricedLine {
  line: OrderLine;
  /** One piece's price with its engraving, before any code. */
  unitPrice: string;
  /** The pieces at that price (unit price × quantity), before any code. */
  amount: string;
}

export type TotalRowKind = 'subtotal' | 'discount' | 'free_shipping' | 'shipping' | 'gift_wrap' | 'tax' | 'total';

/** One row of the totals. */
export interface TotalRow {
  kind: TotalRowKind;
  /** What the row is: "Subtotal", "Discount (EID15)", "Shipping (Standard Shipping)". */
  label: string;
  /** What it says: "EGP 1,740.00", "−EGP 217.50", "Free", "None: nothing to ship". */
  value: string;
  /** The value is an amount of money (kept on one line), not words. */
  money: boolean;
}

export interface OrderTotals {
  lines: PricedLine[];
  rows: TotalRow[];
}

/**
 * A line's pieces before the codes. The stores keep it (WooCommerce's line `subtotal`; its
 * `total` is after the codes); a line that lacks it is priced from its unit price.
 */
function lineAmount(line: OrderLine): number {
  return line.subtotal !== undefined ? toMinor(line.subtotal) : toMinor(line.price) * line.quantity;
}

const money = (kind: TotalRowKind, label: string, minor: number | string): TotalRow => ({
  kind,
  label,
  value: formatMoney(typeof minor === 'number' ? fromMinor(minor) : minor),
  money: true,
});

export function orderTotals(order: Order): OrderTotals {
  const lines = order.line_items.map((line) => ({
    line,
    unitPrice: line.price,
    amount: fromMinor(lineAmount(line)),
  }));
  const subtotal = order.line_items.reduce((sum, l) => sum + lineAmount(l), 0);
  const method = order.shipping_lines[0]?.method_title;
  const shippingLabel = method ? CART_MSG.shippingBy(method) : CART_MSG.shipping;
  const rows: TotalRow[] = [
    money('subtotal', CART_MSG.subtotal, subtotal),
    // A free-shipping code takes nothing off the pieces: its row says so, and the shipping row shows the 0.
    ...(order.coupon_lines ?? []).map((c): TotalRow =>
      c.free_shipping
        ? {
            kind: 'free_shipping',
            label: CART_MSG.freeShippingLine(codeLabel(c.code)),
            value: CART_MSG.freeShipping,
            money: false,
          }
        : {
            kind: 'discount',
            label: CART_MSG.discountLine(codeLabel(c.code)),
            value: CART_MSG.minus(formatMoney(c.discount)),
            money: true,
          },
    ),
    deliversNothing(order)
      ? { kind: 'shipping', label: CART_MSG.shipping, value: CART_MSG.noShippingNeeded, money: false }
      : money('shipping', shippingLabel, order.shipping_total || order.shipping_lines[0]?.total || '0'),
  ];
  if (order.gift?.wrap)
    rows.push(
      toMinor(order.gift.wrap_total) > 0
        ? money('gift_wrap', CART_MSG.giftWrap, order.gift.wrap_total)
        : { kind: 'gift_wrap', label: CART_MSG.giftWrap, value: CART_MSG.free, money: false },
    );
  if (toMinor(order.total_tax) > 0) rows.push(money('tax', CART_MSG.tax, order.total_tax));
  rows.push(money('total', CART_MSG.total, order.total));
  return { lines, rows };
}
