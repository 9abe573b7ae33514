// The Store API cart, and the shipping quote read from it.
import type { Cart } from '../../../../lib/schemas/cart';
import type { ShippingQuote } from '../../../../lib/schemas/shipping';
import type { AppliedCode } from '../../../../lib/schemas/discount';
import { fromMinorUnits } from '../../../../lib/money';
import { MAX_LINE_QUANTITY } from '../../../../lib/constants';
import { couponNotice, takenOffRefusal } from '../coupons';
import { withTakenOff } from '../../../taken-off';
import type { StoreCart } from '../schemas/store-api';
import { plain } from './fields';

/**
 * Store API money: minor-unit strings ("1800" with minor unit 2 -> "18.00"). The cart is what the
 * items cost: WooCommerce's total_price also holds the shipping of the customer's address (its
 * base country until the shopper gives one), which the checkout quotes for the real address.
 */
export interface CartContext {
  /** A variation's product (the Store API names a line by the variation's id alone); unknown: the variation's own id. */
  parentOf?: (variationId: number) => number | undefined;
  /** The picture of a line whose product has none. */
  noPicture?: string;
}

/** A cart line's engraving from the shop's plugin's data on it (the text as typed). */
const lineEngraving = (e: { label: string; text: string; price: string } | null | undefined) =>
  e?.text ? { engraving: { label: e.label, text: e.text, price: e.price || '0.00' } } : {};

/** What the gift wrap adds to a cart's totals: the plugin's fee, when chosen. */
const giftWrapTotal = (c: StoreCart): { gift_wrap?: string } => {
  const wrap = c.extensions?.nefertari?.gift_wrap;
  return wrap?.chosen ? { gift_wrap: wrap.price } : {};
};

/**
 * The Store API cart's codes, each with what it takes off, and the whole discount: named fields
 * present only when the cart has codes, so a cart without reads as it always did.
 */
function cartCodes(c: StoreCart): { coupons?: AppliedCode[]; discount?: string } {
  if (!c.coupons?.length) return {};
  return {
    coupons: c.coupons.map((x) => ({
      code: x.code,
      discount: fromMinorUnits(x.totals.total_discount || 0, x.totals.currency_minor_unit),
      free_shipping: false,
    })),
    discount: fromMinorUnits(c.totals.total_discount || 0, c.totals.currency_minor_unit),
  };
}

export function reshapeStoreCart(c: StoreCart, context: CartContext = {}): Cart {
  const t = c.totals;
  const wrap = c.extensions?.nefertari?.gift_wrap;
  const u = t.currency_minor_unit;
  const shipping = Number(t.total_shipping || 0) + Number(t.total_shipping_tax || 0);
  const { coupons, discount } = cartCodes(c);
  const takenOff = (c.errors ?? []).map((e) => takenOffRefusal(e.message)).filter((r) => r !== null);
  const cart: Cart = {
    items: c.items.map((item) => {
      const pu = item.prices.currency_minor_unit;
      const tu = item.totals.currency_minor_unit;
      const image = item.images?.[0];
      const variation = item.type === 'variation';
      return {
        key: item.key,
        id: variation ? (context.parentOf?.(item.id) ?? item.id) : item.id,
        variation_id: variation ? item.id : 0,
        // The values chosen, by name ("Ring size: 7"; an "any" attribute with the shopper's value).
        choices: (item.variation ?? []).map((v) => ({ name: plain(v.attribute), option: plain(v.value) })),
        sku: item.sku || undefined,
        name: plain(item.name),
        price: fromMinorUnits(item.prices.price, pu),
        regular_price: fromMinorUnits(item.prices.regular_price || item.prices.price, pu),
        quantity: item.quantity,
        max_quantity: Math.min(item.quantity_limits?.maximum ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY),
        totals: {
          subtotal: fromMinorUnits(item.totals.line_subtotal, tu),
          total: fromMinorUnits(item.totals.line_total, tu),
          tax: fromMinorUnits(item.totals.line_total_tax, tu),
          subtotal_tax: fromMinorUnits(item.totals.line_subtotal_tax, tu),
        },
        featured_image: image ? image.thumbnail || image.src : (context.noPicture ?? ''),
        permalink: item.permalink,
        ...lineEngraving(item.extensions?.nefertari?.engraving),
      };
    }),
    item_count: Math.max(0, Math.trunc(c.items_count)),
    needs_shipping: c.needs_shipping ?? true,
    totals: {
      subtotal: fromMinorUnits(t.total_items, u),
      total: fromMinorUnits(Number(t.total_price || 0) - shipping, u),
      total_tax: fromMinorUnits(Number(t.total_tax || 0) - Number(t.total_shipping_tax || 0), u),
      ...giftWrapTotal(c),
      ...(discount ? { discount } : {}),
    },
    ...(wrap ? { gift_wrap: { chosen: wrap.chosen, price: wrap.price } } : {}),
    ...(coupons ? { coupons } : {}),
    // The Store API reports lines it had to change (stock, product gone) and codes it took off in `errors`.
    notices: (c.errors ?? []).map((e) => couponNotice(e.message) ?? plain(e.message)).filter(Boolean),
  };
  return withTakenOff(cart, takenOff);
}

/**
 * The Store API cart's shipping: the rates of the customer's address (every package's; a cart
 * is one package unless a plugin splits it) and the totals with the selected ones, exactly as
 * WooCommerce will charge them.
 */
export function reshapeShippingQuote(c: StoreCart): ShippingQuote {
  const t = c.totals;
  const u = t.currency_minor_unit;
  const rates = (c.shipping_rates ?? []).flatMap((pkg) =>
    (pkg.shipping_rates ?? []).map((r) => ({
      id: r.rate_id,
      name: plain(r.name) || r.method_id,
      description: plain(r.description),
      price: fromMinorUnits(Number(r.price || 0) + Number(r.taxes || 0), r.currency_minor_unit),
      selected: r.selected,
    })),
  );
  const ships = c.needs_shipping ?? true;
  const codes = cartCodes(c);
  return {
    needs_shipping: ships,
    // A cart of virtual products: WooCommerce lists no rate and charges none (total_shipping null).
    rates: ships ? rates : [],
    totals: {
      subtotal: fromMinorUnits(t.total_items, u),
      shipping: !ships
        ? '0.00'
        : rates.length > 0 && t.total_shipping !== ''
          ? fromMinorUnits(Number(t.total_shipping) + Number(t.total_shipping_tax || 0), u)
          : null,
      total_tax: fromMinorUnits(t.total_tax, u),
      ...giftWrapTotal(c),
      total: fromMinorUnits(t.total_price, u),
      ...(codes.discount ? { discount: codes.discount } : {}),
    },
    ...(codes.coupons ? { coupons: codes.coupons } : {}),
  };
}
