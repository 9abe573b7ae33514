import type { Db } from '../sqlite/db';
import type { Shopper, WishlistApi } from '../backend';
import type { WishlistItem } from '../../lib/schemas/wishlist';
import { isoSeconds } from '../../lib/dates';
import type { RedisConnection } from './redis-connection';

/**
 * Wishlists, the same for both drivers (WooCommerce has no wishlist API, so the server keeps
 * them for it too). Three parts: whose list it is (the owner key), where lists are kept (a
 * WishlistStore: SQLite today, in memory for tests), and what a list shows (wishlistApi, which
 * each driver's wishlist.ts gives its own product lookup).
 */

// ---------------------------------------------------------------- whose list

/** A customer's list is keyed "u:<user id>", a guest's "t:<cart token>". */
export function wishlistOwner(shopper: Shopper): string {
  return shopper.userId ? `u:${shopper.userId}` : `t:${shopper.cartToken}`;
}

// ---------------------------------------------------------------- where lists are kept

/** A wishlist line as stored: name, price and picture are read live from the store. */
export interface WishlistEntry {
  id: number;
  product_id: number;
  date_added: string;
}

/**
 * Wishlists by owner key. Methods may answer a value or a promise (a networked store answers
 * promises); entries come back in the order they were added.
 */
export interface WishlistStore {
  getWishlist(owner: string): Promise<WishlistEntry[]> | WishlistEntry[];
  /** Adding a product already listed keeps the first entry. */
  addToWishlist(owner: string, productId: number, dateAdded: string): Promise<void> | void;
  removeFromWishlist(owner: string, productId: number): Promise<void> | void;
  clearWishlist(owner: string): Promise<void> | void;
  /** Moves every entry of `from` to the end of `to` (keeping `to`'s entry for a product on both), in one step. */
  mergeWishlist(from: string, to: string): Promise<void> | void;
}

export function memoryWishlistStore(): WishlistStore {
  const lists = new Map<string, WishlistEntry[]>();
  let next = 1;
  const add = (owner: string, productId: number, dateAdded: string) => {
    const list = lists.get(owner) ?? [];
    if (!list.some((i) => i.product_id === productId))
      lists.set(owner, [...list, { id: next++, product_id: productId, date_added: dateAdded }]);
  };
  return {
    getWishlist: (owner) => [...(lists.get(owner) ?? [])],
    addToWishlist: add,
    removeFromWishlist: (owner, productId) => {
      lists.set(
        owner,
        (lists.get(owner) ?? []).filter((i) => i.product_id !== productId),
      );
    },
    clearWishlist: (owner) => {
      lists.delete(owner);
    },
    mergeWishlist: (from, to) => {
      for (const e of lists.get(from) ?? []) add(to, e.product_id, e.date_added);
      lists.delete(from);
    },
  };
}

/** The SQLite file's wishlist_items table (created by its migrations). */
export function sqliteWishlistStore(db: Db): WishlistStore {
  return {
    getWishlist: (owner) =>
      db.all<WishlistEntry>('SELECT id, product_id, date_added FROM wishlist_items WHERE owner = ? ORDER BY id', owner),
    addToWishlist: (owner, productId, dateAdded) => {
      db.run(
        'INSERT OR IGNORE INTO wishlist_items (owner, product_id, date_added) VALUES (?, ?, ?)',
        owner,
        productId,
        dateAdded,
      );
    },
    removeFromWishlist: (owner, productId) => {
      db.run('DELETE FROM wishlist_items WHERE owner = ? AND product_id = ?', owner, productId);
    },
    clearWishlist: (owner) => {
      db.run('DELETE FROM wishlist_items WHERE owner = ?', owner);
    },
    mergeWishlist: (from, to) => {
      db.transaction(() => {
        db.run(
          'INSERT OR IGNORE INTO wishlist_items (owner, product_id, date_added) SELECT ?, product_id, date_added FROM wishlist_items WHERE owner = ? ORDER BY id',
          to,
          from,
        );
        db.run('DELETE FROM wishlist_items WHERE owner = ?', from);
      });
    },
  };
}

// ---------------------------------------------------------------- what a list shows

/** How a driver reads the products a wishlist names. */
export interface WishlistProducts {
  /** Throws the driver's StoreError for a product the shopper may not list (unknown id). */
  require(productId: number): Promise<unknown> | unknown;
  /** Name, price and picture now, for the ids the store still sells; the others are left out. */
  describe(
    productIds: number[],
  ):
    | Promise<Map<number, Pick<WishlistItem, 'name' | 'price' | 'image' | 'has_options'>>>
    | Map<number, Pick<WishlistItem, 'name' | 'price' | 'image' | 'has_options'>>;
}

/**
 * The wishlist part of StoreBackend, from where lists are kept and how the driver reads products.
 * An entry's date_added is written here, as the shop writes every date (to the second, with its
 * zone), so a list answers the same on either driver.
 */
export function wishlistApi(store: WishlistStore, products: WishlistProducts, now: () => number): WishlistApi {
  async function getWishlist(shopper: Shopper): Promise<WishlistItem[]> {
    const entries = await store.getWishlist(wishlistOwner(shopper));
    if (entries.length === 0) return [];
    const live = await products.describe(entries.map((e) => e.product_id));
    // A product removed from the store drops out of the list instead of failing it.
    return entries.flatMap((e) => {
      const p = live.get(e.product_id);
      return p
        ? [
            {
              id: e.id,
              product_id: e.product_id,
              name: p.name,
              price: p.price,
              image: p.image,
              date_added: e.date_added,
              has_options: p.has_options,
            },
          ]
        : [];
    });
  }
  return {
    getWishlist,
    async addToWishlist(shopper, productId) {
      await products.require(productId);
      await store.addToWishlist(wishlistOwner(shopper), productId, isoSeconds(now()));
      return getWishlist(shopper);
    },
    async removeFromWishlist(shopper, productId) {
      await store.removeFromWishlist(wishlistOwner(shopper), productId);
      return getWishlist(shopper);
    },
    async clearWishlist(shopper) {
      await store.clearWishlist(wishlistOwner(shopper));
    },
  };
}

// A product on the list keeps its first entry; ARGV: product id, date, new id.
const WISHLIST_ADD = `return redis.call('HSETNX', KEYS[1], ARGV[1], cjson.encode({id = tonumber(ARGV[3]), date_added = ARGV[2]}))`;

// KEYS: from, to, the id counter. Each of from's entries, in list order, gets a new id at the end of to.
const WISHLIST_MERGE = `
local raw = redis.call('HGETALL', KEYS[1])
local entries = {}
for i = 1, #raw, 2 do
  local e = cjson.decode(raw[i + 1])
  entries[#entries + 1] = {pid = raw[i], id = e.id, date_added = e.date_added}
end
table.sort(entries, function(a, b) return a.id < b.id end)
for _, e in ipairs(entries) do
  if redis.call('HEXISTS', KEYS[2], e.pid) == 0 then
    redis.call('HSET', KEYS[2], e.pid, cjson.encode({id = redis.call('INCR', KEYS[3]), date_added = e.date_added}))
  end
end
redis.call('DEL', KEYS[1])
return #entries`;

/** Wishlists in Redis: a hash per owner, product id -> entry. */
export function redisWishlistStore({ p, redis, script }: RedisConnection): WishlistStore {
  return {
    async getWishlist(owner) {
      const all = await (await redis()).hGetAll(`${p}wl:${owner}`);
      return Object.entries(all)
        .map(([pid, json]): WishlistEntry => {
          const e = JSON.parse(json) as { id: number; date_added: string };
          return { id: e.id, product_id: Number(pid), date_added: e.date_added };
        })
        .sort((a, b) => a.id - b.id);
    },
    async addToWishlist(owner, productId, dateAdded) {
      const id = await (await redis()).incr(`${p}wl-seq`);
      await script(WISHLIST_ADD, [`${p}wl:${owner}`], [productId, dateAdded, id]);
    },
    async removeFromWishlist(owner, productId) {
      await (await redis()).hDel(`${p}wl:${owner}`, String(productId));
    },
    async clearWishlist(owner) {
      await (await redis()).del(`${p}wl:${owner}`);
    },
    async mergeWishlist(from, to) {
      await script(WISHLIST_MERGE, [`${p}wl:${from}`, `${p}wl:${to}`, `${p}wl-seq`], []);
    },
  };
}
