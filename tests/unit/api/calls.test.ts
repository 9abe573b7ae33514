import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api as shared, ApiError } from '../../../src/lib/api';
import * as cartCalls from '../../../src/lib/api/cart';
import * as wishlistCalls from '../../../src/lib/api/wishlist';
import * as reviewsCalls from '../../../src/lib/api/reviews';
import { resetHttpState, setAuthHooks } from '../../../src/lib/api/http';
import { MSG } from '../../../src/lib/messages';
import { fakeFetch, installBrowser, json, networkDown, sentBody } from './fakes';

const api = { ...shared, cart: cartCalls, wishlist: wishlistCalls, reviews: reviewsCalls };
const cart = {
  items: [],
  item_count: 0,
  needs_shipping: false,
  totals: { subtotal: '0.00', total: '0.00', total_tax: '0.00' },
  notices: [],
};
const user = { id: 7, username: 'nour', email: 'nour@example.com', display_name: 'Nour' };
const address = {
  first_name: 'Nour',
  last_name: 'Adel',
  company: '',
  address_1: '1 Tahrir St',
  address_2: '',
  city: 'Cairo',
  state: 'EGC',
  postcode: '11511',
  country: 'EG',
  email: "o'neil@example.com",
  phone: '+20 100 000 0000',
};

beforeEach(() => {
  installBrowser();
  resetHttpState();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('typed calls', () => {
  it('cart.add posts {id, quantity} with quantity 1 by default and answers the cart', async () => {
    const { calls } = fakeFetch(() => json(cart));
    await expect(api.cart.add(101)).resolves.toEqual(cart);
    expect(calls[0].url).toBe('/api/cart/items');
    expect(calls[0].init.method).toBe('POST');
    expect(sentBody(calls[0])).toEqual({ id: 101, quantity: 1 });
  });

  it('cart.update and cart.remove address the line by its key', async () => {
    const { calls } = fakeFetch(() => json(cart));
    await api.cart.update('ab/c', 3);
    await api.cart.remove('ab/c');
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['PATCH', '/api/cart/items/ab%2Fc'],
      ['DELETE', '/api/cart/items/ab%2Fc'],
    ]);
    expect(sentBody(calls[0])).toEqual({ quantity: 3 });
  });

  it('a malformed cart answer becomes the 502 message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFetch(() => json({ items: 'none' }));
    await expect(api.cart.get()).rejects.toMatchObject({ status: 502, message: MSG.unexpectedAnswer });
  });

  it.each([0, -1, 'abc', '1.5', ''])('product(%j) fails with "Invalid product ID" without a request', async (id) => {
    const { fn } = fakeFetch(() => json({}));
    await expect(api.product(id)).rejects.toMatchObject({ status: 400, message: MSG.invalidProductId });
    expect(fn).not.toHaveBeenCalled();
  });

  it('product answers the live price and stock', async () => {
    const live = {
      id: 101,
      price: '900.00',
      regular_price: '1000.00',
      sale_price: '900.00',
      on_sale: true,
      purchasable: true,
      stock_status: 'instock',
      stock_quantity: 3,
      manage_stock: true,
      backorders: 'no',
      average_rating: '4.50',
      rating_count: 2,
      variants: [],
    };
    const { calls } = fakeFetch(() => json(live));
    await expect(api.product('101')).resolves.toEqual(live);
    expect(calls[0].url).toBe('/api/products/101');
  });

  it('an invalid category id gives an empty list without a request', async () => {
    const { fn } = fakeFetch(() => json({}));
    await expect(api.categoryProducts(0)).resolves.toEqual([]);
    expect(fn).not.toHaveBeenCalled();
  });

  it('wishlist calls unwrap their answers', async () => {
    const item = {
      id: 1,
      product_id: 101,
      name: 'Ring',
      price: '10.00',
      image: '/x.svg',
      date_added: '2025-01-01',
      has_options: false,
    };
    const { calls } = fakeFetch(
      () => json({ items: [item] }),
      () => json({ exists: true }),
      () => new Response(null, { status: 204 }),
    );
    await expect(api.wishlist.add(101)).resolves.toEqual([item]);
    await expect(api.wishlist.has(101)).resolves.toBe(true);
    await expect(api.wishlist.clear()).resolves.toBeUndefined();
    expect(sentBody(calls[0])).toEqual({ product_id: 101 });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST /api/wishlist',
      'GET /api/wishlist/101',
      'DELETE /api/wishlist',
    ]);
  });

  it('a review is sent exactly as typed', async () => {
    const { calls } = fakeFetch(() => json({ id: 9, status: 'hold' }, 202));
    await expect(
      api.reviews.submit({
        product_id: 101,
        reviewer: 'Nour <3',
        reviewer_email: "o'neil@example.com",
        review: '<script>alert(1)</script>',
        rating: 5,
      }),
    ).resolves.toEqual({ id: 9, status: 'hold' });
    expect(sentBody(calls[0])).toEqual({
      product_id: 101,
      reviewer: 'Nour <3',
      reviewer_email: "o'neil@example.com",
      review: '<script>alert(1)</script>',
      rating: 5,
    });
  });

  it('login sends the password unchanged, with no-cache headers, and a 401 does not start a refresh', async () => {
    const refresh = vi.fn(async () => true);
    setAuthHooks({ refresh, onLoggedOut: vi.fn() });
    const { calls } = fakeFetch(() => json({ code: 'invalid_credentials', message: MSG.invalidCredentials }, 401));
    await expect(api.auth.login('nour', `P<a>ss"'1`)).rejects.toMatchObject({
      status: 401,
      message: MSG.invalidCredentials,
    });
    expect(sentBody(calls[0])).toEqual({ username: 'nour', password: `P<a>ss"'1` });
    expect(calls[0].init.headers['Cache-Control']).toBe('no-cache');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('reset password sends code and password unchanged', async () => {
    const { calls } = fakeFetch(() => json({ message: MSG.passwordResetDone }));
    await api.auth.resetPassword('c<o>de', 'N3w"Pass!');
    expect(sentBody(calls[0])).toEqual({ code: 'c<o>de', password: 'N3w"Pass!' });
  });

  it('profile update sends names, passwords and email exactly as typed', async () => {
    const { calls } = fakeFetch(() => json({ user }));
    await expect(
      api.auth.updateProfile({
        display_name: '<Nour>',
        email: "o'neil@example.com",
        new_password: 'A<b>1!xyz',
        current_password: "c'ur",
      }),
    ).resolves.toMatchObject({ id: 7 });
    expect(calls[0].init.method).toBe('PUT');
    expect(sentBody(calls[0])).toEqual({
      display_name: '<Nour>',
      email: "o'neil@example.com",
      new_password: 'A<b>1!xyz',
      current_password: "c'ur",
    });
  });

  it('create-order keeps the idempotency key and emails exact and is retried after a network error', async () => {
    vi.useFakeTimers();
    const result = { id: 5, number: '1005', order_key: 'wc_order_x', status: 'pending', total: '1260.00' };
    const { calls } = fakeFetch(networkDown, () => json(result, 201));
    const body = {
      billing: address,
      shipping: { ...address, company: 'Nile & "Co"' },
      payment_method: 'cod',
      shipping_method: 'standard',
      customer_note: '',
      idempotency_key: "k'123456789",
    };
    const p = api.checkout.createOrder(body);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(p).resolves.toEqual(result);
    expect(calls).toHaveLength(2);
    const sent = sentBody(calls[1]) as typeof body;
    expect(sent.idempotency_key).toBe("k'123456789");
    expect(sent.billing.email).toBe("o'neil@example.com");
    expect(sent.shipping.company).toBe('Nile & "Co"');
    expect(calls[0].init.body).toBe(calls[1].init.body);
  });

  it('orders.get passes the order key in the query', async () => {
    const { calls } = fakeFetch(() => json({}, 404));
    await expect(api.orders.get(5, 'wc_order_a&b')).rejects.toBeInstanceOf(ApiError);
    expect(calls[0].url).toBe('/api/orders/5?key=wc_order_a%26b');
  });

  it('status calls validate their answers', async () => {
    fakeFetch(
      () => json({ driver: 'embedded', woocommerce: { requested: false, configured: false, missing: [] } }),
      () => json({ ok: true, message: MSG.connectionOk }),
    );
    await expect(api.status.get()).resolves.toMatchObject({ driver: 'embedded' });
    await expect(api.status.test()).resolves.toEqual({ ok: true, message: MSG.connectionOk });
  });
});
