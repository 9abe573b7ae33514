import type { Address } from '../schemas/address';
import type { CreateOrderBody, PaymentGateway } from '../schemas/order';
import type { ShippingQuote } from '../schemas/shipping';
import {
  editBilling,
  editShipping,
  moveRefusal,
  newDraft,
  orderRefusal,
  prefillDraft,
  setBillingSame,
  type AddressCheck,
  type AddressErrors,
  type AddressField,
  type AddressSection,
  type CheckoutDraft,
  type CheckoutStep,
  type FieldRef,
  type Refusal,
} from './steps';
import { gatewaysFor, orderBody, quotes, rateAfterQuote, shippingRefusal } from './totals';

/**
 * The checkout as a state machine: what the shopper typed and chose (the draft), the store's quote
 * for her address and rate, the payment methods, what is wrong with each field, and the order on
 * its way. `transition` is pure: it answers the next state and the effects to run (ask the store
 * for a quote, place the order, tell her a refusal), which the checkout island runs and answers
 * with further events. The rules it applies are ./steps.ts and ./totals.ts, and `check` says what
 * is wrong with an address (./address-check.ts; without it, only whether one is complete); the
 * unit tests drive it without a page.
 */

/** Why the latest quote failed: the store's word on the address (fix it), or that it could not answer (retry). */
export interface QuoteError {
  message: string;
  retry: boolean;
}

export interface CheckoutState {
  draft: CheckoutDraft;
  /** Whether the cart has anything to ship; null until the cart has been read. */
  needsShipping: boolean | null;
  /** The store's answer for the address and the chosen rate; null while a new one is wanted. */
  quote: ShippingQuote | null;
  quoteError: QuoteError | null;
  /** The number of the latest quote asked for: an older answer is not used. */
  quoteRequest: number;
  /** The methods the store takes, before the cart's own rule (cash on delivery needs a parcel). */
  gateways: PaymentGateway[] | null;
  /** Once a step was refused for an address form, its fields say what is wrong as she types. */
  showErrors: Record<AddressSection, boolean>;
  /** What the server refused that the form did not catch, until that field is edited. */
  serverErrors: Record<AddressSection, AddressErrors>;
  /** Place Order is on its way. */
  placing: boolean;
  /** The order placed: the page leaves for its confirmation (or its payment page). */
  placed: { id: number; number: string; orderKey: string; next: string } | null;
}

/** How a refused or failed order came back, as the island reads the API's answer. */
export type OrderFailure =
  /** The server refused a field of an address: said beside it. */
  | { kind: 'field'; refusal: Refusal }
  /** The store refused the order for a reason she can read (a code it could not have, stock gone). */
  /** cartChanged: the store changed her cart or its totals in refusing (a code taken off, a new total): read it again. */
  | { kind: 'refused'; message: string; cartChanged: boolean }
  /** It could not be placed (the store down, a timeout): she may try again. */
  | { kind: 'failed' };

export type CheckoutEvent =
  | { type: 'restored'; draft: CheckoutDraft }
  | { type: 'cartRead'; needsShipping: boolean; changed: boolean }
  | { type: 'edited'; section: AddressSection; field: AddressField; value: string }
  | { type: 'billingSame'; same: boolean }
  | { type: 'noted'; key: 'customerNote' | 'giftMessage'; value: string }
  | { type: 'hidePrices'; hide: boolean }
  | { type: 'customerLoaded'; user: Parameters<typeof prefillDraft>[1]; inFocus?: FieldRef }
  | { type: 'go'; to: CheckoutStep }
  | { type: 'rateChosen'; id: string }
  | { type: 'paymentChosen'; id: string }
  | { type: 'gatewaysLoaded'; gateways: PaymentGateway[] }
  | { type: 'quoteAnswered'; request: number; quote: ShippingQuote }
  | { type: 'quoteFailed'; request: number; error: QuoteError }
  | { type: 'retryQuote' }
  | { type: 'placeOrder' }
  | { type: 'orderPlaced'; id: number; number: string; orderKey: string; paymentUrl?: string }
  | { type: 'orderFailed'; failure: OrderFailure };

export type CheckoutEffect =
  /** Ask the store for its rates for the address, this rate selected; answer quoteAnswered or quoteFailed. */
  | { type: 'askQuote'; request: number; address: Address; rate: string }
  /** Send the order; answer orderPlaced or orderFailed. */
  | { type: 'placeOrder'; body: CreateOrderBody }
  /** Tell her why she cannot go on (a toast), open its step and focus the field at fault. */
  | { type: 'refuse'; refusal: Refusal }
  /** The refusal she was told is put right: its toast goes. */
  | { type: 'refusalResolved' }
  /** The order's own failure, in a toast. */
  | { type: 'orderFailed'; title: 'failed' | 'refused'; message?: string }
  /** The cart changed on the server (a code taken off): read it again. */
  | { type: 'readCart' }
  /** The step shown changed: its panel takes the focus. */
  | { type: 'focusStep'; step: CheckoutStep };

export interface Transition {
  state: CheckoutState;
  effects: CheckoutEffect[];
}

export function initialCheckout(draft: CheckoutDraft = newDraft()): CheckoutState {
  return {
    draft,
    needsShipping: null,
    quote: null,
    quoteError: null,
    quoteRequest: 0,
    gateways: null,
    showErrors: { shipping: false, billing: false },
    serverErrors: { shipping: {}, billing: {} },
    placing: false,
    placed: null,
  };
}

/** A cart whose contents are not known yet is taken to need shipping: the full three steps. */
const shipping = (state: CheckoutState) => state.needsShipping !== false;

/** A new quote for the draft's address and rate; the one in hand no longer counts. */
function askQuote(state: CheckoutState, rate = state.draft.shippingMethod): Transition {
  const request = state.quoteRequest + 1;
  return {
    state: { ...state, quote: null, quoteError: null, quoteRequest: request },
    effects: [{ type: 'askQuote', request, address: state.draft.shipping, rate }],
  };
}

/** A refused move: its step opened, the form at fault marked, and the refusal told. */
function refuse(state: CheckoutState, refusal: Refusal): Transition {
  const showErrors = refusal.section ? { ...state.showErrors, [refusal.section]: true } : state.showErrors;
  return {
    state: { ...state, showErrors, draft: { ...state.draft, step: refusal.step } },
    effects: [{ type: 'refuse', refusal }],
  };
}

/** A payment method the cart may no longer be paid by (cash on delivery, once nothing is delivered) is unchosen. */
function keepPaymentOffered(state: CheckoutState): CheckoutState {
  const chosen = state.draft.paymentMethod;
  if (!state.gateways || !chosen) return state;
  const offered = gatewaysFor(state.gateways, shipping(state));
  return offered.some((g) => g.id === chosen) ? state : { ...state, draft: { ...state.draft, paymentMethod: '' } };
}

const withDraft = (state: CheckoutState, draft: CheckoutDraft): Transition => ({
  state: { ...state, draft },
  effects: [],
});

export function transition(state: CheckoutState, event: CheckoutEvent, check?: AddressCheck): Transition {
  const { draft } = state;
  switch (event.type) {
    case 'restored': {
      const next = { ...state, draft: event.draft };
      // Past the address: the store's rates for it, and the chosen one's totals, are asked again.
      return event.draft.step === 'information' ? { state: next, effects: [] } : askQuote(next);
    }

    case 'cartRead': {
      let next = keepPaymentOffered({ ...state, needsShipping: event.needsShipping });
      // A step the draft can no longer reach (the cart changed in another tab) falls back to the start.
      if (state.needsShipping === null && moveRefusal(draft, 'information', draft.step, event.needsShipping))
        next = { ...next, draft: { ...next.draft, step: 'information' } };
      // The cart changed under the totals in hand (another tab, a code, the gift wrap): Place Order
      // waits for the store's new ones, never a total she was not shown.
      if (event.changed && state.quoteRequest > 0 && !state.placed) return askQuote(next);
      return { state: next, effects: [] };
    }

    case 'edited': {
      // An edit puts right whatever the server said about that field.
      const { [event.field]: _fixed, ...rest } = state.serverErrors[event.section];
      const serverErrors = { ...state.serverErrors, [event.section]: rest };
      const edit = event.section === 'shipping' ? editShipping : editBilling;
      return { state: { ...state, serverErrors, draft: edit(draft, event.field, event.value) }, effects: [] };
    }

    case 'billingSame':
      return withDraft(state, setBillingSame(draft, event.same));

    case 'noted':
      return withDraft(state, { ...draft, [event.key]: event.value });

    case 'hidePrices':
      return withDraft(state, { ...draft, giftHidePrices: event.hide });

    case 'customerLoaded':
      return withDraft(state, prefillDraft(draft, event.user, event.inFocus));

    case 'go': {
      const ships = shipping(state);
      let to = event.to;
      // A cart with nothing to ship has no Shipping step: the tab or button leads past it.
      if (!ships && to === 'shipping') to = draft.step === 'payment' ? 'information' : 'payment';
      const refusal =
        moveRefusal(draft, draft.step, to, ships, check) ??
        (to === 'payment' && draft.step === 'shipping' ? shippingRefusal(state.quote, draft.shippingMethod) : null);
      if (refusal) return refuse(state, refusal);
      const moved = { ...state, draft: { ...draft, step: to } };
      const effects: CheckoutEffect[] = [{ type: 'refusalResolved' }, { type: 'focusStep', step: to }];
      // Leaving Information: the store's rates and totals for the address just given.
      if (draft.step === 'information' && to !== 'information') {
        const asked = askQuote(moved);
        return { state: asked.state, effects: [...effects, ...asked.effects] };
      }
      return { state: moved, effects };
    }

    case 'rateChosen':
      return askQuote({ ...state, draft: { ...draft, shippingMethod: event.id } }, event.id);

    case 'paymentChosen':
      return withDraft(state, { ...draft, paymentMethod: event.id });

    case 'gatewaysLoaded':
      return { state: keepPaymentOffered({ ...state, gateways: event.gateways }), effects: [] };

    case 'quoteAnswered': {
      if (event.request !== state.quoteRequest) return { state, effects: [] };
      const rate = draft.shippingMethod;
      const next = rateAfterQuote(event.quote, rate);
      // A rate taken on her behalf that the store did not count in these totals: its own quote.
      if (next && next !== rate && !event.quote.rates.some((r) => r.id === next && r.selected))
        return askQuote({ ...state, draft: { ...draft, shippingMethod: next } }, next);
      return {
        state: { ...state, quote: event.quote, quoteError: null, draft: { ...draft, shippingMethod: next } },
        effects: [],
      };
    }

    case 'quoteFailed':
      if (event.request !== state.quoteRequest) return { state, effects: [] };
      return { state: { ...state, quoteError: event.error }, effects: [] };

    case 'retryQuote':
      return askQuote(state);

    case 'placeOrder': {
      if (state.placing || state.placed) return { state, effects: [] };
      const ships = shipping(state);
      const refusal =
        orderRefusal(draft, ships, check) ?? (ships ? shippingRefusal(state.quote, draft.shippingMethod) : null);
      if (refusal) return refuse(state, refusal);
      // Never an order at a total she was not shown: the button waits for the store's quote.
      if (!quotes(state.quote, draft.shippingMethod)) return { state, effects: [] };
      return {
        state: { ...state, placing: true },
        // The total on the button goes with the order: the store charges that or refuses it.
        effects: [{ type: 'placeOrder', body: orderBody(draft, ships, state.quote?.totals.total) }],
      };
    }

    case 'orderPlaced':
      return {
        state: {
          ...state,
          placing: false,
          placed: {
            id: event.id,
            number: event.number,
            orderKey: event.orderKey,
            // A payment method that takes payment on its own page: pay there, then back to the confirmation.
            next: event.paymentUrl ?? `/order-confirmation/${event.id}`,
          },
        },
        effects: [{ type: 'refusalResolved' }],
      };

    case 'orderFailed': {
      const failure = event.failure;
      const stopped = { ...state, placing: false };
      if (failure.kind === 'field') {
        const { section = 'shipping', field } = failure.refusal;
        const serverErrors = field
          ? { ...state.serverErrors, [section]: { ...state.serverErrors[section], [field]: failure.refusal.message } }
          : state.serverErrors;
        return refuse({ ...stopped, serverErrors }, failure.refusal);
      }
      // Whatever the store said, the totals in hand may no longer be what it charges (a code it
      // took off): Place Order waits for its new quote, which the summary and the button then show.
      const requoted = askQuote(stopped);
      const effects: CheckoutEffect[] = [
        failure.kind === 'refused'
          ? { type: 'orderFailed', title: 'refused', message: failure.message }
          : { type: 'orderFailed', title: 'failed' },
        ...requoted.effects,
      ];
      if (failure.kind === 'refused' && failure.cartChanged) effects.push({ type: 'readCart' });
      return { state: requoted.state, effects };
    }
  }
}

/** Whether Place Order can be pressed: a quote for the chosen rate in hand and nothing on its way. */
export function canPlace(state: CheckoutState): boolean {
  return !state.placing && !state.placed && quotes(state.quote, state.draft.shippingMethod);
}
