import type { APIContext } from 'astro';
import { StoreError, type Shopper } from './backend';
import { heldCodes, type HeldCode } from './http';
import { store } from './store';
import { takenOff } from './taken-off';
import { codeKey, codeLabel, refusalMessage, type CodeRefusal } from '../lib/discounts';
import { MSG } from '../lib/messages';
import { formatMoney, fromMinor, toMinor } from '../lib/money';
import type { Cart } from '../lib/schemas/cart';

/**
 * A code waits for the cart when the cart does not qualify for it yet: a story's link usually
 * lands on an empty cart, and a code with a minimum spend, or one for certain pieces, is refused
 * by either store until the cart holds them; and a code the store takes off as she removes a line
 * (the cart fell under its minimum) comes back when she adds again. Those two reasons are worth
 * waiting for; any other (unknown, ended, used up) is said at once and the code dropped.
 */
export const WAITING_REASONS: ReadonlySet<string> = new Set(['minimum', 'not_for_pieces']);

export const waitsForCart = (err: unknown): err is StoreError =>
  err instanceof StoreError && err.code === 'coupon_refused' && WAITING_REASONS.has(String(err.details?.reason));

/** What the shopper sees of a cart's worth: a waiting code is tried, and told, again when this changes. */
export const cartState = (cart: Cart): string =>
  `${cart.items.reduce((n, i) => n + i.quantity, 0)}|${cart.totals.subtotal}`;

/**
 * What a waiting code still needs of this cart, in her words: the spend still missing under a
 * minimum ('Spend EGP 150.00 more for NILE15'), else the store's reason.
 */
export function stillNeeds(refusal: Pick<CodeRefusal, 'reason' | 'amount' | 'code'>, why: string, cart: Cart): string {
  if (refusal.reason === 'minimum' && refusal.amount) {
    const more = toMinor(refusal.amount) - toMinor(cart.totals.subtotal);
    if (more > 0) return MSG.spendMoreFor(formatMoney(fromMinor(more)), codeLabel(refusal.code));
  }
  return why;
}

const sameCode = (a: string, b: string) => codeKey(a) === codeKey(b);

/**
 * Every cart answer passes here. The codes the store just took off for a minimum or for the
 * pieces start waiting (her notice says they will come back); each waiting code is tried on the
 * cart when the cart changed since its last try: applied once the cart qualifies (a notice says
 * so), still waiting with what it needs, or dropped with the reason. The answer lists the codes
 * still waiting (waiting_codes), which the cart, the drawer and the checkout show in the page.
 * `tell` (reading the cart) also says in a notice, once per state of the cart, what a code waits
 * for: a shopper browsing with the same cart is not told on every page.
 */
export async function withHeldCodes(ctx: APIContext, who: Shopper, cart: Cart, tell = false): Promise<Cart> {
  const before = heldCodes.get(ctx);
  let held = before;
  let current: Cart = { ...cart, notices: [...cart.notices] };

  for (const refusal of takenOff(cart)) {
    if (!WAITING_REASONS.has(refusal.reason)) continue;
    const why = refusalMessage(refusal);
    const said = MSG.codeTakenOff(refusal.code, why);
    current.notices = current.notices.map((n) => (n === said ? MSG.codeTakenOffWaits(refusal.code, why) : n));
    held = held.filter((h) => !sameCode(h.code, refusal.code));
    const state = cartState(cart);
    held.push({ code: refusal.code, told: state, at: state, why, needs: stillNeeds(refusal, why, cart) });
  }

  const waiting: HeldCode[] = [];
  for (const h of held) {
    const label = codeLabel(h.code);
    // On the cart already (she typed it, or it applied): nothing to wait for.
    if ((current.coupons ?? []).some((c) => sameCode(c.code, h.code))) continue;
    const state = cartState(current);
    // Nothing to try it on yet, or the same cart it was tried on: it waits as it did.
    if (current.items.length === 0 || h.at === state) {
      const telling = tell && h.why !== undefined && h.told !== state && current.items.length > 0;
      if (telling) current.notices.push(MSG.heldCodeWaits(h.why!));
      waiting.push(telling ? { ...h, told: state } : h);
      continue;
    }
    try {
      const applied = await store().applyCoupon(who, h.code);
      current = {
        ...applied,
        // (An add's answer keeps what it said of the stock.)
        ...(current.add_cut ? { add_cut: current.add_cut } : {}),
        notices: [...current.notices, ...applied.notices, MSG.heldCodeApplied(label)],
      };
    } catch (err) {
      if (waitsForCart(err)) {
        const telling = tell && h.told !== state;
        if (telling) current.notices.push(MSG.heldCodeWaits(err.message));
        const refusal = { reason: String(err.details?.reason), amount: err.details?.amount, code: label };
        waiting.push({
          code: h.code,
          told: telling ? state : h.told,
          at: state,
          why: err.message,
          needs: stillNeeds(refusal as CodeRefusal, err.message, current),
        });
      } else if (err instanceof StoreError && err.code === 'coupon_refused') {
        current.notices.push(err.message);
      } else {
        waiting.push(h); // the store is down or busy: the code keeps waiting
      }
    }
  }

  if (JSON.stringify(waiting) !== JSON.stringify(before)) heldCodes.set(ctx, waiting);
  if (waiting.length === 0) return current;
  return {
    ...current,
    waiting_codes: waiting.map((h) => ({
      code: codeLabel(h.code),
      needs: h.needs ?? MSG.codeWaitsForCart(codeLabel(h.code)),
    })),
  };
}

/** Takes a waiting code off her list (she does not want it after all): true when it was waiting. */
export function stopWaiting(ctx: APIContext, code: string): boolean {
  const held = heldCodes.get(ctx);
  const left = held.filter((h) => !sameCode(h.code, code));
  if (left.length === held.length) return false;
  heldCodes.set(ctx, left);
  return true;
}
