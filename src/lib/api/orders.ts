import {
  notesAnswer,
  orderSchema,
  ordersAnswer,
  type Order,
  type OrderNote,
  type OrderSummary,
} from '../schemas/order';
import { request } from './http';

const withKey = (key?: string | null) => (key ? `?key=${encodeURIComponent(key)}` : '');

/** One order, for the logged-in owner or whoever holds its order key. */
export const get = (id: number, key?: string | null): Promise<Order> =>
  request(`/api/orders/${encodeURIComponent(id)}${withKey(key)}`, { schema: orderSchema });

/** Order lookup by number and email (first match). A read, so safe to retry. */
export const track = (number: string, email: string): Promise<Order> =>
  request('/api/orders/track', { method: 'POST', body: { number, email }, retry: true, schema: orderSchema });

/** The logged-in customer's orders (401 otherwise). */
export const mine = async (): Promise<OrderSummary[]> =>
  (await request('/api/orders', { schema: ordersAnswer })).orders;

/** Customer-visible notes of an order. */
export const notes = async (id: number, key?: string | null): Promise<OrderNote[]> =>
  (await request(`/api/orders/${encodeURIComponent(id)}/notes${withKey(key)}`, { schema: notesAnswer })).notes;
