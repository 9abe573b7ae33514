import { atom, computed } from 'nanostores';
import { PAGE_MSG as MSG } from '../lib/page-messages';
import type { WishlistItem, WishlistLocalCopy as LocalCopy } from '../lib/schemas/wishlist';
import { storedWishlist } from '../lib/api/shapes';
import { readStored, writeStored } from '../lib/storage';
import { toast } from './toasts';

/**
 * The shopper's wishlist. It lives on the server (per customer, or per cart_token for a guest);
 * `wp_wishlist` in localStorage keeps a copy of the last list plus the products added while the
 * server could not be reached (an add never fails for want of a network). Those are sent on
 * the next successful load. The product page toggle and the account Wishlist tab use this store.
 */
export const $wishlist = atom<WishlistItem[]>([]);
export const $wishlistIds = computed($wishlist, (items) => new Set(items.map((i) => i.product_id)));

export const WISHLIST_KEY = 'wp_wishlist';

export function readLocalWishlist(): LocalCopy {
  return readStored(WISHLIST_KEY, storedWishlist) ?? { v: 1, items: [], pending: [] };
}
function saveLocal(items: WishlistItem[], pending: number[]): void {
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
// The client's wishlist calls, in sequence, loaded when the wishlist is first needed.
const loadApi = () =>
  import('../lib/api/wishlist').then((api) => ({
    list: () => serial(api.list),
    add: (productId: number) => serial(() => api.add(productId)),
    remove: (productId: number) => serial(() => api.remove(productId)),
  }));

/** A server that cannot be reached (rather than one that refused the request). */
function unreachable(error: unknown): boolean {
  const e = error as { status?: number; code?: string } | null;
  return !e || typeof e.status !== 'number' || e.status >= 500 || e.code === 'timeout' || e.code === 'network_error';
}

let loading: Promise<WishlistItem[]> | null = null;
/** Counts toggles; a load that saw one happen meanwhile leaves the newer list in place. */
let changes = 0;

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

export interface WishlistProduct {
  id: number;
  name: string;
  price: string;
  image: string;
  /** A product bought by choosing options first (its list entry leads to its page). */
  has_options?: boolean;
}

export const inWishlist = (productId: number) => $wishlistIds.get().has(productId);

async function addToWishlist(product: WishlistProduct): Promise<boolean> {
  changes++;
  try {
    const api = await loadApi();
    const items = await api.add(product.id);
    const local = readLocalWishlist();
    saveLocal(
      items,
      local.pending.filter((id) => id !== product.id),
    );
    $wishlist.set(items);
    toast({ title: MSG.addedToWishlist, description: product.name });
    return true;
  } catch (error) {
    if (!unreachable(error)) {
      toast({ title: MSG.error, description: MSG.wishlistAddFailed, variant: 'destructive' });
      return false;
    }
    const item: WishlistItem = {
      id: 0,
      product_id: product.id,
      name: product.name,
      price: product.price,
      image: product.image,
      date_added: new Date().toISOString(),
      has_options: product.has_options ?? false,
    };
    const local = readLocalWishlist();
    const items = [...$wishlist.get().filter((i) => i.product_id !== product.id), item];
    saveLocal(items, [...new Set([...local.pending, product.id])]);
    $wishlist.set(items);
    toast({ title: MSG.addedToWishlist, description: MSG.wishlistSavedLocally });
    return true;
  }
}

/** Remove one product. Resolves true when it is gone. */
export async function removeFromWishlist(productId: number): Promise<boolean> {
  changes++;
  const local = readLocalWishlist();
  const name = $wishlist.get().find((i) => i.product_id === productId)?.name;
  if (local.pending.includes(productId)) {
    // Only on this device: nothing to tell the server.
    const items = $wishlist.get().filter((i) => i.product_id !== productId);
    saveLocal(
      items,
      local.pending.filter((id) => id !== productId),
    );
    $wishlist.set(items);
    toast({ title: MSG.removedFromWishlist, description: name });
    return true;
  }
  try {
    const api = await loadApi();
    const items = await api.remove(productId);
    saveLocal(items, local.pending);
    $wishlist.set(items);
    toast({ title: MSG.removedFromWishlist, description: name });
    return true;
  } catch {
    toast({ title: MSG.error, description: MSG.wishlistRemoveFailed, variant: 'destructive' });
    return false;
  }
}

/** Add when absent, remove when present; resolves with whether it is in the wishlist afterwards. */
export async function toggleWishlist(product: WishlistProduct): Promise<boolean> {
  if (inWishlist(product.id)) return !(await removeFromWishlist(product.id));
  return addToWishlist(product);
}
