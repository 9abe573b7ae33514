// REST v3 (/wp-json/wc/v3): products, their variations, the store's units, categories and reviews.
import * as z from 'zod/mini';
import '../../../../lib/schemas/zod'; // the shop's wording for every issue
import { flag, numberText, numeric, text } from './fields';

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
  /**
   * The product's meta; the shop reads only its plugin's fields: the engraving (nefertari_engraving_*)
   * and the product's Arabic (nefertari_ar_*).
   */
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
  /** Its Arabic name and description, added by the shop's plugin (absent without it). */
  nefertari_ar: z.nullish(z.object({ name: z.nullish(z.string()), description: z.nullish(z.string()) })),
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
