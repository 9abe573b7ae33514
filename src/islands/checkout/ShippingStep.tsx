import { CHECKOUT_MSG } from '../../lib/checkout-messages';
import { PAGE_MSG } from '../../lib/page-messages';
import { STEP_LABELS } from '../../lib/checkout/steps';
import type { CheckoutEvent, CheckoutState } from '../../lib/checkout/machine';
import ChoiceList from './ChoiceList';

/** Shipping: the store's rates for her address, or why there are none yet (on their way, refused, failed with Retry). */
export default function ShippingStep({
  state,
  dispatch,
}: {
  state: CheckoutState;
  dispatch: (event: CheckoutEvent) => void;
}) {
  const { quote, quoteError, draft } = state;
  let rates;
  if (quoteError && quote === null)
    rates = (
      <div className="alert alert-danger" role="alert">
        <p>{quoteError.message}</p>
        {quoteError.retry && (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => dispatch({ type: 'retryQuote' })}>
            {PAGE_MSG.retry}
          </button>
        )}
      </div>
    );
  else if (quote === null)
    rates = (
      <p className="muted" role="status">
        {CHECKOUT_MSG.loadingShippingMethods}
      </p>
    );
  else if (quote.rates.length === 0)
    rates = (
      <p className="alert alert-warning" role="status">
        {CHECKOUT_MSG.noShippingToAddress}
      </p>
    );
  else
    rates = (
      <ChoiceList
        name="shipping_method"
        label={CHECKOUT_MSG.shippingMethod}
        choices={quote.rates.map((r) => ({ id: r.id, title: r.name, description: r.description, price: r.price }))}
        chosen={draft.shippingMethod}
        onChoose={(id) => dispatch({ type: 'rateChosen', id })}
      />
    );
  return (
    <>
      <fieldset className="checkout-fieldset">
        <legend>
          <h2>{CHECKOUT_MSG.shippingMethod}</h2>
        </legend>
        {rates}
      </fieldset>
      <div className="step-actions">
        <button type="button" className="btn btn-ghost" onClick={() => dispatch({ type: 'go', to: 'information' })}>
          {CHECKOUT_MSG.backTo(STEP_LABELS.information)}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          data-primary-action
          onClick={() => dispatch({ type: 'go', to: 'payment' })}
        >
          {CHECKOUT_MSG.continueTo(STEP_LABELS.payment)}
        </button>
      </div>
    </>
  );
}
