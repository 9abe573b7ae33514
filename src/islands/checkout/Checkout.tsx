import { useStore } from '@nanostores/react';
import { startTransition, useEffect, useRef, useState } from 'react';
import {
  canMoveTo, checkoutTotals, editBilling, editShipping, moveRefusal, newDraft, orderBody, orderRefusal, prefillDraft, setBillingSame,
  usableGateways, usableShippingMethods, STEP_LABELS, type CheckoutDraft, type CheckoutStep, type Refusal,
} from '../../lib/checkout';
import { FLAT_SHIPPING } from '../../lib/constants';
import { MSG } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import type { PaymentGateway, ShippingMethod } from '../../lib/schemas/order';
import { api } from '../../lib/api';
import { emptyCart } from '../../lib/schemas/cart';
import { $cart, applyCart, refreshCart } from '../../stores/cart';
import { toast } from '../../stores/toasts';
import { yieldToMain } from '../../lib/yield';
import { notePlaced, rememberOrderKey } from '../order/order-keys';
import { AddressFields } from './AddressFields';
import { CheckoutSteps } from './CheckoutSteps';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';
import { loadCustomer } from './customer';
import { OrderSummary } from './OrderSummary';
import './checkout.css';

type CartState = 'loading' | 'ready' | 'error';

/** /checkout: the three steps, the summary, and Place Order. Rules live in src/lib/checkout.ts. */
export default function Checkout() {
  const cart = useStore($cart);
  const [cartState, setCartState] = useState<CartState>('loading');
  const [draft, setDraft] = useState<CheckoutDraft>(() => newDraft());
  const [restored, setRestored] = useState(false);
  const [methods, setMethods] = useState<ShippingMethod[] | null>(null);
  const [gateways, setGateways] = useState<PaymentGateway[] | null>(null);
  const [showErrors, setShowErrors] = useState<{ shipping: boolean; billing: boolean }>({ shipping: false, billing: false });
  const [placing, setPlacing] = useState(false);
  const [placedId, setPlacedId] = useState<number | null>(null);
  // A ref, not state: a second click in the same frame must see the first one.
  const placingRef = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);

  function loadCart() {
    setCartState('loading');
    refreshCart({ force: true }).then(
      () => setCartState('ready'),
      () => setCartState('error'),
    );
  }

  useEffect(() => {
    const stored = loadDraft();
    let start = stored ?? newDraft();
    // A stored step the draft can no longer reach (e.g. edited elsewhere) falls back to the start.
    if (!canMoveTo(start, 'information', start.step).ok) start = { ...start, step: 'information' };
    // Not urgent: a transition lets React render the restored form in slices between other work.
    startTransition(() => {
      setDraft(start);
      setRestored(true);
    });
    loadCart();
    // The later steps' choices and a customer's saved details start in tasks of their own.
    void (async () => {
      await yieldToMain();
      api.checkout.shippingMethods().then((m) => setMethods(usableShippingMethods(m)), () => setMethods(usableShippingMethods(null)));
      api.checkout.paymentGateways().then((g) => setGateways(usableGateways(g)), () => setGateways(usableGateways(null)));
      await yieldToMain();
      const user = await loadCustomer();
      if (user) setDraft((d) => prefillDraft(d, user));
    })();
  }, []);

  useEffect(() => {
    if (restored && placedId === null) saveDraft(draft);
  }, [draft, restored, placedId]);

  /** A refused step: toast the rule's message and take the shopper to where it can be fixed. */
  function refuse({ message, step, section }: Refusal) {
    setDraft((d) => ({ ...d, step }));
    toast({ title: message, variant: 'destructive' });
    if (section) {
      setShowErrors((s) => ({ ...s, [section]: true }));
      // After the re-render marks the empty fields, put the shopper on the first one.
      requestAnimationFrame(() => rootRef.current?.querySelector<HTMLElement>(`[id^="${section}-"][aria-invalid="true"]`)?.focus());
    }
  }

  function goTo(target: CheckoutStep) {
    const refusal = moveRefusal(draft, draft.step, target);
    if (refusal) return refuse(refusal);
    setDraft((d) => ({ ...d, step: target }));
    requestAnimationFrame(() => document.getElementById(`step-panel-${target}`)?.focus());
  }

  async function placeOrder() {
    if (placingRef.current) return;
    const refusal = orderRefusal(draft);
    if (refusal) return refuse(refusal);
    placingRef.current = true;
    setPlacing(true);
    try {
      const result = await api.checkout.createOrder(orderBody(draft));
      rememberOrderKey(result.id, result.order_key);
      // The 'Order created successfully' toast is shown by the confirmation page: one made here
      // would vanish with the navigation.
      notePlaced(result.id, result.number);
      clearDraft();
      setPlacedId(result.id);
      // The server emptied its cart: say so locally at once (badge, its cache, other tabs), since the
      // page is about to unload and a refresh would not finish.
      applyCart(emptyCart());
      location.assign(`/order-confirmation/${result.id}`);
    } catch {
      // Everything typed stays, and so does the idempotency key: a retry cannot make a second order.
      toast({ title: MSG.orderFailed, variant: 'destructive' });
      placingRef.current = false;
      setPlacing(false);
    }
  }

  if (placedId !== null) {
    return <p className="checkout-state" role="status">Order placed. Taking you to your confirmation...</p>;
  }
  // Until mounted, render exactly what the build rendered (the cart store may already hold a cart
  // loaded by the header, and a mismatch would make React throw the server HTML away).
  if (!restored || (cartState === 'loading' && !cart)) {
    return <p className="checkout-state muted" role="status">Loading your cart...</p>;
  }
  if (!cart) {
    return (
      <div className="checkout-state" role="alert">
        <p>{MSG.backendUnavailable}</p>
        <button type="button" className="btn btn-primary" onClick={loadCart}>{MSG.retry}</button>
      </div>
    );
  }
  if (cart.items.length === 0) {
    return (
      <div className="checkout-state">
        <h2>{MSG.cartEmpty}</h2>
        <p>{MSG.emptyCartCheckout}</p>
        <a className="btn btn-primary" href="/shop">Browse the Shop</a>
      </div>
    );
  }

  const totals = checkoutTotals(cart, Boolean(draft.shippingMethod));
  const next = (label: CheckoutStep) => (
    <button type="button" className="btn btn-primary" onClick={() => goTo(label)}>
      Continue to {STEP_LABELS[label]}
    </button>
  );
  const back = (label: CheckoutStep) => (
    <button type="button" className="btn btn-ghost" onClick={() => goTo(label)}>
      Back to {STEP_LABELS[label]}
    </button>
  );

  const information = (
    <>
      <fieldset className="checkout-fieldset">
        <legend><h2>Shipping address</h2></legend>
        <AddressFields section="shipping" value={draft.shipping} showErrors={showErrors.shipping} onChange={(f, v) => setDraft((d) => editShipping(d, f, v))} />
      </fieldset>
      <label className="check">
        <input type="checkbox" checked={draft.billingSameAsShipping} onChange={(e) => setDraft((d) => setBillingSame(d, e.target.checked))} />
        Billing address same as shipping
      </label>
      {draft.billingSameAsShipping ? null : (
        <fieldset className="checkout-fieldset">
          <legend><h2>Billing address</h2></legend>
          <AddressFields section="billing" value={draft.billing} showErrors={showErrors.billing} onChange={(f, v) => setDraft((d) => editBilling(d, f, v))} />
        </fieldset>
      )}
      <div className="step-actions">{next('shipping')}</div>
    </>
  );

  const shipping = (
    <>
      <fieldset className="checkout-fieldset">
        <legend><h2>Shipping method</h2></legend>
        {methods === null ? <p className="muted">Loading shipping methods...</p> : (
          <div className="choices">
            {methods.map((m) => (
              <label key={m.id} className="choice">
                <input type="radio" name="shipping_method" value={m.id} checked={draft.shippingMethod === m.id} onChange={() => setDraft((d) => ({ ...d, shippingMethod: m.id }))} />
                <span className="choice-text">
                  <strong>{m.title}</strong>
                  {m.description ? <span className="muted">{m.description}</span> : null}
                </span>
                <span className="choice-price">{formatMoney(FLAT_SHIPPING)}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <div className="step-actions">{back('information')}{next('payment')}</div>
    </>
  );

  const payment = (
    <>
      <fieldset className="checkout-fieldset">
        <legend><h2>Payment method</h2></legend>
        {gateways === null ? <p className="muted">Loading payment methods...</p> : (
          <div className="choices">
            {gateways.map((g) => (
              <label key={g.id} className="choice">
                <input type="radio" name="payment_method" value={g.id} checked={draft.paymentMethod === g.id} onChange={() => setDraft((d) => ({ ...d, paymentMethod: g.id }))} />
                <span className="choice-text">
                  <strong>{g.title}</strong>
                  {g.description ? <span className="muted">{g.description}</span> : null}
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor="customer-note">Order notes (optional)</label>
        <textarea id="customer-note" className="textarea" maxLength={2000} value={draft.customerNote} onChange={(e) => setDraft((d) => ({ ...d, customerNote: e.target.value }))} />
      </div>
      <div className="step-actions">
        {back('shipping')}
        <button type="button" className="btn btn-gold" onClick={() => void placeOrder()} disabled={placing} aria-disabled={placing}>
          {placing ? 'Placing Order...' : `Place Order · ${formatMoney(totals.total)}`}
        </button>
      </div>
    </>
  );

  return (
    <div ref={rootRef} className="checkout-layout">
      <form className="checkout-main" noValidate onSubmit={(e) => e.preventDefault()} aria-label="Checkout">
        <CheckoutSteps step={draft.step} onSelect={goTo} panels={{ information, shipping, payment }} />
      </form>
      <OrderSummary cart={cart} totals={totals} />
    </div>
  );
}

