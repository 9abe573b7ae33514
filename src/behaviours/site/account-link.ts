import { parseSessionRecord, SESSION_KEY, sessionState } from '../../lib/auth';
import { onStoredChange, readDecoded, readText, writeStored } from '../../lib/storage';
import { FLASH_COOKIE, FLASH_KEY } from '../../lib/header-constants';

/**
 * Signed in while the token lasts and the last activity is under 30 minutes old; a live check
 * counts as activity. A session that ran out shows as signed out at once, and is then ended (on
 * the server too) by code that loads only for it.
 */
function signedIn(): boolean {
  const now = Date.now();
  const rec = readDecoded(SESSION_KEY, parseSessionRecord);
  const state = sessionState(rec, now);
  if (rec && state === 'active') {
    writeStored(SESSION_KEY, { ...rec, lastActivity: now });
    return true;
  }
  if (state !== 'none')
    void import('./session-ran-out').then(
      (m) => m.endRanOutSession(now),
      () => undefined /* the server session runs out by itself */,
    );
  return false;
}

/**
 * The header's and the drawer's account links (AccountLink.astro): /account or /login, in the
 * page's language, as the link itself names them.
 */
function render(): void {
  const on = signedIn();
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-account-link]')) {
    a.href = (on ? a.dataset.signedInHref : a.dataset.signedOutHref) ?? a.href;
    const label = (on ? a.dataset.signedIn : a.dataset.signedOut) ?? '';
    if (a.dataset.accountLabel === 'aria') a.setAttribute('aria-label', label);
    else a.textContent = label;
  }
}

export function startAccountLinks(): void {
  render();
  // Another tab signed in or out.
  onStoredChange(SESSION_KEY, render);
  // A toast left by the previous page ('Logged out successfully' on the way to /): its code loads
  // only when there is one (and the toast waits for the next page if it cannot). A server redirect
  // (a discount link) leaves its toast in a cookie.
  if (readText(FLASH_KEY, 'session') !== null || document.cookie.includes(`${FLASH_COOKIE}=`))
    void import('../../stores/flash').then(
      (m) => m.showFlash(),
      () => undefined,
    );
}
