import type { CreateOrderBody, CreateOrderResult, PaymentGateway } from '../schemas/order';
import type { ShippingQuote } from '../schemas/shipping';
import { checkedBy } from './answer-check';
import { gatewaysSchema } from './answer-schemas/gateways';
import { orderPlacedSchema } from './answer-schemas/order-placed';
import { shippingQuoteSchema } from './answer-schemas/shipping-quote';
import type { Address } from '../schemas/address';
import { request } from './http';

const gatewaysAnswer = checkedBy<{ gateways: PaymentGateway[] }>(gatewaysSchema);
const shippingQuoteAnswer = checkedBy<ShippingQuote>(shippingQuoteSchema);
const orderPlacedAnswer = checkedBy<CreateOrderResult>(orderPlacedSchema);

export const paymentGateways = async (): Promise<PaymentGateway[]> =>
  (await request('/api/checkout/payment-gateways', { schema: gatewaysAnswer })).gateways;

/**
 * The store's rates for the cart and this address, the chosen one selected, and the totals the
 * order will be charged. Asking again gives the same answer, so a lost one may be retried.
 */
export const quoteShipping = (address: Address, rate?: string): Promise<ShippingQuote> =>
  request('/api/checkout/shipping', {
    method: 'POST',
    body: rate ? { address, rate } : { address },
    retry: true,
    schema: shippingQuoteAnswer,
  });

/**
 * Places the order from the server-side cart. The idempotency key makes a repeat answer the
 * same order, so a timed-out attempt is retried.
 */
export const createOrder = (body: CreateOrderBody): Promise<CreateOrderResult> =>
  request('/api/orders', { method: 'POST', body, retry: true, schema: orderPlacedAnswer });
