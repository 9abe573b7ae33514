// Made on first use, not at import: the first formatter loads the browser's date and time-zone
// data, a long task on a slow phone, and the product page imports this module at load for
// reviews it shows only further down.
let long: Intl.DateTimeFormat | undefined;
let time: Intl.DateTimeFormat | undefined;
const LONG = () =>
  (long ??= new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'Africa/Cairo',
  }));
const TIME = () =>
  (time ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'Africa/Cairo' }));

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

/** 'MMMM d, yyyy', e.g. "May 12, 2026" (review dates, order dates). */
export function formatLongDate(value: string | number | Date): string {
  const d = parseDate(value);
  return d ? LONG().format(d) : '';
}

/** e.g. "3:45 PM" (order status history). */
export function formatTime(value: string | number | Date): string {
  const d = parseDate(value);
  return d ? TIME().format(d) : '';
}

/**
 * An instant as the store writes it: UTC to the second, with its zone ("2026-11-24T04:54:25Z"),
 * the form of WooCommerce's *_gmt dates once a zone is added, so both drivers answer alike.
 */
export const isoSeconds = (value: number | Date): string => new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
