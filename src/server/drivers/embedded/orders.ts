import { StoreError, type OrdersApi } from '../../backend';
import type { Order, OrderStatus, OrderSummary } from '../../../lib/schemas/order';
import { MSG } from '../../../lib/messages';
import { safeEqual } from '../../security/passwords';
import type { EmbeddedContext } from './context';
import { withBankTransfer } from '../../bank-transfer';
import { customerNotes, orderRow, toOrder, type OrderRow } from './order-reading';
import { changeOrderStatus, findOrderId } from './order-status';
import { GATEWAYS, checkoutDomain } from './checkout';

/**
 * Checkout and orders: tables orders, order_items, order_status_history, order_notes and
 * idempotency_keys. Checkout takes stock (checkout.ts); an order that stops holding stock
 * (cancelled, refunded, failed) puts it back (order-status.ts); order-reading.ts reads an order
 * back. Here the domain is assembled, with what a customer reads of her orders.
 */

export function ordersDomain(ctx: EmbeddedContext): OrdersApi & {
  /** Admin (command line): moves an order to a status (changeOrderStatus). */
  setOrderStatus(id: number, status: OrderStatus, note?: string): Promise<Order>;
  /** Admin: an order by its number or id (findOrderId). */
  findOrderId(ref: string): number | null;
  /** The order as its emails show it (with where to pay a bank transfer), or null. */
  readOrder(id: number): Order | null;
} {
  const { db } = ctx;
  const checkout = checkoutDomain(ctx);
  return {
    /** Cash on delivery and direct bank transfer. */
    async listPaymentGateways() {
      return GATEWAYS.filter((g) => g.enabled);
    },

    // The shipping quote and the order placed (checkout.ts).
    quoteShipping: checkout.quoteShipping,
    createOrder: checkout.createOrder,

    /** The order for its customer or the holder of its order key; anyone else gets 404. */
    async getOrder(id, access) {
      const o = orderRow(db, id);
      const owner =
        o &&
        ((access.userId && o.customer_id === access.userId) ||
          (access.orderKey && safeEqual(access.orderKey, o.order_key)));
      if (!o || !owner) throw new StoreError('not_found', MSG.orderNotFound, 404);
      return withBankTransfer(toOrder(db, o), ctx.bankTransfer);
    },

    /** Order tracking by number ("#" optional) and billing email (any case). */
    async findOrder(number, email) {
      const o = db.get<OrderRow>(
        'SELECT * FROM orders WHERE number = ? AND billing_email = ? COLLATE NOCASE ORDER BY id LIMIT 1',
        number.replace(/^#/, ''),
        email,
      );
      return o ? withBankTransfer(toOrder(db, o), ctx.bankTransfer) : null;
    },

    /** The customer's orders, newest first. */
    async listCustomerOrders(userId) {
      return db.all<OrderSummary>(
        'SELECT id, number, status, date_created, total, currency, discount_total FROM orders WHERE customer_id = ? ORDER BY id DESC',
        userId,
      );
    },

    /** Customer-visible notes (notes added with a status change). */
    async listCustomerNotes(orderId) {
      return customerNotes(db, orderId);
    },

    async setOrderStatus(id, status, note) {
      return changeOrderStatus(db, id, status, note, ctx.now()).order;
    },

    findOrderId: (ref) => findOrderId(db, ref),

    readOrder(id) {
      const o = orderRow(db, id);
      return o ? withBankTransfer(toOrder(db, o), ctx.bankTransfer) : null;
    },
  };
}
