/**
 * Pure rules of the login session: it ends at the token's expiry or after 30 minutes without
 * activity, and the token is refreshed when 5 minutes remain. Every function takes `now` so tests drive them with
 * a fake clock. No zod and no browser APIs here: the header's account-link script imports this
 * module on every page and must stay tiny (the login form's own rules are in ./login.ts, the
 * token's refresh in ./session-refresh.ts).
 */
import { isRecord, parsedIfText } from './storage';
import { INACTIVITY_LIMIT_MS } from './header-constants';

/** localStorage key (the shop prefixes its own keys with `nefertari.`). */
export const SESSION_KEY = 'nefertari.session';

/** The signed-in customer as the browser keeps it: only what the screens show. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  display_name: string;
  first_name: string;
  last_name: string;
  [extra: string]: unknown;
}

/**
 * The session record the browser keeps. The token itself lives in an httpOnly cookie the browser cannot
 * read; `expiresAt` mirrors its expiry so the page knows when to refresh.
 */
export interface SessionRecord {
  user: SessionUser;
  /** Epoch ms when the login token expires. */
  expiresAt: number;
  /** Epoch ms of the last check that found the session alive (each check counts as activity). */
  lastActivity: number;
  /** The anti-forgery value issued at login (32 hex characters). */
  csrf: string;
}

export type SessionState = 'none' | 'active' | 'expired' | 'inactive';

export const isFiniteNum = (v: unknown): v is number => Number.isFinite(v);

/** The optional names, each a string: this runs in every page's first script, whose weight is budgeted. */
const textOr = (v: unknown): string => (typeof v === 'string' ? v : '');

/** A stored record, or null when it is missing or corrupt (a corrupt record is discarded, never trusted). */
export function parseSessionRecord(raw: unknown): SessionRecord | null {
  const value = parsedIfText(raw);
  if (!isRecord(value) || !isRecord(value.user)) return null;
  const u = value.user;
  if (!isFiniteNum(u.id) || typeof u.username !== 'string' || typeof u.email !== 'string') return null;
  if (!isFiniteNum(value.expiresAt) || !isFiniteNum(value.lastActivity)) return null;
  if (typeof value.csrf !== 'string' || !/^[0-9a-f]{32}$/i.test(value.csrf)) return null;
  return {
    // Its id, username and email are checked above.
    user: {
      ...u,
      display_name: textOr(u.display_name),
      first_name: textOr(u.first_name),
      last_name: textOr(u.last_name),
    } as SessionUser,
    expiresAt: value.expiresAt,
    lastActivity: value.lastActivity,
    csrf: value.csrf,
  };
}

/** Logged in only while the token is unexpired and the last activity is within 30 minutes. */
export function sessionState(record: SessionRecord | null, now: number): SessionState {
  if (!record) return 'none';
  if (record.expiresAt <= now) return 'expired';
  if (now - record.lastActivity > INACTIVITY_LIMIT_MS) return 'inactive';
  return 'active';
}
