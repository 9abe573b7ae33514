import { randomBytes } from 'node:crypto';
import { SHOP_PAYMENT_METHODS } from '../../../lib/payment-methods';
import { StoreError, type OrdersApi } from '../../backend';
import type { Db } from '../../sqlite/db';
import type { Address } from '../../../lib/schemas/address';
import {
  ORDER_STATUSES,
  type Order,
  type OrderNote,
  type OrderStatus,
  type OrderSummary,
  type PaymentGateway,
} from '../../../lib/schemas/order';
import type { ShippingQuote, ShippingRate } from '../../../lib/schemas/shipping';
import { MSG } from '../../../lib/messages';
import { ADMIN_MSG } from '../../../lib/admin-messages';
import { CURRENCY, FLAT_SHIPPING } from '../../../lib/constants';
import { fromMinor, toMinor } from '../../../lib/money';
import { safeEqual } from '../../security/passwords';
import { available, storedChoices } from './cart-math';
import { cartBuyer, priceLines } from './cart';
import { recordUses, setUsesReleased } from './coupons';
import { codeRefused } from '../../discounts';
import { codeLabel, refusalMessage } from '../../../lib/discounts';
import { lineEngravingSchema, orderGiftSchema, type OrderGift } from '../../../lib/schemas/engraving';
import { iso, type EmbeddedContext } from './context';
import { adjustStock, stockUnit } from './stock';
import { lineLabel } from '../../../lib/catalogue/variants';
import { withBankTransfer } from '../../bank-transfer';
import { assertQuantities } from '../../quantity-limits';
import { enqueueMail } from '../../mail/queue';

/**
 * Checkout and orders: tables orders, order_items, order_status_history, order_notes and
 * idempotency_keys. Checkout takes stock; an order that stops holding stock (cancelled,
 * refunded, failed) puts it back. The status rules (changeOrderStatus, setOrderStatusByRef)
 * take only the database, so the order:status script runs them on the shop's file under plain
 * Node: this file and what it imports stay free of astro:* and Vite-only code, and use only
 * TypeScript that Node can strip (see server/typescript.mjs).
 */

/** Cash on delivery and a bank transfer (src/lib/payment-methods.ts). */
export const GATEWAYS: readonly PaymentGateway[] = SHOP_PAYMENT_METHODS;
/** The embedded store's shipping: one flat rate to any address, whatever the method. */
export const SHIPPING_RATES: Omit<ShippingRate, 'selected'>[] = [
  { id: 'standard', name: 'Standard Shipping', description: 'Delivered in 3-5 business days.', price: FLAT_SHIPPING },
];
/** The rates for a cart: each at its price, or at 0 when a free-shipping code applies. */
const shippingRates = (free: boolean) => SHIPPING_RATES.map((r) => (free ? { ...r, price: '0.00' } : r));
/** WooCommerce semantics: cash on delivery is fulfilled at once, a bank transfer waits for the money. */
const STATUS_AFTER_CHECKOUT: Record<string, OrderStatus> = { cod: 'processing', bacs: 'on-hold' };
/** Orders in these statuses hold stock; moving out of them puts it back. */
const HOLDS_STOCK = new Set<OrderStatus>(['pending', 'processing', 'on-hold', 'completed']);
const ORDER_NUMBER_BASE = 10000;

interface OrderRow {
  id: number;
  number: string;
  order_key: string;
  status: string;
  currency: string;
  date_created: string;
  date_completed: string | null;
  subtotal: string;
  shipping_total: string;
  total_tax: string;
  total: string;
  customer_id: number;
  billing: string;
  shipping: string;
  payment_method: string;
  payment_method_title: string;
  customer_note: string;
  shipping_lines: string;
  /** JSON (OrderGift), null when the order is not a gift. */
  gift: string | null;
  discount_total: string;
  coupon_lines: string;
}

/** What the shop wrote itself, read back with its schema (an unreadable one is left out, not fatal). */
const readJson = <T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  text: string | null,
) => {
  if (!text) return undefined;
  try {
    const r = schema.safeParse(JSON.parse(text));
    return r.success ? r.data : undefined;
  } catch {
    return undefined;
  }
};

// ---------------------------------------------------------------- reading orders

function customerNotes(db: Db, orderId: number): OrderNote[] {
  return db
    .all<{ id: number; note: string; date_created: string }>(
      'SELECT id, note, date_created FROM order_notes WHERE order_id = ? AND customer_note = 1 ORDER BY id',
      orderId,
    )
    .map((n) => ({ ...n, customer_note: true }));
}

function toOrder(db: Db, o: OrderRow): Order {
  const items = db
    .all<{
      id: number;
      product_id: number;
      variation_id: number;
      choices: string;
      sku: string;
      name: string;
      quantity: number;
      price: string;
      total: string;
      subtotal: string | null;
      image: string;
      engraving: string | null;
    }>(
      'SELECT id, product_id, variation_id, choices, sku, name, quantity, price, total, subtotal, image, engraving FROM order_items WHERE order_id = ? ORDER BY id',
      o.id,
    )
    // Orders from before discount codes kept no subtotal: theirs is their total.
    .map(({ engraving, subtotal, ...i }) => {
      const e = readJson(lineEngravingSchema, engraving);
      return { ...i, subtotal: subtotal ?? i.total, choices: storedChoices(i), ...(e ? { engraving: e } : {}) };
    });
  const gift = readJson(orderGiftSchema, o.gift);
  const history = db.all<{ date: string; status: string; note: string | null }>(
    'SELECT date, status, note FROM order_status_history WHERE order_id = ? ORDER BY id',
    o.id,
  );
  return {
    id: o.id,
    number: o.number,
    order_key: o.order_key,
    status: o.status,
    currency: o.currency,
    date_created: o.date_created,
    date_completed: o.date_completed,
    subtotal: o.subtotal,
    shipping_total: o.shipping_total,
    total_tax: o.total_tax,
    total: o.total,
    customer_id: o.customer_id,
    billing: JSON.parse(o.billing) as Partial<Address>,
    shipping: JSON.parse(o.shipping) as Partial<Address>,
    payment_method: o.payment_method,
    payment_method_title: o.payment_method_title,
    customer_note: o.customer_note,
    // As WooCommerce's needs_payment: a pending or failed order with something to pay (no pay page here).
    needs_payment: (o.status === 'pending' || o.status === 'failed') && toMinor(o.total) > 0,
    line_items: items,
    shipping_lines: JSON.parse(o.shipping_lines) as Order['shipping_lines'],
    discount_total: o.discount_total,
    coupon_lines: JSON.parse(o.coupon_lines) as Order['coupon_lines'],
    status_history: history.map((h) =>
      h.note === null ? { date: h.date, status: h.status } : { date: h.date, status: h.status, note: h.note },
    ),
    notes: customerNotes(db, o.id),
    ...(gift ? { gift } : {}),
  };
}

const orderRow = (db: Db, id: number) => db.get<OrderRow>('SELECT * FROM orders WHERE id = ?', id);

/** The back office's view of an order (src/server/admin/orders.ts), whoever placed it. */
export function orderById(db: Db, id: number): Order | undefined {
  const o = orderRow(db, id);
  return o ? toOrder(db, o) : undefined;
}

function history(db: Db, orderId: number, status: string, note: string | null, now: number): void {
  db.run(
    'INSERT INTO order_status_history (order_id, date, status, note) VALUES (?, ?, ?, ?)',
    orderId,
    iso(now),
    status,
    note,
  );
}

// ---------------------------------------------------------------- status rules (admin)

/** An order's id from its number ("#10001" or "10001") or its id, else null. */
export function findOrderId(db: Db, ref: string): number | null {
  const clean = ref.replace(/^#/, '');
  const byNumber = db.get<{ id: number }>('SELECT id FROM orders WHERE number = ?', clean);
  if (byNumber) return byNumber.id;
  const byId = /^\d+$/.test(clean)
    ? db.get<{ id: number }>('SELECT id FROM orders WHERE id = ?', Number(clean))
    : undefined;
  return byId?.id ?? null;
}

/** 400 for a status WooCommerce orders do not have. */
function assertOrderStatus(status: string): asserts status is OrderStatus {
  if (!(ORDER_STATUSES as readonly string[]).includes(status))
    throw new StoreError('invalid_request', ADMIN_MSG.unknownOrderStatus(status, ORDER_STATUSES), 400);
}

/**
 * Moves an order to a status, in one transaction: a status-history row (the note, else "Order
 * status changed from A to B."), a private order note, date_completed on 'completed', and stock
 * put back when the order stops holding it (cancelled, refunded, failed) or taken again when it
 * starts holding it once more. A note is also kept as a customer-visible order note. Moving to
 * the status the order has changes nothing but the note. The customer's "order status changed"
 * email (with the note) is queued in the same transaction, for the CLI and the back office alike. 400 for a status WooCommerce does not
 * have, 404 for an unknown order. Answers the status it came from and the order as it now is.
 */
export function changeOrderStatus(
  db: Db,
  id: number,
  status: OrderStatus,
  note?: string,
  now = Date.now(),
): { from: string; order: Order } {
  assertOrderStatus(status);
  return db.transaction(() => {
    const o = orderRow(db, id);
    if (!o) throw new StoreError('not_found', MSG.orderNotFound, 404);
    const from = o.status as OrderStatus;
    if (from !== status) {
      const held = HOLDS_STOCK.has(from);
      const holds = HOLDS_STOCK.has(status);
      if (held !== holds) {
        const items = db.all<{ product_id: number; variation_id: number; quantity: number }>(
          'SELECT product_id, variation_id, quantity FROM order_items WHERE order_id = ?',
          id,
        );
        for (const i of items) adjustStock(db, stockUnit(i), holds ? -i.quantity : i.quantity);
        // Its discount codes' uses go with the stock: a cancelled order frees a one-use code.
        setUsesReleased(db, id, !holds);
      }
      db.run(
        "UPDATE orders SET status = ?, date_completed = CASE WHEN ? = 'completed' THEN ? ELSE date_completed END WHERE id = ?",
        status,
        status,
        iso(now),
        id,
      );
      history(db, id, status, note ?? `Order status changed from ${from} to ${status}.`, now);
      db.run(
        'INSERT INTO order_notes (order_id, note, customer_note, date_created) VALUES (?, ?, 0, ?)',
        id,
        `Order status changed from ${from} to ${status}.`,
        iso(now),
      );
    }
    if (note)
      db.run(
        'INSERT INTO order_notes (order_id, note, customer_note, date_created) VALUES (?, ?, 1, ?)',
        id,
        note,
        iso(now),
      );
    const order = toOrder(db, orderRow(db, id)!);
    // The customer hears of a new status or a note for her, in the same transaction (the command
    // line queues it; the next server process to look sends it).
    if ((from !== status || note) && order.billing.email) {
      enqueueMail(
        db,
        { kind: 'order-status', to: order.billing.email, orderId: id, from, status, note: note ?? null },
        now,
      );
    }
    return { from, order };
  });
}

/**
 * The order:status command (scripts/order-status.mjs): an order by its number or id moved to a
 * status with changeOrderStatus. The status is checked first, then the order (404 naming the
 * reference given).
 */
export function setOrderStatusByRef(
  db: Db,
  ref: string,
  status: string,
  note?: string,
  now = Date.now(),
): { from: string; order: Order } {
  assertOrderStatus(status);
  const id = findOrderId(db, ref);
  if (id === null) throw new StoreError('not_found', ADMIN_MSG.orderRefNotFound(ref), 404);
  return changeOrderStatus(db, id, status, note, now);
}

// ---------------------------------------------------------------- the domain

export function ordersDomain(ctx: EmbeddedContext): OrdersApi & {
  /** Admin (command line): moves an order to a status (changeOrderStatus). */
  setOrderStatus(id: number, status: OrderStatus, note?: string): Promise<Order>;
  /** Admin: an order by its number or id (findOrderId). */
  findOrderId(ref: string): number | null;
  /** The order as its emails show it (with where to pay a bank transfer), or null. */
  readOrder(id: number): Order | null;
} {
  const { db, catalogue } = ctx;
  return {
    /** Cash on delivery and direct bank transfer. */
    async listPaymentGateways() {
      return GATEWAYS.filter((g) => g.enabled);
    },

    /**
     * The rates (flat-rate standard shipping, any address; free with a free-shipping code) and the
     * totals: the cart's items after its codes plus the chosen rate, the first when none is
     * chosen. createOrder charges the same sums (priceLines for both).
     */
    async quoteShipping(shopper, _address, rateId) {
      const priced = priceLines(ctx, shopper.cartToken, cartBuyer(ctx, shopper.userId));
      const { cart } = priced;
      // The codes' fields only when codes are on the cart: a quote without them reads as before.
      const codes = cart.coupons?.length ? { coupons: cart.coupons } : {};
      const discount = cart.coupons?.length ? { discount: cart.totals.discount } : {};
      if (!cart.needs_shipping && cart.items.length > 0)
        return {
          needs_shipping: false,
          rates: [],
          totals: {
            subtotal: cart.totals.subtotal,
            shipping: '0.00',
            total_tax: cart.totals.total_tax,
            ...(cart.totals.gift_wrap ? { gift_wrap: cart.totals.gift_wrap } : {}),
            total: cart.totals.total,
            ...discount,
          },
          ...codes,
        };
      const rates = shippingRates(priced.discounts.freeShipping);
      const chosen = rates.find((r) => r.id === rateId) ?? rates[0]!;
      const quote: ShippingQuote = {
        needs_shipping: true,
        rates: rates.map((r) => ({ ...r, selected: r.id === chosen.id })),
        totals: {
          subtotal: cart.totals.subtotal,
          shipping: chosen.price,
          total_tax: cart.totals.total_tax,
          ...(cart.totals.gift_wrap ? { gift_wrap: cart.totals.gift_wrap } : {}),
          total: fromMinor(toMinor(cart.totals.total) + toMinor(chosen.price)),
          ...discount,
        },
        ...codes,
      };
      return quote;
    },

    /**
     * One write transaction: the idempotency check, the stock check and decrement, the order and
     * the emptied cart happen together or not at all; checkouts run one at a time under the
     * write lock (group commit). Prices come from the catalogue; cod orders start processing,
     * bacs orders on-hold.
     */
    async createOrder(shopper, input) {
      const gateway = GATEWAYS.find((g) => g.enabled && g.id === input.paymentMethod);
      if (!gateway) throw new StoreError('invalid_request', MSG.paymentMethodRequired, 400);
      // Checked with the cart below: a cart of services and files needs no shipping method.
      const known = SHIPPING_RATES.find((m) => m.id === input.shippingMethod);
      const buyer = { userId: shopper.userId, email: input.billing.email };

      try {
        return await db.writeTransaction(() => placeOrder(known, gateway));
      } catch (err) {
        // A code the order could not have: off the cart, so the next quote shows what she would pay.
        const refused = err instanceof StoreError && err.code === 'coupon_refused' ? err.details?.coupon_ids : null;
        if (Array.isArray(refused))
          for (const couponId of refused)
            db.run('DELETE FROM cart_coupons WHERE cart_token = ? AND coupon_id = ?', shopper.cartToken, couponId);
        throw err;
      }

      function placeOrder(known: (typeof SHIPPING_RATES)[number] | undefined, gateway: PaymentGateway) {
        const seen = db.get<{ order_id: number }>(
          'SELECT order_id FROM idempotency_keys WHERE cart_token = ? AND idem_key = ?',
          shopper.cartToken,
          input.idempotencyKey,
        );
        if (seen) {
          const o = orderRow(db, seen.order_id)!;
          return { id: o.id, number: o.number, order_key: o.order_key, status: o.status, total: o.total };
        }
        const priced = priceLines(ctx, shopper.cartToken, buyer);
        const { lines } = priced;
        if (lines.length === 0) throw new StoreError('empty_cart', MSG.emptyCartCheckout, 409);
        // A cart filled before the caps existed is held to them here too.
        assertQuantities(
          lines.map(({ line, product }) => ({
            name: lineLabel(product?.name ?? line.name, storedChoices(line)),
            quantity: line.quantity,
          })),
        );
        // What the cart page showed, checked again under the write lock: a line the stock no longer
        // covers refuses the order (never trimmed silently), then the same sums as the cart's.
        // Lines of one piece with different engravings share its stock.
        const taken = new Map<number, number>();
        for (const { line, product, variant, stock } of lines) {
          const label = lineLabel(product?.name ?? line.name, storedChoices(line));
          const unitId = stockUnit(line);
          const sold = line.variation_id ? variant : product?.type === 'simple' ? product : undefined;
          if (!product || !sold || !sold.purchasable || !product.purchasable)
            throw new StoreError('invalid_product', MSG.productGone(label), 409, { product_id: line.product_id });
          const left = available(stock) - (taken.get(unitId) ?? 0);
          taken.set(unitId, (taken.get(unitId) ?? 0) + line.quantity);
          if (left <= 0)
            throw new StoreError('out_of_stock', MSG.productSoldOut(label), 409, {
              product_id: product.id,
              available: 0,
            });
          if (line.quantity > left)
            throw new StoreError('insufficient_stock', MSG.notEnoughStock(label, left), 409, {
              product_id: product.id,
              available: left,
            });
        }
        // A code checked again with her email and the uses committed so far: a one-use code two
        // orders want at the same moment goes to the first (checkouts take the write lock in turn).
        if (priced.refused.length > 0) {
          const { refusal } = priced.refused[0]!;
          const error = codeRefused(refusal, 409, MSG.codeRefusedAtCheckout(refusalMessage(refusal)));
          Object.assign(error.details!, { coupon_ids: priced.refused.map((r) => r.coupon.id) });
          throw error;
        }
        const { cart } = priced;
        const codes = cart.coupons ?? [];
        if (cart.needs_shipping && !known) throw new StoreError('invalid_request', MSG.shippingMethodRequired, 400);
        if (gateway.shipped_only && !cart.needs_shipping)
          throw new StoreError('invalid_request', MSG.paidOnDeliveryOnly(gateway.title), 400, {
            field: 'payment_method',
          });
        const wrap = cart.totals.gift_wrap ? toMinor(cart.totals.gift_wrap) : 0;
        // No parcel, no card and no slip: an order with nothing to deliver is never a gift.
        const giftMessage = cart.needs_shipping ? (input.giftMessage ?? '') : '';
        const hidePrices = cart.needs_shipping && Boolean(input.giftHidePrices);
        // A gift is an order with wrap, a message or prices left off its slip; any other order has none.
        const gift: OrderGift | null =
          cart.gift_wrap?.chosen || giftMessage.trim() || hidePrices
            ? {
                wrap: Boolean(cart.gift_wrap?.chosen),
                wrap_total: fromMinor(wrap),
                message: giftMessage.trim() ? giftMessage : '',
                hide_prices: hidePrices,
              }
            : null;
        for (const { line, stock } of lines) if (stock?.manage_stock) adjustStock(db, stockUnit(line), -line.quantity);

        const method = known ? shippingRates(priced.discounts.freeShipping).find((r) => r.id === known.id) : undefined;
        const shipping = cart.needs_shipping && method ? method : null;
        const shippingTotal = shipping ? toMinor(shipping.price) : 0;
        const itemsTotal = toMinor(cart.totals.total);
        const now = ctx.now();
        const status = STATUS_AFTER_CHECKOUT[gateway.id] ?? 'pending';
        const orderKey = `wc_order_${randomBytes(9).toString('base64url')}`;
        const { lastInsertRowid: id } = db.run(
          `INSERT INTO orders (number, order_key, status, currency, date_created, subtotal, shipping_total, total_tax, total, customer_id,
                               billing, shipping, billing_email, payment_method, payment_method_title, customer_note, shipping_lines, cart_token, gift,
                               discount_total, coupon_lines)
           VALUES (?, ?, ?, ?, ?, ?, ?, '0.00', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          `pending-${orderKey}`,
          orderKey,
          status,
          CURRENCY,
          iso(now),
          cart.totals.subtotal,
          fromMinor(shippingTotal),
          // The pieces after the codes, with the gift wrap (cart.totals.total), and the shipping.
          fromMinor(itemsTotal + shippingTotal),
          shopper.userId ?? 0,
          JSON.stringify(input.billing),
          JSON.stringify(input.shipping),
          input.billing.email,
          gateway.id,
          gateway.title,
          input.customerNote,
          JSON.stringify(
            shipping ? [{ method_id: shipping.id, method_title: shipping.name, total: fromMinor(shippingTotal) }] : [],
          ),
          shopper.cartToken,
          gift ? JSON.stringify(gift) : null,
          cart.totals.discount ?? '0.00',
          JSON.stringify(codes),
        );
        const number = String(ORDER_NUMBER_BASE + id);
        db.run('UPDATE orders SET number = ? WHERE id = ?', number, id);
        for (const item of cart.items) {
          const product = catalogue.byId.get(item.id)!;
          const variant = item.variation_id ? catalogue.variantById.get(item.variation_id)?.variant : undefined;
          db.run(
            `INSERT INTO order_items (order_id, product_id, variation_id, choices, sku, name, quantity, price, total, subtotal, image, engraving)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            id,
            item.id,
            item.variation_id,
            JSON.stringify(item.choices),
            item.sku ?? '',
            item.name,
            item.quantity,
            item.price,
            item.totals.total,
            item.totals.subtotal,
            catalogue.imageOf(product, variant),
            item.engraving ? JSON.stringify(item.engraving) : null,
          );
        }
        // Each code's use is counted here, in the order's own transaction.
        recordUses(
          db,
          id,
          priced.coupons.map((c) => c.id),
          buyer,
        );
        history(db, id, 'pending', 'Order created.', now);
        if (status !== 'pending') {
          history(
            db,
            id,
            status,
            status === 'on-hold'
              ? `Awaiting ${gateway.title} payment.`
              : `Payment to be made upon delivery (${gateway.title}).`,
            now,
          );
        }
        if (codes.length)
          db.run(
            'INSERT INTO order_notes (order_id, note, customer_note, date_created) VALUES (?, ?, 0, ?)',
            id,
            `Discount codes used: ${codes.map((c) => codeLabel(c.code)).join(', ')}.`,
            iso(now),
          );
        db.run('DELETE FROM cart_items WHERE cart_token = ?', shopper.cartToken);
        db.run('DELETE FROM cart_gift_wrap WHERE cart_token = ?', shopper.cartToken);
        db.run('DELETE FROM cart_coupons WHERE cart_token = ?', shopper.cartToken);
        db.run(
          'INSERT INTO idempotency_keys (cart_token, idem_key, order_id, created_at) VALUES (?, ?, ?, ?)',
          shopper.cartToken,
          input.idempotencyKey,
          id,
          now,
        );
        // The emails are queued with the order: kept together or not at all, sent later (mail/queue.ts).
        enqueueMail(db, { kind: 'order-received', to: input.billing.email, orderId: id }, now);
        enqueueMail(db, { kind: 'owner-new-order', to: null, orderId: id }, now);
        return { id, number, order_key: orderKey, status, total: fromMinor(itemsTotal + shippingTotal) };
      }
    },

    /** The order for its customer or the holder of its order key; anyone else gets 404. */
    async getOrder(id, access) {
      const o = orderRow(db, id);
      const owner =
        o &&
        ((access.userId && o.customer_id === access.userId) ||
          (access.orderKey && safeEqual(access.orderKey, o.order_key)));
      if (!o || !owner) throw new StoreError('not_found', MSG.orderNotFound, 404);
      return withBankTransfer(toOrder(db, o), ctx.bankTransfer);
    },

    /** Order tracking by number ("#" optional) and billing email (any case). */
    async findOrder(number, email) {
      const o = db.get<OrderRow>(
        'SELECT * FROM orders WHERE number = ? AND billing_email = ? COLLATE NOCASE ORDER BY id LIMIT 1',
        number.replace(/^#/, ''),
        email,
      );
      return o ? withBankTransfer(toOrder(db, o), ctx.bankTransfer) : null;
    },

    /** The customer's orders, newest first. */
    async listCustomerOrders(userId) {
      return db.all<OrderSummary>(
        'SELECT id, number, status, date_created, total, currency, discount_total FROM orders WHERE customer_id = ? ORDER BY id DESC',
        userId,
      );
    },

    /** Customer-visible notes (notes added with a status change). */
    async listCustomerNotes(orderId) {
      return customerNotes(db, orderId);
    },

    async setOrderStatus(id, status, note) {
      return changeOrderStatus(db, id, status, note, ctx.now()).order;
    },

    findOrderId: (ref) => findOrderId(db, ref),

    readOrder(id) {
      const o = orderRow(db, id);
      return o ? withBankTransfer(toOrder(db, o), ctx.bankTransfer) : null;
    },
  };
}
