import { PAGE_MSG as MSG } from '../../lib/page-messages';
import { expireStaleSession, takeSessionExpiredNote } from '../../stores/session-expiry';
import { toast } from '../../stores/toasts';

/** Pages that say it themselves: the login form, and the account area that sends the shopper there. */
const SAYS_EXPIRY = new Set(['/login', '/account']);

/**
 * A session the header found run out (./account-link, which loads this only then): ended here and
 * on the server, and the shopper told, unless the page says it itself (/login and /account: which
 * pages those are is decided here, in the code that loads only then, not in every page's first
 * script). An island's session check may have ended it meanwhile; its note is told here.
 */
export function endRanOutSession(now: number): void {
  expireStaleSession(now);
  if (!SAYS_EXPIRY.has(location.pathname.replace(/\/$/, '')) && takeSessionExpiredNote())
    toast({ title: MSG.sessionExpired });
}
