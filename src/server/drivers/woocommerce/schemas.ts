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
  /**
   * `variation`: the shopper chooses among its options (a variable product's). A global attribute's
   * slug is its taxonomy (pa_ring-size) and its options are term names; a local one's slug is its
   * name as typed (on the parent; lower-cased on the variations).
   */
  attributes: z
    .array(
      z.object({
        id: numeric,
        name: text,
        slug: text,
        variation: flag,
        visible: z.boolean().nullish(),
        options: z.array(z.string()).nullish(),
      }),
    )
    .nullish(),
  /** The choice a variable product starts with; a global attribute's option is its term's slug. */
  default_attributes: z.array(z.object({ id: numeric, name: text, option: text })).nullish(),
  variations: z.array(z.number()).nullish(),
  grouped_products: z.array(z.number()).nullish(),
  external_url: text,
  button_text: text,
  /** A scheduled sale's start and end, UTC without a zone (date_on_sale_from is store time). */
  date_on_sale_from_gmt: z.string().nullish(),
  date_on_sale_to_gmt: z.string().nullish(),
  /** The product's meta; the shop reads only its own engraving fields (nefertari_engraving_*, set by its plugin). */
  meta_data: z.array(z.object({ key: z.string(), value: z.unknown() })).nullish(),
});
export type WooProduct = z.infer<typeof wooProductSchema>;

/**
 * One variation of a variable product (GET /products/{id}/variations). `manage_stock` is "parent"
 * when the stock is the parent's (every variation then shows the parent's stock_quantity). An
 * "any" attribute is left out of `attributes`; a global attribute's option is its term's name.
 */
export const wooVariationSchema = z.object({
  id: z.number(),
  sku: text,
  status: text,
  price: numberText,
  regular_price: numberText,
  sale_price: numberText,
  on_sale: flag,
  purchasable: flag,
  virtual: flag,
  downloadable: flag,
  manage_stock: z.union([z.boolean(), z.string()]).nullish(),
  stock_quantity: z.number().nullish(),
  stock_status: text,
  backorders: text,
  weight: text,
  image: wooImageSchema.nullish(),
  attributes: z.array(z.object({ id: numeric, name: text, option: text })).nullish(),
  date_on_sale_from_gmt: z.string().nullish(),
  date_on_sale_to_gmt: z.string().nullish(),
});
export type WooVariation = z.infer<typeof wooVariationSchema>;

/** GET /settings/products: the units the store's weights and dimensions are written in, among others. */
export const wooSettingsSchema = z.array(z.object({ id: z.string(), value: z.unknown() }));

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
        /** The variation bought (0: a product without options); product_id is then its parent. */
        variation_id: numeric,
        sku: text,
        /** The parent's name; `name` is "Parent - value". */
        parent_name: text,
        /**
         * A variation's attributes as chosen (display_key "Ring size", display_value "7"), beside
         * WooCommerce's own meta, whose keys start with "_" (_reduced_stock).
         */
        meta_data: z
          .array(
            z.object({
              key: text,
              value: z.unknown().optional(),
              display_key: text,
              display_value: z.unknown().optional(),
            }),
          )
          .nullish(),
      }),
    )
    .nullish(),
  /** The order's meta: the shop reads its plugin's gift options (_nefertari_gift_*). */
  meta_data: z.array(z.object({ key: z.string(), value: z.unknown() })).nullish(),
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
  /** The shop's plugin's data on the line: the text engraved on its pieces, with its label and price. */
  extensions: z
    .object({
      nefertari: z
        .object({
          engraving: z.object({ label: z.string(), text: z.string(), price: z.string() }).nullish(),
        })
        .nullish(),
    })
    .nullish()
    .catch(null),
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
  attributes: z
    .array(
      z.object({
        name: text,
        taxonomy: z.string().nullish(),
        has_variations: flag,
        terms: z.array(z.object({ name: text, slug: text })).nullish(),
      }),
    )
    .nullish(),
  variations: z
    .array(z.object({ id: z.number(), attributes: z.array(z.object({ name: text, value: text })).nullish() }))
    .nullish(),
  /** The shop's plugin's data: the engraving the product takes (its rules), null for none. */
  extensions: z
    .object({ nefertari: z.object({ personalisation: z.unknown() }).nullish() })
    .nullish()
    .catch(null),
});
export type StoreProduct = z.infer<typeof storeProductSchema>;

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
    /** Fees (the gift wrap the shop's plugin adds), in total_price. */
    total_fees: numberText.optional(),
    currency_minor_unit: minorUnit,
  }),
  /** The shop's plugin's data: the gift wrap it offers (price) and whether it is chosen; null: none offered. */
  extensions: z
    .object({
      nefertari: z.object({ gift_wrap: z.object({ chosen: z.boolean(), price: z.string() }).nullish() }).nullish(),
    })
    .nullish()
    .catch(null),
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
