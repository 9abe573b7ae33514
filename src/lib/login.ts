/**
 * Pure rules of the login form: the lockout and where a signed-in shopper goes
 * next. Every function takes `now` so tests drive them with a fake clock. Apart from ./auth.ts
 * (the session rules every page's header needs) so pages that never show the form do not load them.
 */
import { isFiniteNum } from './auth';
import { isRecord, parsedIfText } from './storage';
import { LOCKOUT_MAX_MS, LOCKOUT_STEP_MS, LOCKOUT_THRESHOLD } from './constants';
import { localHref } from './i18n/paths';

/** localStorage key (the shop prefixes its own keys with `nefertari.`). */
export const LOCKOUT_KEY = 'nefertari.loginLockout';

/** Lockout of the login form: 5 failures lock it for min(failures x 5 s, 30 s), then the count starts again. */
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
export function lockFromServer(
  state: LockoutState,
  now: number,
  retryAfterMs: number | null | undefined,
): LockoutState {
  const ms = isFiniteNum(retryAfterMs) && retryAfterMs > 0 ? retryAfterMs : lockDurationMs(LOCKOUT_THRESHOLD);
  return { failures: Math.max(state.failures, LOCKOUT_THRESHOLD), lockedUntil: now + ms };
}

/** A stored lockout, or none when missing or corrupt. A lock longer than the maximum is capped. */
export function parseLockout(raw: unknown, now: number): LockoutState {
  const value = parsedIfText(raw);
  if (!isRecord(value) || !isFiniteNum(value.failures) || value.failures < 0) return NO_LOCKOUT;
  const failures = Math.floor(value.failures);
  const until = value.lockedUntil;
  if (until === null || until === undefined)
    return { failures: Math.min(failures, LOCKOUT_THRESHOLD - 1), lockedUntil: null };
  if (!isFiniteNum(until)) return NO_LOCKOUT;
  // A tampered or clock-skewed record never locks longer than the rule allows.
  return currentLockout({ failures, lockedUntil: Math.min(until, now + LOCKOUT_MAX_MS) }, now);
}

/**
 * Where to go after logging in: ?next= when it is a path of this site (the back office sends
 * the owner here and back), else the account in the page's language. Never another origin.
 */
export function afterLogin(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return /^\/(?![/\\])[^\s]*$/.test(next) ? next : localHref('/account');
}
