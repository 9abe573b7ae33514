import * as z from 'zod/mini';
import '../../../lib/schemas/zod'; // the shop's wording for every issue
import { SHOP_PAYMENT_METHODS } from '../../../lib/payment-methods';
import { StoreError, type OrdersApi } from '../../backend';
import type { PaymentGateway } from '../../../lib/schemas/order';
import { MSG } from '../../../lib/messages';
import { fetchAllPages, parse } from './http';
import { wooGatewaySchema, wooOrderSchema } from './schemas/orders';
import { reshapeGateway, reshapeOrderNote, reshapeOrderSummary } from './reshape/orders';
import type { WooContext } from './context';
import { orderReader } from './order-reading';
import { checkoutDomain } from './checkout';

/**
 * Checkout and orders: the Store API checkout turns the shopper's WooCommerce cart into the
 * order (checkout.ts); REST v3 (with the keys, server only) reads orders and their customer notes
 * (order-reading.ts). Here the domain is assembled, with the gateways and the customer's orders.
 */

/** What the checkout offers when the store lists no enabled payment gateway: the shop's own two. */
export const FALLBACK_GATEWAYS: readonly PaymentGateway[] = SHOP_PAYMENT_METHODS;

export function ordersDomain(ctx: WooContext): OrdersApi {
  const { http, v3, log } = ctx;
  const reader = orderReader(ctx);
  const { readOrder, customerNotes, withNotes } = reader;
  const checkout = checkoutDomain(ctx, reader);

  return {
    /** The store's enabled gateways; the shop's own (cash on delivery, bank transfer) when it lists none or cannot be read (WooCommerce still validates the choice at checkout). */
    async listPaymentGateways() {
      try {
        const res = await v3('/payment_gateways');
        const enabled = parse(z.array(wooGatewaySchema), res.data, 'payment gateways')
          .filter((g) => g.enabled)
          .map(reshapeGateway);
        return enabled.length > 0 ? enabled : [...FALLBACK_GATEWAYS];
      } catch (err) {
        log(`payment gateways unavailable: ${(err as Error).message}`);
        return [...FALLBACK_GATEWAYS];
      }
    },

    // The shipping quote and the order placed (checkout.ts).
    quoteShipping: checkout.quoteShipping,
    createOrder: checkout.createOrder,

    /** The order for its customer (customer_id) or the holder of its order key; someone else's answers like a missing one. */
    async getOrder(id, access) {
      const o = await readOrder(id);
      const owner = access.userId !== null && access.userId > 0 && o.customer_id === access.userId;
      const keyed = !!access.orderKey && o.order_key === access.orderKey;
      if (!owner && !keyed) throw new StoreError('not_found', MSG.orderNotFound, 404);
      return withNotes(o);
    },

    /**
     * Order tracking by number and email: v3 has no number filter, so search, then match
     * the number and the billing email exactly; first match wins.
     */
    async findOrder(number, email) {
      const res = await v3('/orders', { query: { search: number, per_page: 20 } });
      const wanted = email.trim().toLowerCase();
      const match = parse(z.array(wooOrderSchema), res.data, 'orders').find(
        (o) =>
          (o.number === number || String(o.id) === number) && String(o.billing.email ?? '').toLowerCase() === wanted,
      );
      return match ? withNotes(match) : null;
    },

    /** WooCommerce has no customer=me: the id comes from the verified login. */
    async listCustomerOrders(userId) {
      const raw = await fetchAllPages(http, '/orders', { customer: userId });
      return parse(z.array(wooOrderSchema), raw, 'orders').map(reshapeOrderSummary);
    },

    /** type=customer notes only. */
    async listCustomerNotes(orderId) {
      return (await customerNotes(orderId)).map(reshapeOrderNote);
    },
  };
}
