import { atom } from 'nanostores';
import type { Cart } from '../lib/schemas/cart';
import { onStoredChange } from '../lib/storage';
import { CART_COUNT_EVENT, CART_COUNT_KEY, isFresh, readCountCache, setCount, startCountSync } from './cart-count';
import { serial, _resetQueueForTests } from './cart-queue';
import { toast } from './toasts';
import { PAGE_MSG } from '../lib/page-messages';

/**
 * The shopper's cart, shared by add-to-cart buttons, quick view, the cart page and checkout. The
 * cart itself lives on the server (cart_token cookie); this store mirrors it. The count and its
 * cache are ./cart-count's, which the header badge uses alone on every page; this module loads
 * where the shopper shops. The API client is imported lazily, so pages pay for it only when the
 * cart is fetched.
 */
export const $cart = atom<Cart | null>(null);
/** The item count this tab knows: every count ./cart-count tells (refreshes, other tabs) and every cart answered. */
export const $cartCount = atom<number>(0);

export { CART_COUNT_KEY, readCountCache };

// The cart calls of the client, without the rest of it; loaded when the whole cart is needed.
const loadApi = () => import('../lib/api/cart').then((cart) => ({ cart }));

let stopCounting = () => {};
/** Start following the count (once per page) and the badge's sync: paint, refresh when stale, other tabs. */
export function startCartSync(): void {
  if (typeof window === 'undefined') return;
  stopCounting();
  const follow = (event: Event) => $cartCount.set((event as CustomEvent<number>).detail);
  window.addEventListener(CART_COUNT_EVENT, follow);
  stopCounting = () => window.removeEventListener(CART_COUNT_EVENT, follow);
  startCountSync();
}

/**
 * A page showing the whole cart (cart page, checkout) follows changes made in another tab: a count
 * other than the one it shows. A tab that merely read the cart writes the count too; answering that
 * with a read of its own had two cart pages reading each other's reads, ~60 a second. Followed
 * from the module's load rather than from the first subscriber (nanostores' onMount): nothing is
 * read until a cart is shown, and the lifecycle helpers were 0.6 KB gzip on every page that shops.
 */
onStoredChange(CART_COUNT_KEY, () => {
  const shown = $cart.get();
  if (shown !== null && readCountCache()?.count !== shown.item_count)
    void refreshCart({ force: true }).catch(() => undefined);
});

/** When the server last answered with the whole cart (a read or a change): the drawer reads again after 30 s. */
export let cartReadAt = 0;

/** Take a cart the server answered: update both stores, the cache, and tell about dropped lines. */
export function applyCart(cart: Cart): Cart {
  cartReadAt = Date.now();
  $cart.set(cart);
  $cartCount.set(cart.item_count);
  setCount(cart.item_count);
  const notices = cart.notices ?? [];
  notices.forEach((notice) => toast({ title: PAGE_MSG.cartUpdated, description: notice }));
  return cart;
}

let inflight: Promise<Cart | null> | null = null;

/**
 * Refresh from the server unless the last answer is under 30 s old (or `force`). Resolves with
 * the cart when one was fetched or is held, null when the cached count was fresh enough.
 */
export function refreshCart({ force = false }: { force?: boolean } = {}): Promise<Cart | null> {
  if (inflight) return inflight;
  const cached = readCountCache();
  if (!force && isFresh(cached)) {
    $cartCount.set(cached.count);
    return Promise.resolve($cart.get());
  }
  inflight = serial(async () => applyCart(await (await loadApi()).cart.get())).finally(() => {
    inflight = null;
  });
  return inflight;
}

/** Adds to the cart: a product, or the variant `choices` names ("Size" -> "7"). */
export async function addToCart(
  id: number,
  quantity = 1,
  choices: Record<string, string> = {},
  engraving = '',
): Promise<Cart> {
  const api = await loadApi();
  return serial(async () => applyCart(await api.cart.add(id, Math.max(1, Math.floor(quantity)), choices, engraving)));
}

/** Gift wrap on or off: the cart comes back with its price in the totals. */
export async function setGiftWrap(wrap: boolean): Promise<Cart> {
  const api = await loadApi();
  return serial(async () => applyCart(await api.cart.setGiftWrap(wrap)));
}

export async function updateCartItem(key: string, quantity: number): Promise<Cart> {
  const api = await loadApi();
  return serial(async () => applyCart(await api.cart.update(key, Math.max(1, Math.floor(quantity)))));
}

export async function removeCartItem(key: string): Promise<Cart> {
  const api = await loadApi();
  return serial(async () => applyCart(await api.cart.remove(key)));
}

export async function clearCart(): Promise<Cart> {
  const api = await loadApi();
  return serial(async () => applyCart(await api.cart.clear()));
}

/** Applies a discount code; a refused one throws with the reason in the shop's words. */
export async function applyCode(code: string): Promise<Cart> {
  const api = await loadApi();
  return serial(async () => applyCart(await api.cart.applyCode(code)));
}

export async function removeCode(code: string): Promise<Cart> {
  const api = await loadApi();
  return serial(async () => applyCart(await api.cart.removeCode(code)));
}

/**
 * For tests: forget module state. ./cart-count has its own reset, not called from here: that
 * module rides in every page's first script, which carries no test code.
 */
export function _resetCartForTests(): void {
  _resetQueueForTests();
  stopCounting();
  stopCounting = () => {};
  inflight = null;
  cartReadAt = 0;
  $cart.set(null);
  $cartCount.set(0);
}
