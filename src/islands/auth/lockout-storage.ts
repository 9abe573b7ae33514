/** The login lockout kept in localStorage, so a reload does not reset it. */
import { LOCKOUT_KEY, NO_LOCKOUT, parseLockout, type LockoutState } from '../../lib/login';
import { readText, removeStored, writeStored } from '../../lib/storage';

export function loadLockout(now = Date.now()): LockoutState {
  const raw = readText(LOCKOUT_KEY);
  return raw === null ? NO_LOCKOUT : parseLockout(raw, now);
}

/** Storage that refuses the write only loses the browser's copy: the server still enforces the lock. */
export function saveLockout(state: LockoutState): void {
  if (state.failures === 0 && state.lockedUntil === null) removeStored(LOCKOUT_KEY);
  else writeStored(LOCKOUT_KEY, state);
}
