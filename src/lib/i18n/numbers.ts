import { currentLocale } from './current';
import type { Locale } from './locales';

/**
 * The digits the shop writes numbers in, in one place: prices (src/lib/money.ts), dates
 * (src/lib/dates.ts) and counts. Arabic pages write Western digits (0-9), not Arabic-Indic
 * (٠-٩): Egypt's online shops and its payment apps (InstaPay, wallets, bank transfers) show
 * amounts in Western digits, her order number, her phone and the shop's fields are kept in them
 * (src/lib/digits.ts), and one page reads in one set of digits, so the total she transfers is
 * written exactly as she read it. Changing 'latn' here to 'arab' writes every price, date and
 * count of Arabic pages in Arabic-Indic digits.
 */
export const ARABIC_NUMBERING_SYSTEM = 'latn';

/** The Intl locale of each language, with its digits (a Unicode extension: every Intl formatter follows it). */
const INTL_LOCALE: Record<Locale, string> = {
  en: 'en-US',
  ar: `ar-EG-u-nu-${ARABIC_NUMBERING_SYSTEM}`,
};

/** The Intl locale the running code speaks (./current.ts): for every number or date formatter. */
export const intlLocale = (locale: Locale = currentLocale()): string => INTL_LOCALE[locale];

// Made on first use, per language: the first Intl formatter of a page loads ICU data, a long task on a slow phone.
const counters = new Map<string, Intl.NumberFormat>();

/** A whole count in a sentence ("3 items", "٣ قطع" had the digits been Arabic-Indic), in the page's digits. */
export function formatCount(n: number): string {
  // English counts need no formatter: they are the number as JavaScript writes it.
  if (currentLocale() === 'en') return String(n);
  const locale = intlLocale();
  let counter = counters.get(locale);
  if (!counter) counters.set(locale, (counter = new Intl.NumberFormat(locale, { useGrouping: false })));
  return counter.format(n);
}
