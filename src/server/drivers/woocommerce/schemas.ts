import { z } from 'zod';

/**
 * WooCommerce's own shapes, only the parts this driver reads. They stay inside the driver:
 * reshape.ts turns them into the app's types. Lenient on purpose (nullish -> '' / 0 / false)
 * because stores differ by version and plugins; unknown keys are dropped by zod.
 */

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const flag = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);
/** WooCommerce sends some counts and prices as numbers in one version and strings in another. */
const numeric = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? 0 : Number(v)));
const numberText = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));
/** PHP serialises an empty associative array as [], so an "object" may arrive as a list. */
const record = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .nullish()
  .transform((v) => (v && !Array.isArray(v) ? v : {}));

// ---------------------------------------------------------------- REST v3 (/wp-json/wc/v3)

export const wooTermRefSchema = z.object({ id: z.number(), name: text, slug: text });

export const wooImageSchema = z.object({ id: numeric, src: z.string(), name: text, alt: text });

export const wooProductSchema = z.object({
  id: z.number(),
  name: text,
  slug: text,
  permalink: text,
  date_created: text,
  /** UTC without a zone; date_created is store-local without a zone. */
  date_created_gmt: text,
  type: text,
  status: text,
  featured: flag,
  catalog_visibility: text,
  description: text,
  short_description: text,
  sku: text,
  price: numberText,
  regular_price: numberText,
  sale_price: numberText,
  on_sale: flag,
  purchasable: flag,
  total_sales: numeric,
  virtual: flag,
  downloadable: flag,
  tax_status: text,
  /** Variations answer "parent" here. */
  manage_stock: z.union([z.boolean(), z.string()]).nullish(),
  stock_quantity: z.number().nullish(),
  stock_status: text,
  backorders: text,
  weight: text,
  dimensions: z.object({ length: text, width: text, height: text }).nullish(),
  shipping_required: z.boolean().nullish(),
  reviews_allowed: z.boolean().nullish(),
  average_rating: numberText,
  rating_count: numeric,
  related_ids: z.array(z.number()).nullish(),
  upsell_ids: z.array(z.number()).nullish(),
  cross_sell_ids: z.array(z.number()).nullish(),
  categories: z.array(wooTermRefSchema).nullish(),
  tags: z.array(wooTermRefSchema).nullish(),
  images: z.array(wooImageSchema).nullish(),
  attributes: z.array(z.object({ id: numeric, name: text, options: z.array(z.string()).nullish() })).nullish(),
  variations: z.array(z.number()).nullish(),
});
export type WooProduct = z.infer<typeof wooProductSchema>;

export const wooCategorySchema = z.object({
  id: z.number(),
  name: text,
  slug: text,
  count: numeric,
  description: text,
  parent: numeric,
});
export type WooCategory = z.infer<typeof wooCategorySchema>;

export const wooReviewSchema = z.object({
  id: z.number(),
  product_id: numeric,
  status: text,
  reviewer: text,
  review: text,
  rating: numeric,
  verified: flag,
  date_created: text,
  date_created_gmt: text,
});
export type WooReview = z.infer<typeof wooReviewSchema>;

export const wooGatewaySchema = z.object({ id: z.string(), title: text, description: text, enabled: flag });
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
  date_paid_gmt: z.string().nullish(),
  date_completed_gmt: z.string().nullish(),
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
  needs_payment: z.boolean().nullish(),
  /** The order-pay page on the WordPress site. */
  payment_url: text,
  line_items: z
    .array(
      z.object({
        id: z.number(),
        name: text,
        product_id: numeric,
        quantity: numeric,
        subtotal: numberText,
        total: numberText,
        price: numeric,
        image: z.object({ src: text }).nullish(),
      }),
    )
    .nullish(),
  shipping_lines: z.array(z.object({ method_id: text, method_title: text, total: numberText })).nullish(),
});
export type WooOrder = z.infer<typeof wooOrderSchema>;

export const wooOrderNoteSchema = z.object({ id: z.number(), note: text, customer_note: flag, date_created_gmt: text });
export type WooOrderNote = z.infer<typeof wooOrderNoteSchema>;

export const wooCustomerSchema = z.object({
  id: z.number(),
  email: text,
  username: text,
  first_name: text,
  last_name: text,
  billing: record,
  shipping: record,
  /** The shop's own keys among them: the proof of the mailbox it mailed, the address she proved (accounts.ts). */
  meta_data: z
    .array(z.object({ key: z.string(), value: z.unknown() }))
    .nullish()
    .transform((v) => v ?? []),
});
export type WooCustomer = z.infer<typeof wooCustomerSchema>;

// ---------------------------------------------------------------- Store API (/wp-json/wc/store/v1)

const minorUnit = z
  .number()
  .int()
  .nullish()
  .transform((v) => v ?? 2);

export const storeCartItemSchema = z.object({
  key: z.string(),
  /** The variation's id for a variation, else the product's. */
  id: z.number(),
  type: text,
  sku: text,
  /** A variation's attributes as the shopper chose them ("any" ones with the chosen value). */
  variation: z.array(z.object({ attribute: text, value: text })).nullish(),
  name: text,
  quantity: z.number(),
  quantity_limits: z.object({ maximum: z.number().nullish() }).nullish(),
  permalink: text,
  images: z.array(z.object({ src: text, thumbnail: text })).nullish(),
  prices: z.object({ price: numberText, regular_price: numberText, currency_minor_unit: minorUnit }),
  totals: z.object({
    line_subtotal: numberText,
    line_subtotal_tax: numberText,
    line_total: numberText,
    line_total_tax: numberText,
    currency_minor_unit: minorUnit,
  }),
});

export const storeCartSchema = z.object({
  items: z.array(storeCartItemSchema),
  items_count: numeric,
  /** False when nothing in the cart is shipped (virtual and downloadable products only). */
  needs_shipping: z.boolean().nullish(),
  totals: z.object({
    total_items: numberText,
    total_price: numberText,
    total_tax: numberText,
    /** null until shipping is calculated for an address. */
    total_shipping: numberText,
    total_shipping_tax: numberText,
    currency_minor_unit: minorUnit,
  }),
  errors: z.array(z.object({ code: text, message: text })).nullish(),
  /** The real rates of the customer's address, per package; totals.total_price includes the selected ones. */
  shipping_rates: z
    .array(
      z.object({
        package_id: z.union([z.number(), z.string()]),
        shipping_rates: z
          .array(
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
          )
          .nullish(),
      }),
    )
    .nullish(),
});
export type StoreCart = z.infer<typeof storeCartSchema>;

export const storeCheckoutResultSchema = z.object({
  order_id: z.number(),
  /** Newer stores only; older ones use the id as the number. */
  order_number: numberText.optional(),
  status: text,
  order_key: text,
  /** Where to send the shopper: a payment provider's page, or (even for Cash on Delivery) the site's order-received page. */
  payment_result: z.object({ payment_status: text, redirect_url: text }).nullish(),
});
export type StoreCheckoutResult = z.infer<typeof storeCheckoutResultSchema>;

// ---------------------------------------------------------------- JWT plugins (/wp-json/jwt-auth/v1)

/** Tmeister's "JWT Authentication for WP REST API": no user object and no user id in the body. */
export const jwtTmeisterSchema = z.object({
  token: z.string(),
  user_email: text,
  user_nicename: text,
  user_display_name: text,
});

/** usefulteam's "JWT Auth" (same namespace): everything under `data`. */
export const jwtUsefulteamSchema = z.object({
  success: z.boolean().optional(),
  data: z.object({
    token: z.string(),
    id: numeric,
    email: text,
    nicename: text,
    firstName: text,
    lastName: text,
    displayName: text,
  }),
});

// ---------------------------------------------------------------- errors

/** WP REST error body `{code, message, data:{status}}`; usefulteam adds `statusCode`. */
export const wooErrorSchema = z.object({
  code: z.string().optional(),
  message: z.string().optional(),
  statusCode: z.number().optional(),
  data: z.unknown().optional(),
});
