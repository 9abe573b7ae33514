import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('dates', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('shows Cairo dates and times the way the shop writes them', async () => {
    const { formatLongDate, formatTime } = await import('../../../src/lib/dates');
    expect(formatLongDate('2026-05-12T10:00:00Z')).toBe('May 12, 2026');
    // Cairo is UTC+3 in summer (daylight saving since 2023) and UTC+2 in winter.
    expect(formatTime('2026-07-01T12:45:00Z')).toBe('3:45 PM');
    expect(formatTime('2026-01-15T12:45:00Z')).toBe('2:45 PM');
    expect(formatLongDate('not a date')).toBe('');
  });

  it('loads no date data on import, and makes each formatter once on first use', async () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const { formatLongDate } = await import('../../../src/lib/dates');
    expect(made).not.toHaveBeenCalled();
    formatLongDate('2026-05-12T10:00:00Z');
    formatLongDate('2026-06-12T10:00:00Z');
    expect(made).toHaveBeenCalledTimes(1);
  });
});

/**
 * WooCommerce sends `date_created` in the store's own time without a zone ("2026-11-24T06:46:45",
 * from a real store in Cairo) and `date_created_gmt` in UTC, also without a zone. The shop shows
 * every date in Cairo time, so a shopper must read the time the store wrote, whatever zone the
 * code runs in: the shopper's browser (at home or abroad) or a server on UTC.
 *
 * Today the zone-less string is read in the runtime's own zone, which is right only when that zone
 * is Cairo. The expectations that fail today say what a shopper must see and are marked
 * `it.fails` (they pass while the code is wrong and will fail, to be flipped, once it is fixed).
 */
describe('dates as WooCommerce sends them (store-local, no zone)', () => {
  const realOrder = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../fixtures/woocommerce-real/v3-order.json'), 'utf8')) as { date_created: string; date_created_gmt: string };
  const savedZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = savedZone;
  });

  it('the recorded order says 06:46 in Cairo, 04:46 UTC', () => {
    expect([realOrder.date_created, realOrder.date_created_gmt]).toEqual(['2026-11-24T06:46:45', '2026-11-24T04:46:45']);
  });

  for (const zone of ['Africa/Cairo', 'UTC', 'Asia/Dubai', 'America/New_York']) {
    const today = zone === 'Africa/Cairo' ? it : it.fails;
    today(`an order placed at 6:46 AM store time reads "November 24, 2026, 6:46 AM" where the code runs in ${zone}`, async () => {
      process.env.TZ = zone;
      const { formatLongDate, formatTime } = await import('../../../src/lib/dates');
      expect([formatLongDate(realOrder.date_created), formatTime(realOrder.date_created)]).toEqual(['November 24, 2026', '6:46 AM']);
    });

    today(`an order placed at 11:30 PM store time keeps its day where the code runs in ${zone}`, async () => {
      process.env.TZ = zone;
      const { formatLongDate, formatTime } = await import('../../../src/lib/dates');
      expect([formatLongDate('2026-11-24T23:30:00'), formatTime('2026-11-24T23:30:00')]).toEqual(['November 24, 2026', '11:30 PM']);
    });
  }
});
