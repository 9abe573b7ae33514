// Reading an order back from its rows (lines, status history, customer notes, gift), for its customer, the back office and its emails.
import type { Db } from '../../sqlite/db';
import type { Address } from '../../../lib/schemas/address';
import type { Order, OrderNote } from '../../../lib/schemas/order';
import { lineArabicSchema, lineEngravingSchema } from '../../../lib/schemas/line';
import { orderGiftSchema } from '../../../lib/schemas/gift';
import { toMinor } from '../../../lib/money';
import { storedChoices } from './cart-math';
import { isLocale } from '../../../lib/i18n/locales';

export interface OrderRow {
  id: number;
  number: string;
  order_key: string;
  status: string;
  currency: string;
  date_created: string;
  date_completed: string | null;
  subtotal: string;
  shipping_total: string;
  total_tax: string;
  total: string;
  customer_id: number;
  billing: string;
  shipping: string;
  payment_method: string;
  payment_method_title: string;
  customer_note: string;
  shipping_lines: string;
  /** JSON (OrderGift), null when the order is not a gift. */
  gift: string | null;
  discount_total: string;
  coupon_lines: string;
  language: string;
}

/** What the shop wrote itself, read back with its schema (an unreadable one is left out, not fatal). */
const readJson = <T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  text: string | null,
) => {
  if (!text) return undefined;
  try {
    const r = schema.safeParse(JSON.parse(text));
    return r.success ? r.data : undefined;
  } catch {
    return undefined;
  }
};

export function customerNotes(db: Db, orderId: number): OrderNote[] {
  return db
    .all<{ id: number; note: string; date_created: string }>(
      'SELECT id, note, date_created FROM order_notes WHERE order_id = ? AND customer_note = 1 ORDER BY id',
      orderId,
    )
    .map((n) => ({ ...n, customer_note: true }));
}

export function toOrder(db: Db, o: OrderRow): Order {
  const items = db
    .all<{
      id: number;
      product_id: number;
      variation_id: number;
      choices: string;
      sku: string;
      name: string;
      quantity: number;
      price: string;
      total: string;
      subtotal: string | null;
      image: string;
      engraving: string | null;
      ar: string | null;
    }>(
      'SELECT id, product_id, variation_id, choices, sku, name, quantity, price, total, subtotal, image, engraving, ar FROM order_items WHERE order_id = ? ORDER BY id',
      o.id,
    )
    // Orders from before discount codes kept no subtotal: theirs is their total.
    .map(({ engraving, subtotal, ar, ...i }) => {
      const e = readJson(lineEngravingSchema, engraving);
      const words = readJson(lineArabicSchema, ar);
      return {
        ...i,
        subtotal: subtotal ?? i.total,
        choices: storedChoices(i),
        ...(e ? { engraving: e } : {}),
        ...(words ? { ar: words } : {}),
      };
    });
  const gift = readJson(orderGiftSchema, o.gift);
  const history = db.all<{ date: string; status: string; note: string | null }>(
    'SELECT date, status, note FROM order_status_history WHERE order_id = ? ORDER BY id',
    o.id,
  );
  return {
    id: o.id,
    number: o.number,
    order_key: o.order_key,
    status: o.status,
    currency: o.currency,
    date_created: o.date_created,
    date_completed: o.date_completed,
    subtotal: o.subtotal,
    shipping_total: o.shipping_total,
    total_tax: o.total_tax,
    total: o.total,
    customer_id: o.customer_id,
    billing: JSON.parse(o.billing) as Partial<Address>,
    shipping: JSON.parse(o.shipping) as Partial<Address>,
    payment_method: o.payment_method,
    payment_method_title: o.payment_method_title,
    customer_note: o.customer_note,
    // As WooCommerce's needs_payment: a pending or failed order with something to pay (no pay page here).
    needs_payment: (o.status === 'pending' || o.status === 'failed') && toMinor(o.total) > 0,
    line_items: items,
    shipping_lines: JSON.parse(o.shipping_lines) as Order['shipping_lines'],
    discount_total: o.discount_total,
    coupon_lines: JSON.parse(o.coupon_lines) as Order['coupon_lines'],
    status_history: history.map((h) =>
      h.note === null ? { date: h.date, status: h.status } : { date: h.date, status: h.status, note: h.note },
    ),
    notes: customerNotes(db, o.id),
    ...(gift ? { gift } : {}),
    language: isLocale(o.language) ? o.language : 'en',
  };
}

export const orderRow = (db: Db, id: number) => db.get<OrderRow>('SELECT * FROM orders WHERE id = ?', id);

/** The back office's view of an order (src/server/admin/orders.ts), whoever placed it. */
export function orderById(db: Db, id: number): Order | undefined {
  const o = orderRow(db, id);
  return o ? toOrder(db, o) : undefined;
}
