import type { APIRoute } from 'astro';
import { heldCodes, setFlashCookie, shopper } from '../../server/http';
import { cartState, stillNeeds, waitsForCart } from '../../server/held-code';
import { store } from '../../server/store';
import { StoreError, type Shopper } from '../../server/backend';
import { MSG } from '../../lib/messages';
import { codeFromLink, codeKey, codeLabel, MAX_CODE_LENGTH, type CodeRefusal } from '../../lib/discounts';

export const prerender = false;

/**
 * /discount/CODE, a link shared in a story or a message: applies the code to the visitor's cart
 * and lands on the shop, where a toast says it is applied, or why it cannot be. The code stays on
 * the cart until checkout (or until the cart no longer qualifies, which the cart then says); a
 * code the cart does not qualify for yet (a minimum spend, certain pieces) waits beside the cart
 * and applies as soon as it does.
 */
export const GET: APIRoute = async (ctx) => {
  const code = codeFromLink(ctx.params.code ?? '').slice(0, MAX_CODE_LENGTH);
  const applied = { title: MSG.codeAppliedTitle, description: MSG.codeApplied(codeLabel(code)) };
  let who: Shopper | null = null;
  try {
    who = await shopper(ctx, true);
    await store().applyCoupon(who, code);
    setFlashCookie(ctx, applied);
  } catch (err) {
    // A code the cart does not qualify for yet waits for it (src/server/held-code.ts).
    if (waitsForCart(err) && who) {
      // The landing's toast says what the code needs: the cart as it is now has been told.
      const cart = await store()
        .getCart(who)
        .catch(() => null);
      const told = cart ? cartState(cart) : '';
      const refusal = { reason: String(err.details?.reason), amount: err.details?.amount, code: codeLabel(code) };
      const needs = cart ? stillNeeds(refusal as CodeRefusal, err.message, cart) : err.message;
      const others = heldCodes.get(ctx).filter((h) => codeKey(h.code) !== codeKey(code));
      heldCodes.set(ctx, [...others, { code, told, at: told, why: err.message, needs }]);
      setFlashCookie(ctx, { title: MSG.codeHeldTitle, description: MSG.codeHeld(codeLabel(code), err.message) });
      return ctx.redirect('/shop', 303);
    }
    const already = err instanceof StoreError && err.details?.reason === 'already_applied';
    setFlashCookie(
      ctx,
      already
        ? applied
        : err instanceof StoreError && err.code === 'coupon_refused'
          ? { title: MSG.codeNotUsable, description: err.message, variant: 'destructive' }
          : { title: MSG.discountLinkFailed, description: MSG.backendUnavailable, variant: 'destructive' },
    );
  }
  return ctx.redirect('/shop', 303);
};
