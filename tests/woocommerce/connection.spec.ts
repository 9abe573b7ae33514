import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { wooCatalogueSource } from '../../src/loaders/catalogue/woocommerce-source';
import { expect, publishedProducts, readCatalogue, test } from './fixtures';
import { ROOT, accessLogSince } from './store';

/**
 * How the shop talks to the store: the keys over https in the Authorization header, over plain
 * http as an OAuth 1.0a signature, never in a URL; and a build that cannot read the store stops
 * with a message that names the cause and what to do.
 */

test('over https the keys travel in the Authorization header, never in a URL', async ({ store }) => {
  // Everything the shop's build and server sent so far in this run.
  const lines = accessLogSince(store, Number(process.env.WOO_ACCESS_LOG_FROM ?? 0)).filter((l) =>
    l.includes(' /wp-json/wc/v3/'),
  );
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.filter((l) => /consumer_key|consumer_secret|oauth_/.test(l))).toEqual([]);
  const https = lines.filter((l) => l.split(' ')[1] === 'https');
  expect(https.length).toBeGreaterThan(0);
  expect(https.filter((l) => !/ auth=Basic /.test(l))).toEqual([]);
});

test('over plain http the catalogue is read with an OAuth 1.0a signature', async ({ store, rest }) => {
  const { categories } = readCatalogue();
  const source = wooCatalogueSource({
    WOOCOMMERCE_URL: store.WOOCOMMERCE_HTTP_URL,
    WOOCOMMERCE_CONSUMER_KEY: store.WOOCOMMERCE_CONSUMER_KEY,
    WOOCOMMERCE_CONSUMER_SECRET: store.WOOCOMMERCE_CONSUMER_SECRET,
  })!;
  // Every published product, each a product of the shop or one left out with its reason.
  expect((await source.products()).length).toBe((await publishedProducts(rest)).length);
  expect((await source.categories()).map((c) => c.data.slug)).toEqual(
    expect.arrayContaining(categories.map((c) => c.slug)),
  );
});

test('a store that cannot be reached stops the catalogue with the address and what to do', async ({ store }) => {
  const source = wooCatalogueSource({
    WOOCOMMERCE_URL: 'http://127.0.0.1:9',
    WOOCOMMERCE_CONSUMER_KEY: store.WOOCOMMERCE_CONSUMER_KEY,
    WOOCOMMERCE_CONSUMER_SECRET: store.WOOCOMMERCE_CONSUMER_SECRET,
  })!;
  await expect(source.products()).rejects.toThrow(
    /could not reach the WooCommerce store at http:\/\/127\.0\.0\.1:9.*WOOCOMMERCE_URL/s,
  );
});

test('a refused key stops the build, naming the cause and what to do', async ({ store }) => {
  test.setTimeout(180_000);
  const r = spawnSync('npm', ['run', 'build', '--', '--outDir', path.join(process.env.WOO_SHOP_DIR!, 'refused-dist')], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      WOOCOMMERCE_URL: store.WOOCOMMERCE_URL,
      WOOCOMMERCE_CONSUMER_KEY: store.WOOCOMMERCE_CONSUMER_KEY,
      WOOCOMMERCE_CONSUMER_SECRET: 'cs_0000000000000000000000000000000000000000',
      NODE_EXTRA_CA_CERTS: store.WOOCOMMERCE_CA_CERT,
    },
  });
  const out = `${r.stdout}\n${r.stderr}`;
  expect(r.status).not.toBe(0);
  expect(out).toMatch(/WooCommerce refused the API keys/);
  expect(out).toMatch(/WOOCOMMERCE_CONSUMER_KEY and WOOCOMMERCE_CONSUMER_SECRET/);
  expect(out).toMatch(/Settings → Advanced → REST API/);
  expect(out).not.toContain('cs_0000000000000000000000000000000000000000');
});
