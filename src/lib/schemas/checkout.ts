import * as z from 'zod/mini';
import './zod'; // the shop's wording for every issue
import { ADDRESS_FIELDS } from '../address';
import type { Address } from './address';
import { CHECKOUT_STEPS } from '../constants';

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * A checkout draft as the browser keeps it (sessionStorage): what the shopper typed or chose.
 * Stored fields are loose strings (a half-typed email is still worth keeping); a malformed one
 * falls back to its empty value instead of losing the rest. Only a missing or malformed
 * idempotency key makes the whole draft unusable. The browser reads it with this schema written
 * out as JSON Schema (src/lib/api/answer-schemas), so its rules on reading (an empty country is
 * Egypt, billing copies shipping while the box is ticked) are src/lib/checkout/steps.ts's parseDraft.
 */
const loose = (max: number) => z.catch(z.string().check(z.maxLength(max)), '');

const storedAddress = z.object(
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, loose(200)])) as Record<keyof Address, ReturnType<typeof loose>>,
);

export const checkoutDraftSchema = z.object({
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
});
export type CheckoutDraft = z.output<typeof checkoutDraftSchema>;
