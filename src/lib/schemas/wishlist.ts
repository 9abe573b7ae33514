import { z } from 'zod';

/** Wishlist item (spec §3). */
export const wishlistItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().positive(),
  name: z.string(),
  price: z.string(),
  image: z.string(),
  date_added: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
export const wishlistBodySchema = z.object({ product_id: z.coerce.number().int().min(1) });
