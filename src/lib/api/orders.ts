import type { Order, OrderNote, OrderSummary } from '../schemas/order';
import { checkedBy } from './answer-check';
import { orderSchema } from './answer-schemas/order';
import { orderNotesSchema } from './answer-schemas/order-notes';
import { ordersSchema } from './answer-schemas/orders';
import { request } from './http';

const orderAnswer = checkedBy<Order>(orderSchema);
const ordersAnswer = checkedBy<{ orders: OrderSummary[] }>(ordersSchema);
const orderNotesAnswer = checkedBy<{ notes: OrderNote[] }>(orderNotesSchema);

const withKey = (key?: string | null) => (key ? `?key=${encodeURIComponent(key)}` : '');

/** One order, for the logged-in owner or whoever holds its order key. */
export const get = (id: number, key?: string | null): Promise<Order> =>
  request(`/api/orders/${encodeURIComponent(id)}${withKey(key)}`, { schema: orderAnswer });

/** Order lookup by number and email (first match). A read, so safe to retry. */
export const track = (number: string, email: string): Promise<Order> =>
  request('/api/orders/track', { method: 'POST', body: { number, email }, retry: true, schema: orderAnswer });

/** The logged-in customer's orders (401 otherwise). */
export const mine = async (): Promise<OrderSummary[]> =>
  (await request('/api/orders', { schema: ordersAnswer })).orders;

/** Customer-visible notes of an order. */
export const notes = async (id: number, key?: string | null): Promise<OrderNote[]> =>
  (await request(`/api/orders/${encodeURIComponent(id)}/notes${withKey(key)}`, { schema: orderNotesAnswer })).notes;
