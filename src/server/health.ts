import { settings } from './settings';
import { serverState } from './state';
import { store } from './store';

/**
 * The load balancer's question (GET /api/health): may this API server take requests? Only when
 * the store answers and the server's state (Redis, or the SQLite file) takes a write; else 503,
 * and the balancer sends shoppers to another server. The body names which part failed, never an
 * address, a key or an error text. Cheap enough to be asked every few seconds by several
 * balancers: the store's check (two WordPress requests) is shared by the calls of STORE_CHECK_MS,
 * the state's is one small write with a deadline.
 */
export interface Health {
  ok: boolean;
  store: 'ok' | 'unavailable';
  state: 'ok' | 'unavailable';
  /** Where this server keeps its state. */
  stateKind: 'redis' | 'sqlite';
}

export const STORE_CHECK_MS = 5_000;
const STATE_DEADLINE_MS = 1_000;

export interface HealthDeps {
  storeOk(): Promise<boolean>;
  stateOk(): Promise<boolean>;
  stateKind: Health['stateKind'];
  now?: () => number;
}

/** The check against this process's store and state. */
export function healthCheck(deps: HealthDeps): () => Promise<Health> {
  const now = deps.now ?? Date.now;
  let last: { at: number; ok: Promise<boolean> } | undefined;
  const storeOk = () => {
    // One check at a time and its answer for STORE_CHECK_MS: a burst of probes costs one.
    if (!last || now() - last.at >= STORE_CHECK_MS) last = { at: now(), ok: deps.storeOk().catch(() => false) };
    return last.ok;
  };
  return async () => {
    const [s, st] = await Promise.all([storeOk(), deps.stateOk().catch(() => false)]);
    return {
      ok: s && st,
      store: s ? 'ok' : 'unavailable',
      state: st ? 'ok' : 'unavailable',
      stateKind: deps.stateKind,
    };
  };
}

const withDeadline = <T>(p: Promise<T>, ms: number) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in time')), ms).unref()),
  ]);

let check: (() => Promise<Health>) | undefined;

export function health(): Promise<Health> {
  check ??= healthCheck({
    storeOk: async () => (await store().testConnection()).ok,
    stateOk: async () => {
      await withDeadline(serverState().checkWrite(), STATE_DEADLINE_MS);
      return true;
    },
    stateKind: settings.redisUrl ? 'redis' : 'sqlite',
  });
  return check();
}
