import * as z from 'zod/mini';
import './zod'; // the shop's wording for every issue
import { lineArabicSchema, lineEngravingSchema, variantAttributeSchema } from './line';
import { cartGiftWrapSchema } from './gift';
import { appliedCodeSchema } from './discount';

const money = z.string();
const positiveInt = () => z.int().check(z.positive());

/** Cart line totals, decimal strings in EGP. */
export const lineTotalsSchema = z.object({
  subtotal: money,
  total: money,
  tax: money,
  subtotal_tax: money,
});

/** The cart as the same-origin API answers it. Money: decimal strings in EGP. */
export const cartItemSchema = z.object({
  /** Line key: addresses update and remove. */
  key: z.string(),
  /** Product id (a variable product's, for a variant). */
  id: positiveInt(),
  /** The variant this line is (its id), 0 for a product without options. */
  variation_id: z._default(z.int(), 0),
  /** The variant's options, as the shopper chose them ("Size: 7"); empty for a product without options. */
  choices: z._default(z.array(variantAttributeSchema), () => []),
  sku: z.optional(z.string()),
  name: z.string(),
  /** Unit price now, decided by the server. */
  price: money,
  regular_price: z.optional(money),
  quantity: positiveInt(),
  /** Highest quantity the shopper may pick, null when unbounded. */
  max_quantity: z.optional(z.nullable(z.int())),
  totals: lineTotalsSchema,
  featured_image: z.string(),
  permalink: z.optional(z.string()),
  /** The quantity the shopper chose before the store cut this line to its stock (the cart says so). */
  reduced_from: z.optional(z.int()),
  /** The text engraved on each piece of this line (part of what makes the line); its price is in `price`. */
  engraving: z.optional(lineEngravingSchema),
  /** In Arabic: the piece's Arabic words, for an Arabic page (the store's line is named in English). */
  ar: z.optional(lineArabicSchema),
});

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  item_count: z.int().check(z.nonnegative()),
  /** Whether anything in it is shipped: a cart of services or files skips the shipping step and pays none. */
  needs_shipping: z._default(z.boolean(), true),
  /** subtotal: the pieces at their prices; total: after the codes' discount, with the gift wrap (shipping is the checkout's). */
  totals: z.object({
    subtotal: money,
    total: money,
    total_tax: money,
    /** What the gift wrap adds (in total), when chosen. */
    gift_wrap: z.optional(money),
    /** What the discount codes take off the pieces; absent: none. */
    discount: z.optional(money),
  }),
  /** The gift wrap the store offers for this cart, and whether it is chosen; absent when none is offered. */
  gift_wrap: z.optional(cartGiftWrapSchema),
  /** The discount codes on the cart, each with what it takes off; absent: none. */
  coupons: z.optional(z.array(appliedCodeSchema)),
  /** Messages about lines the server dropped or trimmed (a product gone, stock too low). */
  notices: z._default(z.array(z.string()), () => []),
  /**
   * Codes waiting for the cart to qualify (a link's code, or one taken off as the cart fell under
   * its minimum), each with what it still needs: 'Spend EGP 150.00 more for NILE15'. They apply
   * by themselves once it does. Absent: none.
   */
  waiting_codes: z.optional(z.array(z.object({ code: z.string(), needs: z.string() }))),
  /**
   * An add's answer only, when the store had fewer than asked: it added what was left (`added`
   * of the `requested`), so the product's line now holds all `left` the store has.
   */
  add_cut: z.optional(z.object({ requested: positiveInt(), added: positiveInt(), left: positiveInt() })),
});
export type Cart = z.infer<typeof cartSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;
