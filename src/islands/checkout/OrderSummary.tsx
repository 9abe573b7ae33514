import { CHECKOUT_MSG } from '../../lib/checkout-messages';
import { CART_MSG } from '../../lib/cart-messages';
import { checkoutTotals } from '../../lib/checkout/totals';
import type { CheckoutState } from '../../lib/checkout/machine';
import type { Cart } from '../../lib/schemas/cart';
import CartLine from '../cart/CartLine';
import CodeField from '../cart/CodeField';
import WaitingCodes from '../cart/WaitingCodes';
import { Money } from '../shared/Money';
import Totals from '../shared/Totals';

/**
 * The aside beside the steps: what is being bought, each piece at its price, and what the order
 * will cost, as the store quoted it for her address and rate (the cart's totals, without
 * shipping, until then). The discount code field changes the cart, and so the quote.
 */
export default function OrderSummary({ cart, state }: { cart: Cart | null; state: CheckoutState }) {
  const totals = cart && checkoutTotals(cart, state.quote, state.draft.shippingMethod);
  const shipping = !cart?.needs_shipping ? (
    CART_MSG.noShippingNeeded
  ) : totals?.shipping == null ? (
    <span className="muted">{CHECKOUT_MSG.chooseShippingMethod}</span>
  ) : (
    <Money value={totals.shipping} />
  );
  return (
    <aside className="card checkout-summary" aria-labelledby="summary-h">
      <h2 id="summary-h">{CHECKOUT_MSG.orderSummary}</h2>
      {cart && totals ? (
        <>
          <ul className="summary-items">
            {cart.items.map((item) => (
              <CartLine key={item.key} item={item} variant="summary" />
            ))}
          </ul>
          <dl className="summary-totals">
            <Totals
              subtotal={totals.subtotal}
              coupons={totals.coupons}
              shipping={shipping}
              giftWrap={totals.gift_wrap}
              total={totals.total}
              totalClass="grand"
              totalTestId="checkout-total"
            />
          </dl>
          <WaitingCodes codes={cart.waiting_codes} />
          <CodeField />
        </>
      ) : (
        <p className="muted" role="status">
          {CART_MSG.loadingCart}
        </p>
      )}
    </aside>
  );
}
