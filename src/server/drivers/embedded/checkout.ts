import { randomBytes } from 'node:crypto';
import { SHOP_PAYMENT_METHODS } from '../../../lib/payment-methods';
import { pieceLabel } from '../../../lib/catalogue/text';
import { StoreError, type OrdersApi } from '../../backend';
import type { OrderStatus, PaymentGateway } from '../../../lib/schemas/order';
import type { ShippingQuote, ShippingRate } from '../../../lib/schemas/shipping';
import { MSG } from '../../../lib/messages';
import { CHECKOUT_MSG } from '../../../lib/checkout-messages';
import { CURRENCY, FLAT_SHIPPING } from '../../../lib/constants';
import { fromMinor, toMinor } from '../../../lib/money';
import { available, storedChoices } from './cart-math';
import { cartBuyer, priceLines } from './cart-pricing';
import { recordUses } from './coupons';
import { codeRefused } from '../../discounts';
import { assertExpectedTotal } from '../../expected-total';
import { currentLocale } from '../../../lib/i18n/current';
import { codeLabel, refusalMessage } from '../../../lib/discounts';
import type { OrderGift } from '../../../lib/schemas/gift';
import { iso, type EmbeddedContext } from './context';
import { adjustStock, stockUnit } from './stock';
import { assertQuantities } from '../../quantity-limits';
import { enqueueMail } from '../../mail/queue';
import { orderRow } from './order-reading';
import { history } from './order-status';

/**
 * Placing an order: the shipping quote and the checkout, which takes stock, counts the codes' uses,
 * numbers the order and queues its emails in one write transaction.
 */

/** Cash on delivery and a bank transfer (src/lib/payment-methods.ts). */
export const GATEWAYS: readonly PaymentGateway[] = SHOP_PAYMENT_METHODS;
/**
 * The embedded store's shipping: one flat rate to any address, whatever the method. Its words are
 * read in the language of the request that shows or places it (getters, not a copy made at start).
 */
export const SHIPPING_RATES: Omit<ShippingRate, 'selected'>[] = [
  {
    id: 'standard',
    get name() {
      return CHECKOUT_MSG.standardShipping;
    },
    get description() {
      return CHECKOUT_MSG.standardShippingDescription;
    },
    price: FLAT_SHIPPING,
  },
];
/** The rates for a cart: each at its price, or at 0 when a free-shipping code applies. */
const shippingRates = (free: boolean) => SHIPPING_RATES.map((r) => (free ? { ...r, price: '0.00' } : r));
/** WooCommerce semantics: cash on delivery is fulfilled at once, a bank transfer waits for the money. */
const STATUS_AFTER_CHECKOUT: Record<string, OrderStatus> = { cod: 'processing', bacs: 'on-hold' };
const ORDER_NUMBER_BASE = 10000;

/** The checkout's part of the orders domain (orders.ts assembles it): the shipping quote and the order placed. */
export function checkoutDomain(ctx: EmbeddedContext): Pick<OrdersApi, 'quoteShipping' | 'createOrder'> {
  const { db, catalogue } = ctx;
  return {
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
            name: pieceLabel(product, line.name, storedChoices(line)),
            quantity: line.quantity,
          })),
        );
        // What the cart page showed, checked again under the write lock: a line the stock no longer
        // covers refuses the order (never trimmed silently), then the same sums as the cart's.
        // Lines of one piece with different engravings share its stock.
        const taken = new Map<number, number>();
        for (const { line, product, variant, stock } of lines) {
          const label = pieceLabel(product, line.name, storedChoices(line));
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
        const method = known ? shippingRates(priced.discounts.freeShipping).find((r) => r.id === known.id) : undefined;
        const shipping = cart.needs_shipping && method ? method : null;
        const shippingTotal = shipping ? toMinor(shipping.price) : 0;
        const itemsTotal = toMinor(cart.totals.total);
        assertExpectedTotal(input.expectedTotal, fromMinor(itemsTotal + shippingTotal));
        for (const { line, stock } of lines) if (stock?.manage_stock) adjustStock(db, stockUnit(line), -line.quantity);

        const now = ctx.now();
        const status = STATUS_AFTER_CHECKOUT[gateway.id] ?? 'pending';
        const orderKey = `wc_order_${randomBytes(9).toString('base64url')}`;
        const { lastInsertRowid: id } = db.run(
          `INSERT INTO orders (number, order_key, status, currency, date_created, subtotal, shipping_total, total_tax, total, customer_id,
                               billing, shipping, billing_email, payment_method, payment_method_title, customer_note, shipping_lines, cart_token, gift,
                               discount_total, coupon_lines, language)
           VALUES (?, ?, ?, ?, ?, ?, ?, '0.00', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
          // The language of the page she placed it from (the request's): its emails speak it.
          currentLocale(),
        );
        const number = String(ORDER_NUMBER_BASE + id);
        db.run('UPDATE orders SET number = ? WHERE id = ?', number, id);
        for (const item of cart.items) {
          const product = catalogue.byId.get(item.id)!;
          const variant = item.variation_id ? catalogue.variantById.get(item.variation_id)?.variant : undefined;
          db.run(
            `INSERT INTO order_items (order_id, product_id, variation_id, choices, sku, name, quantity, price, total, subtotal, image, engraving, ar)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
            // The piece's Arabic as it was when she ordered: the order keeps the words she saw.
            item.ar ? JSON.stringify(item.ar) : null,
          );
        }
        // Each code's use is counted here, in the order's own transaction.
        recordUses(
          db,
          id,
          priced.coupons.map((c) => c.id),
          buyer,
        );
        // Her order page shows these lines: in the language she placed it in, as the method's name is.
        history(db, id, 'pending', MSG.historyOrderCreated, now);
        if (status !== 'pending') {
          history(
            db,
            id,
            status,
            status === 'on-hold' ? MSG.historyAwaitingPayment(gateway.title) : MSG.historyPayOnDelivery(gateway.title),
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
  };
}
