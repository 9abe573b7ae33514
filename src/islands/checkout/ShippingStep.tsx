import { MSG } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import type { ShippingQuote } from '../../lib/schemas/shipping';
import { LoadError, Loading } from '../shared/LoadStates';
import { BackStep, NextStep, type GoTo } from './StepButtons';
import type { QuoteError } from './use-quote';

/** Shipping: the store's rates for the address given, one chosen; its price is in the summary's total. */
export function ShippingStep({
  quote,
  error,
  chosen,
  onChoose,
  onRetry,
  onGo,
}: {
  /** The store's latest answer for the address, or null while it is asked (or failed). */
  quote: ShippingQuote | null;
  /** Why the last ask failed, while it stands. */
  error: QuoteError | null;
  chosen: string;
  onChoose: (rate: string) => void;
  onRetry: () => void;
  onGo: GoTo;
}) {
  return (
    <>
      <fieldset className="checkout-fieldset">
        <legend>
          <h2>{MSG.shippingMethod}</h2>
        </legend>
        {error && quote === null ? (
          <LoadError
            className="alert alert-danger"
            message={error.message}
            onRetry={error.retry ? onRetry : undefined}
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
                  checked={chosen === r.id}
                  onChange={() => onChoose(r.id)}
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
        <BackStep to="information" onGo={onGo} />
        <NextStep to="payment" onGo={onGo} />
      </div>
    </>
  );
}
