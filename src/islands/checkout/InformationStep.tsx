import { MSG } from '../../lib/messages';
import { AddressFields } from './AddressFields';
import { NextStep } from './StepButtons';
import type { CheckoutState } from './use-checkout';

/**
 * Information: the shipping address and, when it differs, the billing address. A cart with
 * nothing to ship asks for the billing address only.
 */
export function InformationStep({
  checkout: { draft, needsShipping, errorsOf, editAddress, billingSame, goTo },
}: {
  checkout: Pick<CheckoutState, 'draft' | 'needsShipping' | 'errorsOf' | 'editAddress' | 'billingSame' | 'goTo'>;
}) {
  return (
    <>
      <fieldset className="checkout-fieldset">
        <legend>
          <h2>{needsShipping ? MSG.shippingAddress : MSG.billingAddress}</h2>
        </legend>
        {needsShipping ? null : <p className="muted">{MSG.nothingToShip}</p>}
        <AddressFields
          section="shipping"
          value={draft.shipping}
          errors={errorsOf('shipping')}
          onChange={(f, v) => editAddress('shipping', f, v)}
        />
      </fieldset>
      {needsShipping ? (
        <label className="check">
          <input
            type="checkbox"
            checked={draft.billingSameAsShipping}
            onChange={(e) => billingSame(e.target.checked)}
          />
          {MSG.billingSameAsShipping}
        </label>
      ) : null}
      {draft.billingSameAsShipping || !needsShipping ? null : (
        <fieldset className="checkout-fieldset">
          <legend>
            <h2>{MSG.billingAddress}</h2>
          </legend>
          <AddressFields
            section="billing"
            value={draft.billing}
            errors={errorsOf('billing')}
            onChange={(f, v) => editAddress('billing', f, v)}
          />
        </fieldset>
      )}
      <div className="step-actions">
        <NextStep to={needsShipping ? 'shipping' : 'payment'} onGo={goTo} />
      </div>
    </>
  );
}
