import { describe, expect, it } from 'vitest';
// The server's language per request, and the Arabic words it reads.
import '../../../src/server/i18n/locale-scope';
import { inLocale } from '../../../src/lib/i18n/current';
import { formatMoney } from '../../../src/lib/money';
import { formatDateTime, formatLongDate, formatTime } from '../../../src/lib/dates';
import { formatCount } from '../../../src/lib/i18n/numbers';
import { westernDigits, westernDigitsIn } from '../../../src/lib/digits';
import { searchQuery } from '../../../src/lib/listing/state';

const arabic = <T>(work: () => T): T => inLocale('ar', work);

describe('prices as Egyptian shops write them', () => {
  it('English keeps "EGP 1,250.00"', () => {
    expect(formatMoney('1250')).toBe('EGP 1,250.00');
    expect(formatMoney(-217.5)).toBe('EGP -217.50');
  });

  it('Arabic writes the amount then ج.م, in Western digits, never broken over two lines', () => {
    expect(arabic(() => formatMoney('1250'))).toBe('1,250.00\u00a0ج.م');
    expect(arabic(() => formatMoney('75.5'))).toBe('75.50\u00a0ج.م');
    expect(arabic(() => formatMoney('1250'))).not.toMatch(/[\u0660-\u0669]/);
  });

  it('a negative Arabic amount keeps its sign beside its digits', () => {
    expect(arabic(() => formatMoney('-217.50'))).toMatch(/^\p{Cf}?-217\.50\u00a0ج\.م$/u);
  });

  it('counts in Arabic sentences are in the same digits as the prices', () => {
    expect(arabic(() => formatCount(12))).toBe('12');
    expect(formatCount(12)).toBe('12');
  });
});

describe('dates in Cairo time', () => {
  it('English: "May 12, 2026", "3:45 PM"', () => {
    expect(formatLongDate('2026-05-12T10:00:00Z')).toBe('May 12, 2026');
    expect(formatTime('2026-07-01T12:45:00Z')).toBe('3:45 PM');
  });

  it('Arabic: Arabic month names, Cairo time, Western digits', () => {
    expect(arabic(() => formatLongDate('2026-05-12T10:00:00Z'))).toBe('12 مايو 2026');
    // 23:30 UTC on 31 December is already 1 January in Cairo (UTC+2 in winter).
    expect(arabic(() => formatLongDate('2026-12-31T23:30:00Z'))).toBe('1 يناير 2027');
    expect(arabic(() => formatTime('2026-07-01T12:45:00Z'))).toBe('3:45 م');
    expect(arabic(() => formatDateTime('2026-05-01T07:00:00Z'))).toBe('1 مايو 2026، 10:00 ص');
  });
});

describe('digits typed on an Arabic or Persian keyboard', () => {
  it('are written as Western digits, everything else kept as typed', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('+٢٠ (١٠٠) ١٢٣-٤٥٦٧')).toBe('+20 (100) 123-4567');
    expect(westernDigits('خاتم فضة ٩٢٥')).toBe('خاتم فضة 925');
    expect(westernDigits('NILE15')).toBe('NILE15');
  });

  it('a field is rewritten as she types, her caret kept where it was', () => {
    const field: Parameters<typeof westernDigitsIn>[0] = {
      value: '٠١٠٠',
      selectionStart: 2,
      selectionEnd: 2,
      setSelectionRange(start: number | null, end: number | null) {
        this.selectionStart = start;
        this.selectionEnd = end;
      },
    };
    expect(westernDigitsIn(field)).toBe('0100');
    expect(field).toMatchObject({ value: '0100', selectionStart: 2, selectionEnd: 2 });
  });

  it('a search for ٩٢٥ is a search for 925', () => {
    expect(searchQuery('  ٩٢٥ silver ')).toBe('925 silver');
    expect(searchQuery(null)).toBe('');
  });
});
