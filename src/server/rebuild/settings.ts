import path from 'node:path';
import type { WooConfig } from '../drivers/woocommerce/http';

/**
 * The page rebuilder's settings, read from the environment by the server's primary process
 * (server/serve.mjs), which runs the rebuilder: never a worker, so WEB_WORKERS=2 still has one.
 *
 * | variable              | default | what |
 * | --------------------- | ------- | ---- |
 * | REBUILD               | on      | `off`: this server never rebuilds (the other machines of a shop on several; README) |
 * | REBUILD_WEBHOOKS      | on      | `off`: register no webhooks, find changes by the poll alone (a store that cannot reach the shop) |
 * | REBUILD_POLL_MS       | 120000  | how often the shop asks the store what changed since the pages were built; 0: never (only at start) |
 * | REBUILD_DEBOUNCE_MS   | 10000   | quiet time after a change before its build starts |
 * | REBUILD_MAX_DELAY_MS  | 60000   | a stream of changes still builds this long after the first |
 * | REBUILD_RETRY_MS      | 60000   | first wait after a failed build, doubling up to 30 minutes |
 *
 * Rebuilds run on WooCommerce only: the embedded store's pages are built from content/catalogue,
 * and what its owner changes in /admin that the pages show is live already.
 */
export interface RebuildSettings {
  /** Null when this server does not rebuild, with why. */
  off: 'REBUILD=off' | 'embedded store' | null;
  woo: WooConfig | null;
  /** SITE_URL as set: the webhooks' address is built from it, never from a default. */
  siteUrl: string | null;
  webhooks: boolean;
  pollMs: number;
  debounceMs: number;
  maxDelayMs: number;
  retryMs: number;
  maxRetryMs: number;
}

type Env = Record<string, string | undefined>;

const number = (env: Env, name: string, fallback: number, { zero = false } = {}) => {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && (n > 0 || (zero && n === 0)) ? n : fallback;
};
const isOff = (v: string | undefined) => /^(off|0|false|no)$/i.test((v ?? '').trim());

export function rebuildSettings(env: Env = process.env): RebuildSettings {
  const url = env.WOOCOMMERCE_URL;
  const consumerKey = env.WOOCOMMERCE_CONSUMER_KEY;
  const consumerSecret = env.WOOCOMMERCE_CONSUMER_SECRET;
  // The same rule as the store's choice of driver (src/server/store.ts).
  const woo =
    url && consumerKey && consumerSecret && env.STORE_DRIVER !== 'embedded'
      ? { url, consumerKey, consumerSecret }
      : null;
  return {
    off: !woo ? 'embedded store' : isOff(env.REBUILD) ? 'REBUILD=off' : null,
    woo,
    siteUrl: env.SITE_URL?.trim() ? env.SITE_URL.trim().replace(/\/+$/, '') : null,
    webhooks: !isOff(env.REBUILD_WEBHOOKS),
    pollMs: number(env, 'REBUILD_POLL_MS', 120_000, { zero: true }),
    debounceMs: number(env, 'REBUILD_DEBOUNCE_MS', 10_000),
    maxDelayMs: number(env, 'REBUILD_MAX_DELAY_MS', 60_000),
    retryMs: number(env, 'REBUILD_RETRY_MS', 60_000),
    maxRetryMs: 30 * 60_000,
  };
}

/** Where a server started in `cwd` keeps its rebuilds: beside the build folder it serves (`dist-rebuilds/`). */
export function rebuildsDir(distRoot: string): string {
  return `${distRoot.replace(/[\\/]+$/, '')}-rebuilds`;
}

/** The rebuilder's status file, which every worker reads for /api/status. */
export const statusFile = (rebuilds: string) => path.join(rebuilds, 'status.json');
/** The newest rebuild that serves: its folder name, in this file (server/supervise.mjs follows it). */
export const currentFile = (rebuilds: string) => path.join(rebuilds, 'current');
