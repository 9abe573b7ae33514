import { atom } from 'nanostores';
import type { CartItem } from '../lib/schemas/cart';
import { wakeIsland } from './islands';

/** What the drawer says at its top after an add or a change (a live region, so it is heard too). */
export interface DrawerNotice {
  title: string;
  body?: string;
  error?: boolean;
}

export interface CartDrawerState {
  open: boolean;
  /** What it says at its top: what was added, or what a change in it did. */
  notice: DrawerNotice | null;
  /** The line an add made or grew: scrolled into view. */
  added: ((item: CartItem) => boolean) | null;
  /** Takes the focus back on close (a button busy while it added cannot keep it). */
  opener: HTMLElement | null;
}

const CLOSED: CartDrawerState = { open: false, notice: null, added: null, opener: null };

/** The cart drawer (src/islands/cart/CartDrawer.tsx): open or not, and what it says. */
export const $cartDrawer = atom<CartDrawerState>(CLOSED);

/** The drawer island's name, as the page wakes it. */
export const CART_DRAWER = 'CartDrawer';

/**
 * Opens the drawer, hydrating it first if it has not been yet. Resolves true once it is open,
 * false when it could not be (its code did not load, or the page has none: the cart page and the
 * checkout show the cart themselves): the caller then says in a toast what the drawer would have.
 */
export async function openCartDrawer(options: Partial<Omit<CartDrawerState, 'open'>> = {}): Promise<boolean> {
  $cartDrawer.set({ ...CLOSED, ...options, open: true });
  const shown = await wakeIsland(CART_DRAWER);
  if (!shown) $cartDrawer.set(CLOSED);
  return shown;
}

/** What the open drawer says at its top now (a change to a line, or its refusal); null says nothing. */
export function sayInCartDrawer(notice: DrawerNotice | null): void {
  $cartDrawer.set({ ...$cartDrawer.get(), notice });
}

export function closeCartDrawer(): void {
  if ($cartDrawer.get().open) $cartDrawer.set(CLOSED);
}
