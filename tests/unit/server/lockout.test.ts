import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { LoginLockout, lockDuration } from '../../../src/server/security/lockout';
import { memoryAttemptStore } from '../../../src/server/state/login-attempts';
import { RateLimiter } from '../../../src/server/security/rate-limit';

describe('login lockout', () => {
  it('locks for min(failures x 5 s, 30 s) by default', () => {
    expect(lockDuration(5)).toBe(25_000);
    expect(lockDuration(6)).toBe(30_000);
    expect(lockDuration(12)).toBe(30_000);
  });

  it('locks on the 5th failure, unlocks when the time is up and starts counting again', async () => {
    let t = 1_000_000;
    const lock = new LoginLockout(memoryAttemptStore(), { now: () => t });
    const key = LoginLockout.key('Amira', '10.0.0.1');
    for (let i = 0; i < 4; i++) expect(await lock.fail(key)).toBe(0);
    expect(await lock.check(key)).toBe(0);
    expect(await lock.fail(key)).toBe(25_000);
    expect(await lock.check(key)).toBe(25_000);
    t += 24_999;
    expect(await lock.check(key)).toBe(1);
    t += 1;
    expect(await lock.check(key)).toBe(0);
    // A fresh count: four more failures do not lock.
    for (let i = 0; i < 4; i++) expect(await lock.fail(key)).toBe(0);
    expect(await lock.check(key)).toBe(0);
  });

  it('keeps keys (any case) apart, and forgets on success', async () => {
    const lock = new LoginLockout(memoryAttemptStore(), { now: () => 0 });
    const a = LoginLockout.key('amira', '1.1.1.1');
    expect(LoginLockout.key(' AMIRA ', '1.1.1.1')).toBe(a);
    for (let i = 0; i < 5; i++) await lock.fail(a);
    expect(await lock.check(a)).toBeGreaterThan(0);
    expect(await lock.check(LoginLockout.key('amira', '2.2.2.2'))).toBe(0);
    const b = LoginLockout.key('omar', '1.1.1.1');
    for (let i = 0; i < 4; i++) await lock.fail(b);
    await lock.succeed(b);
    expect(await lock.fail(b)).toBe(0);
  });

  it('lets the threshold of attempts through, counting each before its check; the fifth carries the lock it sets', async () => {
    let t = 0;
    const lock = new LoginLockout(memoryAttemptStore(), { now: () => t });
    const attempts = await Promise.all(Array.from({ length: 7 }, () => lock.attempt('k')));
    expect(attempts).toEqual([
      ...Array.from({ length: 4 }, () => ({ allowed: true, lockMs: 0 })),
      { allowed: true, lockMs: 25_000 },
      { allowed: false, waitMs: 25_000 },
      { allowed: false, waitMs: 25_000 },
    ]);
    // Attempts refused while locked do not lengthen the lock.
    t += 25_000;
    expect(await lock.attempt('k')).toEqual({ allowed: true, lockMs: 0 });
    // One that was not a failure after all is taken back.
    await lock.forgive('k');
    expect(await lock.check('k')).toBe(0);
  });
});

describe('login attempts counted by server processes sharing the SQLite file', () => {
  it('count one after the other across connections, and lock for every connection at once', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { Db } = await import('../../../src/server/sqlite/db');
    const { sqliteAttemptStore } = await import('../../../src/server/state/login-attempts');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'shop-lock-')), 'shop.db');
    const first = new Db(file);
    const second = new Db(file);
    const t = 1_000;
    const a = new LoginLockout(sqliteAttemptStore(first), { now: () => t });
    const b = new LoginLockout(sqliteAttemptStore(second), { now: () => t });
    const decided = await Promise.all([a, b, a, b, a, b, a].map((l) => l.attempt('login|account|7')));
    expect(decided.filter((d) => d.allowed)).toHaveLength(5);
    expect(decided.at(-1)).toEqual({ allowed: false, waitMs: 25_000 });
    expect([await a.check('login|account|7'), await b.check('login|account|7')]).toEqual([25_000, 25_000]);
    first.close();
    second.close();
  });
});

describe('auth rate limit', () => {
  it('allows the limit per window per address, then answers the wait', async () => {
    let t = 0;
    const limiter = new RateLimiter(3, 60_000, () => t);
    expect([await limiter.hit('a'), await limiter.hit('a'), await limiter.hit('a')]).toEqual([0, 0, 0]);
    expect(await limiter.hit('a')).toBe(60_000);
    expect(await limiter.hit('b')).toBe(0);
    t += 60_000;
    expect(await limiter.hit('a')).toBe(0);
  });
});

describe('auth rate limit shared by server processes', () => {
  it('counts the requests every process sees against one limit, and forgets a window that ran out', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { Db } = await import('../../../src/server/sqlite/db');
    const { sqliteRateWindowStore } = await import('../../../src/server/state/rate-windows');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'shop-rate-')), 'shop.db');
    // Two connections to one file, as two server processes have.
    const first = new Db(file);
    const second = new Db(file);
    let t = 1_000;
    const a = new RateLimiter(3, 60_000, () => t, sqliteRateWindowStore(first));
    const b = new RateLimiter(3, 60_000, () => t, sqliteRateWindowStore(second));
    expect([await a.hit('10.0.0.1'), await b.hit('10.0.0.1'), await a.hit('10.0.0.1')]).toEqual([0, 0, 0]);
    t += 1_000;
    expect(await b.hit('10.0.0.1')).toBe(59_000);
    expect(await a.hit('10.0.0.2')).toBe(0);
    t += 59_000;
    expect(await b.hit('10.0.0.1')).toBe(0);
    first.close();
    second.close();
  });
});
