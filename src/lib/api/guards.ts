import type { Cart, CartItem } from '../schemas/cart';
import type { CreateOrderResult, PaymentGateway, ShippingMethod } from '../schemas/order';
import type { AnswerParser } from './http';

/**
 * Hand-written checks for the answers on the always-loaded paths (cart badge, store status),
 * so those bundles do not carry zod. Each mirrors its zod schema in src/lib/schemas; a unit
 * test feeds both the same answers and expects the same verdict.
 */

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const optional = (v: unknown, check: (x: unknown) => boolean) => v === undefined || check(v);

function fail(what: string): never {
  throw new TypeError(`malformed ${what}`);
}

function isCartItem(v: unknown): v is CartItem {
  return (
    isObj(v) &&
    isStr(v.key) &&
    isInt(v.id) && v.id > 0 &&
    isStr(v.name) &&
    isStr(v.price) &&
    optional(v.regular_price, isStr) &&
    isInt(v.quantity) && v.quantity > 0 &&
    optional(v.max_quantity, (m) => m === null || isInt(m)) &&
    isObj(v.totals) && isStr(v.totals.subtotal) && isStr(v.totals.total) && isStr(v.totals.tax) && isStr(v.totals.subtotal_tax) &&
    isStr(v.featured_image) &&
    optional(v.permalink, isStr)
  );
}

/** Same verdict as cartSchema.parse, without zod. `notices` defaults to []. */
export const cartGuard: AnswerParser<Cart> = {
  parse(v) {
    if (!isObj(v) || !Array.isArray(v.items) || !v.items.every(isCartItem)) fail('cart');
    if (!isInt(v.item_count) || v.item_count < 0) fail('cart');
    const t = v.totals;
    if (!isObj(t) || !isStr(t.subtotal) || !isStr(t.total) || !isStr(t.total_tax)) fail('cart');
    const notices = v.notices === undefined ? [] : v.notices;
    if (!Array.isArray(notices) || !notices.every(isStr)) fail('cart');
    return { ...(v as unknown as Cart), notices };
  },
};

/** Which store serves the shop and whether the WooCommerce settings are complete. */
export interface StoreStatus {
  driver: 'embedded' | 'woocommerce';
  woocommerce: { requested: boolean; configured: boolean; missing: string[] };
}

/** The store backend's connection test. */
export interface ConnectionTest {
  ok: boolean;
  message: string;
  partial?: boolean;
}

export const storeStatusGuard: AnswerParser<StoreStatus> = {
  parse(v) {
    if (!isObj(v) || (v.driver !== 'embedded' && v.driver !== 'woocommerce')) fail('store status');
    const w = v.woocommerce;
    if (!isObj(w) || typeof w.requested !== 'boolean' || typeof w.configured !== 'boolean') fail('store status');
    if (!Array.isArray(w.missing) || !w.missing.every(isStr)) fail('store status');
    return { driver: v.driver, woocommerce: { requested: w.requested, configured: w.configured, missing: w.missing } };
  },
};

export const connectionTestGuard: AnswerParser<ConnectionTest> = {
  parse(v) {
    if (!isObj(v) || typeof v.ok !== 'boolean' || !isStr(v.message)) fail('connection test');
    if (v.partial !== undefined && typeof v.partial !== 'boolean') fail('connection test');
    return v.partial === undefined ? { ok: v.ok, message: v.message } : { ok: v.ok, message: v.message, partial: v.partial };
  },
};

/** Checkout answers (payment gateways, shipping methods, a created order): the checkout page
 * must not download zod either. Same verdicts as gatewaySchema, shippingMethodSchema and
 * createOrderResultSchema. */
const isMethod = (v: unknown): v is PaymentGateway =>
  isObj(v) && isStr(v.id) && isStr(v.title) && typeof v.enabled === 'boolean' && optional(v.description, isStr);

export const gatewaysGuard: AnswerParser<{ gateways: PaymentGateway[] }> = {
  parse(v) {
    if (!isObj(v) || !Array.isArray(v.gateways) || !v.gateways.every(isMethod)) fail('payment gateways');
    return { gateways: v.gateways.map((g) => ({ ...g, description: g.description ?? '' })) };
  },
};

export const shippingMethodsGuard: AnswerParser<{ methods: ShippingMethod[] }> = {
  parse(v) {
    if (!isObj(v) || !Array.isArray(v.methods) || !v.methods.every((m) => isMethod(m) && optional((m as Record<string, unknown>).cost, isStr))) fail('shipping methods');
    return { methods: (v.methods as ShippingMethod[]).map((m) => ({ ...m, description: m.description ?? '' })) };
  },
};

export const createOrderResultGuard: AnswerParser<CreateOrderResult> = {
  parse(v) {
    if (!isObj(v) || !isInt(v.id) || !isStr(v.number) || !isStr(v.order_key) || !isStr(v.status) || !isStr(v.total)) fail('order');
    return { id: v.id, number: v.number, order_key: v.order_key, status: v.status, total: v.total };
  },
};
