import { describe, expect, it } from 'vitest';
import { MSG } from '../../../src/lib/messages';
import { createWooCommerceBackend } from '../../../src/server/drivers/woocommerce';
import { memoryWishlistStore } from '../../../src/server/state/wishlists';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STORE_SESSION, fixture, realFixture, startFakeWoo } from '../../fixtures/woocommerce-fake-server';
import { KEYS, expectSigned, storeError, useFakeWoo } from './helpers';

const ctx = useFakeWoo();
const V3 = '/wp-json/wc/v3';

describe('reviews (REST v3 with the keys)', () => {
  it('lists approved reviews of one product as plain text, without the reviewer email', async () => {
    const reviews = await ctx.backend.listReviews(22);
    expect(ctx.woo.calls('GET', `${V3}/products/reviews`)[0]!.query).toMatchObject({
      product: '22',
      status: 'approved',
    });
    expectSigned(ctx.woo.calls('GET', `${V3}/products/reviews`)[0]);
    expect(reviews).toEqual([
      {
        id: 22,
        product_id: 22,
        reviewer: 'John Doe',
        review: 'Nice album!',
        rating: 5,
        date_created: '2018-10-18T20:59:17Z',
        verified: false,
      },
      {
        id: 20,
        product_id: 31,
        reviewer: 'Claudio Sanches',
        review: 'Now works just fine.',
        rating: 1,
        date_created: '2018-09-09T00:47:19Z',
        verified: true,
      },
    ]);
    expect(JSON.stringify(reviews)).not.toContain('john.doe@example.com');
  });

  it('posts a review server-side with the documented body, held for moderation', async () => {
    const documented = fixture('v3-product-review-create-request.json');
    const result = await ctx.backend.submitReview(documented, { cartToken: 't', userId: null });
    const [req] = ctx.woo.calls('POST', `${V3}/products/reviews`);
    expect(req!.body).toEqual({ ...documented, status: 'hold' });
    expectSigned(req);
    expect(result).toEqual({ id: 22, status: 'hold' });
  });

  it('answers "Invalid product ID" for a review of an unknown product', async () => {
    ctx.woo.route(`POST ${V3}/products/reviews`, {
      status: 404,
      body: { code: 'woocommerce_rest_product_invalid_id', message: 'Invalid product ID.', data: { status: 404 } },
    });
    const err = await storeError(
      ctx.backend.submitReview(
        { product_id: 9999, reviewer: 'A', reviewer_email: 'a@b.eg', review: 'x', rating: 5 },
        { cartToken: 't', userId: null },
      ),
    );
    expect(err).toMatchObject({ code: 'invalid_product', status: 404, message: MSG.invalidProductId });
  });
});

describe('wishlist (kept by the server: WooCommerce has none)', () => {
  it('keeps product ids per customer or per cart token and reads name, price and image live from WooCommerce', async () => {
    const wishlist = memoryWishlistStore();
    const backend = ctx.make({ wishlists: wishlist, now: () => Date.UTC(2025, 0, 1) });
    const guest = { cartToken: 'guest', userId: null };
    const items = await backend.addToWishlist(guest, 794);
    expect(items).toEqual([
      {
        id: 1,
        product_id: 794,
        name: 'Premium Quality',
        price: '21.99',
        image: 'https://example.com/wp-content/uploads/2017/03/T_2_front-4.jpg',
        date_added: '2025-01-01T00:00:00Z',
        has_options: false,
      },
    ]);
    // Same owner keys as the embedded store, so the server can merge a guest list after login.
    expect(await wishlist.getWishlist('t:guest')).toEqual([
      { id: 1, product_id: 794, date_added: '2025-01-01T00:00:00Z' },
    ]);
    expect(ctx.woo.calls('GET', `${V3}/products`).at(-1)!.query).toMatchObject({ include: '794', per_page: '100' });
    expectSigned(ctx.woo.calls('GET', `${V3}/products`).at(-1));
    expect(await backend.getWishlist({ cartToken: 'guest', userId: 7 })).toEqual([]);
    expect(await backend.removeFromWishlist(guest, 794)).toEqual([]);
    expect((await storeError(backend.addToWishlist(guest, 999))).message).toBe(MSG.invalidProductId);
    expect(await wishlist.getWishlist('t:guest')).toEqual([]);
  });

  it('drops a product the store no longer sells instead of failing the list', async () => {
    const wishlist = memoryWishlistStore();
    wishlist.addToWishlist('u:7', 4242, '2025-01-01T00:00:00.000Z');
    wishlist.addToWishlist('u:7', 794, '2025-01-02T00:00:00.000Z');
    const items = await ctx.make({ wishlists: wishlist }).getWishlist({ cartToken: 'x', userId: 7 });
    expect(ctx.woo.calls('GET', `${V3}/products`)[0]!.query.include).toBe('4242,794');
    expect(items.map((i) => i.product_id)).toEqual([794]);
  });

  it('keeps wishlists and WooCommerce cart sessions in the SQLite file across a restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'woo-driver-'));
    try {
      const databasePath = path.join(dir, 'shop.db');
      const shopper = { cartToken: 'guest-sqlite', userId: null };
      const first = ctx.make({ databasePath });
      await first.getCart(shopper);
      await first.addToWishlist(shopper, 794);
      const restarted = ctx.make({ databasePath });
      await restarted.getCart(shopper);
      expect(ctx.woo.calls('GET', '/wp-json/wc/store/v1/cart').map((r) => r.headers['cart-token'])).toEqual([
        undefined,
        STORE_SESSION['Cart-Token'],
      ]);
      expect((await restarted.getWishlist(shopper)).map((i) => i.product_id)).toEqual([794]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('errors', () => {
  it('answers 503 "temporarily unavailable" when nothing listens', async () => {
    const gone = await startFakeWoo();
    await gone.close();
    const backend = createWooCommerceBackend({ url: gone.url, ...KEYS });
    const err = await storeError(backend.getProduct(794));
    expect(err).toMatchObject({
      code: 'unavailable',
      status: 503,
      message: MSG.backendUnavailable,
      details: { reason: 'network' },
    });
  });

  it('gives up after the timeout with 503', async () => {
    ctx.woo.route(`GET ${V3}/products/794`, { delayMs: 2000, body: fixture('v3-product.json') });
    const started = Date.now();
    const err = await storeError(ctx.make({ timeoutMs: 150 }).getProduct(794));
    expect(err).toMatchObject({
      code: 'unavailable',
      status: 503,
      message: MSG.backendUnavailable,
      details: { reason: 'timeout' },
    });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('treats an HTML page (maintenance, proxy error) as the store being unavailable', async () => {
    ctx.woo.route(`GET ${V3}/products/794`, {
      status: 503,
      raw: '<html><body><h1>Briefly unavailable for scheduled maintenance.</h1></body></html>',
      headers: { 'Content-Type': 'text/html' },
    });
    expect(await storeError(ctx.backend.getProduct(794))).toMatchObject({ code: 'unavailable', status: 503 });
  });

  it('maps a WooCommerce 500 to a backend error and refused keys to a backend error, never blaming the shopper', async () => {
    ctx.woo.route(`GET ${V3}/orders`, {
      status: 500,
      body: {
        code: 'internal_server_error',
        message: '<p>There has been a critical error on this website.</p>',
        data: { status: 500 },
      },
    });
    expect(await storeError(ctx.backend.listCustomerOrders(1))).toMatchObject({
      code: 'backend_error',
      status: 502,
      message: MSG.backendUnavailable,
    });
    ctx.woo.route(`GET ${V3}/orders`, {
      status: 401,
      body: {
        code: 'woocommerce_rest_cannot_view',
        message: 'Sorry, you cannot list resources.',
        data: { status: 401 },
      },
    });
    expect(await storeError(ctx.backend.listCustomerOrders(1))).toMatchObject({ code: 'backend_error', status: 502 });
  });

  it('reports an answer of an unexpected shape instead of passing it on', async () => {
    ctx.woo.route(`GET ${V3}/products/794`, { body: { id: 'not-a-number' } });
    expect(await storeError(ctx.backend.getProduct(794))).toMatchObject({
      code: 'backend_error',
      status: 502,
      details: { reason: 'unexpected_shape' },
    });
  });
});

describe('connection test', () => {
  it('succeeds when the REST index answers and the keys are accepted', async () => {
    expect(await ctx.backend.testConnection()).toEqual({ ok: true, message: MSG.connectionOk });
    expect(ctx.woo.calls('GET', '/wp-json/')).toHaveLength(1);
    expect(ctx.woo.calls('GET', `${V3}/products`)[0]!.query).toMatchObject({ per_page: '1' });
    expectSigned(ctx.woo.calls('GET', `${V3}/products`)[0]);
  });

  it('is partial when the site answers but refuses the keys, saying which settings to check', async () => {
    ctx.woo.route(`GET ${V3}/products`, { status: 401, body: realFixture('v3-products-http-query-keys.json') });
    const result = await ctx.backend.testConnection();
    expect(result).toMatchObject({ ok: false, partial: true });
    expect(result.message).toBe(
      MSG.connectionFailed(
        'WooCommerce refused the API keys (HTTP 401 woocommerce_rest_cannot_view: Sorry, you cannot list resources.). Check WOOCOMMERCE_CONSUMER_KEY and WOOCOMMERCE_CONSUMER_SECRET: WooCommerce → Settings → Advanced → REST API, a key of an administrator with Read/Write permission.',
      ),
    );
  });

  it('names the missing plugin and what to do: WooCommerce, the JWT plugin, the storefront plugin', async () => {
    const all = ['wp/v2', 'wc/v3', 'wc/store/v1', 'jwt-auth/v1', 'nefertari/v1'];
    const cases: Array<[string, RegExp]> = [
      ['wc/v3', /has no WooCommerce REST API \(wc\/v3\): install and activate the WooCommerce plugin\.$/],
      [
        'jwt-auth/v1',
        /has no JWT Authentication for WP REST API plugin .*set JWT_AUTH_SECRET_KEY in wp-config\.php\.$/,
      ],
      [
        'nefertari/v1',
        /has no Nefertari Storefront plugin.*copy wordpress\/nefertari-storefront\.php into its plugins folder/,
      ],
    ];
    for (const [gone, message] of cases) {
      ctx.woo.route('GET /wp-json/', { body: { name: 'Shop', namespaces: all.filter((n) => n !== gone) } });
      expect(await ctx.backend.testConnection()).toMatchObject({
        ok: false,
        partial: true,
        message: expect.stringMatching(message),
      });
    }
  });

  it('fails with the address and what to do when the site cannot be reached', async () => {
    await ctx.woo.close();
    const result = await ctx.backend.testConnection();
    expect(result).toMatchObject({ ok: false });
    expect(result).not.toHaveProperty('partial');
    expect(result.message).toMatch(
      new RegExp(
        `^Connection failed: could not reach the WooCommerce store at ${ctx.woo.url} \\(.+\\)\\. Check WOOCOMMERCE_URL and that the store is online\\.$`,
      ),
    );
  });

  it('says when the address is not a WordPress site (or its REST API is off)', async () => {
    ctx.woo.route('GET /wp-json/', {
      status: 404,
      raw: '<html>Not found</html>',
      headers: { 'Content-Type': 'text/html' },
    });
    expect((await ctx.backend.testConnection()).message).toMatch(
      /does not answer like a WordPress site .*pretty permalinks/,
    );
  });
});
