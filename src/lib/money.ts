import { CURRENCY } from './constants';

/**
 * The one money formatter: every price the shop shows goes through here.
 * Amounts arrive as WooCommerce decimal strings ("1250.00") or numbers.
 * Output: "EGP 1,250.00" (Latin digits; the storefront is in English).
 *
 * Formatted from whole piastres rather than with Intl.NumberFormat: creating the first Intl
 * formatter loads ICU data, one main-thread task of 120 ms under Lighthouse's 4x CPU slowdown,
 * in the middle of the checkout's start-up.
 */
export function formatMoney(amount: string | number | null | undefined): string {
  const minor = toMinor(amount ?? '');
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const pounds = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${CURRENCY} ${sign}${pounds}.${String(abs % 100).padStart(2, '0')}`;
}

/** Decimal string arithmetic in integer piastres, so totals never drift (0.1 + 0.2). */
export function toMinor(amount: string | number): number {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount || '0');
  return Math.round((Number.isFinite(value) ? value : 0) * 100);
}

export function fromMinor(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** Store API amounts are minor-unit strings ("1800" with minor unit 2 = "18.00"). */
export function fromMinorUnits(value: string | number, minorUnit = 2): string {
  const n = typeof value === 'number' ? value : Number.parseInt(value || '0', 10);
  return (n / 10 ** minorUnit).toFixed(2);
}
