/**
 * The shop's languages: English at today's addresses, Arabic beside it under /ar/ (the same page
 * for the same piece: /product/101 and /ar/product/101). The back office stays English.
 */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** <html lang>: the Arabic of Egypt. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', ar: 'ar-EG' };
export const DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };
/** Each language's name in itself, as the language switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };

/** The cookie that remembers the language of the last page she opened. */
export const LOCALE_COOKIE = 'shop_locale';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The shop's language of a language tag ("ar-EG", "ar", "en-GB"): Arabic for any Arabic. */
export const localeOfTag = (tag: string | null | undefined): Locale | null =>
  !tag ? null : /^ar(-|$)/i.test(tag) ? 'ar' : /^en(-|$)/i.test(tag) ? 'en' : null;

/** The path prefix of the Arabic pages. */
const AR_PREFIX = '/ar';

/** The language of an address: /ar and everything under /ar/ is Arabic. */
export function localeOfPath(pathname: string): Locale {
  return pathname === AR_PREFIX || pathname.startsWith(`${AR_PREFIX}/`) ? 'ar' : 'en';
}

/** The address without its language: /ar/product/101 -> /product/101, /ar -> /. */
export function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(AR_PREFIX.length) || '/';
}

/** The same page in `locale`: '/product/101' -> '/ar/product/101'; '/ar/faq' -> '/faq' in English. */
export function pathIn(locale: Locale, pathname: string): string {
  const plain = unlocalizedPath(pathname);
  if (locale === 'en') return plain;
  return plain === '/' ? `${AR_PREFIX}/` : `${AR_PREFIX}${plain}`;
}
