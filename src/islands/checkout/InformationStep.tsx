import type { AddressErrors, AddressField, AddressSection, CheckoutDraft } from '../../lib/checkout';
import { MSG } from '../../lib/messages';
import { AddressFields } from './AddressFields';
import { NextStep, type GoTo } from './StepButtons';

/**
 * Information: the shipping address and, when it differs, the billing address. A cart with
 * nothing to ship asks for the billing address only.
 */
export function InformationStep({
  draft,
  needsShipping,
  errorsOf,
  onAddress,
  onBillingSame,
  onGo,
}: {
  draft: CheckoutDraft;
  needsShipping: boolean;
  /** The messages beside a form's fields. */
  errorsOf: (section: AddressSection) => AddressErrors;
  onAddress: (section: AddressSection, field: AddressField, value: string) => void;
  onBillingSame: (same: boolean) => void;
  onGo: GoTo;
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
          onChange={(f, v) => onAddress('shipping', f, v)}
        />
      </fieldset>
      {needsShipping ? (
        <label className="check">
          <input
            type="checkbox"
            checked={draft.billingSameAsShipping}
            onChange={(e) => onBillingSame(e.target.checked)}
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
            onChange={(f, v) => onAddress('billing', f, v)}
          />
        </fieldset>
      )}
      <div className="step-actions">
        <NextStep to={needsShipping ? 'shipping' : 'payment'} onGo={onGo} />
      </div>
    </>
  );
}
