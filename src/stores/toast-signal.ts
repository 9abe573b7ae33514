/**
 * How a toast push reaches the Toaster before it exists: the Toaster mounts on the first toast
 * (src/behaviours/toaster/load-on-toast.ts, on every page), and that script stays a few hundred
 * bytes by importing only this module, not the store.
 */
export const TOAST_EVENT = 'nefertari:toast';

// The flag is a window property named as the event: one name in every page's first script.
type Flagged = Window & { [TOAST_EVENT]?: boolean };

/** Leaves a flag for a loader that starts later and tells one already listening. */
export function signalToast(): void {
  (window as Flagged)[TOAST_EVENT] = true;
  window.dispatchEvent(new Event(TOAST_EVENT));
}

export function toastWasPushed(): boolean {
  return (window as Flagged)[TOAST_EVENT] === true;
}

/** sessionStorage key of a toast left for the next page ('Login successful' then /account): ./flash. */
export const FLASH_KEY = 'nefertari.flash';

/** Cookie of a toast a server redirect left for the page it lands on (a discount link's outcome): ./flash. */
export { FLASH_COOKIE } from '../lib/header-constants';
