import { z } from 'zod';

/**
 * The Product entity (spec §3), with WooCommerce REST v3 field names so the sample
 * catalogue and a WooCommerce store produce the same shape. The single source of the
 * Product type: content collections, the server and the islands all infer from it.
 */

/** A decimal money string as WooCommerce REST v3 sends it, e.g. "1250.00"; "" when unset. */
const money = z.string().regex(/^(\d+(\.\d{1,2})?)?$/, 'must be a decimal string like "1250.00" or ""');

export const categoryRefSchema = z.object({
  /** Category id. */
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
});

export const tagSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/).optional(),
});

export const productImageSchema = z.object({
  id: z.number().int().nonnegative(),
  /** A file name inside content/catalogue/images/ for the sample catalogue, or an absolute URL from WooCommerce. */
  src: z.string().min(1),
  name: z.string(),
  /** Describes the picture for a shopper who cannot see it. Required: every image needs alt text. */
  alt: z.string().min(1),
});

export const attributeSchema = z.object({
  id: z.number().int().nonnegative().default(0),
  name: z.string().min(1),
  options: z.array(z.string().min(1)).min(1),
});

export const stockStatusSchema = z.enum(['instock', 'outofstock', 'onbackorder']);

export const productSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(1),
    slug: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case words joined by hyphens'),
    permalink: z.string().default(''),
    /** When the product was added; orders the 'latest' sort. ISO date-time. */
    date_created: z.string().datetime({ local: true }).or(z.string().datetime()),
    type: z.literal('simple').default('simple'),
    status: z.literal('publish').default('publish'),
    featured: z.boolean().default(false),
    catalog_visibility: z.enum(['visible', 'catalog', 'search', 'hidden']).default('visible'),
    /** HTML; shown as plain text on the product page. */
    description: z.string(),
    /** HTML; shown as plain text in quick view and cards. */
    short_description: z.string(),
    sku: z.string().min(1),
    price: money.refine((v) => v !== '', 'price is required'),
    regular_price: money.refine((v) => v !== '', 'regular_price is required'),
    sale_price: money.default(''),
    on_sale: z.boolean().default(false),
    purchasable: z.boolean().default(true),
    total_sales: z.number().int().nonnegative().default(0),
    virtual: z.boolean().default(false),
    downloadable: z.boolean().default(false),
    tax_status: z.enum(['taxable', 'shipping', 'none']).default('taxable'),
    manage_stock: z.boolean().default(true),
    stock_quantity: z.number().int().nullable().default(null),
    stock_status: stockStatusSchema,
    backorders: z.enum(['no', 'notify', 'yes']).default('no'),
    /** Grams, as a decimal string. */
    weight: z.string().default(''),
    /** Centimetres, as decimal strings. */
    dimensions: z
      .object({ length: z.string(), width: z.string(), height: z.string() })
      .default({ length: '', width: '', height: '' }),
    shipping_required: z.boolean().default(true),
    reviews_allowed: z.boolean().default(true),
    /** Average of approved reviews, e.g. "4.50". */
    average_rating: z.string().regex(/^[0-5](\.\d{1,2})?$/).default('0.00'),
    rating_count: z.number().int().nonnegative().default(0),
    related_ids: z.array(z.number().int().positive()).default([]),
    upsell_ids: z.array(z.number().int().positive()).default([]),
    cross_sell_ids: z.array(z.number().int().positive()).default([]),
    categories: z.array(categoryRefSchema).min(1, 'a product needs at least one category'),
    tags: z.array(tagSchema).default([]),
    images: z.array(productImageSchema).min(1, 'a product needs at least one image'),
    attributes: z.array(attributeSchema).default([]),
    variations: z.array(z.number()).default([]),
    meta_data: z.array(z.object({ id: z.number().optional(), key: z.string(), value: z.unknown() })).default([]),
  })
  .superRefine((p, ctx) => {
    if (p.on_sale && (p.sale_price === '' || Number(p.sale_price) >= Number(p.regular_price))) {
      ctx.addIssue({ code: 'custom', path: ['sale_price'], message: 'an on-sale product needs a sale_price below regular_price' });
    }
    if (p.on_sale && p.price !== p.sale_price) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'price must equal sale_price while on sale' });
    }
    if (!p.on_sale && p.price !== p.regular_price) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'price must equal regular_price when not on sale' });
    }
    if (p.manage_stock && p.stock_quantity === null) {
      ctx.addIssue({ code: 'custom', path: ['stock_quantity'], message: 'stock_quantity is required when manage_stock is true' });
    }
  });

export type Product = z.infer<typeof productSchema>;
export type ProductImage = z.infer<typeof productImageSchema>;
export type StockStatus = z.infer<typeof stockStatusSchema>;

/** The Category entity (spec §3). `count` is the number of products in it. */
export const categorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  count: z.number().int().nonnegative(),
  description: z.string().default(''),
});
export type Category = z.infer<typeof categorySchema>;
