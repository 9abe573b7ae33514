import { StoreError } from '../../backend';
import type { Db } from '../../sqlite/db';
import { ORDER_STATUSES, type Order, type OrderStatus } from '../../../lib/schemas/order';
import { MSG } from '../../../lib/messages';
import { ADMIN_MSG } from '../../../lib/admin-messages';
import { setUsesReleased } from './coupons';
import { iso } from './context';
import { adjustStock, stockUnit } from './stock';
import { enqueueMail } from '../../mail/queue';
import { orderRow, toOrder } from './order-reading';

/**
 * An order's status changes: the history it keeps, the stock it holds or puts back, the customer's
 * email. The status rules (changeOrderStatus, setOrderStatusByRef) take only the database, so the
 * order:status script runs them on the shop's file under plain Node: this file and what it imports
 * stay free of astro:* and Vite-only code, and use only TypeScript that Node can strip (see
 * server/typescript.mjs).
 */

/** Orders in these statuses hold stock; moving out of them puts it back. */
const HOLDS_STOCK = new Set<OrderStatus>(['pending', 'processing', 'on-hold', 'completed']);

/** A row of the order's status history (placing an order writes its first ones). */
export function history(db: Db, orderId: number, status: string, note: string | null, now: number): void {
  db.run(
    'INSERT INTO order_status_history (order_id, date, status, note) VALUES (?, ?, ?, ?)',
    orderId,
    iso(now),
    status,
    note,
  );
}

/** An order's id from its number ("#10001" or "10001") or its id, else null. */
export function findOrderId(db: Db, ref: string): number | null {
  const clean = ref.replace(/^#/, '');
  const byNumber = db.get<{ id: number }>('SELECT id FROM orders WHERE number = ?', clean);
  if (byNumber) return byNumber.id;
  const byId = /^\d+$/.test(clean)
    ? db.get<{ id: number }>('SELECT id FROM orders WHERE id = ?', Number(clean))
    : undefined;
  return byId?.id ?? null;
}

/** 400 for a status WooCommerce orders do not have. */
function assertOrderStatus(status: string): asserts status is OrderStatus {
  if (!(ORDER_STATUSES as readonly string[]).includes(status))
    throw new StoreError('invalid_request', ADMIN_MSG.unknownOrderStatus(status, ORDER_STATUSES), 400);
}

/**
 * Moves an order to a status, in one transaction: a status-history row (the note, else "Order
 * status changed from A to B."), a private order note, date_completed on 'completed', and stock
 * put back when the order stops holding it (cancelled, refunded, failed) or taken again when it
 * starts holding it once more. A note is also kept as a customer-visible order note. Moving to
 * the status the order has changes nothing but the note. The customer's "order status changed"
 * email (with the note) is queued in the same transaction, for the CLI and the back office alike. 400 for a status WooCommerce does not
 * have, 404 for an unknown order. Answers the status it came from and the order as it now is.
 */
export function changeOrderStatus(
  db: Db,
  id: number,
  status: OrderStatus,
  note?: string,
  now = Date.now(),
): { from: string; order: Order } {
  assertOrderStatus(status);
  return db.transaction(() => {
    const o = orderRow(db, id);
    if (!o) throw new StoreError('not_found', MSG.orderNotFound, 404);
    const from = o.status as OrderStatus;
    if (from !== status) {
      const held = HOLDS_STOCK.has(from);
      const holds = HOLDS_STOCK.has(status);
      if (held !== holds) {
        const items = db.all<{ product_id: number; variation_id: number; quantity: number }>(
          'SELECT product_id, variation_id, quantity FROM order_items WHERE order_id = ?',
          id,
        );
        for (const i of items) adjustStock(db, stockUnit(i), holds ? -i.quantity : i.quantity);
        // Its discount codes' uses go with the stock: a cancelled order frees a one-use code.
        setUsesReleased(db, id, !holds);
      }
      db.run(
        "UPDATE orders SET status = ?, date_completed = CASE WHEN ? = 'completed' THEN ? ELSE date_completed END WHERE id = ?",
        status,
        status,
        iso(now),
        id,
      );
      history(db, id, status, note ?? `Order status changed from ${from} to ${status}.`, now);
      db.run(
        'INSERT INTO order_notes (order_id, note, customer_note, date_created) VALUES (?, ?, 0, ?)',
        id,
        `Order status changed from ${from} to ${status}.`,
        iso(now),
      );
    }
    if (note)
      db.run(
        'INSERT INTO order_notes (order_id, note, customer_note, date_created) VALUES (?, ?, 1, ?)',
        id,
        note,
        iso(now),
      );
    const order = toOrder(db, orderRow(db, id)!);
    // The customer hears of a new status or a note for her, in the same transaction (the command
    // line queues it; the next server process to look sends it).
    if ((from !== status || note) && order.billing.email) {
      enqueueMail(
        db,
        { kind: 'order-status', to: order.billing.email, orderId: id, from, status, note: note ?? null },
        now,
      );
    }
    return { from, order };
  });
}

/**
 * The order:status command (scripts/order-status.mjs): an order by its number or id moved to a
 * status with changeOrderStatus. The status is checked first, then the order (404 naming the
 * reference given).
 */
export function setOrderStatusByRef(
  db: Db,
  ref: string,
  status: string,
  note?: string,
  now = Date.now(),
): { from: string; order: Order } {
  assertOrderStatus(status);
  const id = findOrderId(db, ref);
  if (id === null) throw new StoreError('not_found', ADMIN_MSG.orderRefNotFound(ref), 404);
  return changeOrderStatus(db, id, status, note, now);
}
