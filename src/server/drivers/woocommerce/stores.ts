import type { WishlistItem } from '../../../lib/schemas/wishlist';

/**
 * WooCommerce has no wishlist API, so the server keeps wishlists itself (store.ts backs this
 * with the embedded SQLite file). Keys: "user:<id>" for a customer, "cart:<token>" for a guest.
 */
export interface WishlistStore {
  getWishlist(key: string): Promise<WishlistItem[]> | WishlistItem[];
  /** Adding a product already listed keeps the first entry. */
  addToWishlist(key: string, item: WishlistItem): Promise<void> | void;
  removeFromWishlist(key: string, productId: number): Promise<void> | void;
  clearWishlist(key: string): Promise<void> | void;
}

export function memoryWishlistStore(): WishlistStore {
  const lists = new Map<string, WishlistItem[]>();
  return {
    getWishlist: (key) => [...(lists.get(key) ?? [])],
    addToWishlist: (key, item) => {
      const list = lists.get(key) ?? [];
      if (!list.some((i) => i.product_id === item.product_id)) lists.set(key, [...list, item]);
    },
    removeFromWishlist: (key, productId) => {
      lists.set(key, (lists.get(key) ?? []).filter((i) => i.product_id !== productId));
    },
    clearWishlist: (key) => {
      lists.delete(key);
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

/**
 * Our cart token -> WooCommerce's Cart-Token. In memory by default: a restart makes a guest
 * start a new WooCommerce cart, so the server may inject a persistent one (e.g. SQLite).
 */
export interface CartSessionStore {
  get(cartToken: string): Promise<CartSession | undefined> | CartSession | undefined;
  set(cartToken: string, session: CartSession): Promise<void> | void;
}

export function memoryCartSessionStore(): CartSessionStore {
  const map = new Map<string, CartSession>();
  return { get: (t) => map.get(t), set: (t, s) => void map.set(t, s) };
}
