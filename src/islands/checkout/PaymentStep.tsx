import type { CheckoutDraft } from '../../lib/checkout';
import { MSG } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import type { Cart } from '../../lib/schemas/cart';
import type { PaymentGateway } from '../../lib/schemas/order';
import GiftOptions from './GiftOptions';
import { BackStep, type GoTo } from './StepButtons';

/** What the payment step may change in the draft. */
type PaymentChoices = Pick<CheckoutDraft, 'paymentMethod' | 'giftMessage' | 'giftHidePrices' | 'customerNote'>;

/**
 * Payment: how to pay, the gift options, a note, and Place Order with the total the store quoted
 * (disabled while the store's new total is on its way).
 */
export function PaymentStep({
  draft,
  gateways,
  wrap,
  back,
  onChange,
  onWrapChanged,
  onGo,
  place,
}: {
  draft: PaymentChoices;
  /** The shop's payment methods, null while they load. */
  gateways: PaymentGateway[] | null;
  wrap: Cart['gift_wrap'];
  /** The step before this one (Information when nothing is shipped). */
  back: 'shipping' | 'information';
  onChange: (choices: Partial<PaymentChoices>) => void;
  onWrapChanged: () => void;
  onGo: GoTo;
  place: {
    pending: boolean;
    /** The store's total for this address, rate and cart, or null until it answers. */
    total: string | null;
    onPlace: (form: HTMLFormElement | null) => void;
  };
}) {
  const waiting = place.pending || place.total === null;
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
                  onChange={() => onChange({ paymentMethod: g.id })}
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
        wrap={wrap}
        message={draft.giftMessage}
        hidePrices={draft.giftHidePrices}
        onMessage={(giftMessage) => onChange({ giftMessage })}
        onHidePrices={(giftHidePrices) => onChange({ giftHidePrices })}
        onWrapChanged={onWrapChanged}
      />
      <div className="field">
        <label htmlFor="customer-note">{MSG.orderNotes}</label>
        <textarea
          id="customer-note"
          className="textarea"
          maxLength={2000}
          value={draft.customerNote}
          onChange={(e) => onChange({ customerNote: e.target.value })}
        />
      </div>
      <div className="step-actions">
        <BackStep to={back} onGo={onGo} />
        <button
          type="button"
          className="btn btn-gold"
          data-primary-action
          onClick={(e) => place.onPlace(e.currentTarget.form)}
          disabled={waiting}
          aria-disabled={waiting}
        >
          {place.pending
            ? MSG.placingOrder
            : place.total !== null
              ? MSG.placeOrder(formatMoney(place.total))
              : MSG.updatingTotal}
        </button>
      </div>
    </>
  );
}
