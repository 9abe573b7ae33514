import * as z from 'zod/mini';
import { plainText } from './zod'; // and the shop's wording for every issue
import { addressSchema } from './address';
import { appliedCodeSchema } from './discount';

/**
 * Shipping at checkout: the store's own rates for the shopper's address, with their prices, and
 * the totals the store will charge. Every amount is the server's (the store's) arithmetic: the
 * browser shows these numbers and computes none. Money: decimal strings in EGP.
 */

/** One way the store ships the cart to the address (WooCommerce: a Store API shipping rate). */
export const shippingRateSchema = z.object({
  /** What the checkout sends back to choose it: "flat_rate:3" on WooCommerce, "standard" on the embedded store. */
  id: z.string(),
  /** The name the store gives it: "Flat rate", "Express courier". */
  name: z.string(),
  description: z._default(z.string(), ''),
  /** Its price for this cart and address. */
  price: z.string(),
  /** The rate the store will charge. */
  selected: z.boolean(),
});
export type ShippingRate = z.infer<typeof shippingRateSchema>;

/** The store's rates for an address and what it will charge with the selected one. */
export const shippingQuoteSchema = z.object({
  /** False for a cart of services and files: no rates, no shipping charged, no shipping step. */
  needs_shipping: z._default(z.boolean(), true),
  /** Empty when the store does not ship to this address (or the cart needs no shipping). */
  rates: z.array(shippingRateSchema),
  totals: z.object({
    /** The items. */
    subtotal: z.string(),
    /** The selected rate's price; null when no rate applies; "0.00" when the cart needs no shipping. */
    shipping: z.nullable(z.string()),
    total_tax: z.string(),
    /** What the gift wrap adds, when chosen. */
    gift_wrap: z.optional(z.string()),
    /** Exactly what Place Order charges. */
    total: z.string(),
    /** What the discount codes take off the pieces (already out of total). */
    discount: z.optional(z.string()),
  }),
  /** The discount codes the total counts, each with what it takes off. */
  coupons: z.optional(z.array(appliedCodeSchema)),
});
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;

/** POST /api/checkout/shipping: the shipping address, and the rate the shopper chose, if any. */
export const shippingQuoteBodySchema = z.object({
  address: addressSchema,
  rate: z.optional(z.string().check(plainText(), z.minLength(1), z.maxLength(64))),
});
