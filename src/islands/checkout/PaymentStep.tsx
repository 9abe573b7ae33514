import { MSG } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import GiftOptions from './GiftOptions';
import { BackStep } from './StepButtons';
import type { CheckoutState } from './use-checkout';

/**
 * Payment: how to pay, the gift options, a note, and Place Order with the total the store quoted
 * (disabled while the store's new total is on its way).
 */
export function PaymentStep({
  checkout: { draft, gateways, cart, needsShipping, change, wrapChanged, goTo },
  order,
  total,
}: {
  checkout: Pick<CheckoutState, 'draft' | 'gateways' | 'cart' | 'needsShipping' | 'change' | 'wrapChanged' | 'goTo'>;
  order: { pending: boolean; placeOrder: (form: HTMLFormElement | null) => void };
  /** The store's total for this address, rate and cart, or null until it answers. */
  total: string | null;
}) {
  const waiting = order.pending || total === null;
  return (
    <>
      <fieldset className="checkout-fieldset">
        <legend>
          <h2>{MSG.paymentMethod}</h2>
        </legend>
        {gateways === null ? (
          <p className="muted">{MSG.loadingPaymentMethods}</p>
        ) : (
          <div className="choices">
            {gateways.map((g) => (
              <label key={g.id} className="choice">
                <input
                  type="radio"
                  name="payment_method"
                  value={g.id}
                  checked={draft.paymentMethod === g.id}
                  onChange={() => change({ paymentMethod: g.id })}
                />
                <span className="choice-text">
                  <strong>{g.title}</strong>
                  {g.description ? <span className="muted">{g.description}</span> : null}
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <GiftOptions
        wrap={cart?.gift_wrap}
        message={draft.giftMessage}
        hidePrices={draft.giftHidePrices}
        onMessage={(giftMessage) => change({ giftMessage })}
        onHidePrices={(giftHidePrices) => change({ giftHidePrices })}
        onWrapChanged={wrapChanged}
      />
      <div className="field">
        <label htmlFor="customer-note">{MSG.orderNotes}</label>
        <textarea
          id="customer-note"
          className="textarea"
          maxLength={2000}
          value={draft.customerNote}
          onChange={(e) => change({ customerNote: e.target.value })}
        />
      </div>
      <div className="step-actions">
        <BackStep to={needsShipping ? 'shipping' : 'information'} onGo={goTo} />
        <button
          type="button"
          className="btn btn-gold"
          data-primary-action
          onClick={(e) => order.placeOrder(e.currentTarget.form)}
          disabled={waiting}
          aria-disabled={waiting}
        >
          {order.pending ? MSG.placingOrder : total !== null ? MSG.placeOrder(formatMoney(total)) : MSG.updatingTotal}
        </button>
      </div>
    </>
  );
}
