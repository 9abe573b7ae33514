/**
 * Rules of the account's order list. The dashboard and the Orders tab read the same list, so
 * they always agree: a brand-new account has no orders on either (sample orders are
 * not shown, since fake orders beside an empty real list contradicted the dashboard), and a failed
 * fetch shows an error on both, never made-up orders.
 */
import { dateMs } from './dates';
import type { OrderSummary } from './schemas/order';

/** Newest first. */
export function sortOrders(orders: OrderSummary[]): OrderSummary[] {
  return [...orders].sort((a, b) => dateMs(b.date_created) - dateMs(a.date_created) || b.id - a.id);
}
