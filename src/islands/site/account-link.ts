import { parseSessionRecord, SESSION_KEY, sessionState } from '../../lib/auth';
import { onStoredChange, readDecoded, readText, writeStored } from '../../lib/storage';
import { FLASH_KEY } from '../../stores/toast-signal';
import { expireStaleSession, takeSessionExpiredNote } from '../../stores/session-expiry';

/** Pages that say it themselves: the login form, and the account area that sends the shopper there. */
const SAYS_EXPIRY = new Set(['/login', '/account']);

/** Signed in by the spec §4 rules; a live check counts as activity. A session that ran out is ended, on the server too. */
function signedIn(): boolean {
  const now = Date.now();
  if (expireStaleSession(now) && !SAYS_EXPIRY.has(location.pathname.replace(/\/$/, ''))) {
    takeSessionExpiredNote();
    void Promise.all([import('../../stores/toasts'), import('../../lib/messages')]).then(([{ toast }, { MSG }]) => toast({ title: MSG.sessionExpired }));
  }
  const rec = readDecoded(SESSION_KEY, parseSessionRecord);
  if (!rec || sessionState(rec, now) !== 'active') return false;
  writeStored(SESSION_KEY, { ...rec, lastActivity: now });
  return true;
}

/** The header's and the drawer's account links (AccountLink.astro): /account or /login. */
function render(): void {
  const on = signedIn();
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-account-link]')) {
    a.href = on ? '/account' : '/login';
    const label = (on ? a.dataset.signedIn : a.dataset.signedOut) ?? '';
    if (a.dataset.accountLabel === 'aria') a.setAttribute('aria-label', label);
    else a.textContent = label;
  }
}

export function startAccountLinks(): void {
  render();
  // Another tab signed in or out.
  onStoredChange(SESSION_KEY, render);
  // A toast left by the previous page ('Logged out successfully' on the way to /): the toast
  // store loads only when there is one (and the note stays for the next page if it cannot).
  if (readText(FLASH_KEY, 'session') !== null) void import('../../stores/flash').then((m) => m.showFlash(), () => undefined);
}
