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
