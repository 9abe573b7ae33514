import { z } from 'zod';
import { StoreError, type Shopper, type StoreBackend } from '../../backend';
import type { Cart } from '../../../lib/schemas/cart';
import { emptyCart } from '../../../lib/schemas/cart';
import type { Address } from '../../../lib/schemas/address';
import type { CreateOrderResult, Order, PaymentGateway, ShippingMethod } from '../../../lib/schemas/order';
import type { Product } from '../../../lib/schemas/product';
import type { User } from '../../../lib/schemas/user';
import type { WishlistItem } from '../../../lib/schemas/wishlist';
import { MSG } from '../../../lib/messages';
import { WooHttp, WooHttpError, parse, toStoreError, type WooConfig, type WooRequest, type WooResponse } from './http';
import {
  storeCartSchema,
  storeCheckoutResultSchema,
  wooCustomerSchema,
  wooGatewaySchema,
  wooOrderNoteSchema,
  wooOrderSchema,
  wooProductSchema,
  wooReviewSchema,
  wooShippingMethodSchema,
  type StoreCart,
  type WooOrder,
} from './schemas';
import {
  reshapeCustomer,
  reshapeGateway,
  reshapeOrder,
  reshapeOrderNote,
  reshapeOrderSummary,
  reshapeProduct,
  reshapeReview,
  reshapeShippingMethod,
  reshapeStoreCart,
} from './reshape';
import { PAGE_SIZE, fetchAllPages, fetchCategories, fetchProducts, type Log } from './catalogue';
import { WooAuth } from './auth';
import {
  memoryCartSessionStore,
  memoryPlacedOrderStore,
  memoryWishlistStore,
  sqliteStores,
  type CartSession,
  type CartSessionStore,
  type PlacedOrderStore,
  type WishlistStore,
} from './stores';

export type { WishlistStore, WishlistEntry, CartSessionStore, CartSession, PlacedOrderStore } from './stores';
export { memoryWishlistStore, memoryCartSessionStore, memoryPlacedOrderStore, sqliteWishlistStore, sqliteCartSessionStore, sqlitePlacedOrderStore } from './stores';
export * from './reshape';

export interface WooCommerceBackendConfig extends WooConfig {
  /** Wishlists (WooCommerce has none). Default: the SQLite file at databasePath, else memory. */
  wishlist?: WishlistStore;
  /** Our cart token -> WooCommerce Cart-Token/Nonce. Default: the SQLite file at databasePath, else memory. */
  cartSessions?: CartSessionStore;
  /** Orders placed per idempotency key, shared by server processes. Default: the SQLite file at databasePath, else memory. */
  placedOrders?: PlacedOrderStore;
  /** The embedded SQLite file, home of the wishlists, cart sessions and placed orders when none are injected. */
  databasePath?: string;
  log?: Log;
  now?: () => number;
}

/** Spec §9 fallbacks when a store lists no enabled payment gateway or shipping method. */
export const FALLBACK_GATEWAYS: PaymentGateway[] = [
  { id: 'cod', title: 'Cash on Delivery', description: '', enabled: true },
  { id: 'bacs', title: 'Direct Bank Transfer', description: '', enabled: true },
];
export const FALLBACK_SHIPPING: ShippingMethod[] = [{ id: 'standard', title: 'Standard Shipping', description: '', enabled: true }];

const NONCE_ERRORS = new Set(['woocommerce_rest_missing_nonce', 'woocommerce_rest_invalid_nonce']);

/** How long a double submit waits for another server process to finish placing the same order. */
const PLACING_WAIT_MS = 30_000;
const PLACING_POLL_MS = 100;

/** Store API cart errors -> StoreError. A 409 may carry the cart as it now is. */
function cartError(err: unknown): StoreError {
  if (!(err instanceof WooHttpError)) return toStoreError(err);
  const cart = storeCartSchema.safeParse((err.data as { cart?: unknown } | null)?.cart);
  const details: Record<string, unknown> = { woo_code: err.code, woo_status: err.status, ...(cart.success ? { cart: reshapeStoreCart(cart.data) } : {}) };
  if (/stock/.test(err.code)) return new StoreError('insufficient_stock', err.message, 409, details);
  if (/invalid_product|product_invalid|product_does_not_exist|not_purchasable/.test(err.code)) return new StoreError('invalid_product', err.message, 400, details);
  if (err.status === 409) return new StoreError('conflict', err.message, 409, details);
  if (/cart_empty/.test(err.code)) return new StoreError('empty_cart', MSG.emptyCartCheckout, 409, details);
  return toStoreError(err);
}

/** Store API addresses: the same field names as ours; shipping carries no email. */
function storeAddress(a: Address, kind: 'billing' | 'shipping') {
  const { email, ...rest } = a;
  return kind === 'billing' ? { ...rest, email } : rest;
}

export function createWooCommerceBackend(config: WooCommerceBackendConfig): StoreBackend {
  const http = new WooHttp(config);
  const log: Log = config.log ?? ((m) => console.warn(`[woocommerce] ${m}`));
  const now = config.now ?? Date.now;
  const sqlite = config.databasePath && (!config.wishlist || !config.cartSessions || !config.placedOrders) ? sqliteStores(config.databasePath) : null;
  const wishlists = config.wishlist ?? sqlite?.wishlist ?? memoryWishlistStore();
  const sessions = config.cartSessions ?? sqlite?.cartSessions ?? memoryCartSessionStore();
  const placedOrders = config.placedOrders ?? sqlite?.placedOrders ?? memoryPlacedOrderStore();
  const auth = new WooAuth(http, now);
  /** Attempts in flight in this process, so a double submit here waits for the first without polling. */
  const inFlight = new Map<string, Promise<CreateOrderResult>>();

  /**
   * Places the order once per idempotency key across server processes: the first caller claims
   * the key in placedOrders; another one waits for its result, or takes over if it failed.
   */
  async function placeOnce(key: string, shopper: Shopper, input: Parameters<StoreBackend['createOrder']>[1]): Promise<CreateOrderResult> {
    const deadline = now() + PLACING_WAIT_MS;
    for (;;) {
      if (await placedOrders.claim(key, now())) {
        try {
          const result = await placeOrder(shopper, input);
          await placedOrders.finish(key, result);
          return result;
        } catch (err) {
          await placedOrders.release(key);
          throw err;
        }
      }
      const seen = await placedOrders.get(key);
      if (seen && seen !== 'placing') return seen;
      if (!seen) continue; // the other attempt failed: try ourselves
      if (now() > deadline) throw new StoreError('unavailable', MSG.backendUnavailable, 503);
      await new Promise((r) => setTimeout(r, PLACING_POLL_MS));
    }
  }

  const v3 = async (path: string, req: WooRequest = {}): Promise<WooResponse> => {
    try {
      return await http.call('v3', path, req);
    } catch (err) {
      throw toStoreError(err);
    }
  };

  // ------------------------------------------------------------------ Store API sessions

  async function remember(cartToken: string, res: WooResponse, before: CartSession | undefined): Promise<CartSession | undefined> {
    const wcCartToken = res.headers.get('Cart-Token') ?? before?.wcCartToken ?? '';
    const nonce = res.headers.get('Nonce') ?? res.headers.get('X-WC-Store-API-Nonce') ?? before?.nonce ?? '';
    if (!wcCartToken) return before;
    const next = { wcCartToken, nonce };
    if (next.wcCartToken !== before?.wcCartToken || next.nonce !== before?.nonce) await sessions.set(cartToken, next);
    return next;
  }

  /** One Store API call in the shopper's WooCommerce session (Cart-Token + Nonce headers). */
  async function storeCall(shopper: Shopper, path: string, req: WooRequest = {}, retried = false): Promise<WooResponse> {
    const session = await sessions.get(shopper.cartToken);
    const headers: Record<string, string> = {};
    if (session?.wcCartToken) headers['Cart-Token'] = session.wcCartToken;
    if (session?.nonce) headers.Nonce = session.nonce;
    try {
      const res = await http.call('store', path, { ...req, headers });
      await remember(shopper.cartToken, res, session);
      return res;
    } catch (err) {
      // An expired nonce: read the cart once for a fresh one, then try again.
      if (!retried && err instanceof WooHttpError && NONCE_ERRORS.has(err.code)) {
        const res = await http.call('store', '/cart', { headers: session?.wcCartToken ? { 'Cart-Token': session.wcCartToken } : {} }).catch((e: unknown) => {
          throw cartError(e);
        });
        await remember(shopper.cartToken, res, session);
        return storeCall(shopper, path, req, true);
      }
      throw cartError(err);
    }
  }

  async function cartCall(shopper: Shopper, path: string, req: WooRequest = {}): Promise<Cart> {
    return reshapeStoreCart(await rawCart(shopper, path, req));
  }

  async function rawCart(shopper: Shopper, path: string, req: WooRequest = {}): Promise<StoreCart> {
    const res = await storeCall(shopper, path, req);
    return parse(storeCartSchema, res.data, 'cart');
  }

  // ------------------------------------------------------------------ catalogue

  async function getProduct(id: number): Promise<Product> {
    let res: WooResponse;
    try {
      res = await http.call('v3', `/products/${id}`);
    } catch (err) {
      if (err instanceof WooHttpError && (err.status === 404 || /invalid_id/.test(err.code))) throw new StoreError('not_found', MSG.invalidProductId, 404);
      throw toStoreError(err);
    }
    const r = reshapeProduct(parse(wooProductSchema, res.data, 'product'), http.base);
    // A product the storefront cannot sell (variable, draft) is unknown to it.
    if (!r.ok) throw new StoreError('not_found', MSG.invalidProductId, 404, { reason: r.reason });
    return r.value;
  }

  // ------------------------------------------------------------------ orders

  async function readOrder(id: number): Promise<WooOrder> {
    try {
      const res = await http.call('v3', `/orders/${id}`);
      return parse(wooOrderSchema, res.data, 'order');
    } catch (err) {
      if (err instanceof WooHttpError && (err.status === 404 || /invalid_id/.test(err.code))) throw new StoreError('not_found', MSG.orderNotFound, 404);
      throw toStoreError(err);
    }
  }

  /** Customer notes only: asked for with type=customer and filtered again in case a store ignores it. */
  async function customerNotes(orderId: number) {
    const res = await v3(`/orders/${orderId}/notes`, { query: { type: 'customer' } });
    return parse(z.array(wooOrderNoteSchema), res.data, 'order notes').filter((n) => n.customer_note);
  }

  async function withNotes(o: WooOrder): Promise<Order> {
    const notes = await customerNotes(o.id).catch((err: unknown) => {
      // The order itself matters more than its notes: show it without them.
      log(`notes of order ${o.id} unavailable: ${(err as Error).message}`);
      return [];
    });
    return reshapeOrder(o, notes);
  }

  /** The embedded store's owner keys, so a guest's list can join the customer's after login. */
  const wishlistKey = (s: Shopper) => (s.userId ? `u:${s.userId}` : `t:${s.cartToken}`);

  /** Wishlist entries with live name, price and picture: one products?include= call per 100. */
  async function wishlistItems(shopper: Shopper): Promise<WishlistItem[]> {
    const entries = await wishlists.getWishlist(wishlistKey(shopper));
    if (entries.length === 0) return [];
    const byId = new Map<number, Product>();
    for (let i = 0; i < entries.length; i += PAGE_SIZE) {
      const ids = entries.slice(i, i + PAGE_SIZE).map((e) => e.product_id);
      const res = await v3('/products', { query: { include: ids.join(','), per_page: PAGE_SIZE } });
      for (const p of parse(z.array(wooProductSchema), res.data, 'products')) {
        const r = reshapeProduct(p, http.base);
        if (r.ok) byId.set(p.id, r.value);
      }
    }
    // A product removed from the store drops out of the list instead of failing it.
    return entries.flatMap((e) => {
      const p = byId.get(e.product_id);
      return p ? [{ id: e.id, product_id: p.id, name: p.name, price: p.price, image: p.images[0]?.src ?? '', date_added: e.date_added }] : [];
    });
  }

  async function placeOrder(shopper: Shopper, input: Parameters<StoreBackend['createOrder']>[1]): Promise<CreateOrderResult> {
    const session = await sessions.get(shopper.cartToken);
    if (!session?.wcCartToken) throw new StoreError('empty_cart', MSG.emptyCartCheckout, 409);
    const cart = await rawCart(shopper, '/cart');
    if (cart.items.length === 0) throw new StoreError('empty_cart', MSG.emptyCartCheckout, 409);
    // The shopper picked a shipping method by id (e.g. flat_rate); the Store API charges the
    // selected rate of the cart, so select the matching rate. The spec's flat 10.00 does not
    // apply here: WooCommerce's own rates decide, as the store owner configured them.
    for (const pkg of cart.shipping_rates ?? []) {
      const rates = pkg.shipping_rates ?? [];
      const wanted = rates.find((r) => r.rate_id === input.shippingMethod) ?? rates.find((r) => r.method_id === input.shippingMethod);
      if (wanted && !wanted.selected) {
        await storeCall(shopper, '/cart/select-shipping-rate', { method: 'POST', body: { package_id: pkg.package_id, rate_id: wanted.rate_id } });
      }
    }
    // Store API POST /checkout, not the spec's POST /wc/v3/orders: the v3 route takes line items
    // and totals from the caller, skips the cart, stock and coupon checks and can mark an order
    // paid (set_paid). Checkout turns the shopper's own WooCommerce cart into the order with
    // WooCommerce's prices and empties that cart.
    const res = await storeCall(shopper, '/checkout', {
      method: 'POST',
      body: {
        billing_address: storeAddress(input.billing, 'billing'),
        shipping_address: storeAddress(input.shipping, 'shipping'),
        customer_note: input.customerNote,
        payment_method: input.paymentMethod,
        payment_data: [],
      },
    });
    const result = parse(storeCheckoutResultSchema, res.data, 'checkout');
    if (result.payment_result && ['failure', 'error'].includes(result.payment_result.payment_status)) {
      throw new StoreError('backend_error', MSG.orderFailed, 502, { order_id: result.order_id, payment_status: result.payment_result.payment_status });
    }
    // The Store API checkout does not answer the total, and runs as a guest (we hold the
    // shopper's cart, not a WordPress login): read the order with the keys and, for a logged-in
    // customer, attach it to them so it appears in their orders. Only the server does this
    // PUT, never the shopper.
    let order: WooOrder | null = null;
    try {
      order = shopper.userId
        ? parse(wooOrderSchema, (await http.call('v3', `/orders/${result.order_id}`, { method: 'PUT', body: { customer_id: shopper.userId } })).data, 'order')
        : await readOrder(result.order_id);
    } catch (err) {
      // The order exists; a failed follow-up read must not make the shopper pay twice.
      log(`order ${result.order_id} placed but not read back: ${(err as Error).message}`);
    }
    return {
      id: result.order_id,
      number: result.order_number || order?.number || String(result.order_id),
      order_key: result.order_key,
      status: order?.status || result.status,
      total: order ? reshapeOrderSummary(order).total : reshapeStoreCart(cart).totals.total,
    };
  }

  return {
    name: 'woocommerce',

    async listCategories() {
      return (await fetchCategories(http)).map((c) => c.category);
    },

    async listProducts(filter = {}) {
      return (await fetchProducts(http, filter, log)).map((p) => p.product);
    },

    getProduct,

    // ---------------------------------------------------------------- cart (Store API)

    getCart: (shopper) => cartCall(shopper, '/cart'),

    addToCart: (shopper, productId, quantity) => cartCall(shopper, '/cart/add-item', { method: 'POST', body: { id: productId, quantity } }),

    // The spec's PUT/DELETE /wc/store/cart/items/{id} answer a single item (or 204), not the
    // cart; update-item and remove-item address the line by key and answer the whole cart.
    updateCartItem: (shopper, key, quantity) => cartCall(shopper, '/cart/update-item', { method: 'POST', body: { key, quantity } }),

    removeCartItem: (shopper, key) => cartCall(shopper, '/cart/remove-item', { method: 'POST', body: { key } }),

    async clearCart(shopper) {
      // DELETE /cart/items answers [] (the remaining items), so the answer is the empty cart.
      await storeCall(shopper, '/cart/items', { method: 'DELETE' });
      return emptyCart();
    },

    // ---------------------------------------------------------------- wishlist (our own store)

    getWishlist: wishlistItems,

    async addToWishlist(shopper, productId) {
      await getProduct(productId);
      await wishlists.addToWishlist(wishlistKey(shopper), productId, new Date(now()).toISOString());
      return wishlistItems(shopper);
    },

    async removeFromWishlist(shopper, productId) {
      await wishlists.removeFromWishlist(wishlistKey(shopper), productId);
      return wishlistItems(shopper);
    },

    async clearWishlist(shopper) {
      await wishlists.clearWishlist(wishlistKey(shopper));
    },

    // ---------------------------------------------------------------- reviews

    async listReviews(productId) {
      const raw = await fetchAllPages(http, '/products/reviews', { product: productId, status: 'approved' });
      return parse(z.array(wooReviewSchema), raw, 'reviews')
        .filter((r) => r.status === 'approved' || r.status === '')
        .map(reshapeReview)
        .filter((r) => r !== null);
    },

    async submitReview(input) {
      // Posted by the server with the keys (the route fills reviewer/email from the login or
      // the validated form); status hold keeps it out of the list until a moderator approves,
      // whatever the store's auto-approve setting.
      let res: WooResponse;
      try {
        res = await http.call('v3', '/products/reviews', {
          method: 'POST',
          body: { product_id: input.product_id, review: input.review, reviewer: input.reviewer, reviewer_email: input.reviewer_email, rating: input.rating, status: 'hold' },
        });
      } catch (err) {
        if (err instanceof WooHttpError && /product_invalid_id|invalid_product/.test(err.code)) throw new StoreError('not_found', MSG.invalidProductId, 404);
        throw toStoreError(err);
      }
      return { id: parse(z.object({ id: z.number() }), res.data, 'review').id, status: 'hold' as const };
    },

    // ---------------------------------------------------------------- checkout and orders

    async listPaymentGateways() {
      try {
        const res = await v3('/payment_gateways');
        const enabled = parse(z.array(wooGatewaySchema), res.data, 'payment gateways').filter((g) => g.enabled).map(reshapeGateway);
        return enabled.length > 0 ? enabled : FALLBACK_GATEWAYS;
      } catch (err) {
        // Spec §9: the fallback options show when none load; WooCommerce still validates the
        // chosen one at checkout.
        log(`payment gateways unavailable: ${(err as Error).message}`);
        return FALLBACK_GATEWAYS;
      }
    },

    async listShippingMethods() {
      try {
        const res = await v3('/shipping_methods');
        // /wc/v3/shipping_methods lists the method types the store offers and has no enabled
        // flag (zones have it); an explicit enabled:false is still honoured.
        const enabled = parse(z.array(wooShippingMethodSchema), res.data, 'shipping methods').filter((m) => m.enabled !== false).map(reshapeShippingMethod);
        return enabled.length > 0 ? enabled : FALLBACK_SHIPPING;
      } catch (err) {
        log(`shipping methods unavailable: ${(err as Error).message}`);
        return FALLBACK_SHIPPING;
      }
    },

    createOrder(shopper, input) {
      const key = `${shopper.cartToken}:${input.idempotencyKey}`;
      const existing = inFlight.get(key);
      if (existing) return existing;
      const attempt = placeOnce(key, shopper, input).finally(() => inFlight.delete(key));
      inFlight.set(key, attempt);
      return attempt;
    },

    async getOrder(id, access) {
      const o = await readOrder(id);
      const owner = access.userId !== null && access.userId > 0 && o.customer_id === access.userId;
      const keyed = !!access.orderKey && o.order_key === access.orderKey;
      // Someone else's order answers exactly like a missing one.
      if (!owner && !keyed) throw new StoreError('not_found', MSG.orderNotFound, 404);
      return withNotes(o);
    },

    async findOrder(number, email) {
      // v3 has no number filter (the spec's "orders with number and email"): search, then
      // match the number and the billing email exactly; first match wins.
      const res = await v3('/orders', { query: { search: number, per_page: 20 } });
      const wanted = email.trim().toLowerCase();
      const match = parse(z.array(wooOrderSchema), res.data, 'orders').find(
        (o) => (o.number === number || String(o.id) === number) && String(o.billing.email ?? '').toLowerCase() === wanted,
      );
      return match ? withNotes(match) : null;
    },

    async listCustomerOrders(userId) {
      // The spec's customer=me does not exist: the id comes from the verified login.
      const raw = await fetchAllPages(http, '/orders', { customer: userId });
      return parse(z.array(wooOrderSchema), raw, 'orders').map(reshapeOrderSummary);
    },

    async listCustomerNotes(orderId) {
      return (await customerNotes(orderId)).map(reshapeOrderNote);
    },

    // ---------------------------------------------------------------- accounts

    login: (username, password) => auth.login(username, password),
    refresh: (token) => auth.refresh(token),
    verify: (token) => auth.verify(token),

    async register(input) {
      // WordPress core has no /wp/v2/users/register (the spec's call): WooCommerce's customers
      // endpoint creates the account, called by the server with the keys.
      try {
        const res = await http.call('v3', '/customers', { method: 'POST', body: { email: input.email, username: input.username, password: input.password } });
        return reshapeCustomer(parse(wooCustomerSchema, res.data, 'customer'));
      } catch (err) {
        if (err instanceof WooHttpError) {
          if (/email-exists|email_exists/.test(err.code)) throw new StoreError('email_taken', MSG.emailTaken, 409);
          if (/username-exists|username_exists/.test(err.code)) throw new StoreError('username_taken', MSG.usernameTaken, 409);
          if (/invalid-email|invalid_email/.test(err.code)) throw new StoreError('invalid_request', MSG.emailInvalid, 400);
        }
        throw toStoreError(err);
      }
    },

    async lostPassword() {
      // WordPress core has no lost/reset-password REST routes (the spec's /wp/v2/users/lostpassword
      // comes from third-party plugins and none offers resetpassword); the shopper uses the
      // WordPress site's own "Lost your password?" page instead.
      throw new StoreError('not_supported', MSG.resetUnavailable, 501);
    },

    async resetPassword() {
      throw new StoreError('not_supported', MSG.resetUnavailable, 501);
    },

    async updateProfile(userId, input): Promise<User> {
      // The spec's PUT /wp/v2/users/{id} needs the user's own WordPress credentials; the
      // WooCommerce customer record (PUT /wc/v3/customers/{id}, with the keys) holds the same
      // fields. It has no display_name, so that one is not stored.
      const body: Record<string, string> = {};
      if (input.first_name !== undefined) body.first_name = input.first_name;
      if (input.last_name !== undefined) body.last_name = input.last_name;
      if (input.email !== undefined) body.email = input.email;
      if (input.new_password) {
        if (!input.current_password) throw new StoreError('invalid_credentials', MSG.currentPasswordWrong, 400);
        // The keys could change any password: prove the current one through the JWT plugin first.
        const current = parse(wooCustomerSchema, (await v3(`/customers/${userId}`)).data, 'customer');
        await auth.token(current.username || current.email, input.current_password).catch((err: unknown) => {
          throw err instanceof StoreError && err.code === 'invalid_credentials' ? new StoreError('invalid_credentials', MSG.currentPasswordWrong, 400) : err;
        });
        body.password = input.new_password;
      }
      try {
        const res = await http.call('v3', `/customers/${userId}`, { method: 'PUT', body });
        return reshapeCustomer(parse(wooCustomerSchema, res.data, 'customer'));
      } catch (err) {
        if (err instanceof WooHttpError && /email-exists|email_exists/.test(err.code)) throw new StoreError('email_taken', MSG.emailTaken, 409);
        if (err instanceof WooHttpError && /invalid-email|invalid_email/.test(err.code)) throw new StoreError('invalid_request', MSG.emailInvalid, 400);
        throw toStoreError(err);
      }
    },

    // ---------------------------------------------------------------- status

    async testConnection() {
      // The spec's connection test is GET / on the site; the REST index answers JSON there.
      let root: WooResponse;
      try {
        root = await http.call('root', '/');
      } catch (err) {
        return { ok: false, message: MSG.connectionFailed(reasonOf(err)) };
      }
      const namespaces = (root.data as { namespaces?: unknown } | null)?.namespaces;
      if (Array.isArray(namespaces) && !namespaces.includes('wc/v3')) {
        return { ok: false, partial: true, message: MSG.connectionFailed('the site answered but the WooCommerce REST API (wc/v3) is not enabled') };
      }
      try {
        await http.call('v3', '/products', { query: { per_page: 1 } });
      } catch (err) {
        return { ok: false, partial: true, message: MSG.connectionFailed(`the site answered but refused the API keys (${reasonOf(err)})`) };
      }
      return { ok: true, message: MSG.connectionOk };
    },
  };
}

function reasonOf(err: unknown): string {
  if (err instanceof WooHttpError) return `HTTP ${err.status} ${err.message}`.trim();
  if (err instanceof StoreError) {
    const reason = err.details?.reason;
    if (reason === 'timeout') return 'the store did not answer in time';
    if (reason === 'network') return 'the store could not be reached';
    if (reason === 'not_json') return `the address did not answer with WordPress REST JSON (HTTP ${String(err.details?.status)})`;
    return err.message;
  }
  return (err as Error).message;
}
