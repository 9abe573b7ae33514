import { MSG } from '../../lib/messages';
import { expireStaleSession, takeSessionExpiredNote } from '../../stores/session-expiry';
import { toast } from '../../stores/toasts';

/**
 * A session the header found run out (./account-link, which loads this only then): ended here and
 * on the server, and the shopper told, unless the page says it itself (`tell` false: /login and
 * /account). An island's session check may have ended it meanwhile; its note is told here.
 */
export function endRanOutSession(now: number, tell: boolean): void {
  expireStaleSession(now);
  if (tell && takeSessionExpiredNote()) toast({ title: MSG.sessionExpired });
}
