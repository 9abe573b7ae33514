import { CONTROL_CHARACTER } from './constants';
import { SHOP_PAYMENT_METHODS } from './payment-methods';
import { MSG } from './messages';
import { ADDRESS_FIELDS, addressSchema, emptyAddress, isAddressComplete, type Address } from './schemas/address';
import {
  CHECKOUT_STEPS,
  checkoutDraftSchema,
  ORDER_ID_PATTERN,
  ORDER_KEY_PATTERN,
  storedOrderKeysSchema,
  type CheckoutDraft,
  type CheckoutStep,
} from './schemas/checkout';
import type { Cart } from './schemas/cart';
import type { CreateOrderBody, PaymentGateway } from './schemas/order';
import type { ShippingQuote } from './schemas/shipping';
import type { AppliedCode } from './schemas/discount';

/**
 * Checkout rules: Information, then Shipping (needs a complete shipping address), then Payment
 * (needs a shipping method); going back is free; billing copies shipping while the box is ticked.
 * Pure functions so the island only renders, and the unit tests pin every message to its step.
 */

export { CHECKOUT_STEPS, type CheckoutDraft, type CheckoutStep };
export const STEP_LABELS: Record<CheckoutStep, string> = {
  information: MSG.stepInformation,
  shipping: MSG.stepShipping,
  payment: MSG.stepPayment,
};

export type AddressField = (typeof ADDRESS_FIELDS)[number];

export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function newDraft(key: string = newIdempotencyKey()): CheckoutDraft {
  return {
    step: 'information',
    shipping: emptyAddress(),
    billing: emptyAddress(),
    billingSameAsShipping: true,
    shippingMethod: '',
    paymentMethod: '',
    customerNote: '',
    giftMessage: '',
    giftHidePrices: false,
    idempotencyKey: key,
  };
}

/** Offered when the store's list cannot be read or has none enabled: the shop's own methods, as on the server. */
export const FALLBACK_GATEWAYS: readonly PaymentGateway[] = SHOP_PAYMENT_METHODS;

/** Only enabled entries, with the fallbacks when none is left. */
export function usableGateways(list: readonly PaymentGateway[] | null | undefined): PaymentGateway[] {
  const enabled = (list ?? []).filter((g) => g.enabled);
  return enabled.length ? enabled : [...FALLBACK_GATEWAYS];
}

/** The methods this cart may be paid by: one taken on delivery only when something is delivered. */
export function gatewaysFor(list: readonly PaymentGateway[], needsShipping: boolean): PaymentGateway[] {
  return needsShipping ? [...list] : list.filter((g) => !g.shipped_only);
}

export type StepCheck = { ok: true } | { ok: false; message: string };

/** Why a step or the order is refused, and where the shopper can put it right. */
export interface Refusal {
  message: string;
  /** The step that holds the missing information. */
  step: CheckoutStep;
  /** The address form whose fields to mark, when an address is incomplete or wrong. */
  section?: AddressSection;
  /** The one field at fault, when the refusal is about a value (a mistyped email), not an empty form. */
  field?: AddressField;
}

export type AddressSection = 'shipping' | 'billing';
export type AddressErrors = Partial<Record<AddressField, string>>;

/** What is wrong with each field of an address, in the words of the schema the server checks too (first problem per field). */
export function addressErrors(address: Partial<Address>): AddressErrors {
  const result = addressSchema.safeParse(address);
  const errors: AddressErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddressField;
    if (ADDRESS_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Why an address cannot be used, or null: 'Missing information' while a required field
 * is empty, else the first wrong value (an email without a domain, a phone with letters).
 */
function addressRefusal(address: Address, section: AddressSection, missing: string): Refusal | null {
  if (!isAddressComplete(address)) return { message: missing, step: 'information', section };
  const errors = addressErrors(address);
  const field = ADDRESS_FIELDS.find((f) => errors[f]);
  return field ? { message: errors[field]!, step: 'information', section, field } : null;
}

/**
 * A refusal of the server, where the shopper can put it right: its 400 names the field
 * ("billing.email"), so the message goes next to that field (the shipping form's while billing
 * copies it). Null when the answer names no address field.
 */
export function serverRefusal(
  draft: Pick<CheckoutDraft, 'billingSameAsShipping'>,
  answer: { field?: unknown; message: string },
): Refusal | null {
  if (typeof answer.field !== 'string') return null;
  const [group, name] = answer.field.split('.');
  if ((group !== 'billing' && group !== 'shipping') || !ADDRESS_FIELDS.includes(name as AddressField)) return null;
  const section: AddressSection = group === 'billing' && !draft.billingSameAsShipping ? 'billing' : 'shipping';
  const message = answer.message.startsWith(`${answer.field}: `)
    ? answer.message.slice(answer.field.length + 2)
    : answer.message;
  return { message, step: 'information', section, field: name as AddressField };
}

const check = (refusal: Refusal | null): StepCheck =>
  refusal ? { ok: false, message: refusal.message } : { ok: true };

/**
 * The steps a cart goes through: a cart of services and files (nothing shipped) skips Shipping.
 */
export function checkoutSteps(needsShipping: boolean): readonly CheckoutStep[] {
  return needsShipping ? CHECKOUT_STEPS : CHECKOUT_STEPS.filter((s) => s !== 'shipping');
}

/**
 * What stops the shopper going from `from` to `to`, or null. Going back is free; going forward
 * checks every step in between, so a jump from Information straight to Payment still needs the
 * address and a method (no method when nothing is shipped).
 */
export function moveRefusal(
  draft: CheckoutDraft,
  from: CheckoutStep,
  to: CheckoutStep,
  needsShipping = true,
): Refusal | null {
  const fromIndex = CHECKOUT_STEPS.indexOf(from);
  const toIndex = CHECKOUT_STEPS.indexOf(to);
  if (toIndex <= fromIndex) return null;
  const address = toIndex >= 1 ? addressRefusal(draft.shipping, 'shipping', MSG.missingShipping) : null;
  if (address) return address;
  if (toIndex >= 2 && needsShipping && !draft.shippingMethod)
    return { message: MSG.shippingMethodRequired, step: 'shipping' };
  return null;
}

/** What stops Place Order, in the order the shopper meets it, or null. */
export function orderRefusal(draft: CheckoutDraft, needsShipping = true): Refusal | null {
  const reach = moveRefusal(draft, 'information', 'payment', needsShipping);
  if (reach) return reach;
  if (!draft.paymentMethod) return { message: MSG.paymentMethodRequired, step: 'payment' };
  const billing = draft.billingSameAsShipping ? null : addressRefusal(draft.billing, 'billing', MSG.missingBilling);
  if (billing) return billing;
  // The server refuses a control character in the note too; one pasted in is said here, before sending.
  if (CONTROL_CHARACTER.test(draft.customerNote))
    return { message: MSG.controlCharacterIn(MSG.orderNotesLabel), step: 'payment' };
  return null;
}

/** May the shopper go from `from` to `to`? */
export function canMoveTo(draft: CheckoutDraft, from: CheckoutStep, to: CheckoutStep): StepCheck {
  return check(moveRefusal(draft, from, to));
}

/** Checks before Place Order. */
export function canPlaceOrder(draft: CheckoutDraft): StepCheck {
  return check(orderRefusal(draft));
}

/** The billing address that will be sent: a copy of shipping while the box is ticked. */
export function billingOf(draft: CheckoutDraft): Address {
  return draft.billingSameAsShipping ? { ...draft.shipping } : draft.billing;
}

/** A shipping edit; copied into billing while 'Same as shipping' is ticked. */
export function editShipping(draft: CheckoutDraft, field: AddressField, value: string): CheckoutDraft {
  const shipping = { ...draft.shipping, [field]: value };
  return { ...draft, shipping, billing: draft.billingSameAsShipping ? { ...shipping } : draft.billing };
}

/** A billing edit, kept aside too: ticking 'Same as shipping' and unticking it again loses nothing typed. */
export function editBilling(draft: CheckoutDraft, field: AddressField, value: string): CheckoutDraft {
  const billing = { ...draft.billing, [field]: value };
  return { ...draft, billing, typedBilling: billing };
}

/**
 * Ticking copies shipping into billing. Unticking brings back the billing address she typed
 * before, if she typed one; else the copy is the starting point of the billing form, so she only
 * changes what differs.
 */
export function setBillingSame(draft: CheckoutDraft, same: boolean): CheckoutDraft {
  const billing = same ? { ...draft.shipping } : { ...(draft.typedBilling ?? draft.billing) };
  return { ...draft, billingSameAsShipping: same, billing };
}

/** An address form's field, as its input is named (`shipping_email`): the one a shopper is in. */
export interface FieldRef {
  section: AddressSection;
  field: AddressField;
}

/** The address field an input's name stands for (`shipping_email`), or undefined. */
export function addressFieldNamed(name: string | undefined): FieldRef | undefined {
  const m = /^(shipping|billing)_(\w+)$/.exec(name ?? '');
  return m && ADDRESS_FIELDS.includes(m[2] as AddressField)
    ? { section: m[1] as AddressSection, field: m[2] as AddressField }
    : undefined;
}

/**
 * Fills empty fields from a logged-in customer's saved details; never overwrites what the shopper
 * typed (a reload restores the draft first), nor the field she is in (`inFocus`): filled under
 * her cursor, what she types next would be added to the saved text.
 */
export function prefillDraft(
  draft: CheckoutDraft,
  user: {
    email?: string;
    first_name?: string;
    last_name?: string;
    shipping?: Partial<Address>;
    billing?: Partial<Address>;
  },
  inFocus?: FieldRef,
): CheckoutDraft {
  const fallback: Partial<Address> = { first_name: user.first_name, last_name: user.last_name, email: user.email };
  const fill = (section: AddressSection, current: Address, ...sources: Partial<Address>[]): Address => {
    const next = { ...current };
    for (const f of ADDRESS_FIELDS) {
      if (inFocus?.section === section && inFocus.field === f) continue;
      if (
        f === 'country'
          ? current.country && current.country !== emptyAddress().country
          : String(current[f] ?? '').trim()
      )
        continue;
      const found = sources.map((s) => s?.[f]).find((v) => typeof v === 'string' && v.trim() !== '');
      if (found !== undefined) next[f] = String(found);
    }
    return next;
  };
  const shipping = fill('shipping', draft.shipping, user.shipping ?? {}, user.billing ?? {}, fallback);
  const billing = draft.billingSameAsShipping
    ? { ...shipping }
    : fill('billing', draft.billing, user.billing ?? {}, fallback);
  return { ...draft, shipping, billing };
}

export interface CheckoutTotals {
  subtotal: string;
  /** null until a shipping rate is chosen (the summary says so instead of a price). */
  shipping: string | null;
  /** What the gift wrap adds, when chosen. */
  gift_wrap?: string;
  total: string;
  /** The discount codes the total counts, each with what it takes off. */
  coupons: AppliedCode[];
}

/**
 * What the summary and Place Order show: the server's numbers, never the browser's sums. With a
 * rate chosen and the store's quote for it at hand, the quote's totals (what the order will be
 * charged); before that, the cart's, without shipping.
 */
export function checkoutTotals(
  cart: Pick<Cart, 'totals' | 'coupons'>,
  quote: ShippingQuote | null,
  rateId: string,
): CheckoutTotals {
  const wrap = (amount: string | undefined) => (amount === undefined ? {} : { gift_wrap: amount });
  if (quote && quotes(quote, rateId))
    return {
      subtotal: quote.totals.subtotal,
      shipping: quote.totals.shipping,
      ...wrap(quote.totals.gift_wrap),
      total: quote.totals.total,
      coupons: quote.coupons ?? [],
    };
  return {
    subtotal: cart.totals.subtotal,
    shipping: null,
    ...wrap(cart.totals.gift_wrap),
    total: cart.totals.total,
    coupons: cart.coupons ?? [],
  };
}

/**
 * True when the quote is the store's answer for this chosen rate (or, for a cart nothing in which
 * is shipped, its answer at all): Place Order may show its total.
 */
export function quotes(quote: ShippingQuote | null, rateId: string): boolean {
  if (quote?.needs_shipping === false) return true;
  return !!rateId && !!quote?.rates.some((r) => r.id === rateId && r.selected);
}

/**
 * The rate the checkout holds once the store has answered for the address: the shopper's own
 * choice while the address still has it; else the only rate there is (a choice of one is no
 * choice), or the one the store itself selected (WooCommerce's Store API marks one); else none,
 * and the shopper chooses.
 */
export function rateAfterQuote(quote: ShippingQuote, chosen: string): string {
  if (chosen && quote.rates.some((r) => r.id === chosen)) return chosen;
  if (quote.rates.length === 1) return quote.rates[0]!.id;
  return quote.rates.find((r) => r.selected)?.id ?? '';
}

/** What stops the shopper going on to Payment with this quote: no rate for the address, or none chosen. */
export function shippingRefusal(quote: ShippingQuote | null, rateId: string): Refusal | null {
  if (quote?.needs_shipping === false) return null;
  if (quote && quote.rates.length === 0) return { message: MSG.noShippingToAddress, step: 'shipping' };
  if (!rateId || (quote && !quote.rates.some((r) => r.id === rateId)))
    return { message: MSG.shippingMethodRequired, step: 'shipping' };
  return null;
}

export function orderBody(draft: CheckoutDraft, needsShipping = true): CreateOrderBody {
  const trim = (a: Address): Address =>
    Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, String(a[f] ?? '').trim()])) as Address;
  return {
    shipping: trim(draft.shipping),
    billing: trim(billingOf(draft)),
    payment_method: draft.paymentMethod,
    shipping_method: draft.shippingMethod,
    customer_note: draft.customerNote.trim(),
    // The message as typed (its line breaks and spaces are the writer's); blank is none. Nothing
    // delivered, no card and no slip: the gift options are not offered, nor sent.
    ...(needsShipping && draft.giftMessage.trim() ? { gift_message: draft.giftMessage } : {}),
    ...(needsShipping && draft.giftHidePrices ? { gift_hide_prices: true } : {}),
    idempotency_key: draft.idempotencyKey,
  };
}

/** Reads a stored draft; null when missing or unusable (the checkout then starts afresh). */
export function parseDraft(raw: string | null | undefined): CheckoutDraft | null {
  if (!raw) return null;
  try {
    const result = checkoutDraftSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function serializeDraft(draft: CheckoutDraft): string {
  return JSON.stringify(draft);
}

/** Parses the stored id -> key map, keeping only well-formed entries. */
export function parseOrderKeys(raw: string | null | undefined): Record<string, string> {
  if (!raw) return {};
  let stored: Record<string, unknown>;
  try {
    const result = storedOrderKeysSchema.safeParse(JSON.parse(raw));
    if (!result.success) return {};
    stored = result.data;
  } catch {
    return {};
  }
  const out: Record<string, string> = {};
  for (const [id, key] of Object.entries(stored)) {
    if (ORDER_ID_PATTERN.test(id) && typeof key === 'string' && ORDER_KEY_PATTERN.test(key)) out[id] = key;
  }
  return out;
}

/** A route's order id: a positive integer, else null (the page shows 'Order not found'). */
export function parseOrderId(value: unknown): number | null {
  if (typeof value !== 'string' || !ORDER_ID_PATTERN.test(value)) return null;
  return Number(value);
}

/** One field of the checkout's address forms, as the page draws it. */
export interface AddressFormField {
  name: AddressField;
  label: string;
  /** The autocomplete token (scoped per form by the page: `section-shipping shipping ...`). */
  autoComplete: string;
  type?: 'email' | 'tel';
  /** Takes the form's whole width. */
  full?: boolean;
}

/** The address form's fields in the order a parcel's label reads; the same for shipping and billing. */
export const ADDRESS_FORM: readonly AddressFormField[] = [
  { name: 'first_name', label: MSG.firstName, autoComplete: 'given-name' },
  { name: 'last_name', label: MSG.lastName, autoComplete: 'family-name' },
  { name: 'company', label: MSG.company, autoComplete: 'organization', full: true },
  { name: 'address_1', label: MSG.streetAddress, autoComplete: 'address-line1', full: true },
  { name: 'address_2', label: MSG.apartment, autoComplete: 'address-line2', full: true },
  { name: 'city', label: MSG.city, autoComplete: 'address-level2' },
  { name: 'state', label: MSG.state, autoComplete: 'address-level1' },
  { name: 'postcode', label: MSG.postcode, autoComplete: 'postal-code' },
  { name: 'country', label: MSG.country, autoComplete: 'country' },
  { name: 'email', label: MSG.email, autoComplete: 'email', type: 'email' },
  { name: 'phone', label: MSG.phone, autoComplete: 'tel', type: 'tel' },
];

/** Countries the checkout offers: Egypt first (the default), then our usual destinations. */
export const COUNTRIES: readonly { code: string; name: string }[] = [
  { code: 'EG', name: 'Egypt' },
  { code: 'SA', name: 'Saudi Arabia' },
  { code: 'AE', name: 'United Arab Emirates' },
  { code: 'KW', name: 'Kuwait' },
  { code: 'QA', name: 'Qatar' },
  { code: 'BH', name: 'Bahrain' },
  { code: 'OM', name: 'Oman' },
  { code: 'JO', name: 'Jordan' },
  { code: 'LB', name: 'Lebanon' },
  { code: 'MA', name: 'Morocco' },
  { code: 'TN', name: 'Tunisia' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IE', name: 'Ireland' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'IT', name: 'Italy' },
  { code: 'ES', name: 'Spain' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'AU', name: 'Australia' },
];

export function countryName(code: string | undefined): string {
  return COUNTRIES.find((c) => c.code === code)?.name ?? code ?? '';
}

/**
 * An address as it is written on a parcel, one line each: name, company, street, apartment,
 * "city, state, postcode", country; empty lines left out. Shown line by line in each line's own
 * direction (dir="auto"), so an Arabic street reads right to left with its punctuation in place.
 */
export function addressLines(a: Partial<Address>): string[] {
  return [
    [a.first_name, a.last_name].filter(Boolean).join(' '),
    a.company,
    a.address_1,
    a.address_2,
    [a.city, a.state, a.postcode].filter(Boolean).join(', '),
    countryName(a.country),
  ].filter((line): line is string => Boolean(line?.trim()));
}
