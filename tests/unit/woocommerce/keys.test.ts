import { describe, expect, it } from 'vitest';
import { oauthHeader } from '../../../src/server/drivers/woocommerce/http';
import { realFixture } from '../../fixtures/woocommerce-fake-server';
import { useFakeWoo } from './helpers';

const ctx = useFakeWoo();

describe('the keys (how WooCommerce 10 takes them)', () => {
  it('signs an http call the way WooCommerce checks it (OAuth 1.0a, HMAC-SHA256)', () => {
    // The expected signature comes from WooCommerce's own steps (WC_REST_Authentication::
    // check_oauth_signature) run in PHP for this request, nonce and time.
    const url = new URL(
      'http://127.0.0.1:8280/wp-json/wc/v3/products?per_page=100&page=1&status=publish&include=12,15',
    );
    const header = oauthHeader(
      'GET',
      url,
      'ck_test_key',
      'cs_test_secret',
      1795495603,
      '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
    );
    expect(header).toBe(
      'OAuth oauth_consumer_key="ck_test_key", oauth_nonce="0f1e2d3c4b5a69788796a5b4c3d2e1f0", oauth_signature_method="HMAC-SHA256", oauth_timestamp="1795495603", oauth_signature="iLjxT6rxFA7460iaEdit1p50EI44ZtJNUnlWipNO0yc%3D"',
    );
  });

  it('a store that refuses the keys over http answers as the real one did, and the driver sends no keys in the address', async () => {
    const bare = await fetch(
      `${ctx.woo.url}/wp-json/wc/v3/products?consumer_key=ck_test_key&consumer_secret=cs_test_secret`,
    );
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual(realFixture('v3-products-http-query-keys.json'));

    await ctx.backend.listCategories();
    const [req] = ctx.woo.calls('GET', '/wp-json/wc/v3/products/categories');
    expect(req!.headers.authorization).toMatch(/^OAuth /);
    expect(Object.keys(req!.query).sort()).toEqual(['page', 'per_page']);
  });

  it('each signed call has a nonce of its own (WooCommerce refuses a repeated one for 15 minutes)', async () => {
    await ctx.backend.listCategories();
    await ctx.backend.listCategories();
    const nonces = ctx.woo
      .calls('GET', '/wp-json/wc/v3/products/categories')
      .map((r) => /oauth_nonce="([^"]+)"/.exec(String(r.headers.authorization))?.[1]);
    expect(new Set(nonces).size).toBe(2);
  });
});
