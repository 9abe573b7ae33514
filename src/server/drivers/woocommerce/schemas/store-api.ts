// The Store API (/wp-json/wc/store/v1): the shopper's cart, a product as the cart takes it, the checkout's answer.
import * as z from 'zod/mini';
import '../../../../lib/schemas/zod'; // the shop's wording for every issue
import { flag, minorUnit, numberText, numeric, text } from './fields';

export const storeCartItemSchema = z.object({
  key: z.string(),
  /** The variation's id for a variation, else the product's. */
  id: z.number(),
  type: text,
  sku: text,
  /** A variation's attributes as the shopper chose them ("any" ones with the chosen value). */
  variation: z.nullish(z.array(z.object({ attribute: text, value: text }))),
  name: text,
  quantity: z.number(),
  quantity_limits: z.nullish(z.object({ maximum: z.nullish(z.number()) })),
  permalink: text,
  images: z.nullish(z.array(z.object({ src: text, thumbnail: text }))),
  prices: z.object({ price: numberText, regular_price: numberText, currency_minor_unit: minorUnit }),
  totals: z.object({
    line_subtotal: numberText,
    line_subtotal_tax: numberText,
    line_total: numberText,
    line_total_tax: numberText,
    currency_minor_unit: minorUnit,
  }),
  /** The shop's plugin's data on the line: the text engraved on its pieces, with its label and price. */
  extensions: z.catch(
    z.nullish(
      z.object({
        nefertari: z.nullish(
          z.object({
            engraving: z.nullish(z.object({ label: z.string(), text: z.string(), price: z.string() })),
          }),
        ),
      }),
    ),
    null,
  ),
});

/**
 * A Store API product (GET /wc/store/v1/products/{id}, no keys): what the cart's add-item takes. A
 * global attribute's `variations[].attributes[].value` is its term's slug, a local one's the option
 * text, an "any" attribute's null; `terms` give each value's name and slug. A variation read by its
 * own id has type "variation" and `parent`.
 */
export const storeProductSchema = z.object({
  id: z.number(),
  name: text,
  type: text,
  parent: numeric,
  attributes: z.nullish(
    z.array(
      z.object({
        name: text,
        taxonomy: z.nullish(z.string()),
        has_variations: flag,
        terms: z.nullish(z.array(z.object({ name: text, slug: text }))),
      }),
    ),
  ),
  variations: z.nullish(
    z.array(z.object({ id: z.number(), attributes: z.nullish(z.array(z.object({ name: text, value: text }))) })),
  ),
  /** The shop's plugin's data: the engraving the product takes (its rules), null for none. */
  extensions: z.catch(z.nullish(z.object({ nefertari: z.nullish(z.object({ personalisation: z.unknown() })) })), null),
});
export type StoreProduct = z.infer<typeof storeProductSchema>;

export const storeCartSchema = z.object({
  items: z.array(storeCartItemSchema),
  items_count: numeric,
  /** False when nothing in the cart is shipped (virtual and downloadable products only). */
  needs_shipping: z.nullish(z.boolean()),
  totals: z.object({
    total_items: numberText,
    total_price: numberText,
    total_tax: numberText,
    /** null until shipping is calculated for an address. */
    total_shipping: numberText,
    total_shipping_tax: numberText,
    /** Fees (the gift wrap the shop's plugin adds), in total_price. */
    total_fees: z.optional(numberText),
    /** What the codes take off the items (minor units). */
    total_discount: numberText,
    currency_minor_unit: minorUnit,
  }),
  /** The shop's plugin's data: the gift wrap it offers (price) and whether it is chosen; null: none offered. */
  extensions: z.catch(
    z.nullish(
      z.object({
        nefertari: z.nullish(z.object({ gift_wrap: z.nullish(z.object({ chosen: z.boolean(), price: z.string() })) })),
      }),
    ),
    null,
  ),
  /** The codes on the cart, in lower case, each with what it takes off. */
  coupons: z.nullish(
    z.array(
      z.object({
        code: text,
        discount_type: text,
        totals: z.object({ total_discount: numberText, currency_minor_unit: minorUnit }),
      }),
    ),
  ),
  errors: z.nullish(z.array(z.object({ code: text, message: text }))),
  /** The real rates of the customer's address, per package; totals.total_price includes the selected ones. */
  shipping_rates: z.nullish(
    z.array(
      z.object({
        package_id: z.union([z.number(), z.string()]),
        shipping_rates: z.nullish(
          z.array(
            z.object({
              rate_id: z.string(),
              name: text,
              description: text,
              method_id: text,
              price: numberText,
              taxes: numberText,
              selected: flag,
              currency_minor_unit: minorUnit,
            }),
          ),
        ),
      }),
    ),
  ),
});
export type StoreCart = z.infer<typeof storeCartSchema>;

export const storeCheckoutResultSchema = z.object({
  order_id: z.number(),
  /** Newer stores only; older ones use the id as the number. */
  order_number: z.optional(numberText),
  status: text,
  order_key: text,
  /** Where to send the shopper: a payment provider's page, or (even for Cash on Delivery) the site's order-received page. */
  payment_result: z.nullish(z.object({ payment_status: text, redirect_url: text })),
});
export type StoreCheckoutResult = z.infer<typeof storeCheckoutResultSchema>;
