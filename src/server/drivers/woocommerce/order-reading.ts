// Reading an order with the keys (REST v3): the order, its customer notes, the order as its owner sees it.
import * as z from 'zod/mini';
import '../../../lib/schemas/zod'; // the shop's wording for every issue
import { StoreError } from '../../backend';
import type { Order } from '../../../lib/schemas/order';
import { MSG } from '../../../lib/messages';
import { WooHttpError, parse, toStoreError } from './http';
import { wooOrderNoteSchema, wooOrderSchema, type WooOrder } from './schemas/orders';
import { reshapeOrder } from './reshape/orders';
import type { WooContext } from './context';
import { catalogueDomain } from './catalogue';
import { arabicLines } from './line-arabic';
import { BANK_TRANSFER, withBankTransfer } from '../../bank-transfer';

/** What the orders domain and the checkout (the order it placed) read orders with. */
export type OrderReader = ReturnType<typeof orderReader>;

export function orderReader(ctx: WooContext) {
  const { http, v3, places, log } = ctx;
  const catalogue = catalogueDomain(ctx);
  const arabic = arabicLines((ids) => catalogue.getProducts(ids), log);

  async function readOrder(id: number): Promise<WooOrder> {
    try {
      const res = await http.call('v3', `/orders/${id}`);
      return parse(wooOrderSchema, res.data, 'order');
    } catch (err) {
      if (err instanceof WooHttpError && (err.status === 404 || /invalid_id/.test(err.code)))
        throw new StoreError('not_found', MSG.orderNotFound, 404);
      throw toStoreError(err);
    }
  }

  /** Customer notes only: asked for with type=customer and filtered again in case a store ignores it. */
  async function customerNotes(orderId: number) {
    const res = await v3(`/orders/${orderId}/notes`, { query: { type: 'customer' } });
    return parse(z.array(wooOrderNoteSchema), res.data, 'order notes').filter((n) => n.customer_note);
  }

  /** The order as its owner sees it: customer-visible notes, states by name. */
  async function withNotes(o: WooOrder): Promise<Order> {
    const [notes, bank] = await Promise.all([
      customerNotes(o.id).catch((err: unknown) => {
        // The order itself matters more than its notes: show it without them.
        log(`notes of order ${o.id} unavailable: ${(err as Error).message}`);
        return [];
      }),
      o.payment_method === BANK_TRANSFER ? ctx.bankTransfer() : Promise.resolve(null),
    ]);
    const order = withBankTransfer(reshapeOrder(o, notes), bank);
    const [billing, shipping, named] = await Promise.all([
      places.named(order.billing),
      places.named(order.shipping),
      arabic.order(order),
    ]);
    return { ...named, billing, shipping };
  }

  return { readOrder, customerNotes, withNotes };
}
