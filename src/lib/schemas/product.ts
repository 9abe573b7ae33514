import * as z from 'zod/mini';
import './zod'; // the shop's wording for every issue
import { CONTENT_MSG, MSG } from '../messages';

/**
 * The Product entity (spec §3), with WooCommerce REST v3 field names so the sample
 * catalogue and a WooCommerce store produce the same shape. The single source of the
 * Product type: content collections, the server and the islands all infer from it.
 */

/** A decimal money string as WooCommerce REST v3 sends it, e.g. "1250.00"; "" when unset. */
const money = z.string().check(z.regex(/^(\d+(\.\d{1,2})?)?$/, CONTENT_MSG.money));
const slug = z.string().check(z.regex(/^[a-z0-9-]+$/));
const id = z.int().check(z.positive());
const count = z.int().check(z.nonnegative());
const text = z.string().check(z.minLength(1));

export const categoryRefSchema = z.object({
  /** Category id. */
  id,
  name: text,
  slug,
});

export const tagSchema = z.object({
  id,
  name: text,
  slug: z.optional(slug),
});

export const productImageSchema = z.object({
  id: count,
  /** A file name inside content/catalogue/images/ for the sample catalogue, or an absolute URL from WooCommerce. */
  src: text,
  name: z.string(),
  /** Describes the picture for a shopper who cannot see it. Required: every image needs alt text. */
  alt: text,
});

export const attributeSchema = z.object({
  id: z._default(count, 0),
  name: text,
  options: z.array(text).check(z.minLength(1)),
});

export const stockStatusSchema = z.enum(['instock', 'outofstock', 'onbackorder']);
export const backordersSchema = z.enum(['no', 'notify', 'yes']);

export const productSchema = z
  .object({
    id,
    name: text,
    slug: z.string().check(z.regex(/^[a-z0-9-]+$/, CONTENT_MSG.slug)),
    permalink: z._default(z.string(), ''),
    /** When the product was added; orders the 'latest' sort. ISO date-time, with or without 'Z'. */
    date_created: z.union([z.iso.datetime({ local: true }), z.iso.datetime()]),
    type: z._default(z.literal('simple'), 'simple'),
    status: z._default(z.literal('publish'), 'publish'),
    featured: z._default(z.boolean(), false),
    catalog_visibility: z._default(z.enum(['visible', 'catalog', 'search', 'hidden']), 'visible'),
    /** HTML; shown as plain text on the product page. */
    description: z.string(),
    /** HTML; shown as plain text in quick view and cards. */
    short_description: z.string(),
    sku: text,
    price: money.check(z.refine((v) => v !== '', CONTENT_MSG.priceRequired)),
    regular_price: money.check(z.refine((v) => v !== '', CONTENT_MSG.regularPriceRequired)),
    sale_price: z._default(money, ''),
    on_sale: z._default(z.boolean(), false),
    purchasable: z._default(z.boolean(), true),
    total_sales: z._default(count, 0),
    virtual: z._default(z.boolean(), false),
    downloadable: z._default(z.boolean(), false),
    tax_status: z._default(z.enum(['taxable', 'shipping', 'none']), 'taxable'),
    manage_stock: z._default(z.boolean(), true),
    stock_quantity: z._default(z.nullable(z.int()), null),
    stock_status: stockStatusSchema,
    backorders: z._default(backordersSchema, 'no'),
    /** Grams, as a decimal string. */
    weight: z._default(z.string(), ''),
    /** Centimetres, as decimal strings. */
    dimensions: z._default(z.object({ length: z.string(), width: z.string(), height: z.string() }), () => ({
      length: '',
      width: '',
      height: '',
    })),
    shipping_required: z._default(z.boolean(), true),
    reviews_allowed: z._default(z.boolean(), true),
    /** Average of approved reviews, e.g. "4.50". */
    average_rating: z._default(z.string().check(z.regex(/^[0-5](\.\d{1,2})?$/)), '0.00'),
    rating_count: z._default(count, 0),
    related_ids: z._default(z.array(id), () => []),
    upsell_ids: z._default(z.array(id), () => []),
    cross_sell_ids: z._default(z.array(id), () => []),
    categories: z.array(categoryRefSchema).check(z.minLength(1, CONTENT_MSG.needsCategory)),
    tags: z._default(z.array(tagSchema), () => []),
    images: z.array(productImageSchema).check(z.minLength(1, CONTENT_MSG.needsImage)),
    attributes: z._default(z.array(attributeSchema), () => []),
    variations: z._default(z.array(z.number()), () => []),
    meta_data: z._default(
      z.array(z.object({ id: z.optional(z.number()), key: z.string(), value: z.unknown() })),
      () => [],
    ),
  })
  .check(
    z.superRefine((p, ctx) => {
      if (p.on_sale && (p.sale_price === '' || Number(p.sale_price) >= Number(p.regular_price))) {
        ctx.addIssue({
          code: 'custom',
          path: ['sale_price'],
          message: CONTENT_MSG.saleBelowRegular,
          input: p.sale_price,
        });
      }
      if (p.on_sale && p.price !== p.sale_price) {
        ctx.addIssue({ code: 'custom', path: ['price'], message: CONTENT_MSG.priceIsSale, input: p.price });
      }
      if (!p.on_sale && p.price !== p.regular_price) {
        ctx.addIssue({ code: 'custom', path: ['price'], message: CONTENT_MSG.priceIsRegular, input: p.price });
      }
      if (p.manage_stock && p.stock_quantity === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['stock_quantity'],
          message: CONTENT_MSG.stockQuantityRequired,
          input: p.stock_quantity,
        });
      }
    }),
  );

export type Product = z.infer<typeof productSchema>;
export type ProductImage = z.infer<typeof productImageSchema>;
export type StockStatus = z.infer<typeof stockStatusSchema>;

/** The Category entity (spec §3). `count` is the number of products in it. */
export const categorySchema = z.object({
  id,
  name: text,
  slug,
  count,
  description: z._default(z.string(), ''),
});
export type Category = z.infer<typeof categorySchema>;

/**
 * Live price, stock and rating of a product (GET /api/products/{id}, or the page's products at
 * once with GET /api/products/live?ids=): what the static page is corrected with.
 */
export const liveProductSchema = z.object({
  id,
  price: z.string(),
  regular_price: z.string(),
  sale_price: z.string(),
  on_sale: z.boolean(),
  purchasable: z.boolean(),
  stock_status: stockStatusSchema,
  stock_quantity: z.nullable(z.int()),
  manage_stock: z.boolean(),
  backorders: backordersSchema,
  average_rating: z.string(),
  rating_count: z.int(),
});
export type LiveProduct = z.infer<typeof liveProductSchema>;
export const liveProductsAnswer = z.object({ products: z.array(liveProductSchema) });
/** At most this many products a page asks about at once (a listing page's worth). */
export const LIVE_PRODUCTS_MAX = 100;
/** GET /api/products/live?ids=101,102: product ids, comma-separated, at most 100. */
export const liveProductsQuerySchema = z.object({
  ids: z.pipe(
    z.string().check(z.regex(/^\d{1,9}(,\d{1,9}){0,99}$/, MSG.invalidProductId)),
    z.transform((s) => [...new Set(s.split(',').map(Number))].filter((n) => n >= 1)),
  ),
});

/** A product as a browser remembers it for 'Recently viewed': enough to render the card without a request. */
export const viewedProductSchema = z.object({
  id,
  name: z.string(),
  price: z.string(),
  regular_price: z.string(),
  on_sale: z.boolean(),
  image: z.string(),
  alt: z.string(),
});
export type ViewedProduct = z.infer<typeof viewedProductSchema>;
/** The stored list: one bad entry means another version wrote it, or someone tampered with it, and all of it goes. */
export const viewedListSchema = z.array(viewedProductSchema);

/** API answers. */
export const categoriesAnswer = z.object({ categories: z.array(categorySchema) });
export const productsAnswer = z.object({ products: z.array(productSchema) });
