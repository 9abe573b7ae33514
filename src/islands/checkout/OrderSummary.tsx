import type { CheckoutTotals } from '../../lib/checkout';
import { formatMoney } from '../../lib/money';
import { MSG } from '../../lib/messages';
import type { Cart } from '../../lib/schemas/cart';
import LineChoices from '../shared/LineChoices';
import LineEngraving from '../shared/LineEngraving';
import GiftWrapTotal from '../shared/GiftWrapTotal';
import CodeField from '../discount/CodeField';
import DiscountLines from '../discount/DiscountLines';

/** The aside beside the steps: what is being bought and what it will cost. */
export function OrderSummary({
  cart,
  totals,
  onCodeChange,
}: {
  cart: Cart;
  totals: CheckoutTotals;
  /** A code was applied or taken off: the totals need the store's new quote. */
  onCodeChange: () => void;
}) {
  return (
    <aside className="card checkout-summary" aria-labelledby="summary-h">
      <h2 id="summary-h">{MSG.orderSummary}</h2>
      <ul className="summary-items">
        {cart.items.map((item) => (
          <li key={item.key}>
            <img src={item.featured_image} alt="" width="56" height="56" loading="lazy" decoding="async" />
            <span className="summary-name">
              {item.name} <span className="muted">× {item.quantity}</span>
              <LineChoices choices={item.choices} />
              <LineEngraving engraving={item.engraving} />
            </span>
            <span>{formatMoney(item.totals.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="summary-totals">
        <div>
          <dt>{MSG.subtotal}</dt>
          <dd>{formatMoney(totals.subtotal)}</dd>
        </div>
        <DiscountLines codes={totals.coupons} />
        <div>
          <dt>{MSG.shipping}</dt>
          <dd>
            {!cart.needs_shipping ? (
              MSG.noShippingNeeded
            ) : totals.shipping === null ? (
              <span className="muted">{MSG.chooseShippingMethod}</span>
            ) : (
              formatMoney(totals.shipping)
            )}
          </dd>
        </div>
        <GiftWrapTotal amount={totals.gift_wrap} />
        <div className="grand">
          <dt>{MSG.total}</dt>
          <dd data-testid="checkout-total">{formatMoney(totals.total)}</dd>
        </div>
      </dl>
      <CodeField onChange={onCodeChange} />
    </aside>
  );
}
