// Placing an order: the Store API checkout, once per idempotency key across server processes, at the rates WooCommerce charges.
import * as z from 'zod/mini';
import '../../../lib/schemas/zod'; // the shop's wording for every issue
import { StoreError, type OrderInput, type OrdersApi, type Shopper } from '../../backend';
import type { Address } from '../../../lib/schemas/address';
import type { CreateOrderResult } from '../../../lib/schemas/order';
import { MSG } from '../../../lib/messages';
import { parse } from './http';
import { storeCheckoutResultSchema, type StoreCart, type StoreCheckoutResult } from './schemas/store-api';
import { wooOrderSchema, type WooOrder } from './schemas/orders';
import { reshapeOrderSummary } from './reshape/orders';
import { reshapeShippingQuote, reshapeStoreCart } from './reshape/cart';
import type { WooContext } from './context';
import type { OrderReader } from './order-reading';
import { BANK_TRANSFER } from '../../bank-transfer';
import { PLACING_LEASE_MS } from '../../state/placed-orders';
import { assertQuantities } from '../../quantity-limits';
import { checkoutCouponRefusal, readCouponRefusal } from './coupons';
import { codeKey, refusalMessage, type CodeRefusal } from '../../../lib/discounts';
import { codeRefused } from '../../discounts';
import { assertExpectedTotal } from '../../expected-total';
import { currentLocale } from '../../../lib/i18n/current';
import { ORDER_LANGUAGE_META } from './reshape/orders';

/** How long a double submit waits for another server process to finish placing the same order. */
const PLACING_WAIT_MS = 30_000;
const PLACING_POLL_MS = 100;

/**
 * The payment provider's page the shopper must go to, or undefined. Even Cash on Delivery answers a
 * redirect_url (the site's order-received page, or with the nefertari-storefront plugin the
 * shop's own confirmation): a payment page is one that leaves an order still pending (unpaid)
 * and is not that order-received page.
 */
export function offSitePayment(result: StoreCheckoutResult): string | undefined {
  const url = result.payment_result?.redirect_url ?? '';
  if (!url || result.status !== 'pending') return undefined;
  if (!/^https?:\/\//i.test(url)) return undefined;
  if (/\/order-received\/|[?&]order-received=|\/order-confirmation\/\d+/.test(url)) return undefined;
  return url;
}

/** Store API addresses: the same field names as ours; shipping carries no email. */
function storeAddress(a: Address, kind: 'billing' | 'shipping') {
  const { email, ...rest } = a;
  return kind === 'billing' ? { ...rest, email } : rest;
}

/** The checkout's part of the orders domain (orders.ts assembles it): the shipping quote and the order placed. */
export function checkoutDomain(
  ctx: WooContext,
  { readOrder }: OrderReader,
): Pick<OrdersApi, 'quoteShipping' | 'createOrder'> {
  const { http, v3, storeApi, placedOrders, log, now } = ctx;
  /** Attempts in flight in this process, so a double submit here waits for the first without polling. */
  const inFlight = new Map<string, Promise<CreateOrderResult>>();

  /**
   * Places the order once per idempotency key across server processes: the first caller claims
   * the key in placedOrders; another one waits for its result, or takes over if it failed.
   */
  async function placeOnce(key: string, shopper: Shopper, input: OrderInput): Promise<CreateOrderResult> {
    const deadline = now() + PLACING_WAIT_MS;
    for (;;) {
      if (await placedOrders.claim(key, now())) {
        // The lease is renewed while this process works; if it dies, another takes over after one lease.
        const renewal = setInterval(
          () => void placedOrders.renew(key, now()).catch(() => undefined),
          PLACING_LEASE_MS / 3,
        );
        try {
          const result = (await placedEarlier(key, shopper)) ?? (await placeOrder(shopper, input, key));
          await placedOrders.finish(key, result);
          return result;
        } catch (err) {
          await placedOrders.release(key);
          throw err;
        } finally {
          clearInterval(renewal);
        }
      }
      const seen = await placedOrders.get(key);
      if (seen && seen !== 'placing') return seen;
      if (!seen) continue; // the other attempt failed: try ourselves
      if (now() > deadline) throw new StoreError('unavailable', MSG.backendUnavailable, 503);
      await new Promise((r) => setTimeout(r, PLACING_POLL_MS));
    }
  }

  /**
   * Taking over from a process that died placing this key: the order it noted may already be
   * placed (WooCommerce finished the checkout; the cart it emptied is gone). Then that order is
   * the result, attached to the customer as placeOrder would have; a draft still a draft is not.
   */
  async function placedEarlier(key: string, shopper: Shopper): Promise<CreateOrderResult | undefined> {
    const id = await placedOrders.draft(key);
    if (!id) return undefined;
    let order = await readOrder(id).catch(() => null);
    if (!order || ['checkout-draft', 'failed', 'cancelled', 'trash'].includes(order.status)) return undefined;
    log(`order ${id} was placed by a server that stopped before answering: answering it`);
    // That checkout emptied the cart under a new Cart-Token the dead process never kept: the one
    // we hold still shows the lines now in the order, which the shopper would otherwise buy again.
    await storeApi
      .call(shopper, '/cart/items', { method: 'DELETE' })
      .catch((err: Error) => log(`cart of order ${id} not emptied: ${err.message}`));
    if (shopper.userId && order.customer_id !== shopper.userId) {
      order = parse(
        wooOrderSchema,
        (await http.call('v3', `/orders/${id}`, { method: 'PUT', body: { customer_id: shopper.userId } })).data,
        'order',
      );
    }
    const offSite =
      order.status === 'pending' &&
      order.needs_payment &&
      !['cod', BANK_TRANSFER].includes(order.payment_method) &&
      order.payment_url;
    return {
      id: order.id,
      number: order.number || String(order.id),
      order_key: order.order_key,
      status: order.status,
      total: reshapeOrderSummary(order).total,
      ...(offSite ? { payment_url: order.payment_url } : {}),
    };
  }

  async function placeOrder(shopper: Shopper, input: OrderInput, key: string): Promise<CreateOrderResult> {
    const session = await storeApi.session(shopper);
    if (!session?.wcCartToken) throw new StoreError('empty_cart', MSG.emptyCartCheckout, 409);
    const cart = await storeApi.cart(shopper, '/cart');
    if (cart.items.length === 0) throw new StoreError('empty_cart', MSG.emptyCartCheckout, 409);
    assertQuantities(reshapeStoreCart(cart).items);
    // A cart of virtual and downloadable products only: WooCommerce ships nothing and takes the
    // order with the billing address alone (it copies it as the shipping address), no rate chosen.
    const ships = cart.needs_shipping ?? true;
    if (ships && !input.shippingMethod) throw new StoreError('invalid_request', MSG.shippingMethodRequired, 400);
    // The rates and the charge are WooCommerce's for this address: the same steps as the quote the
    // shopper saw, and a rate the address no longer has is refused, never swapped for another.
    // The total as WooCommerce will charge it (the cart with this address and rate), against the
    // one she was shown.
    const charged = ships ? await shipTo(shopper, input.shipping, input.shippingMethod, true) : cart;
    assertExpectedTotal(input.expectedTotal, reshapeShippingQuote(charged).totals.total);
    // The draft order the checkout will turn into the order (GET /checkout makes or reuses it),
    // noted first so a process taking over from this one can find the order if this one dies.
    const draft = parse(
      z.object({ order_id: z.number() }),
      (await storeApi.call(shopper, '/checkout')).data,
      'checkout draft',
    );
    if (draft.order_id > 0) await placedOrders.noteDraft(key, draft.order_id);
    // Store API POST /checkout, never POST /wc/v3/orders: the v3 route takes line items
    // and totals from the caller, skips the cart, stock and coupon checks and can mark an order
    // paid (set_paid). Checkout turns the shopper's own WooCommerce cart into the order with
    // WooCommerce's prices and empties that cart.
    const res = await storeApi
      .call(shopper, '/checkout', {
        method: 'POST',
        body: {
          billing_address: storeAddress(input.billing, 'billing'),
          ...(ships ? { shipping_address: storeAddress(input.shipping, 'shipping') } : {}),
          customer_note: input.customerNote,
          payment_method: input.paymentMethod,
          payment_data: [],
          // The gift message and the slip without prices, for the shop's plugin to keep on the order
          // (it checks them too); the wrap is already the cart's fee.
          // Nothing to deliver, no card and no slip: no gift options either.
          ...(ships && (input.giftMessage || input.giftHidePrices)
            ? {
                extensions: {
                  nefertari: { gift_message: input.giftMessage ?? '', gift_hide_prices: Boolean(input.giftHidePrices) },
                },
              }
            : {}),
        },
      })
      .catch(async (err: unknown) => {
        throw await checkoutRefusal(err);
      });
    const result = parse(storeCheckoutResultSchema, res.data, 'checkout');
    if (result.payment_result && ['failure', 'error'].includes(result.payment_result.payment_status)) {
      throw new StoreError('backend_error', MSG.orderFailed, 502, {
        order_id: result.order_id,
        payment_status: result.payment_result.payment_status,
      });
    }
    // The Store API checkout does not answer the total, and runs as a guest (we hold the
    // shopper's cart, not a WordPress login): the order is read back with the keys, in the same
    // call that notes the language she placed it in (its emails and pages speak it) and, for a
    // logged-in customer, attaches it to her so it appears in her orders. Only the server does
    // this PUT, never the shopper.
    let order: WooOrder | null = null;
    try {
      order = parse(
        wooOrderSchema,
        (
          await http.call('v3', `/orders/${result.order_id}`, {
            method: 'PUT',
            body: {
              ...(shopper.userId ? { customer_id: shopper.userId } : {}),
              meta_data: [{ key: ORDER_LANGUAGE_META, value: currentLocale() }],
            },
          })
        ).data,
        'order',
      );
    } catch (err) {
      // The order exists; a failed follow-up read must not make the shopper pay twice.
      log(`order ${result.order_id} placed but not read back: ${(err as Error).message}`);
    }
    const paymentUrl = offSitePayment(result);
    return {
      id: result.order_id,
      number: result.order_number || order?.number || String(result.order_id),
      order_key: result.order_key,
      status: order?.status || result.status,
      total: order ? reshapeOrderSummary(order).total : reshapeStoreCart(cart).totals.total,
      ...(paymentUrl ? { payment_url: paymentUrl } : {}),
    };
  }

  /**
   * A checkout WooCommerce refused because of a code (409 woocommerce_rest_cart_coupon_errors): it
   * took the code off the cart and placed nothing, and a second checkout would charge the full
   * price. The shop refuses the order with the reason in its words, so the shopper sees the new
   * total before she places it again. "Usage limit reached" is WooCommerce's sentence for a code
   * used up and for one this customer's email has used: the coupon's counts tell them apart.
   */
  async function checkoutRefusal(err: unknown): Promise<unknown> {
    if (!(err instanceof StoreError) || err.details?.woo_code !== 'woocommerce_rest_cart_coupon_errors') return err;
    const removed = err.details.removed_coupons;
    let refusal: CodeRefusal =
      (removed && typeof removed === 'object' ? checkoutCouponRefusal(removed as Record<string, unknown>) : null) ??
      readCouponRefusal(err.message);
    if (refusal.reason === 'used_up') {
      const coupon = await v3('/coupons', { query: { code: codeKey(refusal.code) } })
        .then(
          (r) =>
            (
              r.data as { usage_count?: number; usage_limit?: number | null; usage_limit_per_user?: number | null }[]
            )[0],
        )
        .catch(() => undefined);
      const total = coupon?.usage_limit ?? null;
      if (coupon && coupon.usage_limit_per_user && (total === null || (coupon.usage_count ?? 0) < total))
        refusal = { ...refusal, reason: 'used_by_you', times: coupon.usage_limit_per_user };
    }
    return codeRefused(refusal, 409, MSG.codeRefusedAtCheckout(refusalMessage(refusal)));
  }

  /**
   * Puts the shipping address on the shopper's Store API cart (its rates follow the address), then
   * selects the rate asked for. The cart then holds the rates with their prices and the totals
   * with the chosen one, as WooCommerce will charge them. strict (placing the order): an address
   * with no rate, or a rate it does not have, is refused.
   */
  async function shipTo(
    shopper: Shopper,
    address: Address,
    rateId: string | undefined,
    strict: boolean,
  ): Promise<StoreCart> {
    let cart = await storeApi.cart(shopper, '/cart/update-customer', {
      method: 'POST',
      body: { shipping_address: storeAddress(address, 'shipping') },
    });
    // Nothing to ship: no rate to find or choose (the quote says so, createOrder sends no rate).
    if (cart.needs_shipping === false) return cart;
    const packages = cart.shipping_rates ?? [];
    const all = packages.flatMap((p) => p.shipping_rates ?? []);
    if (strict && cart.items.length > 0 && all.length === 0)
      throw new StoreError('invalid_request', MSG.noShippingToAddress, 409);
    if (!rateId) return cart;
    const pkg = packages.find((p) => (p.shipping_rates ?? []).some((r) => r.rate_id === rateId));
    if (!pkg) {
      if (strict) throw new StoreError('conflict', MSG.shippingRateGone, 409, { rate: rateId });
      return cart;
    }
    if (!pkg.shipping_rates?.find((r) => r.rate_id === rateId)?.selected) {
      cart = await storeApi.cart(shopper, '/cart/select-shipping-rate', {
        method: 'POST',
        body: { package_id: pkg.package_id, rate_id: rateId },
      });
    }
    return cart;
  }

  return {
    /**
     * The store's real rates for the address (Store API update-customer, select-shipping-rate) and
     * its totals with them; a cart WooCommerce ships nothing of has no rates and pays no shipping.
     */
    async quoteShipping(shopper, address, rateId) {
      return reshapeShippingQuote(await shipTo(shopper, address, rateId, false));
    },

    /** Store API checkout, once per cart token + idempotency key across processes (placeOnce). */
    createOrder(shopper, input) {
      const key = `${shopper.cartToken}:${input.idempotencyKey}`;
      const existing = inFlight.get(key);
      if (existing) return existing;
      const attempt = placeOnce(key, shopper, input).finally(() => inFlight.delete(key));
      inFlight.set(key, attempt);
      return attempt;
    },
  };
}
