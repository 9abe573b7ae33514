import { CONTROL_CHARACTER } from '../constants';
import { countCharacters, GIFT_MESSAGE_MAX } from '../engraving';
import { CHECKOUT_MSG } from '../checkout-messages';
import { FIELD_MSG } from '../field-messages';
import { GIFT_MSG } from '../gift-messages';
import type { Address } from '../schemas/address';
import { ADDRESS_FIELDS, emptyAddress, isAddressComplete } from '../address';
import type { CheckoutDraft, CheckoutStep } from '../schemas/checkout';
import { storedAs } from '../api/answer-check';
import { checkoutDraftSchema } from '../api/answer-schemas/checkout-draft';
import { CHECKOUT_STEPS, DEFAULT_COUNTRY } from '../constants';
import { parsedIfText } from '../storage';

/**
 * The checkout's steps: Information, then Shipping (needs a complete shipping address), then
 * Payment (needs a shipping method); going back is free; billing copies shipping while 'Same as
 * shipping' is ticked. Pure functions: ./machine.ts moves between the steps with them, and the
 * unit tests pin every message to its step.
 */

export { CHECKOUT_STEPS, type CheckoutDraft, type CheckoutStep };

/** Each step's name, read as it is shown (a getter: in the page's language, never a copy made at load). */
export const STEP_LABELS: Readonly<Record<CheckoutStep, string>> = {
  get information() {
    return CHECKOUT_MSG.stepInformation;
  },
  get shipping() {
    return CHECKOUT_MSG.stepShipping;
  },
  get payment() {
    return CHECKOUT_MSG.stepPayment;
  },
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

/**
 * What is wrong with each field of an address (first problem per field), in the words of the
 * schema the server checks too: ./address-check.ts, which loads with the shopper's first reach
 * for the form (it carries the schema library). Without it only completeness is checked.
 */
export type AddressCheck = (address: Partial<Address>) => AddressErrors;

/**
 * Why an address cannot be used, or null: 'Missing information' while a required field
 * is empty, else the first wrong value (an email without a domain, a phone with letters).
 */
function addressRefusal(
  address: Address,
  section: AddressSection,
  missing: string,
  check?: AddressCheck,
): Refusal | null {
  if (!isAddressComplete(address)) return { message: missing, step: 'information', section };
  const errors = check?.(address) ?? {};
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
  check?: AddressCheck,
): Refusal | null {
  const fromIndex = CHECKOUT_STEPS.indexOf(from);
  const toIndex = CHECKOUT_STEPS.indexOf(to);
  if (toIndex <= fromIndex) return null;
  const address = toIndex >= 1 ? addressRefusal(draft.shipping, 'shipping', CHECKOUT_MSG.missingShipping, check) : null;
  if (address) return address;
  if (toIndex >= 2 && needsShipping && !draft.shippingMethod)
    return { message: CHECKOUT_MSG.shippingMethodRequired, step: 'shipping' };
  return null;
}

/** What stops Place Order, in the order the shopper meets it, or null. */
export function orderRefusal(draft: CheckoutDraft, needsShipping = true, check?: AddressCheck): Refusal | null {
  const reach = moveRefusal(draft, 'information', 'payment', needsShipping, check);
  if (reach) return reach;
  if (!draft.paymentMethod) return { message: CHECKOUT_MSG.paymentMethodRequired, step: 'payment' };
  const billing = draft.billingSameAsShipping
    ? null
    : addressRefusal(draft.billing, 'billing', CHECKOUT_MSG.missingBilling, check);
  if (billing) return billing;
  // The server refuses a control character in the note too; one pasted in is said here, before sending.
  if (CONTROL_CHARACTER.test(draft.customerNote))
    return { message: FIELD_MSG.controlCharacterIn(CHECKOUT_MSG.orderNotesLabel), step: 'payment' };
  // The form stops at its own limits: a message longer than the card takes is said here, not sent.
  if (needsShipping && countCharacters(draft.giftMessage) > GIFT_MESSAGE_MAX)
    return { message: GIFT_MSG.giftMessageTooLong(GIFT_MESSAGE_MAX), step: 'payment' };
  return null;
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

const readDraft = storedAs<CheckoutDraft>(checkoutDraftSchema, { lenient: true });

/**
 * Reads a stored draft; null when missing or unusable (the checkout then starts afresh). A field
 * that does not read is empty; an address without a country is in Egypt; while 'Same as
 * shipping' is ticked, billing is a copy of shipping.
 */
export function parseDraft(raw: string | null | undefined): CheckoutDraft | null {
  const draft = raw ? readDraft(parsedIfText(raw)) : null;
  if (!draft) return null;
  const place = (a: Address): Address => ({ ...a, country: a.country || DEFAULT_COUNTRY });
  const shipping = place(draft.shipping);
  const typedBilling = draft.typedBilling && place(draft.typedBilling);
  return {
    ...draft,
    shipping,
    billing: draft.billingSameAsShipping ? { ...shipping } : place(draft.billing),
    ...(typedBilling ? { typedBilling } : {}),
  };
}

export function serializeDraft(draft: CheckoutDraft): string {
  return JSON.stringify(draft);
}
