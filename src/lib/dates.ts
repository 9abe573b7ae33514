// Made on first use, not at import: the first formatter loads the browser's date and time-zone
// data, a long task on a slow phone, and the product page imports this module at load for
// reviews it shows only further down.
let long: Intl.DateTimeFormat | undefined;
let time: Intl.DateTimeFormat | undefined;
const LONG = () => (long ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'Africa/Cairo' }));
const TIME = () => (time ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'Africa/Cairo' }));

function toDate(value: string | number | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // WooCommerce sends site-local times without a zone ("2026-05-01T10:00:00"); treat them as UTC-free local strings.
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** 'MMMM d, yyyy', e.g. "May 12, 2026" (review dates, order dates). */
export function formatLongDate(value: string | number | Date): string {
  const d = toDate(value);
  return d ? LONG().format(d) : '';
}

/** e.g. "3:45 PM" (order status history). */
export function formatTime(value: string | number | Date): string {
  const d = toDate(value);
  return d ? TIME().format(d) : '';
}
