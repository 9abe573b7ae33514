import { atom } from 'nanostores';
import { CACHE_MS } from '../lib/constants';
import type { Cart } from '../lib/schemas/cart';
import { isRecord, onStoredChange, readStored, writeStored } from '../lib/storage';
import { cartCount } from '../lib/api/transport';
import { toast } from './toasts';

/**
 * The shopper's cart, shared by the header badge, add-to-cart buttons, quick view and the cart
 * page. The cart itself lives on the server (cart_token cookie); this store mirrors it. Only the
 * item count is cached locally, with its time, so the badge paints at once on every page and a
 * page load asks the server at most every 30 s (spec §7). No React here: the badge is a custom
 * element. The API client is imported lazily, so pages pay for it only when the cart is fetched.
 */
export const $cart = atom<Cart | null>(null);
export const $cartCount = atom<number>(0);

export const CART_COUNT_KEY = 'nefertari.cartCount';
interface CountCache {
  v: 1;
  count: number;
  at: number;
}
// A hand-written check, not a schema: every page reads it, and zod's core would not fit a content page's budget.
const countCache = (v: unknown): CountCache | null =>
  isRecord(v) && v.v === 1 && Number.isSafeInteger(v.count) && (v.count as number) >= 0 && typeof v.at === 'number' && Number.isFinite(v.at) ? (v as unknown as CountCache) : null;

// The cart calls of the client, without the rest of it; loaded when the whole cart is needed.
const loadApi = () => import('../lib/api/cart').then((cart) => ({ cart }));

/** The cached count, or null when absent, corrupt or from another format (then it is discarded). */
export function readCountCache(): CountCache | null {
  return readStored(CART_COUNT_KEY, countCache);
}

function setCount(count: number, at = Date.now()): void {
  $cartCount.set(count);
  writeStored(CART_COUNT_KEY, { v: 1, count, at } satisfies CountCache);
}

/** Take a cart the server answered: update both stores, the cache, and tell about dropped lines. */
export function applyCart(cart: Cart): Cart {
  $cart.set(cart);
  setCount(cart.item_count);
  const notices = cart.notices ?? [];
  // The messages module is loaded only when there is something to tell (it is not small).
  if (notices.length) void import('../lib/messages').then(({ MSG }) => notices.forEach((notice) => toast({ title: MSG.cartUpdated, description: notice })));
  return cart;
}

/**
 * Cart calls run one after another. A new shopper has no cart_token yet and every call may set
 * one: an add racing the badge's first refresh could end with the refresh's (empty) cart token
 * and lose the add, or apply an older answer over a newer one. In sequence, each call carries
 * the cookie the previous one set and each answer is newer than the last.
 */
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(call: () => Promise<T>): Promise<T> {
  const next = queue.then(call, call);
  queue = next.catch(() => undefined);
  return next;
}

let inflight: Promise<Cart | null> | null = null;

/**
 * Refresh from the server unless the last answer is under 30 s old (or `force`). Resolves with
 * the cart when one was fetched or is held, null when the cached count was fresh enough.
 */
export function refreshCart({ force = false }: { force?: boolean } = {}): Promise<Cart | null> {
  if (inflight) return inflight;
  const cached = readCountCache();
  if (!force && cached && Date.now() - cached.at < CACHE_MS.cartBadge) {
    $cartCount.set(cached.count);
    return Promise.resolve($cart.get());
  }
  inflight = serial(async () => applyCart(await (await loadApi()).cart.get()))
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

export async function addToCart(id: number, quantity = 1): Promise<Cart> {
  const api = await loadApi();
  return serial(async () => applyCart(await api.cart.add(id, Math.max(1, Math.floor(quantity)))));
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

/**
 * The badge's own refresh: one read-only GET of the count through the client's light path
 * (cartCount in src/lib/api/transport), because it runs on every page, content pages included, whose whole JS
 * budget is 8 KB; a failure only leaves the cached count showing.
 */
async function refreshCount(): Promise<void> {
  if (inflight) return void (await inflight.catch(() => null));
  const count = await serial(cartCount);
  if (count !== null) setCount(count);
}

let started = false;
let cancelScheduled = () => {};
let stopFollowing = () => {};
/**
 * Start the badge's sync once per page: paint the cached count, refresh it when stale (when the
 * browser is idle, so it never competes with the first paint), and follow other tabs through
 * the storage event.
 */
export function startCartSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const cached = readCountCache();
  if (cached) $cartCount.set(cached.count);
  const stale = !cached || Date.now() - cached.at >= CACHE_MS.cartBadge;
  if (stale) {
    const run = () => {
      // The cart and checkout pages load the whole cart anyway, and that sets the count too.
      if (globalThis.document?.querySelector('[data-loads-cart]')) return;
      void refreshCount().catch(() => undefined /* keep the cached count; the badge is a hint */);
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout: 3000 });
      cancelScheduled = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 200);
      cancelScheduled = () => clearTimeout(id);
    }
  }
  stopFollowing = onStoredChange(CART_COUNT_KEY, () => {
    const next = readCountCache();
    $cartCount.set(next ? next.count : 0);
    // A tab showing the whole cart follows changes made elsewhere.
    if ($cart.get() !== null) void refreshCart({ force: true }).catch(() => undefined);
  });
}

/** For tests: forget module state. */
export function _resetCartForTests(): void {
  // A refresh scheduled by an earlier test must not fire into the next one.
  cancelScheduled();
  stopFollowing();
  started = false;
  inflight = null;
  queue = Promise.resolve();
  $cart.set(null);
  $cartCount.set(0);
}
