import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../../src/lib/constants';
import { cartSchema } from '../../../src/lib/schemas/cart';
import { MSG } from '../../../src/lib/messages';
import type { CartSession } from '../../../src/server/state/cart-sessions';
import { STORE_SESSION, fixture } from '../../fixtures/woocommerce-fake-server';
import { storeError, useFakeWoo } from './helpers';

const ctx = useFakeWoo();
const alice = { cartToken: 'our-cart-token-alice', userId: null };
const bob = { cartToken: 'our-cart-token-bob', userId: null };
const CART = '/wp-json/wc/store/v1/cart';

describe('WooCommerce cart (Store API)', () => {
  it('reads the cart and turns minor-unit strings into decimal prices', async () => {
    const cart = await ctx.backend.getCart(alice);
    expect(cartSchema.safeParse(cart).success).toBe(true);
    expect(cart.item_count).toBe(2);
    expect(cart.items[0]).toEqual({
      key: 'a5771bce93e200c36f7cd9dfd0e5deaa',
      id: 38,
      variation_id: 0,
      choices: [],
      sku: 'Woo-beanie-logo',
      name: 'Beanie with Logo',
      price: '18.00',
      regular_price: '20.00',
      quantity: 1,
      // WooCommerce allows 9999; the shop's cap per line is lower.
      max_quantity: MAX_LINE_QUANTITY,
      totals: { subtotal: '18.00', total: '15.30', tax: '1.53', subtotal_tax: '1.80' },
      featured_image: 'https://local.wordpress.test/wp-content/uploads/2023/03/beanie-with-logo-1-450x450.jpg',
      permalink: 'https://local.wordpress.test/product/beanie-with-logo/',
    });
    expect(cart.items[1]!.price).toBe('55.00');
    // What the items cost: WooCommerce's 82.56 also holds 13.00 + 1.30 tax of shipping to the
    // customer's address, which the checkout quotes for the address the shopper gives.
    expect(cart.totals).toEqual({ subtotal: '73.00', total: '68.26', total_tax: '6.21', discount: '10.95' });
    // The documented cart holds a coupon: its code and what it takes off.
    expect(cart.coupons).toEqual([{ code: 'test', discount: '10.95', free_shipping: false }]);
    expect(cart.notices).toEqual([]);
  });

  it('starts a WooCommerce session on the first call, then sends its Cart-Token and Nonce back', async () => {
    await ctx.backend.getCart(alice);
    await ctx.backend.addToCart(alice, 13, 1);
    const [first, second] = ctx.woo.requests;
    expect(first!.headers['cart-token']).toBeUndefined();
    expect(first!.headers.nonce).toBeUndefined();
    expect(second!.headers['cart-token']).toBe(STORE_SESSION['Cart-Token']);
    expect(second!.headers.nonce).toBe(STORE_SESSION.Nonce);
    // The Store API is the shopper's API: the keys never go there.
    for (const r of ctx.woo.requests) {
      expect(r.query.consumer_key).toBeUndefined();
      expect(r.headers.authorization).toBeUndefined();
    }
  });

  it("a new shopper's first add starts the session with GET /cart: no refused call (the real store refuses a sessionless add)", async () => {
    const cart = await ctx.backend.addToCart(alice, 13, 1);
    expect(cart.item_count).toBe(2);
    expect(ctx.woo.requests.map((r) => `${r.method} ${r.path} ${r.headers['cart-token'] ? 'token' : '-'}`)).toEqual([
      `GET ${CART} -`,
      `POST ${CART}/add-item token`,
    ]);
  });

  it("a new shopper's first read and first add at the same moment end in one WooCommerce session: the add's", async () => {
    // Each sessionless call mints a session on the real store; the badge's read answers last.
    let minted = 0;
    ctx.woo.route(`GET ${CART}`, (req) => {
      const token = req.headers['cart-token'];
      if (token) return { headers: { 'Cart-Token': String(token), Nonce: 'n' }, body: fixture('store-cart.json') };
      minted += 1;
      return {
        headers: { 'Cart-Token': `wc-minted-${minted}`, Nonce: 'n' },
        body: fixture('store-cart.json'),
        delayMs: minted === 1 ? 150 : 0,
      };
    });
    ctx.woo.route(`POST ${CART}/add-item`, (req) => ({
      status: 201,
      headers: { 'Cart-Token': String(req.headers['cart-token']), Nonce: 'n' },
      body: fixture('store-cart.json'),
    }));
    await Promise.all([
      ctx.backend.getCart(alice),
      new Promise((r) => setTimeout(r, 20)).then(() => ctx.backend.addToCart(alice, 13, 1)),
    ]);
    const [add] = ctx.woo.calls('POST', `${CART}/add-item`);
    await ctx.backend.getCart(alice);
    const last = ctx.woo.requests.at(-1)!;
    expect(last.headers['cart-token']).toBe(add!.headers['cart-token']);
  });

  it("one shopper's calls reach WooCommerce one at a time: a read that saves the session as it found it never overlaps her add", async () => {
    const seen: string[] = [];
    ctx.woo.route(`GET ${CART}`, () => {
      seen.push('read starts');
      setTimeout(() => seen.push('read answered'), 150).unref();
      return { headers: STORE_SESSION, body: fixture('store-cart.json'), delayMs: 150 };
    });
    ctx.woo.route(`POST ${CART}/add-item`, () => {
      seen.push('add starts');
      return { status: 201, headers: STORE_SESSION, body: fixture('store-cart.json') };
    });
    await ctx.backend.getCart(alice);
    seen.length = 0;
    await Promise.all([
      ctx.backend.getCart(alice),
      new Promise((r) => setTimeout(r, 20)).then(() => ctx.backend.addToCart(alice, 13, 1)),
      ctx.backend.getCart(bob),
    ]);
    // Bob's read is his own: it does not wait for Alice's.
    expect(seen.slice(0, 2)).toEqual(['read starts', 'read starts']);
    expect(seen.indexOf('add starts')).toBeGreaterThan(seen.indexOf('read answered'));
  });

  it('keeps each shopper in their own WooCommerce session', async () => {
    await ctx.backend.getCart(alice);
    await ctx.backend.getCart(bob);
    expect(ctx.woo.requests[1]!.headers['cart-token']).toBeUndefined();
  });

  it('stores the session in an injected store so it survives a restart', async () => {
    const saved = new Map<string, CartSession>();
    const store = {
      get: (t: string) => saved.get(t),
      set: (t: string, s: CartSession) => void saved.set(t, s),
      claim: (t: string, s: CartSession) => saved.get(t) ?? (saved.set(t, s), s),
    };
    await ctx.make({ cartSessions: store }).getCart(alice);
    expect(saved.get(alice.cartToken)).toEqual({
      wcCartToken: STORE_SESSION['Cart-Token'],
      nonce: STORE_SESSION.Nonce,
    });
    // A new driver instance (a restarted server) continues the same WooCommerce cart.
    await ctx.make({ cartSessions: store }).getCart(alice);
    expect(ctx.woo.requests[1]!.headers['cart-token']).toBe(STORE_SESSION['Cart-Token']);
  });

  it('adds an item with {id, quantity} (the documented body without variation)', async () => {
    const cart = await ctx.backend.addToCart(alice, 13, 1);
    const [req] = ctx.woo.calls('POST', `${CART}/add-item`);
    expect(req!.headers['content-type']).toBe('application/json');
    const documented = fixture('store-cart-add-item-request.json');
    expect(req!.body).toEqual({ id: documented.id, quantity: documented.quantity });
    expect(cart.items).toHaveLength(2);
  });

  it('updates a line by key with the documented body', async () => {
    const documented = fixture('store-cart-update-item-request.json');
    const cart = await ctx.backend.updateCartItem(alice, documented.key, documented.quantity);
    expect(ctx.woo.calls('POST', `${CART}/update-item`)[0]!.body).toEqual(documented);
    expect(cart.totals.total).toBe('68.26');
  });

  it('removes a line by key with the documented body', async () => {
    const documented = fixture('store-cart-remove-item-request.json');
    await ctx.backend.removeCartItem(alice, documented.key);
    expect(ctx.woo.calls('POST', `${CART}/remove-item`)[0]!.body).toEqual(documented);
  });

  it('clears the cart with DELETE /cart/items and answers an empty cart', async () => {
    const cart = await ctx.backend.clearCart(alice);
    expect(ctx.woo.calls('DELETE', `${CART}/items`)).toHaveLength(1);
    expect(cart).toMatchObject({ items: [], item_count: 0, totals: { total: '0.00' } });
  });

  it('passes the Store API cart errors on as notices', async () => {
    ctx.woo.route(`GET ${CART}`, {
      headers: STORE_SESSION,
      body: {
        ...fixture('store-cart.json'),
        errors: [
          { code: 'woocommerce_rest_cart_item_error', message: 'There are not enough <strong>Belt</strong> in stock.' },
        ],
      },
    });
    const cart = await ctx.backend.getCart(alice);
    expect(cart.notices).toEqual(['There are not enough Belt in stock.']);
  });

  it("maps the documented 400 error (a product the store does not have) to the embedded store's 404 invalid_product", async () => {
    ctx.woo.route(`POST ${CART}/add-item`, { status: 400, body: fixture('store-cart-error.json') });
    const err = await storeError(ctx.backend.addToCart(alice, 13, 1));
    expect(err).toMatchObject({ code: 'invalid_product', status: 404, message: MSG.invalidProductId });
  });

  it("maps the documented 409 error (line gone) to the embedded store's 404 not_found", async () => {
    ctx.woo.route(`POST ${CART}/update-item`, { status: 409, body: fixture('store-cart-error-409.json') });
    const err = await storeError(ctx.backend.updateCartItem(alice, 'gone', 2));
    expect(err).toMatchObject({ code: 'not_found', status: 404, message: MSG.cartLineGone });
    // The documented 409 carries "cart": {} (elided); no cart is invented from it.
    expect(err.details?.cart).toBeUndefined();
  });

  it('hands over the cart a 409 carries, so the shopper sees it as it now is', async () => {
    const body = fixture('store-cart-error-409.json');
    body.data.cart = fixture('store-cart.json');
    ctx.woo.route(`POST ${CART}/remove-item`, { status: 409, body });
    const err = await storeError(ctx.backend.removeCartItem(alice, 'gone'));
    expect((err.details?.cart as { item_count: number }).item_count).toBe(2);
  });

  it("maps a stock refusal to insufficient_stock with WooCommerce's message, HTML stripped", async () => {
    ctx.woo.route(`POST ${CART}/add-item`, {
      status: 400,
      body: {
        code: 'woocommerce_rest_product_partially_out_of_stock',
        message: 'You cannot add that amount of &quot;<a href="#">Belt</a>&quot; to the cart.',
        data: { status: 400 },
      },
    });
    const err = await storeError(ctx.backend.addToCart(alice, 22, 50));
    expect(err).toMatchObject({
      code: 'insufficient_stock',
      status: 409,
      message: 'You cannot add that amount of "Belt" to the cart.',
    });
  });

  it('an add past the stock, which WooCommerce refuses whole, adds what is left and says so', async () => {
    // The cart holds one Beanie (id 38); WooCommerce has 3 left for it.
    const notEnough = (remaining: number) => ({
      status: 400,
      body: {
        code: 'woocommerce_rest_product_partially_out_of_stock',
        message: `You cannot add that amount of &quot;Beanie with Logo&quot; to the cart because there is not enough stock (${remaining} remaining).`,
        data: { status: 400 },
      },
    });
    ctx.woo.route(`POST ${CART}/add-item`, (req) =>
      (req.body as { quantity: number }).quantity > 2
        ? notEnough(3)
        : { status: 201, headers: STORE_SESSION, body: fixture('store-cart.json') },
    );
    const cart = await ctx.backend.addToCart(alice, 38, 5);
    expect(ctx.woo.calls('POST', `${CART}/add-item`).map((r) => r.body)).toEqual([
      { id: 38, quantity: 5 },
      { id: 38, quantity: 2 },
    ]);
    expect(cart.add_cut).toEqual({ requested: 5, added: 2, left: 3 });

    // Nothing left beyond what the cart holds: refused, saying so in the embedded store's words.
    ctx.woo.route(`POST ${CART}/add-item`, notEnough(1));
    const err = await storeError(ctx.backend.addToCart(alice, 38, 1));
    expect(err).toMatchObject({ code: 'insufficient_stock', status: 409, message: MSG.stockAlreadyInCart(1, 1) });
  });

  it('fetches a fresh nonce once when WooCommerce refuses an expired one', async () => {
    await ctx.backend.getCart(alice);
    let attempts = 0;
    ctx.woo.route(`POST ${CART}/add-item`, () =>
      ++attempts === 1
        ? {
            status: 403,
            body: { code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', data: { status: 403 } },
          }
        : { status: 201, headers: STORE_SESSION, body: fixture('store-cart.json') },
    );
    ctx.woo.route(`GET ${CART}`, {
      headers: { ...STORE_SESSION, Nonce: 'nonce-fresh' },
      body: fixture('store-cart.json'),
    });
    const cart = await ctx.backend.addToCart(alice, 13, 1);
    expect(cart.item_count).toBe(2);
    const adds = ctx.woo.calls('POST', `${CART}/add-item`);
    expect(adds.map((r) => r.headers.nonce)).toEqual([STORE_SESSION.Nonce, 'nonce-fresh']);
  });

  it('answers "temporarily unavailable" when WooCommerce is down, and keeps the session', async () => {
    await ctx.backend.getCart(alice);
    await ctx.woo.close();
    const err = await storeError(ctx.backend.getCart(alice));
    expect(err).toMatchObject({ code: 'unavailable', status: 503, message: MSG.backendUnavailable });
  });
});
