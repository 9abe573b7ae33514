/**
 * When the static pages are rebuilt: the rules alone, with the clock and the build injected, so
 * they are tested without waiting or building (tests/unit/server/rebuild-scheduler.test.ts).
 *
 * - A change waits `debounceMs` of quiet before its build starts: an owner saving five products
 *   in a minute gets one build, not five. A steady stream of changes still builds within
 *   `maxDelayMs` of the first one.
 * - One build at a time. A change that comes while a build runs is built after it (the running
 *   build may have read the store before the change), again after the quiet time.
 * - A failed build leaves the pages it would have replaced; its changes are tried again after
 *   `retryMs`, then twice as long each time up to `maxRetryMs`, so a store that is down or a
 *   product the build refuses is not rebuilt in a loop. A success resets the wait.
 * - A change known in advance (a scheduled sale starts or ends) is a change at that time.
 */

export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The process's clock; its timers never keep the process alive. */
export const systemTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface SchedulerOptions {
  timers: Timers;
  /** Builds the pages and puts them in service; rejects when the build or its server fails. */
  build: (reasons: readonly string[]) => Promise<void>;
  debounceMs: number;
  maxDelayMs: number;
  retryMs: number;
  maxRetryMs: number;
  /** Told after every change of state (the status file the panel reads). */
  onState?: (state: SchedulerState) => void;
}

export interface SchedulerState {
  building: boolean;
  /** Why the next build will run; empty when none is due. */
  pending: string[];
  /** When the next build starts (ms since the epoch), or null. */
  dueAt: number | null;
  /** Builds that failed in a row. */
  failures: number;
  /** The next change known in advance (a sale's start or end), or null. */
  nextKnownChange: number | null;
}

/** setTimeout takes at most 2^31-1 ms (24.8 days); a later change is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface Scheduler {
  /** Something the pages show changed in the store. */
  changed(reason: string): void;
  /** Something will change at `at` (ms since the epoch): a sale's start or end. Replaces the previous one. */
  changeAt(at: number | null, reason: string): void;
  state(): SchedulerState;
  /** Settles when no build runs (tests, shutdown). */
  idle(): Promise<void>;
  stop(): void;
}

export function createScheduler(o: SchedulerOptions): Scheduler {
  const { timers } = o;
  let pending: string[] = [];
  let firstChangeAt = 0;
  let lastChangeAt = 0;
  let building: Promise<void> | null = null;
  let failures = 0;
  let lastFailureAt = 0;
  let timer: unknown = null;
  let dueAt: number | null = null;
  let known: { at: number; reason: string; timer: unknown } | null = null;
  let stopped = false;

  const state = (): SchedulerState => ({
    building: building !== null,
    pending: [...pending],
    dueAt,
    failures,
    nextKnownChange: known?.at ?? null,
  });
  const tell = () => o.onState?.(state());

  /** The wait after `failures` failed builds in a row. */
  const backoff = () => Math.min(o.maxRetryMs, o.retryMs * 2 ** Math.max(0, failures - 1));

  function arm(): void {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    dueAt = null;
    if (stopped || building || pending.length === 0) return;
    let at = Math.min(lastChangeAt + o.debounceMs, firstChangeAt + o.maxDelayMs);
    if (failures > 0) at = Math.max(at, lastFailureAt + backoff());
    dueAt = at;
    timer = timers.setTimeout(start, Math.max(0, at - timers.now()));
  }

  function start(): void {
    timer = null;
    dueAt = null;
    if (stopped || building || pending.length === 0) return;
    const reasons = pending;
    pending = [];
    building = o
      .build(reasons)
      .then(
        () => {
          failures = 0;
        },
        () => {
          failures++;
          lastFailureAt = timers.now();
          // Tried again after the wait, with whatever came meanwhile.
          if (pending.length === 0) firstChangeAt = lastChangeAt = lastFailureAt;
          pending = [...reasons, ...pending.filter((r) => !reasons.includes(r))];
        },
      )
      .finally(() => {
        building = null;
        arm();
        tell();
      });
    tell();
  }

  function changed(reason: string): void {
    if (stopped) return;
    const now = timers.now();
    if (pending.length === 0) firstChangeAt = now;
    lastChangeAt = now;
    if (!pending.includes(reason)) pending.push(reason);
    arm();
    tell();
  }

  function changeAt(at: number | null, reason: string): void {
    if (known) timers.clearTimeout(known.timer);
    known = null;
    if (stopped || at === null) return tell();
    const wait = () => {
      const left = at - timers.now();
      if (left <= 0) {
        known = null;
        return changed(reason);
      }
      known = { at, reason, timer: timers.setTimeout(wait, Math.min(left, MAX_TIMER_MS)) };
    };
    wait();
    tell();
  }

  return {
    changed,
    changeAt,
    state,
    idle: async () => {
      while (building) await building;
    },
    stop() {
      stopped = true;
      if (timer !== null) timers.clearTimeout(timer);
      if (known) timers.clearTimeout(known.timer);
      timer = null;
      known = null;
      dueAt = null;
    },
  };
}
