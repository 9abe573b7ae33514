import { MSG } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import { LoadError, Loading } from '../shared/LoadStates';
import { BackStep, NextStep } from './StepButtons';
import type { CheckoutState } from './use-checkout';

/** Shipping: the store's rates for the address given, one chosen; its price is in the summary's total. */
export function ShippingStep({
  checkout: { quote, quoteError, draft, chooseRate, retryQuote, goTo },
}: {
  checkout: Pick<CheckoutState, 'quote' | 'quoteError' | 'draft' | 'chooseRate' | 'retryQuote' | 'goTo'>;
}) {
  return (
    <>
      <fieldset className="checkout-fieldset">
        <legend>
          <h2>{MSG.shippingMethod}</h2>
        </legend>
        {quoteError && quote === null ? (
          <LoadError
            className="alert alert-danger"
            message={quoteError.message}
            onRetry={quoteError.retry ? retryQuote : undefined}
            retryClass="btn btn-outline btn-sm"
          />
        ) : quote === null ? (
          <Loading text={MSG.loadingShippingMethods} />
        ) : quote.rates.length === 0 ? (
          <p className="alert alert-warning" role="status">
            {MSG.noShippingToAddress}
          </p>
        ) : (
          <div className="choices" role="radiogroup" aria-label={MSG.shippingMethod}>
            {quote.rates.map((r) => (
              <label key={r.id} className="choice">
                <input
                  type="radio"
                  name="shipping_method"
                  value={r.id}
                  checked={draft.shippingMethod === r.id}
                  onChange={() => chooseRate(r.id)}
                />
                <span className="choice-text">
                  <strong>{r.name}</strong>
                  {r.description ? <span className="muted">{r.description}</span> : null}
                </span>
                <span className="choice-price">{formatMoney(r.price)}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <div className="step-actions">
        <BackStep to="information" onGo={goTo} />
        <NextStep to="payment" onGo={goTo} />
      </div>
    </>
  );
}
