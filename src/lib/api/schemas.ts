import { z } from 'zod';
import { categorySchema, productSchema, stockStatusSchema } from '../schemas/product';
import { wishlistItemSchema } from '../schemas/wishlist';
import { reviewSchema } from '../schemas/review';
import { gatewaySchema, orderNoteSchema, orderSummarySchema, shippingMethodSchema } from '../schemas/order';
import { userSchema } from '../schemas/user';

/**
 * Every zod schema the typed calls check answers with, in one module that the calls import
 * lazily (see `answer` below): zod (~25 kB gzip) loads only when such a call is made.
 */
export { createOrderResultSchema, orderSchema } from '../schemas/order';
export { sessionSchema } from '../schemas/user';

/** Live price and stock of one product (GET /api/products/{id}). */
export const liveProductSchema = z.object({
  id: z.number().int().positive(),
  price: z.string(),
  regular_price: z.string(),
  sale_price: z.string(),
  on_sale: z.boolean(),
  purchasable: z.boolean(),
  stock_status: stockStatusSchema,
  stock_quantity: z.number().int().nullable(),
  manage_stock: z.boolean(),
  backorders: z.enum(['no', 'notify', 'yes']),
});
export type LiveProduct = z.infer<typeof liveProductSchema>;

export const categoriesAnswer = z.object({ categories: z.array(categorySchema) });
export const productsAnswer = z.object({ products: z.array(productSchema) });
export const wishlistAnswer = z.object({ items: z.array(wishlistItemSchema) });
export const existsAnswer = z.object({ exists: z.boolean() });
export const reviewsAnswer = z.object({ reviews: z.array(reviewSchema) });
export const reviewSubmitted = z.object({ id: z.number().int(), status: z.string() });
export const gatewaysAnswer = z.object({ gateways: z.array(gatewaySchema) });
export const shippingMethodsAnswer = z.object({ methods: z.array(shippingMethodSchema) });
export const ordersAnswer = z.object({ orders: z.array(orderSummarySchema) });
export const notesAnswer = z.object({ notes: z.array(orderNoteSchema) });
export const userAnswer = z.object({ user: userSchema });
export const messageAnswer = z.object({ message: z.string() });
