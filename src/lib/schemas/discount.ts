import * as z from 'zod/mini';
import './zod'; // the shop's wording for every issue

/**
 * Discount codes on a cart, a checkout quote and an order (both stores), and the shopper's
 * request to apply one. What a code takes off is always the store's arithmetic: the browser shows
 * these amounts and computes none. Money: decimal strings in EGP.
 */
export const appliedCodeSchema = z.object({
  /** The code as the store keeps it (WooCommerce answers in lower case); the shop writes it with codeLabel. */
  code: z.string(),
  /** What it takes off the pieces. */
  discount: z.string(),
  /** It makes the shipping free (the embedded store's free-shipping codes): the rate is charged at 0. */
  free_shipping: z._default(z.boolean(), false),
});
export type AppliedCode = z.infer<typeof appliedCodeSchema>;
