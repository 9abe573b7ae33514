import * as z from 'zod/mini';
import './zod'; // the shop's wording for every issue
import { ADDRESS_FIELDS, emptyAddress, type Address } from './address';
import { DEFAULT_COUNTRY } from '../constants';

/** The checkout's three steps, in order. */
export const CHECKOUT_STEPS = ['information', 'shipping', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * A checkout draft as the browser keeps it (sessionStorage): what the shopper typed or chose.
 * Stored fields are loose strings (a half-typed email is still worth keeping); a malformed one
 * falls back to its empty value instead of losing the rest. Only a missing or malformed
 * idempotency key makes the whole draft unusable.
 */
const loose = (max: number) => z.catch(z.string().check(z.maxLength(max)), '');

const storedAddress = z.catch(
  z.pipe(
    z.object(
      Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, loose(200)])) as Record<keyof Address, ReturnType<typeof loose>>,
    ),
    z.transform((a): Address => ({ ...a, country: a.country || DEFAULT_COUNTRY })),
  ),
  emptyAddress,
);

export const checkoutDraftSchema = z.pipe(
  z.object({
    step: z.catch(z.enum(CHECKOUT_STEPS), 'information'),
    shipping: storedAddress,
    billing: storedAddress,
    /** Ticked by default: billing follows every shipping edit while ticked. */
    billingSameAsShipping: z.catch(z.boolean(), true),
    /** The billing address she typed while it differed: back when she unticks the box again. */
    typedBilling: z.optional(storedAddress),
    shippingMethod: loose(64),
    paymentMethod: loose(64),
    customerNote: loose(2000),
    /** The message for the recipient, and prices left off the packing slip (the gift wrap is the cart's). */
    giftMessage: loose(4800),
    giftHidePrices: z.catch(z.boolean(), false),
    /** One per checkout attempt: a retried or double-clicked Place Order answers the same order. */
    idempotencyKey: z.string().check(z.regex(/^[A-Za-z0-9-]{8,100}$/)),
  }),
  z.transform((d) => (d.billingSameAsShipping ? { ...d, billing: { ...d.shipping } } : d)),
);
export type CheckoutDraft = z.output<typeof checkoutDraftSchema>;

/** Order keys kept by the browser that placed an order: { [orderId]: orderKey }. Entries are checked one by one. */
export const storedOrderKeysSchema = z.record(z.string(), z.unknown());
export const ORDER_ID_PATTERN = /^[1-9]\d{0,11}$/;
export const ORDER_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
