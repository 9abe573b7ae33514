import { checkoutSteps, checkoutTotals, quotes } from '../../lib/checkout';
import { MSG } from '../../lib/messages';
import { EmptyState, LoadError, Loading } from '../shared/LoadStates';
import { CheckoutSteps } from './CheckoutSteps';
import { InformationStep } from './InformationStep';
import { OrderSummary } from './OrderSummary';
import { PaymentStep } from './PaymentStep';
import { ShippingStep } from './ShippingStep';
import { useCheckout } from './use-checkout';
import { usePlaceOrder } from './use-place-order';
import './checkout.css';

/**
 * /checkout: the steps (Information, Shipping, Payment with Place Order) and the order summary.
 * Their shared state is useCheckout's; the rules live in src/lib/checkout.ts.
 */
export default function Checkout() {
  const checkout = useCheckout();
  const { cart, draft, quote, needsShipping, goTo } = checkout;
  const order = usePlaceOrder(checkout);

  if (checkout.placedId !== null) {
    return (
      <p className="checkout-state" role="status">
        {MSG.orderPlacedRedirect}
      </p>
    );
  }
  // Until mounted, render exactly what the build rendered (the cart store may already hold a cart
  // loaded by the header, and a mismatch would make React throw the server HTML away).
  if (!checkout.restored || (checkout.cartState === 'loading' && !cart)) {
    return <Loading className="checkout-state muted" text={MSG.loadingCart} />;
  }
  if (!cart) {
    return <LoadError className="checkout-state" message={MSG.backendUnavailable} onRetry={checkout.loadCart} />;
  }
  if (cart.items.length === 0) {
    return (
      <EmptyState
        className="checkout-state"
        heading={MSG.cartEmpty}
        message={MSG.emptyCartCheckout}
        link={{ href: '/shop', label: MSG.browseShop }}
      />
    );
  }

  const totals = checkoutTotals(cart, quote, draft.shippingMethod);
  return (
    <div ref={checkout.rootRef} className="checkout-layout">
      <form className="checkout-main" noValidate onSubmit={(e) => e.preventDefault()} aria-label={MSG.checkout}>
        <CheckoutSteps
          steps={checkoutSteps(needsShipping)}
          step={!needsShipping && draft.step === 'shipping' ? 'information' : draft.step}
          onSelect={goTo}
          panels={{
            information: <InformationStep checkout={checkout} />,
            shipping: <ShippingStep checkout={checkout} />,
            payment: (
              <PaymentStep
                checkout={checkout}
                order={order}
                total={quotes(quote, draft.shippingMethod) ? totals.total : null}
              />
            ),
          }}
        />
      </form>
      <OrderSummary cart={cart} totals={totals} onCodeChange={() => checkout.codesChanged()} />
    </div>
  );
}
