import { memoryRateWindowStore, type RateWindowStore } from '../state/rate-windows';

/** Fixed-window request counter per client address (auth endpoints). */
export class RateLimiter {
  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly store: RateWindowStore = memoryRateWindowStore(),
  ) {}

  /** Answers 0 when allowed, else milliseconds until the window resets. */
  async hit(address: string): Promise<number> {
    const t = this.now();
    const w = await this.store.hit(address, t, this.windowMs);
    return w.count > this.limit ? this.windowMs - (t - w.start) : 0;
  }
}
