import { CART_MSG } from '../../lib/cart-messages';
import { toMinor } from '../../lib/money';
import { Money } from './Money';

/**
 * The gift wrap's line among a cart's or an order's totals, when it was chosen: what it added,
 * as the store charged it. `flat` picks the markup of the list it stands in (a <div> of dt/dd, or
 * bare dt/dd in a flat list).
 */
export default function GiftWrapTotal({ amount, flat = false }: { amount: string | undefined; flat?: boolean }) {
  if (amount === undefined) return null;
  const value = toMinor(amount) > 0 ? <Money value={amount} /> : CART_MSG.free;
  if (flat)
    return (
      <>
        <dt>{CART_MSG.giftWrap}</dt>
        <dd data-gift-wrap-total>{value}</dd>
      </>
    );
  return (
    <div>
      <dt>{CART_MSG.giftWrap}</dt>
      <dd data-gift-wrap-total>{value}</dd>
    </div>
  );
}
