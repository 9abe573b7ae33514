/**
 * Fixed-window request counter per client address (auth endpoints). In memory: a restart
 * forgives, which is fine for a throttle; the login lockout itself is persisted.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Answers 0 when allowed, else milliseconds until the window resets. */
  hit(address: string): number {
    const t = this.now();
    let w = this.windows.get(address);
    if (!w || t - w.start >= this.windowMs) {
      w = { start: t, count: 0 };
      this.windows.set(address, w);
      if (this.windows.size > 10_000) this.sweep(t);
    }
    w.count += 1;
    return w.count > this.limit ? this.windowMs - (t - w.start) : 0;
  }

  private sweep(t: number): void {
    for (const [k, w] of this.windows) if (t - w.start >= this.windowMs) this.windows.delete(k);
  }
}
