import type { APIContext } from 'astro';
import { StoreError, type Shopper } from './backend';
import { heldCode } from './http';
import { store } from './store';
import { codeKey, codeLabel } from '../lib/discounts';
import { MSG } from '../lib/messages';
import type { Cart } from '../lib/schemas/cart';

/**
 * A code from a /discount/CODE link waits for the cart when the cart does not qualify yet: a
 * story's link usually lands on an empty cart, and a code with a minimum spend, or one for
 * certain pieces, is refused by either store until the cart holds them. Those two reasons are
 * worth waiting for; any other (unknown, ended, used up) is said at once and the code dropped.
 */
export const WAITING_REASONS: ReadonlySet<string> = new Set(['minimum', 'not_for_pieces']);

export const waitsForCart = (err: unknown): err is StoreError =>
  err instanceof StoreError && err.code === 'coupon_refused' && WAITING_REASONS.has(String(err.details?.reason));

/** What the shopper sees of a cart's worth: a waiting code is told again when this changes. */
export const cartState = (cart: Cart): string =>
  `${cart.items.reduce((n, i) => n + i.quantity, 0)}|${cart.totals.subtotal}`;

/**
 * The cart, with the held code tried on it: applied once the cart qualifies (the cart says so),
 * still waiting (the cart says what it needs, when `tell` asks, once per state of the cart: a
 * shopper browsing with the same cart is not told on every page), or dropped with the reason.
 */
export async function withHeldCode(ctx: APIContext, who: Shopper, cart: Cart, tell = false): Promise<Cart> {
  const held = heldCode.get(ctx);
  if (!held) return cart;
  const { code } = held;
  const label = codeLabel(code);
  if ((cart.coupons ?? []).some((c) => codeKey(c.code) === codeKey(code))) {
    heldCode.clear(ctx);
    return cart;
  }
  if (cart.items.length === 0) return cart;
  try {
    const applied = await store().applyCoupon(who, code);
    heldCode.clear(ctx);
    // (An add's answer keeps what it said of the stock.)
    return {
      ...applied,
      ...(cart.add_cut ? { add_cut: cart.add_cut } : {}),
      notices: [...applied.notices, MSG.heldCodeApplied(label)],
    };
  } catch (err) {
    if (waitsForCart(err)) {
      if (!tell || held.told === cartState(cart)) return cart;
      heldCode.set(ctx, { code, told: cartState(cart) });
      return { ...cart, notices: [...cart.notices, MSG.heldCodeWaits(err.message)] };
    }
    if (err instanceof StoreError && err.code === 'coupon_refused') {
      heldCode.clear(ctx);
      return { ...cart, notices: [...cart.notices, err.message] };
    }
    return cart; // the store is down or busy: the code keeps waiting
  }
}
