import { z } from 'zod';
import { addressSchema } from './address';

export const ORDER_STATUSES = ['pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** Unit price at the time of the order. */
  price: z.string(),
  /** Line total. */
  total: z.string(),
  image: z.string().optional(),
});

export const shippingLineSchema = z.object({ method_id: z.string(), method_title: z.string(), total: z.string() });

export const statusHistorySchema = z.object({ date: z.string(), status: z.string(), note: z.string().optional() });

export const orderNoteSchema = z.object({ id: z.number().int(), note: z.string(), customer_note: z.boolean(), date_created: z.string() });

/** The Order entity (spec §3) as the API answers it to the order's owner. */
export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  /** Kept by the browser that placed the order: it proves ownership for a guest. */
  order_key: z.string().optional(),
  status: z.string(),
  currency: z.string().default('EGP'),
  date_created: z.string(),
  date_completed: z.string().nullable(),
  subtotal: z.string(),
  shipping_total: z.string(),
  total_tax: z.string(),
  total: z.string(),
  customer_id: z.number().int().default(0),
  billing: addressSchema.partial(),
  shipping: addressSchema.partial(),
  payment_method: z.string(),
  payment_method_title: z.string(),
  customer_note: z.string().default(''),
  line_items: z.array(orderLineSchema),
  shipping_lines: z.array(shippingLineSchema),
  status_history: z.array(statusHistorySchema),
  notes: z.array(orderNoteSchema).default([]),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderNote = z.infer<typeof orderNoteSchema>;

export const orderSummarySchema = orderSchema.pick({ id: true, number: true, status: true, date_created: true, total: true, currency: true });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Payment gateway / shipping method (spec §3). */
export const gatewaySchema = z.object({ id: z.string(), title: z.string(), description: z.string().default(''), enabled: z.boolean() });
export type PaymentGateway = z.infer<typeof gatewaySchema>;
export const shippingMethodSchema = z.object({ id: z.string(), title: z.string(), description: z.string().default(''), enabled: z.boolean(), cost: z.string().optional() });
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/** Create-order request: the server takes items and prices from its own cart, never from here. */
export const createOrderBodySchema = z.object({
  billing: addressSchema,
  shipping: addressSchema,
  payment_method: z.string().min(1).max(64),
  shipping_method: z.string().min(1).max(64),
  customer_note: z.string().max(2000).default(''),
  /** One key per checkout attempt: a repeated request answers the same order. */
  idempotency_key: z.string().min(8).max(100),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

export const createOrderResultSchema = z.object({ id: z.number().int(), number: z.string(), order_key: z.string(), status: z.string(), total: z.string() });
export type CreateOrderResult = z.infer<typeof createOrderResultSchema>;

export const trackOrderBodySchema = z.object({ number: z.string().trim().min(1).max(40), email: z.string().trim().email().max(200) });
