/**
 * A toast that survives one navigation ('Login successful' then /account): kept in
 * sessionStorage and shown by the next page's island. Corrupt values are dropped.
 */
import { toast, type Toast } from './toasts';
import { isRecord, takeStored, writeStored } from '../lib/storage';
import { FLASH_COOKIE, FLASH_KEY } from '../lib/header-constants';
type FlashToast = Pick<Toast, 'title'> & Partial<Pick<Toast, 'description' | 'variant'>>;

// Read on every page (the header's account link shows it): a parse function, not a schema.
const flashToast = (t: unknown): FlashToast | null =>
  isRecord(t) && typeof t.title === 'string'
    ? {
        title: t.title,
        description: typeof t.description === 'string' ? t.description : undefined,
        variant: t.variant === 'destructive' ? 'destructive' : 'default',
      }
    : null;

/** Go to `href` and show `t` there. */
export function navigateWithToast(href: string, t: FlashToast): void {
  if (!writeStored(FLASH_KEY, t, 'session')) toast(t); // storage refused: at least show it here
  location.assign(href);
}

/** The toast a server redirect left in a cookie, taken once (the cookie is cleared). */
function takeCookieFlash(): FlashToast | null {
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${FLASH_COOKIE}=`))
    ?.slice(FLASH_COOKIE.length + 1);
  if (raw === undefined) return null;
  document.cookie = `${FLASH_COOKIE}=; path=/; max-age=0`;
  try {
    return flashToast(JSON.parse(decodeURIComponent(raw)));
  } catch {
    return null;
  }
}

/** Show the toast left by the previous page, once. */
export function showFlash(): void {
  const t = takeStored(FLASH_KEY, flashToast, 'session') ?? takeCookieFlash();
  if (t) toast(t);
}
