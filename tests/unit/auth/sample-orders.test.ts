import { describe, expect, it } from 'vitest';
import { sampleOrders, showSampleOrders, sortOrders } from '../../../src/lib/orders';
import type { OrderSummary } from '../../../src/lib/schemas/order';

const NOW = Date.UTC(2025, 4, 10, 9, 0, 0);
const order = (id: number, date: string, status = 'processing'): OrderSummary => ({ id, number: String(10000 + id), status, date_created: date, total: '100.00', currency: 'EGP' });

describe('sample orders on the account page', () => {
  it('are one processing (now) and one completed (7 days earlier), numbered as samples', () => {
    const [a, b] = sampleOrders(NOW);
    expect(a).toMatchObject({ status: 'processing', date_created: new Date(NOW).toISOString() });
    expect(b).toMatchObject({ status: 'completed', date_created: new Date(NOW - 7 * 86_400_000).toISOString() });
    expect([a!.number, b!.number].every((n) => n.startsWith('SAMPLE-'))).toBe(true);
  });

  it('show only for a customer of the embedded store whose real list came back empty', () => {
    expect(showSampleOrders([], 'embedded')).toBe(true);
    expect(showSampleOrders([order(1, '2025-05-01T10:00:00')], 'embedded')).toBe(false);
    expect(showSampleOrders([], 'woocommerce')).toBe(false);
    expect(showSampleOrders([], null)).toBe(false);
    // A failed fetch is not an empty list: no samples in place of an error.
    expect(showSampleOrders(null, 'embedded')).toBe(false);
  });

  it('real orders are listed newest first', () => {
    const sorted = sortOrders([order(1, '2025-05-01T10:00:00'), order(3, '2025-05-09T08:00:00'), order(2, '2025-05-05T10:00:00')]);
    expect(sorted.map((o) => o.id)).toEqual([3, 2, 1]);
  });
});
