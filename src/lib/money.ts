import { CURRENCY } from './constants';
import { currentLocale } from './i18n/current';
import { intlLocale } from './i18n/numbers';

/** How an Arabic page names the Egyptian pound, after the amount: "1,250.00 ج.م". */
export const ARABIC_CURRENCY = 'ج.م';

/**
 * A no-break space between an Arabic amount and its currency: a price never breaks over two lines
 * ("ج.م" alone at the start of the next), in a sentence as much as in a price element.
 */
const NBSP = '\u00a0';

let arabicAmount: Intl.NumberFormat | undefined;

/**
 * The one money formatter: every price the shop shows goes through here, in the language the
 * running code speaks (src/lib/i18n/current.ts). Amounts arrive as WooCommerce decimal strings
 * ("1250.00") or numbers.
 *
 * English: "EGP 1,250.00". Formatted from whole piastres rather than with Intl.NumberFormat:
 * creating the first Intl formatter loads ICU data, one main-thread task of 120 ms under
 * Lighthouse's 4x CPU slowdown, in the middle of the checkout's start-up.
 *
 * Arabic: "1,250.00 ج.م", the amount then the pound as Egyptian shops write it, in the digits of
 * src/lib/i18n/numbers.ts (Western, for the reasons written there) through Intl.NumberFormat, which
 * also marks a negative amount's sign so it stays on the left of its digits in right-to-left text.
 */
export function formatMoney(amount: string | number | null | undefined): string {
  const minor = toMinor(amount ?? '');
  if (currentLocale() === 'ar') {
    arabicAmount ??= new Intl.NumberFormat(intlLocale('ar'), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return `${arabicAmount.format(minor / 100)}${NBSP}${ARABIC_CURRENCY}`;
  }
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
