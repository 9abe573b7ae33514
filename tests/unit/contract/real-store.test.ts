import { randomUUID } from 'node:crypto';
import { afterEach, describe, it } from 'vitest';
import { createWooCommerceBackend } from '../../../src/server/drivers/woocommerce';
import { storeContract, type ContractSubject } from '../../contract/store-contract';
import { readStoreEnv, wooRest } from '../../woocommerce/store';
import { readSeedMap } from '../../woocommerce/seed';
import { shopperAddress } from '../../fixtures/address';

/**
 * The store contract (tests/contract/store-contract.ts) against the real WooCommerce store. It
 * runs from the real-store suite (tests/woocommerce/contract.spec.ts starts it once the store is
 * up, with the store's env), under vitest because the driver needs Vite; elsewhere it is skipped.
 * Each case gets two products of its own (one in stock, one sold out), deleted afterwards, so no
 * other spec sees its stock move.
 */
const stateDir = process.env.WOOCOMMERCE_STATE_DIR;
// WooCommerce names Cairo EGC.
const address = shopperAddress({ state: 'EGC' });
const made: number[] = [];

describe.skipIf(!stateDir)('store contract: the real WooCommerce store', () => {
  const store = stateDir ? readStoreEnv(stateDir) : null;
  const rest = store ? wooRest(store) : null;
  afterEach(async () => {
    for (const id of made.splice(0)) await rest!.del(`/wc/v3/products/${id}?force=true`);
  });

  async function piece(category: number, stock: number): Promise<number> {
    const { id } = await rest!.post<{ id: number }>('/wc/v3/products', {
      name: `Contract piece ${randomUUID().slice(0, 8)}`,
      type: 'simple',
      status: 'publish',
      regular_price: '150.00',
      manage_stock: true,
      stock_quantity: stock,
      categories: [{ id: category }],
    });
    made.push(id);
    return id;
  }

  for (const c of storeContract)
    it(c.name, { timeout: 120_000 }, async () => {
      const category = Object.values(readSeedMap(stateDir!).categories)[0]!;
      const subject: ContractSubject = {
        // Plain http: the driver signs its REST calls with OAuth 1.0a, as on any store without TLS.
        backend: createWooCommerceBackend({
          url: store!.WOOCOMMERCE_HTTP_URL,
          consumerKey: store!.WOOCOMMERCE_CONSUMER_KEY,
          consumerSecret: store!.WOOCOMMERCE_CONSUMER_SECRET,
          log: () => {},
        }),
        product: { id: await piece(category, 4), stock: 4 },
        soldOutId: await piece(category, 0),
        unknownId: 987_654_321,
        address,
        paymentMethod: 'cod',
        // The seeded SAVE10 (tests/woocommerce/sample-catalogue.ts).
        coupon: { code: 'SAVE10', percent: 10 },
      };
      await c.run(subject);
    });
});
