import { atom } from 'nanostores';
import {
  add as addLine,
  applyCode as applyCodeCall,
  clear,
  get,
  remove,
  removeCode as removeCodeCall,
  setGiftWrap as setGiftWrapCall,
  update,
} from '../lib/api/cart';
import { CART_BADGE_FRESH_MS } from '../lib/header-constants';
import type { Cart } from '../lib/schemas/cart';
import { $cartCount, followCartCount, setCount } from './cart-count';
import { toast } from './toasts';
import { PAGE_MSG } from '../lib/page-messages';

/**
 * The shopper's cart, shared by every island that shows it (the drawer, the cart page, the
 * checkout, quick view) and by the product pages' Add to Cart. The cart itself lives on the
 * server (its cart_token cookie); this store mirrors the server's last answer, and the count
 * every answer carries goes to ./cart-count.ts for the header badge.
 */
export const $cart = atom<Cart | null>(null);

/** Whether the cart has been read, is being read, or could not be read (with no cart to show). */
export const $cartStatus = atom<'unread' | 'reading' | 'read' | 'failed'>('unread');

/** When the server last answered with the whole cart: a drawer opened after 30 s reads it again. */
let readAt = 0;
export const cartIsFresh = (): boolean => $cart.get() !== null && Date.now() - readAt < CART_BADGE_FRESH_MS;

/**
 * Cart calls run one after another. A new shopper has no cart_token yet and every call may set
 * one: an add racing the first read could end with the read's (empty) cart token and lose the
 * add, or apply an older answer over a newer one. In sequence, each call carries the cookie the
 * previous one set, and each answer is newer than the last.
 */
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(call: () => Promise<T>): Promise<T> {
  const next = queue.then(call, call);
  queue = next.catch(() => undefined);
  return next;
}

/** Takes a cart the server answered: the store, the count, and a toast for each line it dropped or cut. */
export function applyCart(cart: Cart): Cart {
  readAt = Date.now();
  $cart.set(cart);
  $cartStatus.set('read');
  setCount(cart.item_count);
  for (const notice of cart.notices ?? []) toast({ title: PAGE_MSG.cartUpdated, description: notice });
  return cart;
}

let reading: Promise<Cart> | null = null;

/** Reads the cart from the server (one read at a time: a second caller shares the first's answer). */
export function readCart(): Promise<Cart> {
  if (reading) return reading;
  if ($cart.get() === null) $cartStatus.set('reading');
  reading = serial(async () => applyCart(await get()))
    .catch((error: unknown) => {
      if ($cart.get() === null) $cartStatus.set('failed');
      throw error;
    })
    .finally(() => {
      reading = null;
    });
  return reading;
}

/** Adds to the cart: a product, or the variant `choices` names ("Size" -> "7"), with its engraving. */
export function addToCart(
  id: number,
  quantity = 1,
  choices: Record<string, string> = {},
  engraving = '',
): Promise<Cart> {
  return serial(async () => applyCart(await addLine(id, Math.max(1, Math.floor(quantity)), choices, engraving)));
}

export function updateCartItem(key: string, quantity: number): Promise<Cart> {
  return serial(async () => applyCart(await update(key, Math.max(1, Math.floor(quantity)))));
}

export function removeCartItem(key: string): Promise<Cart> {
  return serial(async () => applyCart(await remove(key)));
}

export function clearCart(): Promise<Cart> {
  return serial(async () => applyCart(await clear()));
}

/** Gift wrap on or off: the cart comes back with its price in the totals. */
export function setGiftWrap(wrap: boolean): Promise<Cart> {
  return serial(async () => applyCart(await setGiftWrapCall(wrap)));
}

/** Applies a discount code; a refused one throws with the reason in the shop's words. */
export function applyCode(code: string): Promise<Cart> {
  return serial(async () => applyCart(await applyCodeCall(code)));
}

export function removeCode(code: string): Promise<Cart> {
  return serial(async () => applyCart(await removeCodeCall(code)));
}

let followingTabs = false;
/**
 * A cart shown in this tab follows changes made in another: a count other than the one it shows
 * means her cart changed there. A tab that only read the cart writes the same count, so two open
 * cart pages do not keep reading each other's reads.
 */
export function followOtherTabs(): void {
  if (followingTabs || typeof window === 'undefined') return;
  followingTabs = true;
  followCartCount();
  $cartCount.listen((count) => {
    const shown = $cart.get();
    if (shown !== null && shown.item_count !== count) void readCart().catch(() => undefined);
  });
}

/** For tests: forget module state. */
export function _resetCartForTests(): void {
  queue = Promise.resolve();
  reading = null;
  readAt = 0;
  $cart.set(null);
  $cartStatus.set('unread');
}
