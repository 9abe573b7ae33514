// REST v3 (/wp-json/wc/v3): payment gateways, orders and their notes.
import * as z from 'zod/mini';
import '../../../../lib/schemas/zod'; // the shop's wording for every issue
import { flag, numberText, numeric, record, text } from './fields';

export const wooGatewaySchema = z.object({
  id: z.string(),
  title: text,
  description: text,
  enabled: flag,
  // Cash on delivery's "Accept for virtual orders": 'no' keeps it off a cart with nothing to deliver.
  settings: z.nullish(z.object({ enable_for_virtual: z.nullish(z.object({ value: z.nullish(z.unknown()) })) })),
});
export type WooGateway = z.infer<typeof wooGatewaySchema>;

export const wooOrderSchema = z.object({
  id: z.number(),
  number: numberText,
  order_key: text,
  status: text,
  currency: text,
  // date_* are store-local without a zone; date_*_gmt are UTC without a zone: only those are read.
  date_created_gmt: text,
  date_modified_gmt: text,
  date_paid_gmt: z.nullish(z.string()),
  date_completed_gmt: z.nullish(z.string()),
  total: numberText,
  total_tax: numberText,
  shipping_total: numberText,
  discount_total: numberText,
  customer_id: numeric,
  customer_note: text,
  billing: record,
  shipping: record,
  payment_method: text,
  payment_method_title: text,
  needs_payment: z.nullish(z.boolean()),
  /** The order-pay page on the WordPress site. */
  payment_url: text,
  line_items: z.nullish(
    z.array(
      z.object({
        id: z.number(),
        name: text,
        product_id: numeric,
        quantity: numeric,
        subtotal: numberText,
        total: numberText,
        price: numeric,
        image: z.nullish(z.object({ src: text })),
        /** The variation bought (0: a product without options); product_id is then its parent. */
        variation_id: numeric,
        sku: text,
        /** The parent's name; `name` is "Parent - value". */
        parent_name: text,
        /**
         * A variation's attributes as chosen (display_key "Ring size", display_value "7"), beside
         * WooCommerce's own meta, whose keys start with "_" (_reduced_stock).
         */
        meta_data: z.nullish(
          z.array(
            z.object({
              key: text,
              value: z.optional(z.unknown()),
              display_key: text,
              display_value: z.optional(z.unknown()),
            }),
          ),
        ),
      }),
    ),
  ),
  /** The order's meta: the shop reads its plugin's gift options (_nefertari_gift_*). */
  meta_data: z.nullish(z.array(z.object({ key: z.string(), value: z.unknown() }))),
  shipping_lines: z.nullish(z.array(z.object({ method_id: text, method_title: text, total: numberText }))),
  /** The codes used, each with what it took off ("235", no decimals when whole). */
  coupon_lines: z.nullish(z.array(z.object({ code: text, discount: numberText }))),
});
export type WooOrder = z.infer<typeof wooOrderSchema>;

export const wooOrderNoteSchema = z.object({ id: z.number(), note: text, customer_note: flag, date_created_gmt: text });
export type WooOrderNote = z.infer<typeof wooOrderNoteSchema>;
