import * as z from 'zod/mini';
import '../../../lib/schemas/zod'; // the shop's wording for every issue

/**
 * WooCommerce's own shapes, only the parts this driver reads. They stay inside the driver:
 * reshape/ turns them into the app's types. Lenient on purpose (nullish -> '' / 0 / false)
 * because stores differ by version and plugins; unknown keys are dropped by zod.
 */

const text = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? ''),
);
const flag = z.pipe(
  z.nullish(z.boolean()),
  z.transform((v) => v ?? false),
);
/** WooCommerce sends some counts and prices as numbers in one version and strings in another. */
const numeric = z.pipe(
  z.nullish(z.union([z.number(), z.string()])),
  z.transform((v) => (v === null || v === undefined || v === '' ? 0 : Number(v))),
);
const numberText = z.pipe(
  z.nullish(z.union([z.number(), z.string()])),
  z.transform((v) => (v === null || v === undefined ? '' : String(v))),
);
/** PHP serialises an empty associative array as [], so an "object" may arrive as a list. */
const record = z.pipe(
  z.nullish(z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())])),
  z.transform((v) => (v && !Array.isArray(v) ? v : {})),
);

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
  manage_stock: z.nullish(z.union([z.boolean(), z.string()])),
  stock_quantity: z.nullish(z.number()),
  stock_status: text,
  backorders: text,
  weight: text,
  dimensions: z.nullish(z.object({ length: text, width: text, height: text })),
  shipping_required: z.nullish(z.boolean()),
  reviews_allowed: z.nullish(z.boolean()),
  average_rating: numberText,
  rating_count: numeric,
  related_ids: z.nullish(z.array(z.number())),
  upsell_ids: z.nullish(z.array(z.number())),
  cross_sell_ids: z.nullish(z.array(z.number())),
  categories: z.nullish(z.array(wooTermRefSchema)),
  tags: z.nullish(z.array(wooTermRefSchema)),
  images: z.nullish(z.array(wooImageSchema)),
  /**
   * `variation`: the shopper chooses among its options (a variable product's). A global attribute's
   * slug is its taxonomy (pa_ring-size) and its options are term names; a local one's slug is its
   * name as typed (on the parent; lower-cased on the variations).
   */
  attributes: z.nullish(
    z.array(
      z.object({
        id: numeric,
        name: text,
        slug: text,
        variation: flag,
        visible: z.nullish(z.boolean()),
        options: z.nullish(z.array(z.string())),
      }),
    ),
  ),
  /** The choice a variable product starts with; a global attribute's option is its term's slug. */
  default_attributes: z.nullish(z.array(z.object({ id: numeric, name: text, option: text }))),
  variations: z.nullish(z.array(z.number())),
  grouped_products: z.nullish(z.array(z.number())),
  external_url: text,
  button_text: text,
  /** A scheduled sale's start and end, UTC without a zone (date_on_sale_from is store time). */
  date_on_sale_from_gmt: z.nullish(z.string()),
  date_on_sale_to_gmt: z.nullish(z.string()),
  /** The product's meta; the shop reads only its own engraving fields (nefertari_engraving_*, set by its plugin). */
  meta_data: z.nullish(z.array(z.object({ key: z.string(), value: z.unknown() }))),
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
  manage_stock: z.nullish(z.union([z.boolean(), z.string()])),
  stock_quantity: z.nullish(z.number()),
  stock_status: text,
  backorders: text,
  weight: text,
  image: z.nullish(wooImageSchema),
  attributes: z.nullish(z.array(z.object({ id: numeric, name: text, option: text }))),
  date_on_sale_from_gmt: z.nullish(z.string()),
  date_on_sale_to_gmt: z.nullish(z.string()),
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

export const wooCustomerSchema = z.object({
  id: z.number(),
  email: text,
  username: text,
  first_name: text,
  last_name: text,
  billing: record,
  shipping: record,
  /** The shop's own keys among them: the proof of the mailbox it mailed, the address she proved (accounts.ts). */
  meta_data: z.pipe(
    z.nullish(z.array(z.object({ key: z.string(), value: z.unknown() }))),
    z.transform((v) => v ?? []),
  ),
});
export type WooCustomer = z.infer<typeof wooCustomerSchema>;

// ---------------------------------------------------------------- Store API (/wp-json/wc/store/v1)

const minorUnit = z.pipe(
  z.nullish(z.int()),
  z.transform((v) => v ?? 2),
);

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
  success: z.optional(z.boolean()),
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
  code: z.optional(z.string()),
  message: z.optional(z.string()),
  statusCode: z.optional(z.number()),
  data: z.optional(z.unknown()),
});
