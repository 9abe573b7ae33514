import * as z from 'zod/mini';
import './zod'; // the shop's wording for every issue

/** The gift wrap a cart offers and an order's gift options, as the cart and the order carry them. */

/** The cart's gift wrap: whether it is chosen and what it costs (absent: the store offers none). */
export const cartGiftWrapSchema = z.object({ chosen: z.boolean(), price: z.string() });

/** An order's gift options, as placed. */
export const orderGiftSchema = z.object({
  wrap: z.boolean(),
  /** What the wrap cost ("0.00" when not chosen or free). */
  wrap_total: z._default(z.string(), '0.00'),
  message: z._default(z.string(), ''),
  /** The packing slip leaves every price out. */
  hide_prices: z._default(z.boolean(), false),
});
export type OrderGift = z.infer<typeof orderGiftSchema>;
