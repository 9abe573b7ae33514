import { StoreError, type Shopper } from '../../backend';
import type { CartSession, CartSessionStore } from '../../state/cart-sessions';
import { MSG } from '../../../lib/messages';
import { WooHttp, WooHttpError, parse, toStoreError, type WooRequest, type WooResponse } from './http';
import { storeCartSchema, type StoreCart } from './schemas/store-api';
import { plain } from './reshape/fields';
import { reshapeStoreCart } from './reshape/cart';
import { couponError } from './coupons';

/**
 * The shopper's WooCommerce Store API session. Every cart answer carries a Cart-Token (signed,
 * about 48 h) and a Nonce; the server keeps them under the shopper's own cart token (a
 * CartSessionStore, state/cart-sessions.ts) and sends them back on the next call. The cart and
 * the checkout (cart.ts, checkout.ts) call the Store API only through here.
 */
export interface StoreApiSession {
  /** One Store API call in the shopper's session; an expired nonce is renewed once. Errors: cartError. */
  call(shopper: Shopper, path: string, req?: WooRequest): Promise<WooResponse>;
  /** A call that answers the cart, checked against the Store API cart schema. */
  cart(shopper: Shopper, path: string, req?: WooRequest): Promise<StoreCart>;
  /** The session kept for this shopper, if any. */
  session(shopper: Shopper): Promise<CartSession | undefined>;
}

const NONCE_ERRORS = new Set(['woocommerce_rest_missing_nonce', 'woocommerce_rest_invalid_nonce']);

/**
 * A stock refusal in the shop's words, with the limit: WooCommerce says 'You cannot add that
 * amount of "X" to the cart because there is not enough stock (3 remaining).' or '... "X" ...
 * because the product is out of stock.'
 */
function stockError(err: WooHttpError, details: Record<string, unknown>): StoreError {
  const name = /"([^"]+)"/.exec(err.message)?.[1] ?? /“([^”]+)”/.exec(err.message)?.[1];
  const left = /\((\d+) (?:remaining|in stock)\)/.exec(err.message)?.[1];
  if (err.code === 'woocommerce_rest_product_out_of_stock' && name)
    return new StoreError('out_of_stock', MSG.productSoldOut(name), 409, { ...details, available: 0 });
  if (name && left !== undefined)
    return new StoreError('insufficient_stock', MSG.notEnoughStock(name, Number(left)), 409, {
      ...details,
      available: Number(left),
    });
  return new StoreError('insufficient_stock', err.message, 409, details);
}

/**
 * An address WooCommerce refuses: 'The provided state (DUBAI) is not valid. Must be one of: AL,
 * AK, ...' in the shop's words, else WooCommerce's own sentence about the field.
 */
function invalidAddress(err: WooHttpError, details: Record<string, unknown>): StoreError {
  const params = (err.data as { params?: Record<string, unknown> } | null)?.params ?? {};
  const said = Object.values(params)
    .map((v) => plain(String(v)))
    .join(' ');
  if (/provided state/i.test(said)) return new StoreError('invalid_request', MSG.stateNotValid, 400, details);
  return new StoreError('invalid_request', said || err.message, 400, details);
}

/**
 * Store API cart errors -> StoreError. A 409 may carry the cart as it now is. A coupon refusal is
 * said in the shop's words, naming the code the request sent (`req`'s body) where WooCommerce
 * names another (the individual-use code that refused it).
 */
export function cartError(err: unknown, req: WooRequest = {}): StoreError {
  if (!(err instanceof WooHttpError)) return toStoreError(err);
  const cart = storeCartSchema.safeParse((err.data as { cart?: unknown } | null)?.cart);
  const details: Record<string, unknown> = {
    woo_code: err.code,
    woo_status: err.status,
    ...(cart.success ? { cart: reshapeStoreCart(cart.data) } : {}),
  };
  if (/coupon/.test(err.code)) {
    const typed = (req.body as { code?: unknown } | undefined)?.code;
    const refused = couponError(err.code, err.status, err.message, typeof typed === 'string' ? typed : '');
    Object.assign(refused.details!, details);
    const removed = (err.data as { removed_coupons?: unknown } | null)?.removed_coupons;
    if (removed && typeof removed === 'object') refused.details!.removed_coupons = removed;
    return refused;
  }
  if (/stock/.test(err.code)) return stockError(err, details);
  // The same answers as the embedded store: a product the store does not have (or has trashed)
  // and a line no longer in the cart are 404s in the shop's words, whichever store is behind it.
  if (err.code === 'woocommerce_rest_cart_invalid_product')
    return new StoreError('invalid_product', MSG.invalidProductId, 404, details);
  if (err.code === 'woocommerce_rest_cart_invalid_key')
    return new StoreError('not_found', MSG.cartLineGone, 404, details);
  if (/invalid_product|product_invalid|product_does_not_exist|not_purchasable/.test(err.code))
    return new StoreError('invalid_product', err.message, 400, details);
  if (err.status === 409) return new StoreError('conflict', err.message, 409, details);
  if (/cart_empty/.test(err.code)) return new StoreError('empty_cart', MSG.emptyCartCheckout, 409, details);
  if (err.code === 'rest_invalid_param') return invalidAddress(err, details);
  return toStoreError(err);
}

export function storeApiSession(http: WooHttp, sessions: CartSessionStore): StoreApiSession {
  /**
   * One shopper's Store API calls, one at a time. WooCommerce loads a session when a request
   * starts and saves it whole when it ends, and a read saves it too (the cart's totals are
   * recalculated): a read that started before an add and ended after it wrote back the cart as it
   * was, and the add was lost. The badge's read and her add leave the shop at the same moment.
   */
  const queues = new Map<string, Promise<unknown>>();
  function inTurn<T>(cartToken: string, work: () => Promise<T>): Promise<T> {
    const before = queues.get(cartToken) ?? Promise.resolve();
    const mine = before.then(work, work);
    const settled = mine.catch(() => undefined);
    queues.set(cartToken, settled);
    void settled.then(() => {
      if (queues.get(cartToken) === settled) queues.delete(cartToken);
    });
    return mine;
  }

  /** Keeps the Cart-Token and Nonce a response carries (written only when they changed). */
  async function remember(
    cartToken: string,
    res: WooResponse,
    before: CartSession | undefined,
  ): Promise<CartSession | undefined> {
    const wcCartToken = res.headers.get('Cart-Token') ?? before?.wcCartToken ?? '';
    const nonce = res.headers.get('Nonce') ?? res.headers.get('X-WC-Store-API-Nonce') ?? before?.nonce ?? '';
    if (!wcCartToken) return before;
    const next = { wcCartToken, nonce };
    // A session opened here is kept only if no other call opened one first (CartSessionStore.claim).
    if (!before) return sessions.claim(cartToken, next);
    if (next.wcCartToken !== before.wcCartToken || next.nonce !== before.nonce) await sessions.set(cartToken, next);
    return next;
  }

  /** GET /cart: the answer carries a new session's Cart-Token and a fresh Nonce. */
  async function open(shopper: Shopper, before: CartSession | undefined): Promise<CartSession | undefined> {
    const res = await http
      .call('store', '/cart', { headers: before?.wcCartToken ? { 'Cart-Token': before.wcCartToken } : {} })
      .catch((e: unknown) => {
        throw cartError(e);
      });
    return remember(shopper.cartToken, res, before);
  }

  async function call(shopper: Shopper, path: string, req: WooRequest = {}, retried = false): Promise<WooResponse> {
    let session = await sessions.get(shopper.cartToken);
    // WooCommerce refuses a write that carries neither a Cart-Token nor a Nonce (401
    // woocommerce_rest_missing_nonce): a new shopper's session starts with a read.
    if (!session?.wcCartToken && (req.method ?? 'GET') !== 'GET') session = await open(shopper, session);
    const headers: Record<string, string> = {};
    if (session?.wcCartToken) headers['Cart-Token'] = session.wcCartToken;
    if (session?.nonce) headers.Nonce = session.nonce;
    try {
      const res = await http.call('store', path, { ...req, headers });
      const kept = await remember(shopper.cartToken, res, session);
      // A sessionless read that lost the race to open the session read an orphan: read the kept one.
      if (!session && !retried && kept && kept.wcCartToken !== res.headers.get('Cart-Token'))
        return call(shopper, path, req, true);
      return res;
    } catch (err) {
      // An expired nonce: read the cart once for a fresh one, then try again.
      if (!retried && err instanceof WooHttpError && NONCE_ERRORS.has(err.code)) {
        await open(shopper, session);
        return call(shopper, path, req, true);
      }
      throw cartError(err, req);
    }
  }

  return {
    call: (shopper, path, req) => inTurn(shopper.cartToken, () => call(shopper, path, req)),
    async cart(shopper, path, req) {
      const res = await inTurn(shopper.cartToken, () => call(shopper, path, req));
      return parse(storeCartSchema, res.data, 'cart');
    },
    session: async (shopper) => sessions.get(shopper.cartToken),
  };
}
