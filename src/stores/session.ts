/**
 * The login session in the browser: the record {user, lastActivity, expiresAt, csrf}
 * persisted under `nefertari.session`. The login token itself stays in the server's httpOnly
 * cookie; this record says who is signed in and until when.
 */
import { atom, onMount } from 'nanostores';
import { api } from '../lib/api';
import { clearCsrf, csrfToken, rotateCsrf } from '../lib/api/csrf';
import { setAuthHooks } from '../lib/api/http';
import { parseSessionRecord, SESSION_KEY, sessionState, type SessionRecord, type SessionUser } from '../lib/auth';
import { needsRefresh, toEpochMs } from '../lib/session-refresh';
import type { SessionInfo, User } from '../lib/schemas/user';
import { onStoredChange, readDecoded, removeStored, writeStored } from '../lib/storage';
import { expireStaleSession } from './session-expiry';

/** The stored record, or null; a corrupt one is discarded so it cannot linger. */
const stored = (): SessionRecord | null => readDecoded(SESSION_KEY, parseSessionRecord);

export const $session = atom<SessionRecord | null>(stored());

/** Every change is written through (null removes the key); the record is the one in storage. */
function save(next: SessionRecord | null): void {
  if (next) writeStored(SESSION_KEY, next);
  else removeStored(SESSION_KEY);
  $session.set(next);
}

// While something shows the session (the account area), follow sign-ins and sign-outs of other tabs.
onMount($session, () => onStoredChange(SESSION_KEY, () => $session.set(stored())));

/** Why the session ended; an automatic end tells the shopper their session expired. */
export type EndReason = 'logout' | 'expired' | 'refresh-failed';

const endListeners = new Set<(reason: EndReason) => void>();

/** Be told when the session ends (the account area leaves for /login). */
export function onSessionEnd(listener: (reason: EndReason) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/** The record; a corrupt stored value was discarded when it was read. */
function record(): SessionRecord | null {
  return $session.get();
}

/** Forget the session in this browser: user, expiry and anti-forgery value. */
function endSession(reason: EndReason): void {
  const had = $session.get() !== null;
  save(null);
  clearCsrf();
  if (had) for (const l of endListeners) l(reason);
}

/**
 * Store a login or refresh answer. A login rotates the anti-forgery value (a value known before
 * login must not stay valid after it); a refresh keeps it.
 */
export function setSession(info: SessionInfo, opts: { rotate?: boolean; now?: number } = {}): SessionRecord {
  const now = opts.now ?? Date.now();
  const prev = $session.get();
  const csrf = opts.rotate || !prev ? (opts.rotate ? rotateCsrf() : csrfToken()) : prev.csrf;
  const next: SessionRecord = {
    user: { ...(info.user as unknown as SessionUser) },
    expiresAt: toEpochMs(info.expires_at),
    lastActivity: now,
    csrf,
  };
  save(next);
  return next;
}

/**
 * True while the token is unexpired and the last activity is within 30 minutes. Each check
 * counts as activity; a session past either limit is ended on the spot (and its cookie cleared).
 */
export function isLoggedIn(now = Date.now()): boolean {
  const rec = record();
  const state = sessionState(rec, now);
  if (state === 'active' && rec) {
    save({ ...rec, lastActivity: now });
    return true;
  }
  if (state !== 'none') {
    // Ends the server session too (the anti-forgery value goes once that request is answered),
    // and leaves the note that makes the next page say the session expired.
    expireStaleSession(now);
    $session.set(null);
    for (const l of endListeners) l('expired');
  }
  return false;
}

/** The signed-in user, or null (applies the same rules as isLoggedIn). */
export function currentUser(now = Date.now()): SessionUser | null {
  return isLoggedIn(now) ? ($session.get()?.user ?? null) : null;
}

let refreshing: Promise<boolean> | null = null;

/** Ask the server for a fresh token; a failed refresh logs out. Concurrent callers share one call. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= api.auth
    .refresh()
    .then((info) => {
      setSession(info);
      return true;
    })
    .catch(() => {
      endSession('refresh-failed');
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Logged in, with a token refreshed first when less than 5 minutes remain. */
export async function ensureFresh(now = Date.now()): Promise<boolean> {
  if (!isLoggedIn(now)) return false;
  const rec = $session.get();
  if (rec && needsRefresh(rec, now)) return refreshSession();
  return true;
}

/** Log in with the server and keep the session. Throws the ApiError of a refused login. */
export async function login(username: string, password: string): Promise<SessionRecord> {
  const info = await api.auth.login(username, password);
  return setSession(info, { rotate: true });
}

/** Log out: the server clears the httpOnly cookie, the browser forgets user and anti-forgery value. */
export async function logout(): Promise<void> {
  try {
    await api.auth.logout();
  } catch {
    /* the local session ends regardless; the token expires on its own */
  }
  endSession('logout');
}

/** Merge a profile update answered by the server into the stored user. */
export function updateStoredUser(user: Partial<User>): void {
  const rec = $session.get();
  if (rec) save({ ...rec, user: { ...rec.user, ...(user as Partial<SessionUser>) } });
}

// The HTTP client refreshes once on a 401 and retries; when that refresh fails the user is out.
setAuthHooks({
  // No session, nothing to renew: the 401 stands without a refresh request.
  refresh: () => ($session.get() ? refreshSession() : Promise.resolve(false)),
  onLoggedOut: () => endSession('refresh-failed'),
});
