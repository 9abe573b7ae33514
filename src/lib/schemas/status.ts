import * as z from 'zod/mini';
import './zod'; // the shop's wording for every issue

/** What the build made of the catalogue: products shown, hidden by the owner, and left out with why. */
export const catalogueStatusSchema = z.object({
  source: z.string(),
  read: z.int(),
  shown: z.int(),
  hidden: z.int(),
  /** The first ones, by name; left_out_count says how many there are. */
  left_out: z.array(z.object({ id: z.int(), name: z.string(), reason: z.string() })),
  left_out_count: z.int(),
});
export type CatalogueStatus = z.infer<typeof catalogueStatusSchema>;

/** Which store serves the shop and whether the WooCommerce settings are complete (GET /api/status). */
export const storeStatusSchema = z.object({
  driver: z.enum(['embedded', 'woocommerce']),
  woocommerce: z.object({ requested: z.boolean(), configured: z.boolean(), missing: z.array(z.string()) }),
  /** null when the build left no report. */
  catalogue: z._default(z.nullable(catalogueStatusSchema), null),
});
export type StoreStatus = z.infer<typeof storeStatusSchema>;

/** The store backend's connection test (GET /api/status/test). */
export const connectionTestSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  partial: z.optional(z.boolean()),
});
export type ConnectionTest = z.infer<typeof connectionTestSchema>;
