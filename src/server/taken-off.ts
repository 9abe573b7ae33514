import type { CodeRefusal } from '../lib/discounts';
import type { Cart } from '../lib/schemas/cart';

/**
 * The codes a store took off a cart as it changed, with why, beside the notice that says so: the
 * layer that keeps waiting codes (./held-code.ts) holds those worth waiting for. A symbol, so a
 * copy of the cart ({ ...cart }) keeps it and its JSON never shows it.
 */
const TAKEN_OFF = Symbol('codes taken off this cart');
type Marked = Cart & { [TAKEN_OFF]?: readonly CodeRefusal[] };

/** The cart, noting the codes the store took off it in making it. */
export function withTakenOff(cart: Cart, refusals: readonly CodeRefusal[]): Cart {
  if (refusals.length === 0) return cart;
  return Object.assign(cart, { [TAKEN_OFF]: refusals });
}

/** The codes the store took off this cart in making it, with why. */
export const takenOff = (cart: Cart): readonly CodeRefusal[] => (cart as Marked)[TAKEN_OFF] ?? [];
