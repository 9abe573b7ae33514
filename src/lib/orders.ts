/**
 * Rules of the account's order list: newest first, and the spec's sample orders (one processing, one completed, dated now and 7 days earlier), kept
 * honest: they appear only in a panel titled 'Sample orders', only when the embedded demo store
 * answered an empty order list for this customer (a brand-new demo customer), and never beside
 * real orders. A failed fetch shows an error, not samples: fake orders must not pass for real ones.
 */
import { dateMs } from './dates';
import type { OrderSummary } from './schemas/order';

const DAY = 24 * 60 * 60_000;

export interface SampleOrder {
  number: string;
  status: 'processing' | 'completed';
  date_created: string;
  total: string;
}

export function sampleOrders(now: number): SampleOrder[] {
  return [
    { number: 'SAMPLE-2', status: 'processing', date_created: new Date(now).toISOString(), total: '1250.00' },
    { number: 'SAMPLE-1', status: 'completed', date_created: new Date(now - 7 * DAY).toISOString(), total: '860.00' },
  ];
}

/** Samples only for the embedded store's customer with no orders at all. */
export function showSampleOrders(orders: OrderSummary[] | null, driver: string | null): boolean {
  return driver === 'embedded' && orders !== null && orders.length === 0;
}

/** Newest first. */
export function sortOrders(orders: OrderSummary[]): OrderSummary[] {
  return [...orders].sort((a, b) => dateMs(b.date_created) - dateMs(a.date_created) || b.id - a.id);
}
