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
import { DEFAULT_DATABASE_PATH, openDb, type Db } from './sqlite/db';
import { createWooCommerceBackend } from './drivers/woocommerce';
import { sqliteStores } from './drivers/woocommerce/stores';
import { LoginLockout, sqliteAttemptStore } from './security/lockout';
import { RateLimiter, sqliteRateWindowStore } from './security/rate-limit';
import { LOCKOUT_STEP_MS } from '../lib/constants';

/**
 * Picks the store driver once per process: WooCommerce when its URL and both keys are set,
 * else the embedded SQLite store. The SQLite file exists in both cases: it also keeps the login
 * lockout (and, with WooCommerce, the wishlists).
 */
// Every setting is an astro:env secret, read when the server starts; the process environment is
// also consulted directly so tests and scripts that import this module see the same values.
const runtime = (name: string, built: string | undefined) => process.env[name] || built || undefined;
const databasePath = runtime('DATABASE_PATH', DATABASE_PATH) ?? DEFAULT_DATABASE_PATH;
const wooUrl = runtime('WOOCOMMERCE_URL', WOOCOMMERCE_URL);
const driverWanted = runtime('STORE_DRIVER', STORE_DRIVER);

const WOO_SETTINGS = {
  WOOCOMMERCE_URL: wooUrl,
  WOOCOMMERCE_CONSUMER_KEY,
  WOOCOMMERCE_CONSUMER_SECRET,
} as const;

export function storeStatus(): StoreStatus {
  const missing = Object.entries(WOO_SETTINGS).filter(([, v]) => !v).map(([k]) => k);
  const configured = missing.length === 0;
  const requested = driverWanted === 'woocommerce' || missing.length < 3;
  // STORE_DRIVER=embedded keeps the embedded store even when WooCommerce settings are present.
  const driver = configured && driverWanted !== 'embedded' ? 'woocommerce' : 'embedded';
  return { driver, woocommerce: { requested, configured, missing } };
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
      url: wooUrl!,
      consumerKey: WOOCOMMERCE_CONSUMER_KEY!,
      consumerSecret: WOOCOMMERCE_CONSUMER_SECRET!,
      // Wishlists and Cart-Tokens in the SQLite file, so they survive restarts.
      ...sqliteStores(databasePath),
    });
  } else {
    chosen = embeddedStore();
  }
  return chosen;
}

/**
 * After login the guest's wishlist joins the customer's. Both drivers keep wishlists in the
 * SQLite file's wishlist_items, keyed "t:<cart token>" for a guest and "u:<user id>" for a customer.
 */
export function mergeGuestWishlist(cartToken: string, userId: number): void {
  const db = localDb();
  db.transaction(() => {
    db.run(
      'INSERT OR IGNORE INTO wishlist_items (owner, product_id, date_added) SELECT ?, product_id, date_added FROM wishlist_items WHERE owner = ? ORDER BY id',
      `u:${userId}`, `t:${cartToken}`,
    );
    db.run('DELETE FROM wishlist_items WHERE owner = ?', `t:${cartToken}`);
  });
}

export function localDb(): Db {
  return openDb(databasePath);
}

/** LOCKOUT_STEP_MS and AUTH_RATE_LIMIT exist so the integration tests can run the real rules quickly. */
const envNumber = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

let lockoutInstance: LoginLockout | undefined;
export function lockout(): LoginLockout {
  const step = envNumber('LOCKOUT_STEP_MS', LOCKOUT_STEP_MS);
  return (lockoutInstance ??= new LoginLockout(sqliteAttemptStore(localDb()), { stepMs: step, maxMs: step * 6 }));
}

let limiterInstance: RateLimiter | undefined;
/** AUTH_RATE_LIMIT requests a minute per client address on the credential endpoints (default 20). */
export function authLimiter(): RateLimiter {
  return (limiterInstance ??= new RateLimiter(envNumber('AUTH_RATE_LIMIT', 20), 60_000, Date.now, sqliteRateWindowStore(localDb())));
}
