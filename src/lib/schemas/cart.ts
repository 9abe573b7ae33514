import { z } from 'zod';

/** Cart line totals, decimal strings in EGP. */
export const lineTotalsSchema = z.object({
  subtotal: z.string(),
  total: z.string(),
  tax: z.string(),
  subtotal_tax: z.string(),
});

/** The Cart entity (spec §3) as the same-origin API answers it. Money: decimal strings in EGP. */
export const cartItemSchema = z.object({
  /** Line key: addresses update and remove. */
  key: z.string(),
  /** Product id. */
  id: z.number().int().positive(),
  name: z.string(),
  /** Unit price now, decided by the server. */
  price: z.string(),
  regular_price: z.string().optional(),
  quantity: z.number().int().positive(),
  /** Highest quantity the shopper may pick, null when unbounded. */
  max_quantity: z.number().int().nullable().optional(),
  totals: lineTotalsSchema,
  featured_image: z.string(),
  permalink: z.string().optional(),
});

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  item_count: z.number().int().nonnegative(),
  totals: z.object({ subtotal: z.string(), total: z.string(), total_tax: z.string() }),
  /** Messages about lines the server dropped or trimmed (a product gone, stock too low). */
  notices: z.array(z.string()).default([]),
});
export type Cart = z.infer<typeof cartSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;

export { emptyCart } from '../cart';

/** Request bodies. */
export const addItemBodySchema = z.object({
  id: z.coerce.number().int().min(1),
  quantity: z.coerce.number().int().min(1).max(999).default(1),
});
export const updateItemBodySchema = z.object({ quantity: z.coerce.number().int().min(1).max(999) });
