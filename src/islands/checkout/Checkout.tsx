import { useStore } from '@nanostores/react';
import { startTransition, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  addressErrors,
  addressFieldNamed,
  canMoveTo,
  checkoutSteps,
  checkoutTotals,
  editBilling,
  editShipping,
  moveRefusal,
  newDraft,
  orderBody,
  orderRefusal,
  prefillDraft,
  quotes,
  serverRefusal,
  setBillingSame,
  shippingRefusal,
  usableGateways,
  type AddressErrors,
  type AddressField,
  type AddressSection,
  type CheckoutDraft,
  type CheckoutStep,
  type Refusal,
} from '../../lib/checkout';
import { MSG } from '../../lib/messages';
import type { PaymentGateway } from '../../lib/schemas/order';
import { api, ApiError } from '../../lib/api';
import { emptyCart } from '../../lib/schemas/cart';
import { $cart, applyCart, refreshCart } from '../../stores/cart';
import { dismissToasts, toast } from '../../stores/toasts';
import { yieldToMain } from '../../lib/yield';
import { notePlaced, rememberOrderKey } from '../order/order-keys';
import { CheckoutSteps } from './CheckoutSteps';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';
import { loadCustomer } from './customer';
import { OrderSummary } from './OrderSummary';
import { InformationStep } from './InformationStep';
import { PaymentStep } from './PaymentStep';
import { ShippingStep } from './ShippingStep';
import { useQuote } from './use-quote';
import { useSubmit } from '../shared/use-submit';
import { EmptyState, LoadError, Loading } from '../shared/LoadStates';
import './checkout.css';

type CartState = 'loading' | 'ready' | 'error';

/** The key of the checkout's refusal toasts: one at a time, cleared once the shopper gets past it. */
const REFUSAL = 'checkout-refusal';

/** /checkout: the three steps, the summary, and Place Order. Rules live in src/lib/checkout.ts. */
export default function Checkout() {
  const cart = useStore($cart);
  const [cartState, setCartState] = useState<CartState>('loading');
  const [draft, setDraft] = useState<CheckoutDraft>(() => newDraft());
  const [restored, setRestored] = useState(false);
  const { quote, quoteError, askQuote, renewQuote } = useQuote(setDraft);
  const [gateways, setGateways] = useState<PaymentGateway[] | null>(null);
  const [showErrors, setShowErrors] = useState<{ shipping: boolean; billing: boolean }>({
    shipping: false,
    billing: false,
  });
  // What the server refused that the shopper's form did not catch, until that field is edited.
  const [serverErrors, setServerErrors] = useState<Record<AddressSection, AddressErrors>>({
    shipping: {},
    billing: {},
  });
  const [placedId, setPlacedId] = useState<number | null>(null);
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
    // Past the address: the store's rates for it, and the chosen one's totals, are asked again.
    if (start.step !== 'information') void askQuote(start, start.shippingMethod);
    // Not urgent: a transition lets React render the restored form in slices between other work.
    startTransition(() => {
      setDraft(start);
      setRestored(true);
    });
    loadCart();
    // The later steps' choices and a customer's saved details start in tasks of their own.
    void (async () => {
      await yieldToMain();
      api.checkout.paymentGateways().then(
        (g) => setGateways(usableGateways(g)),
        () => setGateways(usableGateways(null)),
      );
      await yieldToMain();
      const user = await loadCustomer();
      if (!user) return;
      const inFocus = addressFieldNamed((document.activeElement as HTMLInputElement | null)?.name);
      setDraft((d) => prefillDraft(d, user, inFocus));
    })();
    // Once, when the checkout mounts: later renders' askQuote is the same function over newer state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (restored && placedId === null) saveDraft(draft);
  }, [draft, restored, placedId]);

  function chooseRate(rate: string) {
    setDraft((d) => ({ ...d, shippingMethod: rate }));
    void askQuote(draft, rate);
  }

  /** A refused step: toast the rule's message and take the shopper to where it can be fixed. */
  function refuse({ message, step, section, field }: Refusal) {
    setDraft((d) => ({ ...d, step }));
    toast({ title: message, variant: 'destructive', key: REFUSAL });
    if (section) {
      setShowErrors((s) => ({ ...s, [section]: true }));
      // Once the re-render shows the step and marks the fields: the one at fault, or the first empty one.
      focusNext.current = field ? `#${section}-${field}` : `[id^="${section}-"][aria-invalid="true"]`;
    }
  }

  // A refusal's field gets focus as soon as it is on screen (its step may render a little later).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    const el = rootRef.current?.querySelector<HTMLElement>(focusNext.current);
    if (el && !el.closest('[hidden]')) {
      focusNext.current = null;
      el.focus();
    }
  });

  // A cart nothing in which is shipped (a service, a file) skips Shipping and pays no shipping.
  const needsShipping = cart?.needs_shipping !== false;

  function goTo(target: CheckoutStep) {
    if (!needsShipping && target === 'shipping') target = draft.step === 'payment' ? 'information' : 'payment';
    const refusal =
      moveRefusal(draft, draft.step, target, needsShipping) ??
      (target === 'payment' && draft.step === 'shipping' ? shippingRefusal(quote, draft.shippingMethod) : null);
    if (refusal) return refuse(refusal);
    // Whatever was refused before is put right now: its toast must not linger over the next step.
    dismissToasts(REFUSAL);
    // Leaving Information: the store's rates for the address just given, or (nothing to ship) its totals.
    if ((target === 'shipping' || (!needsShipping && target === 'payment')) && draft.step === 'information')
      renewQuote(draft);
    // Render the step now and focus it in the same event: focus moved a frame later took the
    // shopper back to the panel from wherever a quick Tab had already taken them.
    flushSync(() => setDraft((d) => ({ ...d, step: target })));
    document.getElementById(`step-panel-${target}`)?.focus();
  }

  const order = useSubmit({
    check: () => ({ ok: true, value: orderBody(draft) }),
    send: async (body) => {
      const result = await api.checkout.createOrder(body);
      rememberOrderKey(result.id, result.order_key);
      // The 'Order created successfully' toast is shown by the confirmation page: one made here
      // would vanish with the navigation.
      notePlaced(result.id, result.number);
      clearDraft();
      setPlacedId(result.id);
      // The server emptied its cart: say so locally at once (badge, its cache, other tabs), since the
      // page is about to unload and a refresh would not finish.
      applyCart(emptyCart());
      // A payment method that takes payment on its own page: pay there, then come back to the
      // confirmation page (the store's return setting, README "Running on WooCommerce").
      location.assign(result.payment_url ?? `/order-confirmation/${result.id}`);
    },
    // Everything typed stays, and so does the idempotency key: a retry cannot make a second order.
    // A refusal the shopper can fix is said as the server said it, next to the field when it names one.
    failed: (error) => {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 429)
        return { title: MSG.orderFailed };
      const data = (error.data ?? {}) as { field?: unknown };
      const refusal = serverRefusal(draft, { field: data.field, message: error.message });
      if (refusal) {
        setServerErrors((e) => ({
          ...e,
          [refusal.section!]: { ...e[refusal.section!], [refusal.field!]: refusal.message },
        }));
        refuse(refusal);
        return null;
      }
      // A code the order could not have was taken off the cart: show the new cart and total before she tries again.
      if (error.code === 'coupon_refused') codesChanged(true);
      return { title: MSG.orderRefused, description: error.message };
    },
  });

  /**
   * A code applied or taken off changes the totals: the quote in hand no longer holds, so Place
   * Order waits for the store's new one (never a total she was not shown).
   */
  function codesChanged(reloadCart = false) {
    if (reloadCart) void refreshCart({ force: true }).catch(() => undefined);
    // With no quote in hand yet, the step that needs one asks for it anyway.
    if (quote) renewQuote(draft);
  }

  /** An edit puts right whatever the server said about that field. */
  function edited(section: AddressSection, field: AddressField) {
    if (serverErrors[section][field])
      setServerErrors((e) => ({ ...e, [section]: { ...e[section], [field]: undefined } }));
  }

  /** The messages beside an address form's fields, once a step was refused for it. */
  const errorsOf = (section: AddressSection): AddressErrors =>
    showErrors[section]
      ? { ...addressErrors(section === 'shipping' ? draft.shipping : draft.billing), ...serverErrors[section] }
      : serverErrors[section];

  /** The rules first (a refusal moves the shopper to what is missing), then the order itself. */
  function placeOrder(form: HTMLFormElement | null) {
    const refusal = orderRefusal(draft, needsShipping) ?? shippingRefusal(quote, draft.shippingMethod);
    if (refusal) return refuse(refusal);
    // Never place an order at a total the shopper was not shown.
    if (!quotes(quote, draft.shippingMethod)) return;
    if (form) order.submit(form);
  }

  if (placedId !== null) {
    return (
      <p className="checkout-state" role="status">
        {MSG.orderPlacedRedirect}
      </p>
    );
  }
  // Until mounted, render exactly what the build rendered (the cart store may already hold a cart
  // loaded by the header, and a mismatch would make React throw the server HTML away).
  if (!restored || (cartState === 'loading' && !cart)) {
    return <Loading className="checkout-state muted" text={MSG.loadingCart} />;
  }
  if (!cart) {
    return <LoadError className="checkout-state" message={MSG.backendUnavailable} onRetry={loadCart} />;
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
    <div ref={rootRef} className="checkout-layout">
      <form className="checkout-main" noValidate onSubmit={(e) => e.preventDefault()} aria-label={MSG.checkout}>
        <CheckoutSteps
          steps={checkoutSteps(needsShipping)}
          step={!needsShipping && draft.step === 'shipping' ? 'information' : draft.step}
          onSelect={goTo}
          panels={{
            information: (
              <InformationStep
                draft={draft}
                needsShipping={needsShipping}
                errorsOf={errorsOf}
                onAddress={(section, field, value) => {
                  edited(section, field);
                  setDraft((d) => (section === 'shipping' ? editShipping : editBilling)(d, field, value));
                }}
                onBillingSame={(same) => setDraft((d) => setBillingSame(d, same))}
                onGo={goTo}
              />
            ),
            shipping: (
              <ShippingStep
                quote={quote}
                error={quoteError}
                chosen={draft.shippingMethod}
                onChoose={chooseRate}
                onRetry={() => void askQuote(draft, draft.shippingMethod)}
                onGo={goTo}
              />
            ),
            payment: (
              <PaymentStep
                draft={draft}
                gateways={gateways}
                wrap={cart.gift_wrap}
                back={needsShipping ? 'shipping' : 'information'}
                onChange={(choices) => setDraft((d) => ({ ...d, ...choices }))}
                onWrapChanged={() => renewQuote(draft)}
                onGo={goTo}
                place={{
                  pending: order.pending,
                  total: quotes(quote, draft.shippingMethod) ? totals.total : null,
                  onPlace: placeOrder,
                }}
              />
            ),
          }}
        />
      </form>
      <OrderSummary cart={cart} totals={totals} onCodeChange={() => codesChanged()} />
    </div>
  );
}
