/**
 * The end of a session that ran out (the token's expiry, or 30 minutes without activity),
 * wherever the browser notices it first: the header's account link on any page, or an island's
 * session check. The server session is ended too, and the shopper is told once: "Your session has
 * expired, please sign in again". No zod and no messages here: the header loads this on every page,
 * and the anti-forgery code the server's logout needs loads only when a session did run out.
 */
import { parseSessionRecord, SESSION_KEY, sessionState } from '../lib/auth';
import { readDecoded, removeStored, takeStored, writeStored } from '../lib/storage';

/** Set for the tab when a session ran out, until a page has said so. */
const EXPIRED_KEY = 'nefertari.sessionExpired';

/** The server logout of the session that ran out, while it is under way. */
let ending: Promise<void> | null = null;

/**
 * When the stored session is past a limit: end it on the server (then forget the anti-forgery
 * value, which that request still needs), forget it here, and note that the shopper must be told.
 * Answers whether it did.
 */
export function expireStaleSession(now = Date.now()): boolean {
  const state = sessionState(readDecoded(SESSION_KEY, parseSessionRecord), now);
  if (state !== 'expired' && state !== 'inactive') return false;
  // Its code not arriving (offline) changes nothing here: the server session runs out by itself.
  ending ??= import('../lib/api/session-end')
    .then(
      (m) => m.endExpiredSession(),
      () => undefined,
    )
    .finally(() => {
      ending = null;
    });
  removeStored(SESSION_KEY);
  writeStored(EXPIRED_KEY, true, 'session');
  return true;
}

/**
 * Settles once the server logout of a session that ran out is answered (at once when none is
 * under way), or after `limitMs`: a page that leaves at once (/account sends the shopper to
 * /login) would otherwise cut it off before its code has even arrived. Never rejects.
 */
export function sessionEndSettled(limitMs = 3000): Promise<void> {
  if (!ending) return Promise.resolve();
  return Promise.race([ending, new Promise<void>((done) => setTimeout(done, limitMs))]);
}

/** True once after a session ran out in this tab: the page that says so takes the note. */
export function takeSessionExpiredNote(): boolean {
  return takeStored(EXPIRED_KEY, (v) => (v === true ? true : null), 'session') ?? false;
}
