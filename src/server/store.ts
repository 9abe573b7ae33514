import {
  AUTH_SECRET,
  DATABASE_PATH,
  STORE_DRIVER,
  WOOCOMMERCE_CONSUMER_KEY,
  WOOCOMMERCE_CONSUMER_SECRET,
  WOOCOMMERCE_URL,
} from 'astro:env/server';
import type { StoreBackend, StoreStatus } from './backend';
import { createEmbeddedBackend, type EmbeddedBackend } from './drivers/embedded';
import { DEFAULT_DATABASE_PATH, openDb, type Db } from './drivers/embedded/db';
import { createWooCommerceBackend } from './drivers/woocommerce';
import { LoginLockout, type AttemptStore } from './security/lockout';
import { RateLimiter } from './security/rate-limit';
import { LOCKOUT_STEP_MS } from '../lib/constants';

/**
 * Picks the store driver once per process: WooCommerce when its URL and both keys are set,
 * else the embedded SQLite store. The SQLite file exists in both cases: it also keeps the login
 * lockout (and, with WooCommerce, the wishlists).
 */
const databasePath = DATABASE_PATH || DEFAULT_DATABASE_PATH;

const WOO_SETTINGS = {
  WOOCOMMERCE_URL,
  WOOCOMMERCE_CONSUMER_KEY,
  WOOCOMMERCE_CONSUMER_SECRET,
} as const;

export function storeStatus(): StoreStatus {
  const missing = Object.entries(WOO_SETTINGS).filter(([, v]) => !v).map(([k]) => k);
  const configured = missing.length === 0;
  const requested = STORE_DRIVER === 'woocommerce' || missing.length < 3;
  return { driver: configured ? 'woocommerce' : 'embedded', woocommerce: { requested, configured, missing } };
}

let embedded: EmbeddedBackend | undefined;
let chosen: StoreBackend | undefined;

/** The embedded store (always available: lockout, wishlists for WooCommerce, the admin script). */
export function embeddedStore(): EmbeddedBackend {
  return (embedded ??= createEmbeddedBackend({ databasePath, authSecret: AUTH_SECRET }));
}

export function store(): StoreBackend {
  if (chosen) return chosen;
  if (storeStatus().driver === 'woocommerce') {
    chosen = createWooCommerceBackend({
      url: WOOCOMMERCE_URL!,
      consumerKey: WOOCOMMERCE_CONSUMER_KEY!,
      consumerSecret: WOOCOMMERCE_CONSUMER_SECRET!,
      databasePath,
    });
  } else {
    chosen = embeddedStore();
  }
  return chosen;
}

export function localDb(): Db {
  return openDb(databasePath);
}

function sqliteAttempts(db: Db): AttemptStore {
  return {
    get(key) {
      const r = db.get<{ failures: number; locked_until: number }>('SELECT failures, locked_until FROM login_attempts WHERE attempt_key = ?', key);
      return r ? { failures: r.failures, lockedUntil: r.locked_until } : undefined;
    },
    set(key, rec) {
      db.run(
        'INSERT INTO login_attempts (attempt_key, failures, locked_until) VALUES (?, ?, ?) ON CONFLICT (attempt_key) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until',
        key, rec.failures, rec.lockedUntil,
      );
    },
    delete(key) {
      db.run('DELETE FROM login_attempts WHERE attempt_key = ?', key);
    },
  };
}

/** LOCKOUT_STEP_MS and AUTH_RATE_LIMIT exist so the integration tests can run the real rules quickly. */
const envNumber = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

let lockoutInstance: LoginLockout | undefined;
export function lockout(): LoginLockout {
  const step = envNumber('LOCKOUT_STEP_MS', LOCKOUT_STEP_MS);
  return (lockoutInstance ??= new LoginLockout(sqliteAttempts(localDb()), { stepMs: step, maxMs: step * 6 }));
}

export const authLimiter = new RateLimiter(envNumber('AUTH_RATE_LIMIT', 20), 60_000);
