import { AsyncLocalStorage } from 'node:async_hooks';
import { setLocaleScope } from '../../lib/i18n/current';
import { LOCALE_COOKIE, localeOfPath, localeOfTag, type Locale } from '../../lib/i18n/locales';
import { LOCALE_HEADER } from '../../lib/i18n/header';
// The Arabic words, for any request that asks in Arabic: the scripts' and those only pages' HTML carries.
import '../../lib/i18n/ar/index';
import '../../lib/i18n/ar/in-html';

/**
 * One language per request on the server: the page's (/ar/... is Arabic) or, for the API, the
 * language of the page that called it (the browser's client sends it in a header), else the one
 * she chose last (a cookie). Every message read while answering (a refusal, a notice, a mail sent
 * then) is in that language (src/lib/i18n/current.ts).
 */
const requestLocale = new AsyncLocalStorage<Locale>();
setLocaleScope({
  current: () => requestLocale.getStore(),
  run: (locale, work) => requestLocale.run(locale, work),
});

/** The language a request is answered in. */
export function localeOfRequest(url: URL, headers: Headers, cookie: (name: string) => string | undefined): Locale {
  const api = url.pathname === '/api' || url.pathname.startsWith('/api/');
  if (!api) return localeOfPath(url.pathname);
  return localeOfTag(headers.get(LOCALE_HEADER)) ?? localeOfTag(cookie(LOCALE_COOKIE)) ?? 'en';
}

/** Runs the answer to a request in its language. */
export const answerIn = <T>(locale: Locale, work: () => T): T => requestLocale.run(locale, work);
