import * as z from 'zod/mini';
import { plainText, wholeNumber } from './zod';
import { orderStatusSchema } from './order';
import { backordersSchema, stockStatusSchema } from './product';

/** What the back office's forms send (/api/admin), checked by its routes. */
const page = z.optional(z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.transform(Number)));
const NOTE_MAX = 2000;
const note = z.string().check(plainText(), z.maxLength(NOTE_MAX));

export const adminOrdersQuerySchema = z.object({
  status: z.optional(z.union([z.literal(''), orderStatusSchema])),
  q: z.optional(z.string().check(plainText(), z.maxLength(200))),
  page,
});

export const adminStatusChangeSchema = z.object({
  status: orderStatusSchema,
  /** Shown to the customer with the change. */
  note: z.optional(note),
});

export const adminNoteSchema = z.object({
  note: note.check(z.minLength(1)),
  /** True: the customer sees it on her order; false: only the shop does. */
  customer: z.boolean(),
});

export const reviewModerationSchema = z.enum(['hold', 'approved', 'spam']);
export const adminReviewsQuerySchema = z.object({ status: z.optional(reviewModerationSchema) });
export const adminReviewActionSchema = z.object({ status: reviewModerationSchema });

export const adminStockSchema = z.object({
  manage_stock: z.boolean(),
  stock_quantity: z.optional(z.nullable(wholeNumber(z.gte(0), z.lte(1_000_000)))),
  stock_status: z.optional(stockStatusSchema),
  backorders: backordersSchema,
});

export const adminListQuerySchema = z.object({
  q: z.optional(z.string().check(plainText(), z.maxLength(200))),
  page,
});

/** A discount code as the owner's form sends it; the rules (amounts, dates, products) are src/server/admin/discounts.ts's. */
const shortText = (max: number) => z.string().check(plainText(), z.maxLength(max));
const limit = z.nullable(wholeNumber(z.gte(0), z.lte(1_000_000)));
const ids = z.array(wholeNumber(z.gte(1))).check(z.maxLength(500));
export const adminDiscountSchema = z.object({
  code: shortText(200),
  description: z._default(shortText(500), ''),
  discount_type: z.enum(['percent', 'fixed_cart', 'fixed_product', 'free_shipping']),
  /** Percent or EGP, as typed; ignored for free shipping. */
  amount: z._default(shortText(20), ''),
  /** EGP as typed; '' for none. */
  minimum_spend: z._default(shortText(20), ''),
  maximum_spend: z._default(shortText(20), ''),
  /** Cairo wall time "2026-05-01T10:00", or ''. */
  starts_at: z._default(shortText(30), ''),
  ends_at: z._default(shortText(30), ''),
  usage_limit: z._default(limit, null),
  usage_limit_per_customer: z._default(limit, null),
  product_ids: z._default(ids, () => []),
  excluded_product_ids: z._default(ids, () => []),
  category_ids: z._default(ids, () => []),
  excluded_category_ids: z._default(ids, () => []),
  exclude_sale_items: z._default(z.boolean(), false),
  /** False: cannot be used with another code (WooCommerce's "individual use"). */
  combines: z._default(z.boolean(), true),
});
/** What the back office's form sends: every field of a code, times as Cairo wall times. */
export type AdminDiscountForm = z.infer<typeof adminDiscountSchema>;

/** A code with every field the owner leaves alone at the schema's default: the empty form starts so. */
export const discountForm = (fields: Partial<AdminDiscountForm> = {}): AdminDiscountForm =>
  adminDiscountSchema.parse({ code: '', discount_type: 'percent', ...fields });
