import { describe, expect, it } from 'vitest';
import { parseSessionRecord, sessionState, type SessionRecord } from '../../../src/lib/auth';
import { needsRefresh, toEpochMs } from '../../../src/lib/session-refresh';
import {
  currentLockout,
  isLocked,
  lockDurationMs,
  lockFromServer,
  lockRemainingMs,
  NO_LOCKOUT,
  parseLockout,
  recordFailure,
  type LockoutState,
} from '../../../src/lib/login';

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
const MIN = 60_000;
const user = {
  id: 7,
  username: 'nour',
  email: 'nour@example.com',
  display_name: 'Nour',
  first_name: '',
  last_name: '',
};
const rec = (over: Partial<SessionRecord> = {}): SessionRecord => ({
  user,
  expiresAt: T0 + 60 * MIN,
  lastActivity: T0,
  csrf: 'a'.repeat(32),
  ...over,
});

function fail(times: number, start: LockoutState = NO_LOCKOUT, now = T0): LockoutState {
  let s = start;
  for (let i = 0; i < times; i++) s = recordFailure(s, now);
  return s;
}

describe('login lockout', () => {
  it('four failures do not lock; the fifth locks for min(5 x 5 s, 30 s) = 25 s', () => {
    const four = fail(4);
    expect(isLocked(four, T0)).toBe(false);
    const five = recordFailure(four, T0);
    expect(isLocked(five, T0)).toBe(true);
    expect(lockRemainingMs(five, T0)).toBe(25_000);
  });

  it('stays locked until the delay has passed, then unlocks with the counter back at zero', () => {
    const locked = fail(5);
    expect(isLocked(locked, T0 + 24_999)).toBe(true);
    expect(isLocked(locked, T0 + 25_000)).toBe(false);
    expect(currentLockout(locked, T0 + 25_000)).toEqual({ failures: 0, lockedUntil: null });
    // After the reset one more failure does not lock again: four more are needed.
    const after = recordFailure(locked, T0 + 25_000);
    expect(after).toEqual({ failures: 1, lockedUntil: null });
  });

  it('the delay grows 5 s per attempt and never exceeds 30 s', () => {
    expect(lockDurationMs(5)).toBe(25_000);
    expect(lockDurationMs(6)).toBe(30_000);
    expect(lockDurationMs(50)).toBe(30_000);
  });

  it("uses the server's retry_after_ms when it gives one", () => {
    const s = lockFromServer(fail(2), T0, 1_500);
    expect(isLocked(s, T0 + 1_499)).toBe(true);
    expect(isLocked(s, T0 + 1_500)).toBe(false);
    expect(lockRemainingMs(recordFailure(fail(4), T0, 800), T0)).toBe(800);
  });

  it('a corrupt or tampered stored lockout never locks longer than 30 s', () => {
    expect(parseLockout('{not json', T0)).toEqual(NO_LOCKOUT);
    expect(parseLockout({ failures: 'x' }, T0)).toEqual(NO_LOCKOUT);
    const forever = parseLockout(JSON.stringify({ failures: 5, lockedUntil: T0 + 10 * MIN }), T0);
    expect(lockRemainingMs(forever, T0)).toBe(30_000);
    const stored = parseLockout(JSON.stringify(fail(5)), T0 + 1_000);
    expect(lockRemainingMs(stored, T0 + 1_000)).toBe(24_000);
  });
});

describe('session validity', () => {
  it('is active while the token is unexpired and the last activity is within 30 minutes', () => {
    expect(sessionState(rec(), T0 + 30 * MIN)).toBe('active');
    expect(sessionState(rec(), T0 + 30 * MIN + 1)).toBe('inactive');
    expect(sessionState(rec({ expiresAt: T0 + MIN }), T0 + MIN)).toBe('expired');
    expect(sessionState(null, T0)).toBe('none');
  });

  it('needs a refresh only when less than 5 minutes remain', () => {
    expect(needsRefresh(rec(), T0 + 55 * MIN)).toBe(false);
    expect(needsRefresh(rec(), T0 + 55 * MIN + 1)).toBe(true);
    expect(needsRefresh(rec(), T0 + 60 * MIN)).toBe(false);
  });

  it('reads expiry given in seconds or milliseconds', () => {
    expect(toEpochMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toEpochMs(1_700_000_000_000)).toBe(1_700_000_000_000);
  });

  it('discards a corrupt record', () => {
    expect(parseSessionRecord('{oops')).toBeNull();
    expect(parseSessionRecord(JSON.stringify({ ...rec(), csrf: 'short' }))).toBeNull();
    expect(parseSessionRecord(JSON.stringify({ ...rec(), user: { id: '7' } }))).toBeNull();
    expect(parseSessionRecord(JSON.stringify({ ...rec(), expiresAt: 'soon' }))).toBeNull();
    expect(parseSessionRecord(JSON.stringify(rec()))).toEqual(rec());
  });
});
