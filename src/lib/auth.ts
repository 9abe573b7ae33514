/**
 * Pure rules of the login session and the login lockout (spec §4 and §9). Every function takes
 * `now` so tests drive them with a fake clock. No zod and no browser APIs here: the header's
 * account-link script imports this module on every page and must stay tiny.
 */
import { isRecord } from './storage';
import { INACTIVITY_LIMIT_MS, LOCKOUT_MAX_MS, LOCKOUT_STEP_MS, LOCKOUT_THRESHOLD, TOKEN_REFRESH_THRESHOLD_MS } from './constants';

/** localStorage keys (the shop prefixes its own keys with `nefertari.`). */
export const SESSION_KEY = 'nefertari.session';
export const LOCKOUT_KEY = 'nefertari.loginLockout';

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
 * The spec's session record. The token itself lives in an httpOnly cookie the browser cannot
 * read; `expiresAt` mirrors its expiry so the page knows when to refresh.
 */
export interface SessionRecord {
  user: SessionUser;
  /** Epoch ms when the login token expires. */
  expiresAt: number;
  /** Epoch ms of the last check that found the session alive (spec: each check refreshes it). */
  lastActivity: number;
  /** The anti-forgery value issued at login (32 hex characters). */
  csrf: string;
}

export type SessionState = 'none' | 'active' | 'expired' | 'inactive';

/** Servers answer expiry in seconds (JWT `exp`) or milliseconds: normalise to ms. */
export function toEpochMs(value: number): number {
  return value < 1e12 ? value * 1000 : value;
}

const isFiniteNum = (v: unknown): v is number => Number.isFinite(v);

/** A stored record, or null when it is missing or corrupt (a corrupt record is discarded, never trusted). */
export function parseSessionRecord(raw: unknown): SessionRecord | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isRecord(value) || !isRecord(value.user)) return null;
  const u = value.user;
  if (!isFiniteNum(u.id) || typeof u.username !== 'string' || typeof u.email !== 'string') return null;
  if (!isFiniteNum(value.expiresAt) || !isFiniteNum(value.lastActivity)) return null;
  if (typeof value.csrf !== 'string' || !/^[0-9a-f]{32}$/i.test(value.csrf)) return null;
  return {
    user: {
      ...u,
      id: u.id,
      username: u.username,
      email: u.email,
      display_name: typeof u.display_name === 'string' ? u.display_name : '',
      first_name: typeof u.first_name === 'string' ? u.first_name : '',
      last_name: typeof u.last_name === 'string' ? u.last_name : '',
    },
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

/** True when less than 5 minutes of the token remain (and it has not yet expired). */
export function needsRefresh(record: SessionRecord, now: number): boolean {
  return record.expiresAt > now && record.expiresAt - now < TOKEN_REFRESH_THRESHOLD_MS;
}

/** Lockout of the login form (spec §4, §9). */
export interface LockoutState {
  /** Failed attempts since the last success or unlock. */
  failures: number;
  /** Epoch ms when the lock ends; null while not locked. */
  lockedUntil: number | null;
}

export const NO_LOCKOUT: LockoutState = Object.freeze({ failures: 0, lockedUntil: null }) as LockoutState;

/** How long the form stays locked after `attempts` failures: min(attempts x 5 s, 30 s). */
export function lockDurationMs(attempts: number): number {
  return Math.min(Math.max(attempts, 0) * LOCKOUT_STEP_MS, LOCKOUT_MAX_MS);
}

/**
 * The state as it stands at `now`: a lock whose time has passed is over and the counter starts
 * again from zero.
 */
export function currentLockout(state: LockoutState, now: number): LockoutState {
  if (state.lockedUntil !== null && state.lockedUntil <= now) return NO_LOCKOUT;
  return state;
}

export function isLocked(state: LockoutState, now: number): boolean {
  const s = currentLockout(state, now);
  return s.lockedUntil !== null;
}

/** Milliseconds until the lock ends (0 when not locked). */
export function lockRemainingMs(state: LockoutState, now: number): number {
  const s = currentLockout(state, now);
  return s.lockedUntil === null ? 0 : s.lockedUntil - now;
}

/**
 * One more failed login. The fifth failure locks the form. When the server says how long its
 * own lock lasts (429 `retry_after_ms`), that figure wins, so both sides unlock together.
 */
export function recordFailure(state: LockoutState, now: number, serverRetryAfterMs?: number | null): LockoutState {
  const s = currentLockout(state, now);
  const failures = s.failures + 1;
  if (isFiniteNum(serverRetryAfterMs) && serverRetryAfterMs > 0) {
    return { failures: Math.max(failures, LOCKOUT_THRESHOLD), lockedUntil: now + serverRetryAfterMs };
  }
  if (failures >= LOCKOUT_THRESHOLD) return { failures, lockedUntil: now + lockDurationMs(failures) };
  return { failures, lockedUntil: null };
}

/** The server refused because it already holds a lock: adopt its remaining time. */
export function lockFromServer(state: LockoutState, now: number, retryAfterMs: number | null | undefined): LockoutState {
  const ms = isFiniteNum(retryAfterMs) && retryAfterMs > 0 ? retryAfterMs : lockDurationMs(LOCKOUT_THRESHOLD);
  return { failures: Math.max(state.failures, LOCKOUT_THRESHOLD), lockedUntil: now + ms };
}

/** A stored lockout, or none when missing or corrupt. A lock longer than the maximum is capped. */
export function parseLockout(raw: unknown, now: number): LockoutState {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return NO_LOCKOUT;
    }
  }
  if (!isRecord(value) || !isFiniteNum(value.failures) || value.failures < 0) return NO_LOCKOUT;
  const failures = Math.floor(value.failures);
  const until = value.lockedUntil;
  if (until === null || until === undefined) return { failures: Math.min(failures, LOCKOUT_THRESHOLD - 1), lockedUntil: null };
  if (!isFiniteNum(until)) return NO_LOCKOUT;
  // A tampered or clock-skewed record never locks longer than the rule allows.
  return currentLockout({ failures, lockedUntil: Math.min(until, now + LOCKOUT_MAX_MS) }, now);
}

/**
 * Where to go after logging in: ?next= when it is a path of this site (the back office sends
 * the owner here and back), else the account. Never another origin.
 */
export function afterLogin(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return /^\/(?![/\\])[^\s]*$/.test(next) ? next : '/account';
}
