import type { AttemptStore } from '../state/login-attempts';
import { LOCKOUT_MAX_MS, LOCKOUT_STEP_MS, LOCKOUT_THRESHOLD } from '../../lib/constants';

/**
 * Server-side login lockout (spec §5/§9): per username + client address, the 5th failure locks
 * further attempts for min(failures x step, 30 s); when the lock runs out the counter starts
 * again. Records live in an AttemptStore (state/login-attempts.ts), shared by every server
 * process, so neither a restart nor another worker unlocks anyone.
 */
export function lockDuration(failures: number, stepMs = LOCKOUT_STEP_MS, maxMs = LOCKOUT_MAX_MS): number {
  return Math.min(failures * stepMs, maxMs);
}

export class LoginLockout {
  constructor(
    private readonly store: AttemptStore,
    private readonly options: { stepMs?: number; maxMs?: number; threshold?: number; now?: () => number } = {},
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  static key(username: string, address: string): string {
    return `${username.trim().toLowerCase()}|${address}`;
  }

  /** Milliseconds left on a lock, 0 when the attempt may go ahead. */
  check(key: string): number {
    const rec = this.store.get(key);
    if (!rec || rec.lockedUntil === 0) return 0;
    const left = rec.lockedUntil - this.now();
    if (left > 0) return left;
    // The lock ran out: the shopper starts with a clean slate.
    this.store.delete(key);
    return 0;
  }

  /** Records a failure; answers the lock length when this failure locks the account, else 0. */
  fail(key: string): number {
    const rec = this.store.get(key) ?? { failures: 0, lockedUntil: 0 };
    const failures = rec.failures + 1;
    if (failures >= (this.options.threshold ?? LOCKOUT_THRESHOLD)) {
      const ms = lockDuration(failures, this.options.stepMs, this.options.maxMs);
      this.store.set(key, { failures, lockedUntil: this.now() + ms });
      return ms;
    }
    this.store.set(key, { failures, lockedUntil: 0 });
    return 0;
  }

  succeed(key: string): void {
    this.store.delete(key);
  }
}
