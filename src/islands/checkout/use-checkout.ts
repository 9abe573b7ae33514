import { useStore } from '@nanostores/react';
import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  addressFieldNamed,
  canMoveTo,
  editBilling,
  editShipping,
  moveRefusal,
  newDraft,
  prefillDraft,
  setBillingSame,
  shippingRefusal,
  usableGateways,
  type AddressField,
  type AddressSection,
  type CheckoutDraft,
  type CheckoutStep,
} from '../../lib/checkout';
import { api } from '../../lib/api';
import type { PaymentGateway } from '../../lib/schemas/order';
import { yieldToMain } from '../../lib/yield';
import { $cart, refreshCart } from '../../stores/cart';
import { loadCustomer } from './customer';
import { loadDraft, saveDraft } from './draft-storage';
import { useQuote } from './use-quote';
import { dismissRefusal, useRefusals } from './use-refusals';

/** Everything the checkout's steps and summary share (useCheckout). */
export type CheckoutState = ReturnType<typeof useCheckout>;

/**
 * The checkout's shared state: the cart, the shopper's draft (kept in this tab until the order is
 * placed), the store's quote and payment methods, and the moves between steps, each checked by the
 * rules in src/lib/checkout.ts before it happens. The steps only render it and call its changes.
 */
export function useCheckout() {
  const cart = useStore($cart);
  const [cartState, setCartState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [draft, setDraft] = useState<CheckoutDraft>(() => newDraft());
  const [restored, setRestored] = useState(false);
  const { quote, quoteError, askQuote, renewQuote } = useQuote(setDraft);
  const [gateways, setGateways] = useState<PaymentGateway[] | null>(null);
  const [placedId, setPlacedId] = useState<number | null>(null);
  const { rootRef, refuse, refuseField, edited, errorsOf } = useRefusals(draft, setDraft);

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

  // A cart nothing in which is shipped (a service, a file) skips Shipping and pays no shipping.
  const needsShipping = cart?.needs_shipping !== false;

  function goTo(target: CheckoutStep) {
    if (!needsShipping && target === 'shipping') target = draft.step === 'payment' ? 'information' : 'payment';
    const refusal =
      moveRefusal(draft, draft.step, target, needsShipping) ??
      (target === 'payment' && draft.step === 'shipping' ? shippingRefusal(quote, draft.shippingMethod) : null);
    if (refusal) return refuse(refusal);
    dismissRefusal();
    // Leaving Information: the store's rates for the address just given, or (nothing to ship) its totals.
    if ((target === 'shipping' || (!needsShipping && target === 'payment')) && draft.step === 'information')
      renewQuote(draft);
    // Render the step now and focus it in the same event: focus moved a frame later took the
    // shopper back to the panel from wherever a quick Tab had already taken them.
    flushSync(() => setDraft((d) => ({ ...d, step: target })));
    document.getElementById(`step-panel-${target}`)?.focus();
  }

  /**
   * A code applied or taken off changes the totals: the quote in hand no longer holds, so Place
   * Order waits for the store's new one (never a total she was not shown).
   */
  function codesChanged(reloadCart = false) {
    if (reloadCart) void refreshCart({ force: true }).catch(() => undefined);
    // With no quote in hand yet, the step that needs one asks for it anyway.
    if (quote) renewQuote(draft);
  }

  return {
    cart,
    cartState,
    loadCart,
    restored,
    draft,
    needsShipping,
    gateways,
    quote,
    quoteError,
    rootRef,
    errorsOf,
    refuse,
    refuseField,
    goTo,
    codesChanged,
    placedId,
    placed: setPlacedId,
    editAddress(section: AddressSection, field: AddressField, value: string) {
      edited(section, field);
      setDraft((d) => (section === 'shipping' ? editShipping : editBilling)(d, field, value));
    },
    billingSame: (same: boolean) => setDraft((d) => setBillingSame(d, same)),
    /** A choice of the payment step (method, gift message, note). */
    change: (choices: Partial<CheckoutDraft>) => setDraft((d) => ({ ...d, ...choices })),
    chooseRate(rate: string) {
      setDraft((d) => ({ ...d, shippingMethod: rate }));
      void askQuote(draft, rate);
    },
    retryQuote: () => void askQuote(draft, draft.shippingMethod),
    /** The gift wrap changed the cart's total: Place Order waits for the store's new one. */
    wrapChanged: () => renewQuote(draft),
  };
}
