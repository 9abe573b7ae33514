import { CHECKOUT_MSG } from '../checkout-messages';
import { SHOP_PAYMENT_METHODS } from '../payment-methods';
import type { Address } from '../schemas/address';
import { ADDRESS_FIELDS } from '../address';
import type { Cart } from '../schemas/cart';
import type { AppliedCode } from '../schemas/discount';
import type { CreateOrderBody, PaymentGateway } from '../schemas/order';
import type { ShippingQuote } from '../schemas/shipping';
import { billingOf, type CheckoutDraft, type Refusal } from './steps';

/**
 * What the checkout charges and how: the store's quote for the address and the chosen rate, the
 * payment methods the cart may be paid by, and the order that Place Order sends. Every amount is
 * the server's; the browser shows it and adds nothing up.
 */

/** Offered when the store's list cannot be read or has none enabled: the shop's own methods, as on the server. */
export const FALLBACK_GATEWAYS: readonly PaymentGateway[] = SHOP_PAYMENT_METHODS;

/** Only enabled entries, with the fallbacks when none is left. */
export function usableGateways(list: readonly PaymentGateway[] | null | undefined): PaymentGateway[] {
  const enabled = (list ?? []).filter((g) => g.enabled);
  return enabled.length ? enabled : [...FALLBACK_GATEWAYS];
}

/** The methods this cart may be paid by: one taken on delivery only when something is delivered. */
export function gatewaysFor(list: readonly PaymentGateway[], needsShipping: boolean): PaymentGateway[] {
  return needsShipping ? [...list] : list.filter((g) => !g.shipped_only);
}

export interface CheckoutTotals {
  subtotal: string;
  /** null until a shipping rate is chosen (the summary says so instead of a price). */
  shipping: string | null;
  /** What the gift wrap adds, when chosen. */
  gift_wrap?: string;
  total: string;
  /** The discount codes the total counts, each with what it takes off. */
  coupons: AppliedCode[];
}

/**
 * What the summary and Place Order show: the server's numbers, never the browser's sums. With a
 * rate chosen and the store's quote for it at hand, the quote's totals (what the order will be
 * charged); before that, the cart's, without shipping.
 */
export function checkoutTotals(
  cart: Pick<Cart, 'totals' | 'coupons'>,
  quote: ShippingQuote | null,
  rateId: string,
): CheckoutTotals {
  const wrap = (amount: string | undefined) => (amount === undefined ? {} : { gift_wrap: amount });
  if (quote && quotes(quote, rateId))
    return {
      subtotal: quote.totals.subtotal,
      shipping: quote.totals.shipping,
      ...wrap(quote.totals.gift_wrap),
      total: quote.totals.total,
      coupons: quote.coupons ?? [],
    };
  return {
    subtotal: cart.totals.subtotal,
    shipping: null,
    ...wrap(cart.totals.gift_wrap),
    total: cart.totals.total,
    coupons: cart.coupons ?? [],
  };
}

/**
 * True when the quote is the store's answer for this chosen rate (or, for a cart nothing in which
 * is shipped, its answer at all): Place Order may show its total.
 */
export function quotes(quote: ShippingQuote | null, rateId: string): boolean {
  if (quote?.needs_shipping === false) return true;
  return !!rateId && !!quote?.rates.some((r) => r.id === rateId && r.selected);
}

/**
 * The rate the checkout holds once the store has answered for the address: the shopper's own
 * choice while the address still has it; else the only rate there is (a choice of one is no
 * choice), or the one the store itself selected (WooCommerce's Store API marks one); else none,
 * and the shopper chooses.
 */
export function rateAfterQuote(quote: ShippingQuote, chosen: string): string {
  if (chosen && quote.rates.some((r) => r.id === chosen)) return chosen;
  if (quote.rates.length === 1) return quote.rates[0]!.id;
  return quote.rates.find((r) => r.selected)?.id ?? '';
}

/** What stops the shopper going on to Payment with this quote: no rate for the address, or none chosen. */
export function shippingRefusal(quote: ShippingQuote | null, rateId: string): Refusal | null {
  if (quote?.needs_shipping === false) return null;
  if (quote && quote.rates.length === 0) return { message: CHECKOUT_MSG.noShippingToAddress, step: 'shipping' };
  if (!rateId || (quote && !quote.rates.some((r) => r.id === rateId)))
    return { message: CHECKOUT_MSG.shippingMethodRequired, step: 'shipping' };
  return null;
}

export function orderBody(draft: CheckoutDraft, needsShipping = true, expectedTotal?: string): CreateOrderBody {
  const trim = (a: Address): Address =>
    Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, String(a[f] ?? '').trim()])) as Address;
  return {
    shipping: trim(draft.shipping),
    billing: trim(billingOf(draft)),
    payment_method: draft.paymentMethod,
    shipping_method: draft.shippingMethod,
    customer_note: draft.customerNote.trim(),
    // The message as typed (its line breaks and spaces are the writer's); blank is none. Nothing
    // delivered, no card and no slip: the gift options are not offered, nor sent.
    ...(needsShipping && draft.giftMessage.trim() ? { gift_message: draft.giftMessage } : {}),
    ...(needsShipping && draft.giftHidePrices ? { gift_hide_prices: true } : {}),
    idempotency_key: draft.idempotencyKey,
    ...(expectedTotal === undefined ? {} : { expected_total: expectedTotal }),
  };
}
