import type { AttemptStore, LockRule } from '../state/login-attempts';
import { LOCKOUT_MAX_MS, LOCKOUT_STEP_MS, LOCKOUT_THRESHOLD } from '../../lib/constants';

/**
 * A lockout: per key, the 5th failure locks further attempts for
 * min(failures x step, 30 s); when the lock runs out the counter starts again. Records live in
 * an AttemptStore (state/login-attempts.ts) shared by every server process and counted
 * atomically there. The login rule keys it by account (login.ts), order tracking by email.
 *
 * An attempt is counted as a failure before the slow check it guards (attempt()), and forgiven
 * when it succeeds: of any number of attempts arriving at once, only the threshold's worth get
 * checked at all.
 */
export function lockDuration(failures: number, stepMs = LOCKOUT_STEP_MS, maxMs = LOCKOUT_MAX_MS): number {
  return Math.min(failures * stepMs, maxMs);
}

/** What attempt() decided: go ahead (and, when lockMs > 0, this attempt failing answers that lock), or wait. */
export type Attempt = { allowed: true; lockMs: number } | { allowed: false; waitMs: number };

export class LoginLockout {
  constructor(
    private readonly store: AttemptStore,
    private readonly options: { stepMs?: number; maxMs?: number; threshold?: number; now?: () => number } = {},
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private get rule(): LockRule {
    return {
      threshold: this.options.threshold ?? LOCKOUT_THRESHOLD,
      stepMs: this.options.stepMs ?? LOCKOUT_STEP_MS,
      maxMs: this.options.maxMs ?? LOCKOUT_MAX_MS,
    };
  }

  /** A key from its parts, each trimmed and lowercased ("Amira" and " amira " are one). */
  static key(...parts: string[]): string {
    return parts.map((p) => p.trim().toLowerCase()).join('|');
  }

  /** Milliseconds left on a lock, 0 when an attempt may go ahead. */
  async check(key: string): Promise<number> {
    const rec = await this.store.get(key);
    return rec ? Math.max(0, rec.lockedUntil - this.now()) : 0;
  }

  /** Counts a failure, atomically; answers the milliseconds left on the lock it is under now, else 0. */
  async fail(key: string): Promise<number> {
    const now = this.now();
    const rec = await this.store.countFailure(key, now, this.rule);
    return Math.max(0, rec.lockedUntil - now);
  }

  /**
   * Counts this attempt as a failure before it is checked. Refused when locked or when attempts
   * already under way fill the threshold; allowed otherwise, with the lock this attempt sets if
   * it turns out to fail (lockMs, 0 below the threshold). Follow with succeed() or forgive() unless it fails.
   */
  async attempt(key: string): Promise<Attempt> {
    const now = this.now();
    const rec = await this.store.countFailure(key, now, this.rule);
    const lockMs = Math.max(0, rec.lockedUntil - now);
    return rec.failures > this.rule.threshold
      ? { allowed: false, waitMs: lockMs || lockDuration(rec.failures, this.rule.stepMs, this.rule.maxMs) }
      : { allowed: true, lockMs };
  }

  /** The attempt was not a failure after all (the store could not be reached): take its count back. */
  async forgive(key: string): Promise<void> {
    await this.store.uncount(key, this.rule.threshold);
  }

  async succeed(key: string): Promise<void> {
    await this.store.delete(key);
  }
}
