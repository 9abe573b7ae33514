import { LOCALE_COOKIE, localeOfPath, pathIn } from '../../lib/i18n/locales';

/**
 * The language she chose is the language of the last page she opened (the switch is a link to
 * the other language's page): every page sends it back in a cookie, a year long, and the shop's
 * front door (/) opens in it. Other addresses keep their own language: a shared link to an English
 * piece opens in English, with the switch at hand. The API answers in it when no page says which
 * (./locale-scope.ts).
 */
const YEAR_S = 365 * 24 * 60 * 60;

/** The Set-Cookie of a page's answer: its language, remembered. */
export const rememberLanguage = (pathname: string): string =>
  `${LOCALE_COOKIE}=${localeOfPath(pathname)}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`;

/**
 * Where the front door sends her as she comes in (the address typed, a bookmark: not a link of the
 * shop's own, such as the switch to English): the Arabic home when Arabic was her last language.
 */
export function frontDoor(
  pathname: string,
  cookieHeader: string | undefined,
  request: { fetchSite?: string; referer?: string },
): string | null {
  if (pathname !== '/' && pathname !== '/index.html') return null;
  // Browsers say where a navigation came from; one that says nothing came in from outside if it has no referrer.
  const entering = request.fetchSite ? request.fetchSite === 'none' : !request.referer;
  if (!entering) return null;
  const chosen = /(?:^|;\s*)shop_locale=([a-z]+)/.exec(cookieHeader ?? '')?.[1];
  return chosen === 'ar' ? pathIn('ar', '/') : null;
}
