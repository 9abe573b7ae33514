/**
 * The header a browser's call to the API carries the page's language in (its <html lang>, "ar-EG"),
 * so the server answers in it. A module of its own: every page's first script sends it, and
 * needs nothing else of src/lib/i18n.
 */
export const LOCALE_HEADER = 'x-shop-locale';

/** The page's language tag, as its <html lang> says it ('' where there is no page). */
export const pageLanguage = (): string => globalThis.document?.documentElement?.lang ?? '';
