import { describe, expect, it } from 'vitest';
import { sortOrders } from '../../../src/lib/orders';
import type { OrderSummary } from '../../../src/lib/schemas/order';

const order = (id: number, date: string, status = 'processing'): OrderSummary => ({
  id,
  number: String(10000 + id),
  status,
  date_created: date,
  total: '100.00',
  currency: 'EGP',
});

describe('the account order list', () => {
  it('real orders are listed newest first', () => {
    const sorted = sortOrders([
      order(1, '2025-05-01T10:00:00'),
      order(3, '2025-05-09T08:00:00'),
      order(2, '2025-05-05T10:00:00'),
    ]);
    expect(sorted.map((o) => o.id)).toEqual([3, 2, 1]);
  });
});
