import * as z from 'zod/mini';
import { plainText, says } from './zod'; // and the shop's wording for every issue
import { addressFieldsSchema, addressSchema } from './address';
import { MSG } from '../messages';
import { FIELD_MSG } from '../field-messages';
import { bankTransferSchema } from './payment';
import { variantAttributeSchema } from './line';
import { giftMessageSchema } from './engraving';
import { lineArabicSchema, lineEngravingSchema } from './line';
import { orderGiftSchema } from './gift';
import { appliedCodeSchema } from './discount';
import { westernDigits } from '../digits';
import { LOCALES } from '../i18n/locales';

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'on-hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderLineSchema = z.object({
  id: z.int(),
  product_id: z.int(),
  /** The variant bought (0: a product without options). */
  variation_id: z._default(z.int(), 0),
  /** Its options as chosen ("Size: 7"). */
  choices: z._default(z.array(variantAttributeSchema), () => []),
  sku: z._default(z.string(), ''),
  name: z.string(),
  quantity: z.int(),
  /** Unit price at the time of the order. */
  price: z.string(),
  /** Line total, as charged (after the discount codes). */
  total: z.string(),
  /** Line total before the discount codes; absent when the store kept none (then it is total). */
  subtotal: z.optional(z.string()),
  image: z.optional(z.string()),
  /** The text engraved on each piece; its price is part of `price`. */
  engraving: z.optional(lineEngravingSchema),
  /** In Arabic: the piece's Arabic words as they were when the order was placed. */
  ar: z.optional(lineArabicSchema),
});

export const shippingLineSchema = z.object({ method_id: z.string(), method_title: z.string(), total: z.string() });

export const statusHistorySchema = z.object({ date: z.string(), status: z.string(), note: z.optional(z.string()) });

export const orderNoteSchema = z.object({
  id: z.int(),
  note: z.string(),
  customer_note: z.boolean(),
  date_created: z.string(),
});

/** An order as the API answers it to the order's owner. */
export const orderSchema = z.object({
  id: z.int(),
  number: z.string(),
  /** Kept by the browser that placed the order: it proves ownership for a guest. */
  order_key: z.optional(z.string()),
  status: z.string(),
  currency: z._default(z.string(), 'EGP'),
  date_created: z.string(),
  date_completed: z.nullable(z.string()),
  subtotal: z.string(),
  shipping_total: z.string(),
  total_tax: z.string(),
  total: z.string(),
  customer_id: z._default(z.int(), 0),
  billing: z.partial(addressFieldsSchema),
  shipping: z.partial(addressFieldsSchema),
  payment_method: z.string(),
  payment_method_title: z.string(),
  customer_note: z._default(z.string(), ''),
  /** The order still waits for its payment (WooCommerce: pending or failed, with something to pay). */
  needs_payment: z._default(z.boolean(), false),
  /** Where its customer can pay it (WooCommerce's order-pay page), when it needs payment. */
  payment_url: z.optional(z.url()),
  line_items: z.array(orderLineSchema),
  shipping_lines: z.array(shippingLineSchema),
  /** What the discount codes took off the pieces (total is after it). */
  discount_total: z.optional(z.string()),
  /** The codes used, each with what it took off. */
  coupon_lines: z.optional(z.array(appliedCodeSchema)),
  status_history: z.array(statusHistorySchema),
  notes: z._default(z.array(orderNoteSchema), () => []),
  /** For a bank-transfer order: the accounts to pay into (the amount is the total, the reference the number). */
  bank_transfer: z.optional(bankTransferSchema),
  /** Gift wrap, the message for the recipient, prices left off the packing slip; absent: not a gift. */
  gift: z.optional(orderGiftSchema),
  /** The language she placed it in: its emails speak it, and the owner sees it. */
  language: z._default(z.enum(LOCALES), 'en'),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderNote = z.infer<typeof orderNoteSchema>;

export const orderSummarySchema = z.pick(orderSchema, {
  id: true,
  number: true,
  status: true,
  date_created: true,
  total: true,
  currency: true,
  discount_total: true,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Payment gateway / shipping method. */
export const gatewaySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z._default(z.string(), ''),
  enabled: z.boolean(),
  /** Taken only for an order that is delivered (cash on delivery: the courier collects it). */
  shipped_only: z._default(z.boolean(), false),
});
export type PaymentGateway = z.infer<typeof gatewaySchema>;

/** Create-order request: the server takes items and prices from its own cart, never from here. */
export const createOrderBodySchema = z.object({
  billing: addressSchema,
  shipping: addressSchema,
  payment_method: z.string().check(
    plainText(),
    z.minLength(
      1,
      says(() => MSG.paymentMethodRequired),
    ),
    z.maxLength(
      64,
      says(() => MSG.paymentMethodRequired),
    ),
  ),
  /** The chosen rate; '' for a cart that needs no shipping (the store refuses '' for one that does). */
  shipping_method: z._default(
    z.string().check(
      plainText(),
      z.maxLength(
        64,
        says(() => MSG.shippingMethodRequired),
      ),
    ),
    '',
  ),
  customer_note: z._default(
    z.string().check(
      plainText(() => MSG.orderNotesLabel),
      z.maxLength(
        2000,
        says(() => FIELD_MSG.fieldTooLong(MSG.orderNotesLabel, 2000)),
      ),
    ),
    '',
  ),
  /** Written on a card in the parcel (any script, kept as typed). */
  gift_message: z._default(giftMessageSchema, ''),
  /** The packing slip leaves every price out (the parcel goes to the recipient). */
  gift_hide_prices: z._default(z.boolean(), false),
  /** One key per checkout attempt: a repeated request answers the same order. */
  idempotency_key: z.string().check(
    plainText(),
    z.minLength(
      8,
      says(() => MSG.badRequest),
    ),
    z.maxLength(
      100,
      says(() => MSG.badRequest),
    ),
  ),
  /**
   * The total Place Order showed her ("1242.50"): the store places the order only at that total,
   * and refuses it (total_changed) when what it would charge differs. Left out, it charges its own.
   */
  expected_total: z.optional(
    z.string().check(
      z.regex(
        /^\d{1,9}(\.\d{1,2})?$/,
        says(() => MSG.badRequest),
      ),
    ),
  ),
});
/** What the browser sends (the fields with a default may be left out). */
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

export const createOrderResultSchema = z.object({
  id: z.int(),
  number: z.string(),
  order_key: z.string(),
  status: z.string(),
  total: z.string(),
  /** The payment provider's own page, when the shopper pays there; they come back to the confirmation page. */
  payment_url: z.optional(z.url()),
});
export type CreateOrderResult = z.infer<typeof createOrderResultSchema>;

export const trackOrderBodySchema = z.object({
  /** The number in Western digits, whatever digits she typed (١٠٠٠١ is order 10001). */
  number: z.string().check(
    plainText(() => MSG.orderNumberLabel),
    z.overwrite(westernDigits),
    z.trim(),
    z.minLength(
      1,
      says(() => MSG.orderNumberRequired),
    ),
    z.maxLength(
      40,
      says(() => MSG.orderNotFoundBody),
    ),
  ),
  email: z.string().check(
    plainText(() => MSG.email),
    z.trim(),
    z.maxLength(
      200,
      says(() => MSG.emailInvalid),
    ),
    z.email(says(() => MSG.emailInvalid)),
  ),
});

/** API answers that wrap a list. */
export const ordersAnswer = z.object({ orders: z.array(orderSummarySchema) });
export const notesAnswer = z.object({ notes: z.array(orderNoteSchema) });
export const gatewaysAnswer = z.object({ gateways: z.array(gatewaySchema) });
