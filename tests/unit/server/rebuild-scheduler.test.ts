import { describe, expect, it } from 'vitest';
import { createScheduler, type Timers } from '../../../src/server/rebuild/scheduler';

/**
 * The rebuild rules on a clock the test moves by hand, with a build that finishes when the test
 * says: what an owner's burst of saves, a change during a build, a failing store and a scheduled
 * sale each start.
 */
class ManualClock implements Timers {
  t = 1_000_000;
  private seq = 0;
  private readonly due = new Map<number, { at: number; fn: () => void }>();
  now = () => this.t;
  setTimeout = (fn: () => void, ms: number) => {
    const id = ++this.seq;
    this.due.set(id, { at: this.t + ms, fn });
    return id;
  };
  clearTimeout = (id: unknown) => void this.due.delete(id as number);
  /** Moves the clock, running each timer at its time, in order. */
  async advance(ms: number): Promise<void> {
    const end = this.t + ms;
    for (;;) {
      // What a finished build does next runs first (its promise callbacks).
      await flush();
      const next = [...this.due.entries()].filter(([, d]) => d.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!next) break;
      this.due.delete(next[0]);
      this.t = next[1].at;
      next[1].fn();
      await flush();
    }
    this.t = end;
    await flush();
  }
}
const flush = () => new Promise((r) => setImmediate(r));

const SECOND = 1000;
const MINUTE = 60 * SECOND;

function setUp() {
  const clock = new ManualClock();
  const builds: { reasons: readonly string[]; startedAt: number; finish: () => void; fail: () => void }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const scheduler = createScheduler({
    timers: clock,
    debounceMs: 10 * SECOND,
    maxDelayMs: MINUTE,
    retryMs: MINUTE,
    maxRetryMs: 30 * MINUTE,
    build: (reasons) =>
      new Promise<void>((resolve, reject) => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        const done = (err?: Error) => {
          running--;
          if (err) reject(err);
          else resolve();
        };
        builds.push({
          reasons,
          startedAt: clock.now(),
          finish: () => done(),
          fail: () => done(new Error('the store did not answer')),
        });
      }),
  });
  return { clock, builds, scheduler, mostAtOnce: () => mostAtOnce };
}

describe('rebuild scheduler', () => {
  it('builds once after ten quiet seconds, however many saves came before', async () => {
    const { clock, builds, scheduler } = setUp();
    scheduler.changed('product 21 updated');
    await clock.advance(4 * SECOND);
    scheduler.changed('product 22 updated');
    await clock.advance(4 * SECOND);
    scheduler.changed('product 21 updated');
    await clock.advance(9 * SECOND);
    expect(builds).toHaveLength(0);
    await clock.advance(1 * SECOND);
    expect(builds).toHaveLength(1);
    expect(builds[0]!.reasons).toEqual(['product 21 updated', 'product 22 updated']);
    builds[0]!.finish();
    await clock.advance(10 * MINUTE);
    expect(builds).toHaveLength(1);
  });

  it('a steady stream of changes still builds within a minute of the first', async () => {
    const { clock, builds, scheduler } = setUp();
    const first = clock.now();
    for (let i = 0; i < 20; i++) {
      scheduler.changed(`product ${i} updated`);
      await clock.advance(5 * SECOND);
    }
    expect(builds).toHaveLength(1);
    expect(builds[0]!.startedAt - first).toBe(MINUTE);
  });

  it('never runs two builds at once: a change during a build is built after it', async () => {
    const { clock, builds, scheduler, mostAtOnce } = setUp();
    scheduler.changed('product 21 updated');
    await clock.advance(10 * SECOND);
    expect(builds).toHaveLength(1);
    scheduler.changed('product 22 updated');
    await clock.advance(5 * MINUTE);
    expect(builds).toHaveLength(1);
    expect(scheduler.state()).toMatchObject({ building: true, pending: ['product 22 updated'], dueAt: null });
    builds[0]!.finish();
    await clock.advance(0);
    // The change waited long enough already: it is built at once.
    expect(builds).toHaveLength(2);
    expect(builds[1]!.reasons).toEqual(['product 22 updated']);
    builds[1]!.finish();
    await clock.advance(MINUTE);
    expect(mostAtOnce()).toBe(1);
    expect(scheduler.state()).toMatchObject({ building: false, pending: [], dueAt: null });
  });

  it('a failed build is tried again after a minute, then two, then four; a success resets the wait', async () => {
    const { clock, builds, scheduler } = setUp();
    scheduler.changed('product 21 updated');
    await clock.advance(10 * SECOND);
    builds[0]!.fail();
    await clock.advance(0);
    expect(scheduler.state()).toMatchObject({ failures: 1, pending: ['product 21 updated'] });
    await clock.advance(MINUTE - 1);
    expect(builds).toHaveLength(1);
    await clock.advance(1);
    expect(builds).toHaveLength(2);
    builds[1]!.fail();
    // A new change does not cut the wait short.
    scheduler.changed('product 22 updated');
    await clock.advance(2 * MINUTE - 1);
    expect(builds).toHaveLength(2);
    await clock.advance(1);
    expect(builds).toHaveLength(3);
    expect(builds[2]!.reasons).toEqual(['product 21 updated', 'product 22 updated']);
    builds[2]!.finish();
    await clock.advance(0);
    expect(scheduler.state().failures).toBe(0);
    scheduler.changed('product 23 updated');
    await clock.advance(10 * SECOND);
    expect(builds).toHaveLength(4);
  });

  it("a sale's start is a change at its time, even weeks ahead", async () => {
    const { clock, builds, scheduler } = setUp();
    const start = clock.now() + 30 * 24 * 60 * MINUTE;
    scheduler.changeAt(start, 'a scheduled sale starts or ends');
    expect(scheduler.state().nextKnownChange).toBe(start);
    await clock.advance(30 * 24 * 60 * MINUTE - 1);
    expect(builds).toHaveLength(0);
    await clock.advance(1 + 10 * SECOND);
    expect(builds).toHaveLength(1);
    expect(builds[0]!.reasons).toEqual(['a scheduled sale starts or ends']);
    expect(scheduler.state().nextKnownChange).toBeNull();
  });

  it('a new boundary replaces the previous one, and none stops waiting for it', async () => {
    const { clock, builds, scheduler } = setUp();
    scheduler.changeAt(clock.now() + MINUTE, 'sale');
    scheduler.changeAt(clock.now() + 5 * MINUTE, 'sale');
    await clock.advance(2 * MINUTE);
    expect(builds).toHaveLength(0);
    scheduler.changeAt(null, 'sale');
    await clock.advance(10 * MINUTE);
    expect(builds).toHaveLength(0);
  });
});
