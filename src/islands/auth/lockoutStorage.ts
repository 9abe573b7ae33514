/** The login lockout kept in localStorage, so a reload does not reset it. */
import { LOCKOUT_KEY, NO_LOCKOUT, parseLockout, type LockoutState } from '../../lib/auth';

export function loadLockout(now = Date.now()): LockoutState {
  try {
    const raw = localStorage.getItem(LOCKOUT_KEY);
    return raw === null ? NO_LOCKOUT : parseLockout(raw, now);
  } catch {
    return NO_LOCKOUT;
  }
}

export function saveLockout(state: LockoutState): void {
  try {
    if (state.failures === 0 && state.lockedUntil === null) localStorage.removeItem(LOCKOUT_KEY);
    else localStorage.setItem(LOCKOUT_KEY, JSON.stringify(state));
  } catch {
    /* storage unavailable: the server still enforces the lock */
  }
}
