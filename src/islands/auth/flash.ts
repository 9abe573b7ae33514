/**
 * A toast that survives one navigation ('Login successful' then /account): kept in
 * sessionStorage and shown by the next page's island. Corrupt values are dropped.
 */
import { toast, type Toast } from '../../stores/toasts';

const FLASH_KEY = 'nefertari.flash';
type FlashToast = Pick<Toast, 'title'> & Partial<Pick<Toast, 'description' | 'variant'>>;

/** Go to `href` and show `t` there. */
export function navigateWithToast(href: string, t: FlashToast): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(t));
  } catch {
    toast(t); // storage refused: at least show it here
  }
  location.assign(href);
}

/** Show the toast left by the previous page, once. */
export function showFlash(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const t = JSON.parse(raw) as FlashToast;
    if (t && typeof t.title === 'string') toast({ title: t.title, description: typeof t.description === 'string' ? t.description : undefined, variant: t.variant === 'destructive' ? 'destructive' : 'default' });
  } catch {
    /* corrupt: dropped */
  }
}
