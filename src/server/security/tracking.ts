import { StoreError, type OrdersApi } from '../backend';
import type { Order } from '../../lib/schemas/order';
import type { Address } from '../../lib/schemas/address';
import { MSG } from '../../lib/messages';
import { asciiDigits } from '../../lib/text';
import { LoginLockout } from './lockout';

/**
 * Order tracking (/order-tracking): an order number and the billing email, asked by anyone.
 * - Throttled like login: per client address by the credential endpoints' rate limit
 *   (middleware.ts), and per email by a lockout: five lookups that find nothing lock that email
 *   for min(failures x 5 s, 30 s), counted before the lookup (lockout.ts), so guessing order
 *   numbers for one address gets five tries a lock, from any number of addresses.
 * - The answer is what the tracking page shows (OrderView): status and history, items and
 *   totals (with the discount codes), where it ships, the payment method's name, whether it awaits payment, the customer's
 *   note and our notes. Never the order key (it opens the order; so no link to WooCommerce's
 *   payment page either), the billing address, the email or the phone.
 */
export interface TrackingDeps {
  orders: Pick<OrdersApi, 'findOrder'>;
  lockout: LoginLockout;
}

const tooMany = (ms: number) => new StoreError('rate_limited', MSG.tooManyRequests, 429, { retry_after_ms: ms });

/** The shipping address as the page prints it: names and lines, no email or phone. */
function shownAddress(order: Order): Partial<Address> {
  const a = order.shipping.address_1 ? order.shipping : order.billing;
  const { first_name, last_name, company, address_1, address_2, city, state, postcode, country } = a;
  return Object.fromEntries(
    Object.entries({ first_name, last_name, company, address_1, address_2, city, state, postcode, country }).filter(
      ([, v]) => v !== undefined,
    ),
  );
}

/** An order as order tracking answers it (see above). */
export function trackingView(order: Order): Order {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    currency: order.currency,
    date_created: order.date_created,
    date_completed: order.date_completed,
    subtotal: order.subtotal,
    shipping_total: order.shipping_total,
    total_tax: order.total_tax,
    total: order.total,
    customer_id: 0,
    billing: {},
    shipping: shownAddress(order),
    payment_method: '',
    payment_method_title: order.payment_method_title,
    customer_note: order.customer_note,
    // Whether it awaits payment, which the page says; not the payment page's address, which holds the key.
    needs_payment: order.needs_payment,
    line_items: order.line_items,
    shipping_lines: order.shipping_lines,
    // The codes are rows of the totals the page shows: without them its numbers would not add up.
    ...(order.coupon_lines ? { coupon_lines: order.coupon_lines } : {}),
    ...(order.discount_total !== undefined ? { discount_total: order.discount_total } : {}),
    status_history: order.status_history,
    notes: order.notes.filter((n) => n.customer_note),
    // The gift options, shown as the customer's own note is (the message, the wrap).
    ...(order.gift ? { gift: order.gift } : {}),
    language: order.language,
  };
}

export async function trackOrder(number: string, email: string, deps: TrackingDeps): Promise<Order> {
  const key = LoginLockout.key('track', email);
  const attempt = await deps.lockout.attempt(key);
  if (!attempt.allowed) throw tooMany(attempt.waitMs);
  let order: Order | null;
  try {
    // The number as typed on an Arabic keyboard (١٠٠٠١) is the same order.
    order = await deps.orders.findOrder(asciiDigits(number), email);
  } catch (err) {
    await deps.lockout.forgive(key);
    throw err;
  }
  if (!order) {
    if (attempt.lockMs > 0) throw tooMany(attempt.lockMs);
    throw new StoreError('not_found', MSG.orderNotFound, 404);
  }
  await deps.lockout.succeed(key);
  return trackingView(order);
}
