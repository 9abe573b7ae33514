import {
  createOrderResultSchema,
  gatewaysAnswer,
  shippingMethodsAnswer,
  type CreateOrderBody,
  type CreateOrderResult,
  type PaymentGateway,
  type ShippingMethod,
} from '../schemas/order';
import { request } from './http';

export const paymentGateways = async (): Promise<PaymentGateway[]> =>
  (await request('/api/checkout/payment-gateways', { schema: gatewaysAnswer })).gateways;

export const shippingMethods = async (): Promise<ShippingMethod[]> =>
  (await request('/api/checkout/shipping-methods', { schema: shippingMethodsAnswer })).methods;

/**
 * Places the order from the server-side cart. The idempotency key makes a repeat answer the
 * same order, so a timed-out attempt is retried.
 */
export const createOrder = (body: CreateOrderBody): Promise<CreateOrderResult> =>
  request('/api/orders', { method: 'POST', body, retry: true, schema: createOrderResultSchema });
