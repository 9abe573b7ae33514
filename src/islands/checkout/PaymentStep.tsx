import { CHECKOUT_MSG } from '../../lib/checkout-messages';
import { formatMoney } from '../../lib/money';
import { STEP_LABELS } from '../../lib/checkout/steps';
import { checkoutTotals, gatewaysFor } from '../../lib/checkout/totals';
import { canPlace, type CheckoutEvent, type CheckoutState } from '../../lib/checkout/machine';
import type { Cart } from '../../lib/schemas/cart';
import ChoiceList from './ChoiceList';
import GiftOptions from './GiftOptions';

/**
 * Payment: the methods this cart may be paid by, the gift options, the order's note, and Place
 * Order, which names the store's total and waits (disabled, 'Updating the total...') while a new
 * one is on its way: the amount on the button is always what is charged.
 */
export default function PaymentStep({
  state,
  cart,
  shipping,
  dispatch,
}: {
  state: CheckoutState;
  cart: Cart | null;
  shipping: boolean;
  dispatch: (event: CheckoutEvent) => void;
}) {
  const { draft } = state;
  const offered = state.gateways && gatewaysFor(state.gateways, shipping);
  const ready = canPlace(state);
  const total = cart ? checkoutTotals(cart, state.quote, draft.shippingMethod).total : null;
  const before = shipping ? 'shipping' : 'information';
  return (
    <>
      <fieldset className="checkout-fieldset">
        <legend>
          <h2>{CHECKOUT_MSG.paymentMethod}</h2>
        </legend>
        {offered === null ? (
          <p className="muted">{CHECKOUT_MSG.loadingPaymentMethods}</p>
        ) : offered.length === 0 ? (
          <p className="alert alert-warning" role="status">
            {CHECKOUT_MSG.noPaymentForUndelivered}
          </p>
        ) : (
          <ChoiceList
            name="payment_method"
            choices={offered.map((g) => ({ id: g.id, title: g.title, description: g.description }))}
            chosen={draft.paymentMethod}
            onChoose={(id) => dispatch({ type: 'paymentChosen', id })}
          />
        )}
      </fieldset>
      {shipping && <GiftOptions cart={cart} draft={draft} dispatch={dispatch} />}
      <div className="field">
        <label htmlFor="customer-note">{CHECKOUT_MSG.orderNotes}</label>
        <textarea
          id="customer-note"
          name="customer_note"
          className="textarea"
          maxLength={2000}
          value={draft.customerNote}
          onChange={(e) => dispatch({ type: 'noted', key: 'customerNote', value: e.target.value })}
        />
      </div>
      <div className="step-actions">
        <button type="button" className="btn btn-ghost" onClick={() => dispatch({ type: 'go', to: before })}>
          {CHECKOUT_MSG.backTo(STEP_LABELS[before])}
        </button>
        <button
          type="button"
          className="btn btn-gold"
          data-primary-action
          disabled={!ready}
          aria-disabled={!ready}
          onClick={() => dispatch({ type: 'placeOrder' })}
        >
          {state.placing
            ? CHECKOUT_MSG.placingOrder
            : ready && total !== null
              ? CHECKOUT_MSG.placeOrder(formatMoney(total))
              : CHECKOUT_MSG.updatingTotal}
        </button>
      </div>
    </>
  );
}
