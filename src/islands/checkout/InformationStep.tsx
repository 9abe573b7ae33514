import { CHECKOUT_MSG } from '../../lib/checkout-messages';
import { STEP_LABELS, type AddressCheck, type AddressSection } from '../../lib/checkout/steps';
import type { CheckoutEvent, CheckoutState } from '../../lib/checkout/machine';
import AddressForm from './AddressForm';

/**
 * Information: the shipping address (the billing address when nothing is shipped), 'Billing
 * address same as shipping', and the billing form while it differs. A field's problem shows
 * once a step was refused for its form, or when the server refused it (until she edits it).
 */
export default function InformationStep({
  state,
  shipping,
  check,
  dispatch,
}: {
  state: CheckoutState;
  /** Whether the cart has anything to ship. */
  shipping: boolean;
  /** What is wrong with an address, once its schema is there. */
  check: AddressCheck | null;
  dispatch: (event: CheckoutEvent) => void;
}) {
  const { draft } = state;
  const errors = (section: AddressSection) => ({
    ...(state.showErrors[section] && check ? check(section === 'shipping' ? draft.shipping : draft.billing) : {}),
    ...state.serverErrors[section],
  });
  const after = shipping ? 'shipping' : 'payment';
  return (
    <>
      <fieldset className="checkout-fieldset">
        <legend>
          <h2>{shipping ? CHECKOUT_MSG.shippingAddress : CHECKOUT_MSG.billingAddress}</h2>
        </legend>
        {!shipping && <p className="muted">{CHECKOUT_MSG.nothingToShip}</p>}
        <AddressForm
          section="shipping"
          address={draft.shipping}
          errors={errors('shipping')}
          onEdit={(field, value) => dispatch({ type: 'edited', section: 'shipping', field, value })}
        />
      </fieldset>
      {/* Drawn only while they apply: a hidden field would still answer to its label. */}
      {shipping && (
        <label className="check">
          <input
            type="checkbox"
            name="billing_same"
            checked={draft.billingSameAsShipping}
            onChange={(e) => dispatch({ type: 'billingSame', same: e.target.checked })}
          />
          {CHECKOUT_MSG.billingSameAsShipping}
        </label>
      )}
      {shipping && !draft.billingSameAsShipping && (
        <fieldset className="checkout-fieldset">
          <legend>
            <h2>{CHECKOUT_MSG.billingAddress}</h2>
          </legend>
          <AddressForm
            section="billing"
            address={draft.billing}
            errors={errors('billing')}
            onEdit={(field, value) => dispatch({ type: 'edited', section: 'billing', field, value })}
          />
        </fieldset>
      )}
      <div className="step-actions">
        <button
          type="button"
          className="btn btn-primary"
          data-primary-action
          onClick={() => dispatch({ type: 'go', to: after })}
        >
          {CHECKOUT_MSG.continueTo(STEP_LABELS[after])}
        </button>
      </div>
    </>
  );
}
