import { DEFAULT_LOCALE, localeOfTag, type Locale } from './locales';

/**
 * Which language the code running now speaks. In the browser, the page's own (<html lang>): every
 * script and island of an Arabic page speaks Arabic. On the server, the language of the request
 * being answered (an /ar/ page, or an API call from one), which the server keeps per request
 * (src/server/i18n/locale-scope.ts sets its scope here at start). `inLocale` runs work in a
 * language other than the request's: an email in the language of the order it is about.
 */
export interface LocaleScope {
  current(): Locale | undefined;
  run<T>(locale: Locale, work: () => T): T;
}

const pageScope: LocaleScope = {
  current: () => {
    const tag = globalThis.document?.documentElement?.lang;
    return tag === undefined ? undefined : localeOfTag(tag) === 'ar' ? 'ar' : 'en';
  },
  run: (_locale, work) => work(),
};
let scope: LocaleScope = pageScope;

/** The server's scope (one language per request), set once at its start. */
export function setLocaleScope(next: LocaleScope): void {
  scope = next;
}

export const currentLocale = (): Locale => scope.current() ?? DEFAULT_LOCALE;

export const inLocale = <T>(locale: Locale, work: () => T): T => scope.run(locale, work);
