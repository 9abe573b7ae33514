import type { Db, SqlParam } from '../sqlite/db';
import { isoSeconds } from '../../lib/dates';
import { StoreError } from '../backend';
import { MSG } from '../../lib/messages';
import type { Order, OrderStatus } from '../../lib/schemas/order';
import { changeOrderStatus } from '../drivers/embedded/order-status';
import { orderById } from '../drivers/embedded/order-reading';
import { enqueueMail } from '../mail/queue';

/**
 * The back office's orders: the list (status filter, search, newest first, a page at a time),
 * one order with every note (private ones too), notes added by the owner. Status changes go
 * through the embedded driver's changeOrderStatus, the same code as `npm run order:status`.
 */
export const ORDERS_PAGE_SIZE = 20;

export interface AdminOrderRow {
  id: number;
  number: string;
  status: string;
  date_created: string;
  total: string;
  currency: string;
  customer: string;
  email: string;
  phone: string;
  items: number;
}

export interface OrderQuery {
  status?: OrderStatus;
  /** An order number ("#10001" too), a name, an email or a phone number, in part. */
  q?: string;
  page?: number;
}

const NAME =
  "trim(coalesce(json_extract(billing, '$.first_name'), '') || ' ' || coalesce(json_extract(billing, '$.last_name'), ''))";
const PHONE = "coalesce(json_extract(billing, '$.phone'), '')";

/** LIKE with the user's % and _ taken literally. */
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listOrders(
  db: Db,
  query: OrderQuery = {},
): { orders: AdminOrderRow[]; total: number; page: number; pages: number } {
  const where: string[] = [];
  const params: SqlParam[] = [];
  if (query.status) {
    where.push('status = ?');
    params.push(query.status);
  }
  const q = query.q?.trim();
  if (q) {
    const text = like(q);
    const digits = q.replace(/\D/g, '');
    const clauses = [`number = ?`, `${NAME} LIKE ? ESCAPE '\\'`, `billing_email LIKE ? ESCAPE '\\'`];
    params.push(q.replace(/^#/, ''), text, text);
    // Phones are typed with spaces, dashes or a +: compared on their digits.
    if (digits.length >= 3) {
      clauses.push(`replace(replace(replace(replace(${PHONE}, ' ', ''), '-', ''), '+', ''), '.', '') LIKE ?`);
      params.push(`%${digits}%`);
    }
    where.push(`(${clauses.join(' OR ')})`);
  }
  const sqlWhere = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM orders ${sqlWhere}`, ...params)?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page ?? 1), pages);
  const orders = db.all<AdminOrderRow>(
    `SELECT id, number, status, date_created, total, currency, ${NAME} AS customer, billing_email AS email, ${PHONE} AS phone,
            (SELECT COALESCE(SUM(quantity), 0) FROM order_items i WHERE i.order_id = orders.id) AS items
       FROM orders ${sqlWhere} ORDER BY id DESC LIMIT ? OFFSET ?`,
    ...params,
    ORDERS_PAGE_SIZE,
    (page - 1) * ORDERS_PAGE_SIZE,
  );
  return { orders, total, page, pages };
}

export interface AdminOrder extends Order {
  /** Every note, the customer's and the shop's private ones, oldest first. */
  all_notes: { id: number; note: string; customer_note: boolean; date_created: string }[];
}

export function getAdminOrder(db: Db, id: number): AdminOrder {
  const order = orderById(db, id);
  if (!order) throw new StoreError('not_found', MSG.orderNotFound, 404);
  const notes = db.all<{ id: number; note: string; customer_note: number; date_created: string }>(
    'SELECT id, note, customer_note, date_created FROM order_notes WHERE order_id = ? ORDER BY id',
    id,
  );
  return { ...order, all_notes: notes.map((n) => ({ ...n, customer_note: Boolean(n.customer_note) })) };
}

/** The one implementation of a status change (restocking included): the driver's. */
export function setAdminOrderStatus(
  db: Db,
  id: number,
  status: OrderStatus,
  note: string | undefined,
  now = Date.now(),
): { from: string; order: Order } {
  return changeOrderStatus(db, id, status, note || undefined, now);
}

/** A note on the order: the customer sees it on her order page when customer is true, else only the shop does. */
export function addOrderNote(db: Db, id: number, note: string, customer: boolean, now = Date.now()): void {
  const order = orderById(db, id);
  if (!order) throw new StoreError('not_found', MSG.orderNotFound, 404);
  const at = isoSeconds(now);
  db.transaction(() => {
    db.run(
      'INSERT INTO order_notes (order_id, note, customer_note, date_created) VALUES (?, ?, ?, ?)',
      id,
      note,
      customer ? 1 : 0,
      at,
    );
    // A note for her is news to her, as WooCommerce's "customer note" email: the status mail with no change says "A note about your order".
    if (customer && order.billing.email) {
      enqueueMail(
        db,
        { kind: 'order-status', to: order.billing.email, orderId: id, from: order.status, status: order.status, note },
        now,
      );
    }
  });
}
