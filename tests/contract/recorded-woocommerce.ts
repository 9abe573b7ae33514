import { createHash } from 'node:crypto';
import {
  STORE_SESSION,
  realFixture,
  startFakeWoo,
  type FakeWoo,
  type RecordedRequest,
  type Reply,
} from '../fixtures/woocommerce-fake-server';

/**
 * A WooCommerce that keeps state, made of the real store's recorded answers
 * (tests/fixtures/woocommerce-real): its six simple products with their stock, a Store API cart
 * per Cart-Token whose lines, totals, shipping rates and refusals are shaped as the real store
 * answered them, and a checkout that turns the cart into a v3 order, lowers the stock and empties
 * the cart. Enough for the store contract (tests/contract/store-contract.ts) to run against the
 * WooCommerce driver without a WordPress; the real-store suite runs the same contract against the
 * real thing.
 */
const W = '/wp-json';
const STORE = `${W}/wc/store/v1`;
const V3 = `${W}/wc/v3`;

type Json = Record<string, any>;
interface Line {
  id: number;
  quantity: number;
}
interface Session {
  lines: Map<string, Line>;
  /** Set once the shopper gave an address: the cart then holds the address's rates and charges the selected one. */
  shipTo: Json | null;
  /** The codes applied, as WooCommerce keeps them (trimmed, lower case). */
  coupons: string[];
}

const clone = <T>(v: T): T => structuredClone(v);
/** WooCommerce keys a simple product's line by the md5 of its id (the recorded "c20a…" is md5("12")). */
const lineKey = (id: number) => createHash('md5').update(String(id)).digest('hex');
const wooError = (status: number, code: string, message: string): Reply => ({
  status,
  body: { code, message, data: { status } },
});

export async function startRecordedWoo(): Promise<FakeWoo> {
  const v3Products: Json[] = realFixture('v3-products.json');
  const storeProducts: Json[] = realFixture('store-products.json');
  const stock = new Map<number, number>(v3Products.map((p) => [p.id, p.stock_quantity ?? 0]));
  const sessions = new Map<string, Session>();
  const orders = new Map<number, Json>();
  let nextSession = 1;
  let nextOrder = 100;

  const storeProduct = (id: number) => storeProducts.find((p) => p.id === id);
  const v3Product = (id: number): Json | undefined => {
    const p = v3Products.find((x) => x.id === id);
    if (!p) return undefined;
    const left = stock.get(id) ?? 0;
    return { ...clone(p), stock_quantity: left, stock_status: left > 0 ? 'instock' : 'outofstock' };
  };

  /** The shopper's session by the Cart-Token sent; a request without one starts a new session. */
  function session(req: RecordedRequest): [string, Session] {
    const token = String(req.headers['cart-token'] ?? '');
    const known = sessions.get(token);
    if (known) return [token, known];
    const fresh = `${STORE_SESSION['Cart-Token']}-${nextSession++}`;
    const made: Session = { lines: new Map(), shipTo: null, coupons: [] };
    sessions.set(fresh, made);
    return [fresh, made];
  }

  /**
   * The one recorded code, SAVE10 (v3-coupon-save10.json: 10% off every piece, no minimum), in the
   * shape of the recorded cart that holds it; any other code does not exist.
   */
  const save10 = realFixture('v3-coupon-save10.json')[0];
  const couponTemplate = realFixture('store-cart-with-coupon.json').coupons[0];
  const percentOff = (s: Session) => (s.coupons.includes(save10.code) ? Number(save10.amount) : 0);

  /** The cart as the real store answers it (store-cart-add-item.json's shape), for these lines. */
  function cartBody(s: Session): Json {
    const template = realFixture('store-cart-add-item.json');
    const lineTemplate = template.items[0];
    let itemsTotal = 0;
    let discountTotal = 0;
    const items = [...s.lines.entries()].map(([key, line]) => {
      const p = storeProduct(line.id)!;
      const price = Number(p.prices.price);
      itemsTotal += price * line.quantity;
      const subtotal = price * line.quantity;
      const off = Math.round((subtotal * percentOff(s)) / 100);
      discountTotal += off;
      const total = String(subtotal - off);
      return {
        ...clone(lineTemplate),
        key,
        id: p.id,
        name: p.name,
        sku: p.sku,
        permalink: p.permalink,
        images: p.images,
        quantity: line.quantity,
        quantity_limits: { ...lineTemplate.quantity_limits, maximum: stock.get(p.id) ?? 0 },
        prices: { ...lineTemplate.prices, ...p.prices },
        totals: { ...lineTemplate.totals, line_subtotal: String(subtotal), line_total: total },
      };
    });
    const recordedRates = realFixture('store-cart-update-customer.json').shipping_rates;
    const rates =
      s.shipTo && items.length > 0
        ? recordedRates.map((pkg: Json) => ({
            ...pkg,
            destination: s.shipTo,
            items: items.map((i) => ({ key: i.key, name: i.name, quantity: i.quantity })),
          }))
        : [];
    const shipping = rates.length > 0 ? Number(rates[0].shipping_rates[0].price) : 0;
    return {
      ...template,
      items,
      items_count: items.reduce((n, i) => n + i.quantity, 0),
      coupons: s.coupons.map((code) => ({
        ...clone(couponTemplate),
        code,
        totals: { ...couponTemplate.totals, total_discount: String(discountTotal) },
      })),
      needs_shipping: true,
      shipping_rates: rates,
      errors: [],
      totals: {
        ...template.totals,
        total_items: String(itemsTotal),
        total_shipping: rates.length > 0 ? String(shipping) : null,
        total_shipping_tax: rates.length > 0 ? '0' : null,
        total_discount: String(discountTotal),
        total_price: String(itemsTotal - discountTotal + shipping),
      },
    };
  }

  const cartReply = (token: string, s: Session, status = 200): Reply => ({
    status,
    headers: { 'Cart-Token': token, Nonce: STORE_SESSION.Nonce },
    body: cartBody(s),
  });

  /** The real store's refusals of an add (recorded: out of stock, not enough stock, no such product). */
  function refuseAdd(id: number, quantity: number, inCart: number): Reply | null {
    const p = storeProduct(id);
    if (!p) return wooError(400, 'woocommerce_rest_cart_invalid_product', 'This product cannot be added to the cart.');
    const left = stock.get(id) ?? 0;
    if (left <= 0) {
      const recorded = realFixture('store-cart-add-item-out-of-stock.json');
      return { status: 400, body: { ...recorded, message: recorded.message.replace('Scarab Silver Ring', p.name) } };
    }
    if (inCart + quantity > left) {
      const recorded = realFixture('store-cart-add-item-not-enough-stock.json');
      const message = recorded.message
        .replace('Carnelian Cocktail Ring', p.name)
        .replace(/\(\d+ remaining\)/, `(${left} remaining)`);
      return { status: 400, body: { ...recorded, message } };
    }
    return null;
  }

  const routes: Record<string, (req: RecordedRequest, params: Record<string, string>) => Reply> = {
    [`GET ${V3}/products`]: () => ({
      headers: { 'X-WP-Total': String(v3Products.length), 'X-WP-TotalPages': '1' },
      body: v3Products.map((p) => v3Product(p.id)),
    }),
    [`GET ${V3}/products/:id`]: (_req, { id }) => {
      const p = v3Product(Number(id));
      return p ? { body: p } : wooError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
    },
    [`GET ${V3}/products/categories`]: () => ({
      headers: { 'X-WP-TotalPages': '1' },
      body: realFixture('v3-products-categories.json'),
    }),
    [`GET ${V3}/payment_gateways`]: () => ({ body: realFixture('v3-payment-gateways.json') }),
    [`GET ${STORE}/products/:id`]: (_req, { id }) => {
      const p = storeProduct(Number(id));
      return p ? { body: p } : wooError(404, 'woocommerce_rest_product_invalid_id', 'Invalid product ID.');
    },
    [`GET ${STORE}/cart`]: (req) => cartReply(...session(req)),
    [`POST ${STORE}/cart/add-item`]: (req) => {
      const [token, s] = session(req);
      const { id, quantity } = req.body as { id: number; quantity: number };
      const key = lineKey(id);
      const inCart = s.lines.get(key)?.quantity ?? 0;
      const refused = refuseAdd(id, quantity, inCart);
      if (refused) return refused;
      s.lines.set(key, { id, quantity: inCart + quantity });
      return cartReply(token, s, 201);
    },
    [`POST ${STORE}/cart/update-item`]: (req) => {
      const [token, s] = session(req);
      const { key, quantity } = req.body as { key: string; quantity: number };
      const line = s.lines.get(key);
      if (!line) return wooError(409, 'woocommerce_rest_cart_invalid_key', 'Cart item no longer exists or is invalid.');
      line.quantity = quantity;
      return cartReply(token, s);
    },
    [`POST ${STORE}/cart/remove-item`]: (req) => {
      const [token, s] = session(req);
      const { key } = req.body as { key: string };
      if (!s.lines.delete(key))
        return wooError(409, 'woocommerce_rest_cart_invalid_key', 'Cart item no longer exists or is invalid.');
      return cartReply(token, s);
    },
    [`DELETE ${STORE}/cart/items`]: (req) => {
      const [token, s] = session(req);
      s.lines.clear();
      s.coupons = [];
      return { headers: { 'Cart-Token': token, Nonce: STORE_SESSION.Nonce }, body: [] };
    },
    [`POST ${STORE}/cart/update-customer`]: (req) => {
      const [token, s] = session(req);
      s.shipTo = (req.body as { shipping_address: Json }).shipping_address;
      return cartReply(token, s);
    },
    // The recorded refusals name the code as sent, trimmed and in lower case.
    [`POST ${STORE}/cart/apply-coupon`]: (req) => {
      const [token, s] = session(req);
      const code = String((req.body as { code: string }).code)
        .trim()
        .toLowerCase();
      const said = (file: string, recorded: string) => {
        const r = realFixture(file);
        return { status: 400, body: { ...r, message: r.message.replace(recorded, code) } };
      };
      if (code !== save10.code) return said('store-cart-apply-coupon-unknown.json', 'nope2026');
      if (s.coupons.includes(code)) return said('store-cart-apply-coupon-again.json', 'save10');
      s.coupons.push(code);
      return cartReply(token, s);
    },
    [`POST ${STORE}/cart/remove-coupon`]: (req) => {
      const [token, s] = session(req);
      const code = String((req.body as { code: string }).code)
        .trim()
        .toLowerCase();
      if (!s.coupons.includes(code)) {
        const recorded = realFixture('store-cart-remove-coupon-not-applied.json');
        return { status: 409, body: { ...recorded, data: { ...recorded.data, cart: cartBody(s) } } };
      }
      s.coupons = s.coupons.filter((c) => c !== code);
      return cartReply(token, s);
    },
    [`POST ${STORE}/cart/select-shipping-rate`]: (req) => cartReply(...session(req)),
    // GET /checkout makes the draft order the checkout will place.
    [`GET ${STORE}/checkout`]: (req) => {
      const [token] = session(req);
      return {
        headers: { 'Cart-Token': token, Nonce: STORE_SESSION.Nonce },
        body: { ...realFixture('store-checkout-get.json'), order_id: nextOrder },
      };
    },
    [`POST ${STORE}/checkout`]: (req) => {
      const [token, s] = session(req);
      if (s.lines.size === 0)
        return wooError(400, 'woocommerce_rest_cart_empty', 'Cannot create order from empty cart.');
      const body = req.body as { billing_address: Json; shipping_address?: Json; payment_method: string };
      const cart = cartBody(s);
      const id = nextOrder++;
      const key = `wc_order_contract${id}`;
      const recorded = realFixture('v3-order.json');
      const lineTemplate = recorded.line_items[0];
      const minor = (v: string | number) => (Number(v) / 100).toFixed(2);
      orders.set(id, {
        ...recorded,
        id,
        number: String(id),
        order_key: key,
        status: 'processing',
        billing: body.billing_address,
        shipping: { ...(body.shipping_address ?? body.billing_address), email: undefined },
        payment_method: body.payment_method,
        total: minor(cart.totals.total_price),
        discount_total: minor(cart.totals.total_discount),
        coupon_lines: cart.coupons.map((c: Json, n: number) => ({
          ...realFixture('v3-order-with-coupon-and-variations.json').coupon_lines[0],
          id: n + 1,
          code: c.code,
          discount: minor(c.totals.total_discount),
        })),
        shipping_total: minor(cart.totals.total_shipping ?? 0),
        line_items: cart.items.map((i: Json, n: number) => ({
          ...lineTemplate,
          id: n + 1,
          name: i.name,
          product_id: i.id,
          quantity: i.quantity,
          sku: i.sku,
          price: Number(i.prices.price) / 100,
          subtotal: minor(i.totals.line_subtotal),
          total: minor(i.totals.line_total),
        })),
      });
      for (const line of s.lines.values()) stock.set(line.id, (stock.get(line.id) ?? 0) - line.quantity);
      s.lines.clear();
      s.coupons = [];
      return {
        headers: { 'Cart-Token': token, Nonce: STORE_SESSION.Nonce },
        body: { ...realFixture('store-checkout.json'), order_id: id, order_number: String(id), order_key: key },
      };
    },
    [`GET ${V3}/orders/:id`]: (_req, { id }) => {
      const o = orders.get(Number(id));
      return o ? { body: o } : wooError(404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
    },
    [`GET ${V3}/orders/:id/notes`]: () => ({ body: [] }),
    // The shop notes the order's language (and its customer) after checkout; WooCommerce answers the order.
    [`PUT ${V3}/orders/:id`]: (req, { id }) => {
      const o = orders.get(Number(id));
      if (!o) return wooError(404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
      const body = req.body as { customer_id?: number; meta_data?: Json[] };
      const updated = {
        ...(o as Record<string, Json>),
        ...(body.customer_id ? { customer_id: body.customer_id } : {}),
        meta_data: [
          ...(((o as Record<string, Json>).meta_data as Json[] | undefined) ?? []),
          ...(body.meta_data ?? []),
        ],
      };
      orders.set(Number(id), updated);
      return { body: updated };
    },
  };
  return startFakeWoo(routes);
}
