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

  it('locks on the 5th failure, unlocks when the time is up and starts counting again', () => {
    let t = 1_000_000;
    const lock = new LoginLockout(memoryAttemptStore(), { now: () => t });
    const key = LoginLockout.key('Amira', '10.0.0.1');
    for (let i = 0; i < 4; i++) expect(lock.fail(key)).toBe(0);
    expect(lock.check(key)).toBe(0);
    expect(lock.fail(key)).toBe(25_000);
    expect(lock.check(key)).toBe(25_000);
    t += 24_999;
    expect(lock.check(key)).toBe(1);
    t += 1;
    expect(lock.check(key)).toBe(0);
    // A fresh count: four more failures do not lock.
    for (let i = 0; i < 4; i++) expect(lock.fail(key)).toBe(0);
    expect(lock.check(key)).toBe(0);
  });

  it('keeps usernames (any case) and addresses apart, and forgets on success', () => {
    const lock = new LoginLockout(memoryAttemptStore(), { now: () => 0 });
    const a = LoginLockout.key('amira', '1.1.1.1');
    expect(LoginLockout.key(' AMIRA ', '1.1.1.1')).toBe(a);
    for (let i = 0; i < 5; i++) lock.fail(a);
    expect(lock.check(a)).toBeGreaterThan(0);
    expect(lock.check(LoginLockout.key('amira', '2.2.2.2'))).toBe(0);
    const b = LoginLockout.key('omar', '1.1.1.1');
    for (let i = 0; i < 4; i++) lock.fail(b);
    lock.succeed(b);
    expect(lock.fail(b)).toBe(0);
  });
});

describe('auth rate limit', () => {
  it('allows the limit per window per address, then answers the wait', () => {
    let t = 0;
    const limiter = new RateLimiter(3, 60_000, () => t);
    expect([1, 2, 3].map(() => limiter.hit('a'))).toEqual([0, 0, 0]);
    expect(limiter.hit('a')).toBe(60_000);
    expect(limiter.hit('b')).toBe(0);
    t += 60_000;
    expect(limiter.hit('a')).toBe(0);
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
    expect([a.hit('10.0.0.1'), b.hit('10.0.0.1'), a.hit('10.0.0.1')]).toEqual([0, 0, 0]);
    t += 1_000;
    expect(b.hit('10.0.0.1')).toBe(59_000);
    expect(a.hit('10.0.0.2')).toBe(0);
    t += 59_000;
    expect(b.hit('10.0.0.1')).toBe(0);
    first.close();
    second.close();
  });
});
