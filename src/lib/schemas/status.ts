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

/** The static pages this server serves: when they were built, from what, and why (GET /api/status). */
export const pagesStatusSchema = z.object({
  builtAt: z.string(),
  source: z.string(),
  products: z.int(),
  durationMs: z.number(),
  /** The changes that started the rebuild; empty for a build by hand. */
  reasons: z.array(z.string()),
});
export type PagesStatus = z.infer<typeof pagesStatusSchema>;

/** Whether the pages follow the store by themselves, and how (src/server/rebuild). */
export const rebuildStatusSchema = z.object({
  /** 'not-needed' on the embedded store; 'off' when this server does not rebuild. */
  mode: z.enum(['on', 'off', 'not-needed']),
  webhooks: z.enum(['registered', 'registering', 'failed', 'off', 'no-site-url']),
  webhookProblem: z.nullable(z.string()),
  /** 0: the store is asked only when the server starts. */
  pollMs: z.number(),
  building: z.boolean(),
  dueAt: z.nullable(z.string()),
  lastFailure: z.nullable(z.object({ at: z.string(), problem: z.string() })),
  /** The last time the shop asked the store what changed, and why that failed when it did. */
  lastCheck: z.nullable(z.object({ at: z.string(), ok: z.boolean(), problem: z.nullable(z.string()) })),
  nextSaleChange: z.nullable(z.string()),
});
export type RebuildState = z.infer<typeof rebuildStatusSchema>;

/** Which store serves the shop and whether the WooCommerce settings are complete (GET /api/status). */
export const storeStatusSchema = z.object({
  driver: z.enum(['embedded', 'woocommerce']),
  woocommerce: z.object({ requested: z.boolean(), configured: z.boolean(), missing: z.array(z.string()) }),
  /** null when the build left no report. */
  catalogue: z._default(z.nullable(catalogueStatusSchema), null),
  /** Null when the server serves no build (development). */
  pages: z.optional(z.nullable(pagesStatusSchema)),
  rebuild: z.optional(rebuildStatusSchema),
});
export type StoreStatus = z.infer<typeof storeStatusSchema>;

/** The store backend's connection test (GET /api/status/test). */
export const connectionTestSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  partial: z.optional(z.boolean()),
});
export type ConnectionTest = z.infer<typeof connectionTestSchema>;
