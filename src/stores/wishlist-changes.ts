import { PAGE_MSG as MSG } from '../lib/page-messages';
import { ACTION_MSG } from '../lib/action-messages';
import type { WishlistItem } from '../lib/schemas/wishlist';
import { $wishlist, changing, inWishlist, loadApi, readLocalWishlist, saveLocal, unreachable } from './wishlist';
import { toast } from './toasts';

/** What changes the wishlist (./wishlist.ts holds it): loaded with the shopper's first change. */
export interface WishlistProduct {
  id: number;
  name: string;
  price: string;
  image: string;
  /** A product bought by choosing options first (its list entry leads to its page). */
  has_options?: boolean;
}

async function addToWishlist(product: WishlistProduct): Promise<boolean> {
  changing();
  try {
    const api = await loadApi();
    const items = await api.add(product.id);
    const local = readLocalWishlist();
    saveLocal(
      items,
      local.pending.filter((id) => id !== product.id),
    );
    $wishlist.set(items);
    toast({ title: ACTION_MSG.addedToWishlist, description: product.name });
    return true;
  } catch (error) {
    if (!unreachable(error)) {
      toast({ title: MSG.error, description: ACTION_MSG.wishlistAddFailed, variant: 'destructive' });
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
    toast({ title: ACTION_MSG.addedToWishlist, description: ACTION_MSG.wishlistSavedLocally });
    return true;
  }
}

/** Remove one product. Resolves true when it is gone. */
export async function removeFromWishlist(productId: number): Promise<boolean> {
  changing();
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
    toast({ title: ACTION_MSG.removedFromWishlist, description: name });
    return true;
  }
  try {
    const api = await loadApi();
    const items = await api.remove(productId);
    saveLocal(items, local.pending);
    $wishlist.set(items);
    toast({ title: ACTION_MSG.removedFromWishlist, description: name });
    return true;
  } catch {
    toast({ title: MSG.error, description: ACTION_MSG.wishlistRemoveFailed, variant: 'destructive' });
    return false;
  }
}

/** Add when absent, remove when present; resolves with whether it is in the wishlist afterwards. */
export async function toggleWishlist(product: WishlistProduct): Promise<boolean> {
  if (inWishlist(product.id)) return !(await removeFromWishlist(product.id));
  return addToWishlist(product);
}
