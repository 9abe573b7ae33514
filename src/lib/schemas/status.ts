import * as z from 'zod/mini';
import './zod'; // the shop's wording for every issue

/** Which store serves the shop and whether the WooCommerce settings are complete (GET /api/status). */
export const storeStatusSchema = z.object({
  driver: z.enum(['embedded', 'woocommerce']),
  woocommerce: z.object({ requested: z.boolean(), configured: z.boolean(), missing: z.array(z.string()) }),
});
export type StoreStatus = z.infer<typeof storeStatusSchema>;

/** The store backend's connection test (GET /api/status/test). */
export const connectionTestSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  partial: z.optional(z.boolean()),
});
export type ConnectionTest = z.infer<typeof connectionTestSchema>;
