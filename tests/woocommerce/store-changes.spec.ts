import { wooCatalogueSource } from '../../src/loaders/catalogue/woocommerce-source';
import { expect, test } from './fixtures';
import { wp } from './store';

/**
 * Runs after every other spec (its own project): it switches the store's plugins off and on, which
 * the shop's pages could not survive meanwhile. A missing plugin stops the catalogue (and so the
 * build) with a message naming the plugin and what to do.
 */
test.describe.configure({ mode: 'serial' });

const PLUGINS = [
  { slug: 'woocommerce', message: /no WooCommerce REST API \(wc\/v3\).*install and activate the WooCommerce plugin/s },
  {
    slug: 'jwt-authentication-for-wp-rest-api',
    message: /no JWT Authentication for WP REST API plugin.*install and activate it.*JWT_AUTH_SECRET_KEY/s,
  },
  { slug: 'nefertari-storefront', message: /no Nefertari Storefront plugin.*wordpress\/nefertari-storefront\.php/s },
];

for (const plugin of PLUGINS) {
  test(`without the ${plugin.slug} plugin the catalogue stops, naming it and what to do`, async ({ store }) => {
    const source = () =>
      wooCatalogueSource({
        WOOCOMMERCE_URL: store.WOOCOMMERCE_HTTP_URL,
        WOOCOMMERCE_CONSUMER_KEY: store.WOOCOMMERCE_CONSUMER_KEY,
        WOOCOMMERCE_CONSUMER_SECRET: store.WOOCOMMERCE_CONSUMER_SECRET,
      })!;
    await expect(source().categories()).resolves.not.toHaveLength(0);
    wp(store.WOOCOMMERCE_STATE_DIR, ['plugin', 'deactivate', plugin.slug]);
    try {
      await expect(source().categories()).rejects.toThrow(plugin.message);
    } finally {
      wp(store.WOOCOMMERCE_STATE_DIR, ['plugin', 'activate', plugin.slug]);
    }
    await expect(source().categories()).resolves.not.toHaveLength(0);
  });
}
