import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { api, ApiError } from '../../lib/api';
import {
  initialCheckout,
  transition,
  type CheckoutEffect,
  type CheckoutEvent,
  type CheckoutState,
  type OrderFailure,
} from '../../lib/checkout/machine';
import { addressFieldNamed, serverRefusal, type AddressCheck } from '../../lib/checkout/steps';
import { usableGateways } from '../../lib/checkout/totals';
import { emptyCart } from '../../lib/empty-cart';
import { CHECKOUT_MSG } from '../../lib/checkout-messages';
import type { Cart } from '../../lib/schemas/cart';
import { notePlaced, rememberOrderKey } from '../order/order-keys';
import { $cart, $cartStatus, applyCart, followOtherTabs, readCart } from '../../stores/cart';
import { dismissToasts, toast } from '../../stores/toasts';
import { loadCustomer } from './customer';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';
import { useHydrated } from '../shared/use-hydrated';
import { localHref } from '../../lib/i18n/paths';

/** The checkout's refusal toasts: one at a time, cleared once the shopper gets past it. */
const REFUSAL = 'checkout-refusal';
/** Place Order's own failure toasts: a second replaces the first; an order that goes through clears them. */
const ORDER = 'checkout-order';

/** What of a cart changes the totals: its lines and quantities, its totals and its codes. */
const totalsOf = (cart: Cart) =>
  JSON.stringify([cart.items.map((i) => [i.key, i.quantity]), cart.totals, cart.coupons]);

/** How a refused or failed order came back: beside a field, a refusal she can read, or a failure. */
function orderFailure(error: unknown, billingSame: boolean): OrderFailure {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 429) return { kind: 'failed' };
  const data = (error.data ?? {}) as { field?: unknown };
  const refusal = serverRefusal({ billingSameAsShipping: billingSame }, { field: data.field, message: error.message });
  if (refusal) return { kind: 'field', refusal };
  const cartChanged = error.code === 'coupon_refused' || error.code === 'total_changed';
  return { kind: 'refused', message: error.message, cartChanged };
}

/**
 * The machine of src/lib/checkout/machine.ts with its effects run: the store's calls, toasts and
 * the focus. Each event gives the next state (told to `show`) and the effects, whose answers come
 * back as events.
 */
function checkoutRunner(show: (state: CheckoutState) => void, checks: (check: AddressCheck) => void) {
  let current = initialCheckout();
  let check: AddressCheck | undefined;
  let loading: Promise<void> | undefined;
  /**
   * Focus moves wait for the state that asked for them to be in the page: React may commit
   * another update first (a store the island reads changing at the same moment), in which the
   * field to focus is not marked yet. Each state shown gets a number; a move runs once React has
   * committed that state or a later one.
   */
  let shown = 0;
  let committed = 0;
  const numberOf = new WeakMap<CheckoutState, number>();
  let afterDraw: { after: number; task: () => void }[] = [];

  /** React committed `state`: the moves waiting for it (or an earlier one) run. */
  function drawn(state?: CheckoutState): void {
    if (state) committed = Math.max(committed, numberOf.get(state) ?? 0);
    const due = afterDraw.filter((t) => t.after <= committed);
    afterDraw = afterDraw.filter((t) => t.after > committed);
    for (const { task } of due) task();
  }

  /**
   * A focus move once the state just shown is in the page: at its commit, not a frame later, so a
   * key she presses at once lands in the new step. A state that changed nothing runs it in the
   * next frame.
   */
  function onceDrawn(task: () => void): void {
    afterDraw.push({ after: shown, task });
    requestAnimationFrame(() => drawn());
  }

  /**
   * What is wrong with an address: its schema, loaded at her first reach for the form (a focus in
   * it, or a step she asks for), not with the page.
   */
  function loadCheck(): Promise<void> {
    loading ??= import('../../lib/checkout/address-check').then(
      (m) => {
        check = m.addressErrors;
        checks(check);
      },
      () => {
        loading = undefined; // offline for a moment: completeness is checked now, the schema next time
      },
    );
    return loading;
  }

  function dispatch(event: CheckoutEvent): void {
    // A move or the order checks the address's values too: with the schema, once it is there.
    if (!check && (event.type === 'go' || event.type === 'placeOrder')) {
      void loadCheck().then(() => apply(event));
      return;
    }
    apply(event);
  }

  function apply(event: CheckoutEvent): void {
    const { state, effects } = transition(current, event, check);
    const unchanged = state === current;
    current = state;
    shown += 1;
    numberOf.set(state, shown);
    // The same state draws nothing new: nothing to wait for.
    if (unchanged) committed = shown;
    show(state);
    for (const effect of effects) run(effect);
  }

  function run(effect: CheckoutEffect): void {
    switch (effect.type) {
      case 'askQuote':
        api.checkout.quoteShipping(effect.address, effect.rate || undefined).then(
          (quote) => dispatch({ type: 'quoteAnswered', request: effect.request, quote }),
          (error: unknown) =>
            dispatch({
              type: 'quoteFailed',
              request: effect.request,
              error:
                error instanceof ApiError && error.status === 400
                  ? { message: error.message, retry: false }
                  : { message: CHECKOUT_MSG.shippingRatesFailed, retry: true },
            }),
        );
        return;
      case 'placeOrder':
        api.checkout.createOrder(effect.body).then(
          (result) =>
            dispatch({
              type: 'orderPlaced',
              id: result.id,
              number: result.number,
              orderKey: result.order_key,
              paymentUrl: result.payment_url,
            }),
          (error: unknown) =>
            dispatch({ type: 'orderFailed', failure: orderFailure(error, current.draft.billingSameAsShipping) }),
        );
        return;
      case 'refuse': {
        const { message, section, field } = effect.refusal;
        toast({ title: message, variant: 'destructive', key: REFUSAL });
        // After the step is drawn: the field at fault, else the form's first marked field.
        onceDrawn(() => {
          const target = section
            ? document.querySelector<HTMLElement>(
                field ? `#${section}-${field}` : `[id^="${section}-"][aria-invalid="true"]`,
              )
            : null;
          target?.focus();
        });
        return;
      }
      case 'refusalResolved':
        dismissToasts(REFUSAL);
        return;
      case 'orderFailed':
        toast(
          effect.title === 'failed'
            ? { title: CHECKOUT_MSG.orderFailed, variant: 'destructive', key: ORDER }
            : { title: CHECKOUT_MSG.orderRefused, description: effect.message, variant: 'destructive', key: ORDER },
        );
        return;
      case 'readCart':
        void readCart().catch(() => undefined);
        return;
      case 'focusStep':
        onceDrawn(() => document.getElementById(`step-panel-${effect.step}`)?.focus());
        return;
    }
  }

  /**
   * What she typed or ticked into the form drawn at build time before it hydrated (a slow phone
   * shows it well before its code runs): taken into the draft, over what the tab had kept.
   */
  function adoptTyped(form: HTMLFormElement | null): void {
    if (!form) return;
    for (const input of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('[name]')) {
      const { draft } = current;
      const typed = addressFieldNamed(input.name);
      if (typed) {
        const kept = (typed.section === 'shipping' ? draft.shipping : draft.billing)[typed.field] ?? '';
        if (input.value !== kept && input.value !== '')
          apply({ type: 'edited', section: typed.section, field: typed.field, value: input.value });
      } else if (input.name === 'customer_note' || input.name === 'gift_message') {
        const key = input.name === 'customer_note' ? 'customerNote' : 'giftMessage';
        if (input.value !== '' && input.value !== draft[key]) apply({ type: 'noted', key, value: input.value });
      } else if (input instanceof HTMLInputElement && input.checked !== input.defaultChecked) {
        // A box counts only if she changed it: as built, it shows the defaults, not the kept draft.
        if (input.name === 'billing_same') apply({ type: 'billingSame', same: input.checked });
        if (input.name === 'gift_hide_prices') apply({ type: 'hidePrices', hide: input.checked });
      }
    }
  }

  return { dispatch, loadCheck, adoptTyped, drawn };
}

/**
 * The checkout island's state, fed by the cart store, the store's answers and the shopper's
 * input. The draft is kept in this tab until the order is placed.
 */
export function useCheckout() {
  // Hydrated as built (the summary waiting for her cart), then as the store says.
  const hydrated = useHydrated();
  const storedCart = useStore($cart);
  const storedStatus = useStore($cartStatus);
  const cart = hydrated ? storedCart : null;
  const cartStatus = hydrated ? storedStatus : 'unread';
  const [state, setState] = useState<CheckoutState>(() => initialCheckout());
  const [check, setCheck] = useState<AddressCheck | null>(null);
  const [{ dispatch, loadCheck, adoptTyped, drawn }] = useState(() =>
    checkoutRunner(setState, (c) => setCheck(() => c)),
  );
  useLayoutEffect(() => drawn(state), [drawn, state]);

  // Once hydrated: the draft kept in this tab, the cart, the payment methods, a customer's details.
  useEffect(() => {
    const draft = loadDraft();
    if (draft) dispatch({ type: 'restored', draft });
    adoptTyped(document.querySelector<HTMLFormElement>('form.checkout-main'));
    followOtherTabs();
    void readCart().catch(() => undefined);
    api.checkout.paymentGateways().then(
      (gateways) => dispatch({ type: 'gatewaysLoaded', gateways: usableGateways(gateways) }),
      () => dispatch({ type: 'gatewaysLoaded', gateways: usableGateways(null) }),
    );
    void loadCustomer().then((user) => {
      if (!user) return;
      const inFocus = addressFieldNamed((document.activeElement as HTMLInputElement | null)?.name);
      dispatch({ type: 'customerLoaded', user, inFocus });
    });
  }, [dispatch, adoptTyped]);

  // The cart as the store answers it: whether anything is shipped, and whether its totals changed.
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!cart) return;
    const now = totalsOf(cart);
    const changed = seen.current !== null && seen.current !== now;
    seen.current = now;
    dispatch({ type: 'cartRead', needsShipping: cart.needs_shipping !== false, changed });
  }, [cart, dispatch]);

  // What she typed stays in this tab until the order is placed.
  useEffect(() => {
    if (!state.placed) saveDraft(state.draft);
  }, [state.draft, state.placed]);

  // Placed: the confirmation page (or the payment method's own page), with the order's key kept.
  useEffect(() => {
    const placed = state.placed;
    if (!placed) return;
    rememberOrderKey(placed.id, placed.orderKey);
    // The 'Order created successfully' toast is the confirmation page's: one made here would vanish with the navigation.
    notePlaced(placed.id, placed.number);
    clearDraft();
    dismissToasts(ORDER);
    // The server emptied its cart: said here at once (badge, other tabs), as the page is about to unload.
    applyCart(emptyCart());
    // The confirmation page in her language; a payment provider's page is its own address.
    location.assign(placed.next.startsWith('/') ? localHref(placed.next) : placed.next);
  }, [state.placed]);

  return { state, dispatch, cart, cartStatus, check, loadCheck };
}
