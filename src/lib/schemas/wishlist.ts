import * as z from 'zod/mini';
import { wholeNumber } from './zod';

/** Wishlist item. */
export const wishlistItemSchema = z.object({
  id: z.int(),
  product_id: z.int().check(z.positive()),
  name: z.string(),
  price: z.string(),
  image: z.string(),
  date_added: z.string(),
  /** Bought by choosing options first (a ring's size): the list leads to its page instead of adding it. */
  has_options: z._default(z.boolean(), false),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
/** The copy a browser keeps; `pending` holds product ids added while the server could not be reached. */
export const wishlistLocalCopySchema = z.object({
  v: z.literal(1),
  items: z.array(wishlistItemSchema),
  pending: z.array(z.int().check(z.positive())),
});
export type WishlistLocalCopy = z.infer<typeof wishlistLocalCopySchema>;

export const wishlistBodySchema = z.object({ product_id: wholeNumber(z.minimum(1)) });

/** API answers. */
export const wishlistAnswer = z.object({ items: z.array(wishlistItemSchema) });
export const existsAnswer = z.object({ exists: z.boolean() });
