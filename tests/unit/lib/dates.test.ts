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
