import { CHECKOUT_MSG } from '../../lib/checkout-messages';
import { PAGE_MSG } from '../../lib/page-messages';
import { CART_MSG } from '../../lib/cart-messages';
import { checkoutSteps } from '../../lib/checkout/steps';
import { readCart } from '../../stores/cart';
import { LoadError } from '../shared/LoadStates';
import InformationStep from './InformationStep';
import OrderSummary from './OrderSummary';
import PaymentStep from './PaymentStep';
import ShippingStep from './ShippingStep';
import StepPanel from './StepPanel';
import StepTabs from './StepTabs';
import { useCheckout } from './use-checkout';
import './checkout.css';
import { useWordsReady } from '../shared/use-words-ready';
import { localHref } from '../../lib/i18n/paths';

/**
 * /checkout: three steps (Information, Shipping, Payment) beside the order's summary; a cart with
 * nothing to ship skips Shipping. Built into the page on its first step, with the summary waiting
 * for her cart; once hydrated it restores what she typed in this tab, reads the cart, and moves
 * between the steps by the rules of src/lib/checkout/machine.ts.
 */
export default function Checkout() {
  useWordsReady();
  const { state, dispatch, cart, cartStatus, check, loadCheck } = useCheckout();
  if (state.placed)
    return (
      <p className="checkout-state" role="status">
        {CHECKOUT_MSG.orderPlacedRedirect}
      </p>
    );
  if (!cart && cartStatus === 'failed')
    return (
      <LoadError
        className="checkout-state"
        message={PAGE_MSG.backendUnavailable}
        onRetry={() => void readCart().catch(() => undefined)}
      />
    );
  if (cart && cart.items.length === 0)
    return (
      <div className="checkout-state">
        <h2>{CART_MSG.cartEmpty}</h2>
        <p>{CHECKOUT_MSG.emptyCartCheckout}</p>
        <a className="btn btn-primary" href={localHref('/shop')}>
          {CHECKOUT_MSG.browseShop}
        </a>
      </div>
    );

  const shipping = state.needsShipping !== false;
  const steps = checkoutSteps(shipping);
  const step = !shipping && state.draft.step === 'shipping' ? 'information' : state.draft.step;
  const next = shipping ? 'shipping' : 'payment';
  return (
    <div className="checkout-layout">
      <form
        className="checkout-main"
        noValidate
        aria-label={CHECKOUT_MSG.checkout}
        onSubmit={(e) => e.preventDefault()}
        onFocus={() => void loadCheck()}
      >
        <div className="checkout-steps">
          <StepTabs steps={steps} current={step} onGo={(to) => dispatch({ type: 'go', to })} />
          <StepPanel step="information" current={step} onEnter={() => dispatch({ type: 'go', to: next })}>
            <InformationStep state={state} shipping={shipping} check={check} dispatch={dispatch} />
          </StepPanel>
          <StepPanel step="shipping" current={step} onEnter={() => dispatch({ type: 'go', to: 'payment' })}>
            <ShippingStep state={state} dispatch={dispatch} />
          </StepPanel>
          <StepPanel step="payment" current={step}>
            <PaymentStep state={state} cart={cart} shipping={shipping} dispatch={dispatch} />
          </StepPanel>
        </div>
      </form>
      <OrderSummary cart={cart} state={state} />
    </div>
  );
}
