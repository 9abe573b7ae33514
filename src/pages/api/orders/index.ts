import { json, parseBody, requireUser, route, shopper } from '../../../server/http';
import { store } from '../../../server/store';
import { createOrderBodySchema } from '../../../lib/schemas/order';

export const prerender = false;

/** The logged-in customer's orders. */
export const GET = route(async (ctx) => {
  const user = await requireUser(ctx);
  return json({ orders: await store().listCustomerOrders(user.id) });
});

/** Checkout: items and prices come from the server-side cart; the body only says where and how. */
export const POST = route(async (ctx) => {
  const body = await parseBody(ctx, createOrderBodySchema);
  const result = await store().createOrder(await shopper(ctx), {
    billing: body.billing,
    shipping: body.shipping,
    paymentMethod: body.payment_method,
    shippingMethod: body.shipping_method,
    customerNote: body.customer_note,
    giftMessage: body.gift_message,
    giftHidePrices: body.gift_hide_prices,
    idempotencyKey: body.idempotency_key,
    expectedTotal: body.expected_total,
  });
  return json(result, 201);
});
