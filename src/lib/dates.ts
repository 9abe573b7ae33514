import { currentLocale } from './i18n/current';
import { intlLocale } from './i18n/numbers';

// Made on first use, not at import, one per language: the first formatter loads the browser's
// date and time-zone data, a long task on a slow phone, and the product page imports this module
// at load for reviews it shows only further down. Every date a shopper reads is in Cairo's time,
// wherever her browser or the server is; an Arabic page's in Arabic month names ("12 مايو 2026"),
// in the digits of ./i18n/numbers.ts.
const longs = new Map<string, Intl.DateTimeFormat>();
const times = new Map<string, Intl.DateTimeFormat>();
function made(cache: Map<string, Intl.DateTimeFormat>, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale();
  let format = cache.get(locale);
  if (!format) cache.set(locale, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Africa/Cairo' })));
  return format;
}
const LONG = () => made(longs, { month: 'long', day: 'numeric', year: 'numeric' });
const TIME = () => made(times, { hour: 'numeric', minute: '2-digit' });

/** An ISO 8601 date-time without a zone: "2026-05-01T10:00" or "2026-05-01 10:00:00.123". */
const ZONELESS = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * The one date parser of the shop (server, build and browser). The shop's dates are instants in
 * ISO 8601 with their zone ("2026-11-24T04:54:25Z"). A date-time without a zone is read as UTC,
 * never as the local time of whichever browser or server reads it: the embedded store's older
 * rows are UTC without the "Z", and WooCommerce's zone-less date_* (store-local) never get here,
 * the driver reads date_*_gmt. null for anything that is not a date.
 */
export function parseDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d =
    value instanceof Date
      ? value
      : new Date(
          typeof value === 'string' && ZONELESS.test(value.trim()) ? `${value.trim().replace(' ', 'T')}Z` : value,
        );
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Milliseconds since the epoch, or NaN: for sorting by date. */
export const dateMs = (value: string | number | Date | null | undefined): number =>
  parseDate(value)?.getTime() ?? Number.NaN;

/** 'MMMM d, yyyy', e.g. "May 12, 2026" ("12 مايو 2026"): review dates, order dates. */
export function formatLongDate(value: string | number | Date): string {
  const d = parseDate(value);
  return d ? LONG().format(d) : '';
}

/** e.g. "3:45 PM" ("3:45 م"): order status history. */
export function formatTime(value: string | number | Date): string {
  const d = parseDate(value);
  return d ? TIME().format(d) : '';
}

// ---------------------------------------------------------------- Cairo wall time (the owner's forms)

let parts: Intl.DateTimeFormat | undefined;
const PARTS = () =>
  (parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Africa/Cairo',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

/** The wall time in Cairo at an instant, as the fields of a UTC date (for offset arithmetic). */
function cairoFields(ms: number): { wall: number; text: string } {
  const p = Object.fromEntries(
    PARTS()
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  const wall = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return { wall, text: `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}` };
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

/**
 * A Cairo wall time as the owner types it ("2026-05-01T10:00", a datetime-local field) to the UTC
 * instant the store keeps ("2026-05-01T07:00:00Z"), whatever zone the server runs in. Egypt
 * moves its clocks (UTC+2 in winter, UTC+3 in summer since 2023): the offset is the one in force
 * at that time. null for anything else.
 */
export function cairoToUtc(local: string): string | null {
  const m = WALL.exec(local.trim());
  if (!m) return null;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  const check = new Date(wall);
  if (check.getUTCMonth() !== +m[2]! - 1 || check.getUTCDate() !== +m[3]! || +m[4]! > 23 || +m[5]! > 59) return null;
  // First guess with the offset at the wall time read as UTC, then the offset at that guess.
  let utc = wall - (cairoFields(wall).wall - wall);
  utc = wall - (cairoFields(utc).wall - utc);
  return isoSeconds(utc);
}

/** The Cairo wall time of an instant, as a datetime-local field shows it ("2026-05-01T10:00"); '' for none. */
export function utcToCairo(value: string | null | undefined): string {
  const d = parseDate(value);
  return d ? cairoFields(d.getTime()).text : '';
}

/** "May 1, 2026, 10:00 AM" ("1 مايو 2026، 10:00 ص"): a date and its Cairo time in a sentence. */
export function formatDateTime(value: string | number | Date): string {
  const d = parseDate(value);
  return d ? `${LONG().format(d)}${currentLocale() === 'ar' ? '، ' : ', '}${TIME().format(d)}` : '';
}

/**
 * An instant as the store writes it: UTC to the second, with its zone ("2026-11-24T04:54:25Z"),
 * the form of WooCommerce's *_gmt dates once a zone is added, so both drivers answer alike.
 */
export const isoSeconds = (value: number | Date): string => new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
