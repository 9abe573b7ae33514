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
import { createWooCommerceBackend, type CartSessionStore, type WishlistStore } from './drivers/woocommerce';
import type { WishlistItem } from '../lib/schemas/wishlist';
import { LoginLockout, type AttemptStore } from './security/lockout';
import { RateLimiter } from './security/rate-limit';
import { LOCKOUT_STEP_MS } from '../lib/constants';

/**
 * Picks the store driver once per process: WooCommerce when its URL and both keys are set,
 * else the embedded SQLite store. The SQLite file exists in both cases: it also keeps the login
 * lockout (and, with WooCommerce, the wishlists).
 */
// astro:env inlines `access: 'public'` server variables at build time; the process environment
// at start-up wins so one build can run against any database or store.
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
    const db = localDb();
    chosen = createWooCommerceBackend({
      url: wooUrl!,
      consumerKey: WOOCOMMERCE_CONSUMER_KEY!,
      consumerSecret: WOOCOMMERCE_CONSUMER_SECRET!,
      wishlist: sqliteWishlists(db),
      cartSessions: sqliteCartSessions(db),
    });
  } else {
    chosen = embeddedStore();
  }
  return chosen;
}

/** After login the guest's wishlist joins the customer's, whichever driver keeps it. */
export function mergeGuestWishlist(cartToken: string, userId: number): void {
  if (store().name === 'embedded') {
    embeddedStore().mergeGuestWishlist(cartToken, userId);
    return;
  }
  // The WooCommerce driver's keys: "cart:<token>" for a guest, "user:<id>" for a customer.
  const db = localDb();
  db.run(
    `INSERT OR IGNORE INTO woo_wishlist_items (owner, product_id, item)
     SELECT ?, product_id, item FROM woo_wishlist_items WHERE owner = ? ORDER BY id`,
    `user:${userId}`, `cart:${cartToken}`,
  );
  db.run('DELETE FROM woo_wishlist_items WHERE owner = ?', `cart:${cartToken}`);
}

export function localDb(): Db {
  return openDb(databasePath);
}

/** WooCommerce has no wishlist: keep each list in the SQLite file, items as WooCommerce described them when added. */
function sqliteWishlists(db: Db): WishlistStore {
  return {
    getWishlist: (key) => db.all<{ item: string }>('SELECT item FROM woo_wishlist_items WHERE owner = ? ORDER BY id', key).map((r) => JSON.parse(r.item) as WishlistItem),
    addToWishlist: (key, item) => void db.run('INSERT OR IGNORE INTO woo_wishlist_items (owner, product_id, item) VALUES (?, ?, ?)', key, item.product_id, JSON.stringify(item)),
    removeFromWishlist: (key, productId) => void db.run('DELETE FROM woo_wishlist_items WHERE owner = ? AND product_id = ?', key, productId),
    clearWishlist: (key) => void db.run('DELETE FROM woo_wishlist_items WHERE owner = ?', key),
  };
}

/** Our cart token -> WooCommerce's Cart-Token and nonce, kept across restarts so guests keep their carts. */
function sqliteCartSessions(db: Db): CartSessionStore {
  return {
    get: (token) => {
      const r = db.get<{ wc_cart_token: string; nonce: string }>('SELECT wc_cart_token, nonce FROM woo_cart_sessions WHERE cart_token = ?', token);
      return r ? { wcCartToken: r.wc_cart_token, nonce: r.nonce } : undefined;
    },
    set: (token, session) =>
      void db.run(
        'INSERT INTO woo_cart_sessions (cart_token, wc_cart_token, nonce, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (cart_token) DO UPDATE SET wc_cart_token = excluded.wc_cart_token, nonce = excluded.nonce, updated_at = excluded.updated_at',
        token, session.wcCartToken, session.nonce, Date.now(),
      ),
  };
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
