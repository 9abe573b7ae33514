import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reshapeOrder } from '../../../src/server/drivers/woocommerce/reshape/orders';
import type { WooOrder } from '../../../src/server/drivers/woocommerce/schemas/orders';

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

  it('reads a zone-less date-time as UTC whatever the local time zone, never as local time', async () => {
    const { parseDate, formatTime, dateMs } = await import('../../../src/lib/dates');
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      // The trap the parser avoids: the platform reads this as Tokyo time.
      expect(new Date('2026-11-24T04:54:25').toISOString()).toBe('2026-11-23T19:54:25.000Z');
      expect(parseDate('2026-11-24T04:54:25')?.toISOString()).toBe('2026-11-24T04:54:25.000Z');
      expect(parseDate('2026-11-24 04:54:25')?.toISOString()).toBe('2026-11-24T04:54:25.000Z');
      expect(parseDate('2026-11-24T06:54:25+02:00')?.toISOString()).toBe('2026-11-24T04:54:25.000Z');
      expect(formatTime('2026-11-24T04:54:25')).toBe('6:54 AM');
      expect(dateMs('2026-11-24T04:54:25Z')).toBe(Date.UTC(2026, 10, 24, 4, 54, 25));
      expect(parseDate('')).toBeNull();
      expect(parseDate('yesterday')).toBeNull();
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
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
 * These expectations were first written as `it.fails` (the zone-less string was read in the
 * runtime's own zone). Fixed by the one parser: the driver answers date_*_gmt as UTC with its Z,
 * and any zone-less date-time is read as UTC, never as local time; so they are plain tests now,
 * on the date the driver answers from the recorded order, as the shop shows it.
 */
describe('dates as WooCommerce sends them (store-local, no zone)', () => {
  const realOrder = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../../fixtures/woocommerce-real/v3-order.json'), 'utf8'),
  ) as WooOrder & { date_created: string };
  const savedZone = process.env.TZ;
  afterEach(() => {
    if (savedZone === undefined) delete process.env.TZ;
    else process.env.TZ = savedZone;
  });

  it('the recorded order says 06:46 in Cairo, 04:46 UTC', () => {
    expect([realOrder.date_created, realOrder.date_created_gmt]).toEqual([
      '2026-11-24T06:46:45',
      '2026-11-24T04:46:45',
    ]);
  });

  for (const zone of ['Africa/Cairo', 'UTC', 'Asia/Dubai', 'America/New_York']) {
    it(`an order placed at 6:46 AM store time reads "November 24, 2026, 6:46 AM" where the code runs in ${zone}`, async () => {
      process.env.TZ = zone;
      const { formatLongDate, formatTime } = await import('../../../src/lib/dates');
      const shown = reshapeOrder(realOrder).date_created;
      expect([formatLongDate(shown), formatTime(shown)]).toEqual(['November 24, 2026', '6:46 AM']);
    });

    it(`an order placed at 11:30 PM store time keeps its day where the code runs in ${zone}`, async () => {
      process.env.TZ = zone;
      const { formatLongDate, formatTime } = await import('../../../src/lib/dates');
      const late: WooOrder & { date_created: string } = {
        ...realOrder,
        date_created: '2026-11-24T23:30:00',
        date_created_gmt: '2026-11-24T21:30:00',
      };
      const shown = reshapeOrder(late).date_created;
      expect([formatLongDate(shown), formatTime(shown)]).toEqual(['November 24, 2026', '11:30 PM']);
    });
  }
});
