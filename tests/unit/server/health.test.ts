import { describe, expect, it } from 'vitest';
import { STORE_CHECK_MS, healthCheck } from '../../../src/server/health';

describe('health check for a load balancer', () => {
  it('is ready only while both the store and the state answer, and says which failed', async () => {
    let store = true;
    let state = true;
    let t = 0;
    const check = healthCheck({
      storeOk: async () => store,
      stateOk: async () => state,
      stateKind: 'redis',
      now: () => t,
    });
    expect(await check()).toEqual({ ok: true, store: 'ok', state: 'ok', stateKind: 'redis' });
    state = false;
    expect(await check()).toEqual({ ok: false, store: 'ok', state: 'unavailable', stateKind: 'redis' });
    state = true;
    store = false;
    t += STORE_CHECK_MS;
    expect(await check()).toMatchObject({ ok: false, store: 'unavailable', state: 'ok' });
  });

  it('asks the store once per interval however often it is probed, and counts a throw as down', async () => {
    let calls = 0;
    let t = 0;
    const check = healthCheck({
      storeOk: async () => {
        calls++;
        throw new Error('ECONNREFUSED https://user:secret@store');
      },
      stateOk: async () => true,
      stateKind: 'sqlite',
      now: () => t,
    });
    const answers = await Promise.all([check(), check(), check()]);
    expect(calls).toBe(1);
    expect(JSON.stringify(answers)).not.toContain('secret');
    t += STORE_CHECK_MS - 1;
    await check();
    expect(calls).toBe(1);
    t += 1;
    await check();
    expect(calls).toBe(2);
  });
});
