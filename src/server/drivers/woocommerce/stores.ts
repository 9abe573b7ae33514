import { openDb, type Db } from '../../sqlite/db';
import type { CreateOrderResult } from '../../../lib/schemas/order';

/**
 * What the WooCommerce driver keeps on our own server. WooCommerce has no wishlist API and its
 * Store API cart lives behind a Cart-Token we must hold for the shopper.
 */

/** A wishlist line as stored: name, price and picture are read live from WooCommerce. */
export interface WishlistEntry {
  id: number;
  product_id: number;
  date_added: string;
}

/**
 * Wishlists by owner key: "u:<user id>" for a customer, "t:<cart token>" for a guest (the same
 * keys as the embedded store, so both use one table and a guest list can join a customer's).
 */
export interface WishlistStore {
  getWishlist(key: string): Promise<WishlistEntry[]> | WishlistEntry[];
  /** Adding a product already listed keeps the first entry. */
  addToWishlist(key: string, productId: number, dateAdded: string): Promise<void> | void;
  removeFromWishlist(key: string, productId: number): Promise<void> | void;
  clearWishlist(key: string): Promise<void> | void;
}

export function memoryWishlistStore(): WishlistStore {
  const lists = new Map<string, WishlistEntry[]>();
  let next = 1;
  return {
    getWishlist: (key) => [...(lists.get(key) ?? [])],
    addToWishlist: (key, productId, dateAdded) => {
      const list = lists.get(key) ?? [];
      if (!list.some((i) => i.product_id === productId)) lists.set(key, [...list, { id: next++, product_id: productId, date_added: dateAdded }]);
    },
    removeFromWishlist: (key, productId) => {
      lists.set(key, (lists.get(key) ?? []).filter((i) => i.product_id !== productId));
    },
    clearWishlist: (key) => {
      lists.delete(key);
    },
  };
}

/** The embedded SQLite file's wishlist_items table (created by its migrations). */
export function sqliteWishlistStore(db: Db): WishlistStore {
  return {
    getWishlist: (owner) => db.all<WishlistEntry>('SELECT id, product_id, date_added FROM wishlist_items WHERE owner = ? ORDER BY id', owner),
    addToWishlist: (owner, productId, dateAdded) => {
      db.run('INSERT OR IGNORE INTO wishlist_items (owner, product_id, date_added) VALUES (?, ?, ?)', owner, productId, dateAdded);
    },
    removeFromWishlist: (owner, productId) => {
      db.run('DELETE FROM wishlist_items WHERE owner = ? AND product_id = ?', owner, productId);
    },
    clearWishlist: (owner) => {
      db.run('DELETE FROM wishlist_items WHERE owner = ?', owner);
    },
  };
}

/** The Store API session behind one of our cart tokens. */
export interface CartSession {
  /** WooCommerce's signed Cart-Token (lives about 48 h). */
  wcCartToken: string;
  /** Store API nonce; older stores refuse cart writes without it. */
  nonce: string;
}

/** Our cart token -> WooCommerce's Cart-Token and Nonce. */
export interface CartSessionStore {
  get(cartToken: string): Promise<CartSession | undefined> | CartSession | undefined;
  set(cartToken: string, session: CartSession): Promise<void> | void;
}

export function memoryCartSessionStore(): CartSessionStore {
  const map = new Map<string, CartSession>();
  return { get: (t) => map.get(t), set: (t, s) => void map.set(t, s) };
}

/**
 * Cart sessions in the SQLite file, so a restart does not cost guests their WooCommerce carts.
 * The table belongs to this driver only (the embedded store never reads it), hence created here.
 */
export function sqliteCartSessionStore(db: Db): CartSessionStore {
  db.raw.exec('CREATE TABLE IF NOT EXISTS woo_cart_sessions (cart_token TEXT PRIMARY KEY, wc_cart_token TEXT NOT NULL, nonce TEXT NOT NULL, updated_at INTEGER NOT NULL)');
  return {
    get: (t) => {
      const r = db.get<{ wc_cart_token: string; nonce: string }>('SELECT wc_cart_token, nonce FROM woo_cart_sessions WHERE cart_token = ?', t);
      return r ? { wcCartToken: r.wc_cart_token, nonce: r.nonce } : undefined;
    },
    set: (t, s) => {
      db.run(
        'INSERT INTO woo_cart_sessions (cart_token, wc_cart_token, nonce, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (cart_token) DO UPDATE SET wc_cart_token = excluded.wc_cart_token, nonce = excluded.nonce, updated_at = excluded.updated_at',
        t, s.wcCartToken, s.nonce, Date.now(),
      );
    },
  };
}

/**
 * Orders placed per idempotency key (cart token + the checkout's key): a double submit that
 * reaches another server process must find the first one's order, not place a second.
 */
export interface PlacedOrderStore {
  /** Takes the key for this caller: false when another caller holds it (placing, or placed). */
  claim(key: string, now: number): Promise<boolean> | boolean;
  /** What the holder placed; 'placing' while it is still at it; undefined when nobody holds the key. */
  get(key: string): Promise<CreateOrderResult | 'placing' | undefined> | CreateOrderResult | 'placing' | undefined;
  finish(key: string, result: CreateOrderResult): Promise<void> | void;
  /** The attempt failed: the key may be tried again. */
  release(key: string): Promise<void> | void;
}

/** A claim older than this is taken to be from a process that died while placing (WooCommerce answers in seconds). */
export const PLACING_STALE_MS = 120_000;

export function memoryPlacedOrderStore(): PlacedOrderStore {
  const map = new Map<string, { result?: CreateOrderResult; claimedAt: number }>();
  return {
    claim(key, now) {
      const held = map.get(key);
      if (held && (held.result || now - held.claimedAt < PLACING_STALE_MS)) return false;
      map.set(key, { claimedAt: now });
      return true;
    },
    get: (key) => {
      const held = map.get(key);
      return held ? (held.result ?? 'placing') : undefined;
    },
    finish: (key, result) => void map.set(key, { result, claimedAt: map.get(key)?.claimedAt ?? 0 }),
    release: (key) => void map.delete(key),
  };
}

export function sqlitePlacedOrderStore(db: Db): PlacedOrderStore {
  return {
    claim(key, now) {
      const { changes } = db.run(
        `INSERT INTO woo_placed_orders (placement_key, result, claimed_at) VALUES (?1, NULL, ?2)
         ON CONFLICT (placement_key) DO UPDATE SET claimed_at = ?2 WHERE result IS NULL AND claimed_at <= ?3`,
        key, now, now - PLACING_STALE_MS,
      );
      return changes > 0;
    },
    get(key) {
      const r = db.get<{ result: string | null }>('SELECT result FROM woo_placed_orders WHERE placement_key = ?', key);
      if (!r) return undefined;
      return r.result === null ? 'placing' : (JSON.parse(r.result) as CreateOrderResult);
    },
    finish(key, result) {
      db.run('UPDATE woo_placed_orders SET result = ? WHERE placement_key = ?', JSON.stringify(result), key);
    },
    release(key) {
      db.run('DELETE FROM woo_placed_orders WHERE placement_key = ? AND result IS NULL', key);
    },
  };
}

/** The stores in the embedded SQLite file at `databasePath`. */
export function sqliteStores(databasePath: string): { wishlist: WishlistStore; cartSessions: CartSessionStore; placedOrders: PlacedOrderStore } {
  const db = openDb(databasePath);
  return { wishlist: sqliteWishlistStore(db), cartSessions: sqliteCartSessionStore(db), placedOrders: sqlitePlacedOrderStore(db) };
}
