// The shop on a real WooCommerce store: the product page whose main picture is the catalogue's
// full-size photograph (2400 x 2400), built against the store, measured like the other pages.
// The store is started, set up and seeded by the integration suite's own set-up
// (tests/woocommerce/global-setup.ts), so it needs what that suite needs: PHP and MariaDB.
import path from 'node:path';
import '../server/typescript.mjs';
import { ROOT } from './lib.mjs';

const PHOTOGRAPHED = 'filigree-medallion-necklace';

/** Starts the store and the shop built against it; answers the page to measure and a stop function. */
export async function wooShop() {
  const { default: globalSetup } = await import('../tests/woocommerce/global-setup.ts');
  const { readSeedMap, readCatalogue } = await import('../tests/woocommerce/seed.ts');
  const stop = await globalSetup();
  const product = readCatalogue().products.find((p) => p.slug === PHOTOGRAPHED);
  const id = readSeedMap(process.env.WOOCOMMERCE_STATE_DIR ?? path.join(ROOT, '.data/woocommerce-store')).products[
    product.id
  ];
  return {
    url: process.env.WOO_SHOP_URL,
    page: { name: 'WooCommerce product, full-size photograph', path: `/product/${id}`, kind: 'product' },
    stop,
  };
}
