import { atom } from 'nanostores';
import type { WishlistItem, WishlistLocalCopy as LocalCopy } from '../lib/schemas/wishlist';
import { storedAs } from '../lib/api/answer-check';
import { wishlistCopySchema } from '../lib/api/answer-schemas/wishlist-copy';
import { readStored, writeStored } from '../lib/storage';
import { WISHLIST_KEY } from '../lib/constants';
import { add as addToWishlist, list as listWishlist, remove as removeFromWishlist } from '../lib/api/wishlist';

const storedWishlist = storedAs<LocalCopy>(wishlistCopySchema);

/**
 * The shopper's wishlist. It lives on the server (per customer, or per cart_token for a guest);
 * `wp_wishlist` in localStorage keeps a copy of the last list plus the products added while the
 * server could not be reached (an add never fails for want of a network). Those are sent on
 * the next successful load. The product page toggle and the account Wishlist tab use this store;
 * what changes the list (./wishlist-changes.ts) loads with the first change, so a product page
 * that is only looked at reads the list and nothing more.
 */
export const $wishlist = atom<WishlistItem[]>([]);

export { WISHLIST_KEY };

export function readLocalWishlist(): LocalCopy {
  return readStored(WISHLIST_KEY, storedWishlist) ?? { v: 1, items: [], pending: [] };
}
export function saveLocal(items: WishlistItem[], pending: number[]): void {
  writeStored(WISHLIST_KEY, { v: 1, items, pending } satisfies LocalCopy);
}

/**
 * Calls run one after another, so a toggle clicked while the page's first load is still on its
 * way is applied after it, not overwritten by its older answer.
 */
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(call: () => Promise<T>): Promise<T> {
  const next = queue.then(call, call);
  queue = next.catch(() => undefined);
  return next;
}
// The client's wishlist calls, in sequence. Imported statically: they share the listings' chunk with
// this store, and a dynamic import there only built a namespace object (and loaded Rolldown's runtime).
export const loadApi = async () => ({
  list: () => serial(listWishlist),
  add: (productId: number) => serial(() => addToWishlist(productId)),
  remove: (productId: number) => serial(() => removeFromWishlist(productId)),
});

/** A server that cannot be reached (rather than one that refused the request). */
export function unreachable(error: unknown): boolean {
  const e = error as { status?: number; code?: string } | null;
  return !e || typeof e.status !== 'number' || e.status >= 500 || e.code === 'timeout' || e.code === 'network_error';
}

let loading: Promise<WishlistItem[]> | null = null;
/** Counts toggles; a load that saw one happen meanwhile leaves the newer list in place. */
let changes = 0;
/** A change to the list begins (./wishlist-changes.ts). */
export const changing = () => void changes++;

/** Load from the server and push what was saved offline; the local copy when the server fails. */
export function loadWishlist(): Promise<WishlistItem[]> {
  loading ??= (async () => {
    const local = readLocalWishlist();
    const seen = changes;
    try {
      const api = await loadApi();
      let items = await api.list();
      if (changes !== seen) return $wishlist.get();
      const left: number[] = [];
      for (const id of local.pending) {
        if (items.some((i) => i.product_id === id)) continue;
        try {
          items = await api.add(id);
        } catch (error) {
          if (unreachable(error)) left.push(id); // else the product is gone: drop it
        }
      }
      const kept = local.items.filter(
        (i) => left.includes(i.product_id) && !items.some((s) => s.product_id === i.product_id),
      );
      items = [...items, ...kept];
      saveLocal(items, left);
      $wishlist.set(items);
    } catch {
      if (changes === seen) $wishlist.set(local.items);
    }
    return $wishlist.get();
  })().finally(() => {
    loading = null;
  });
  return loading;
}

export const inWishlist = (productId: number) => $wishlist.get().some((i) => i.product_id === productId);
