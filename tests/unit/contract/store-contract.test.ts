import { afterEach, describe, it } from 'vitest';
import { adminDomain } from '../../../src/server/admin';
import { discountForm } from '../../../src/lib/schemas/admin';
import { createWooCommerceBackend } from '../../../src/server/drivers/woocommerce';
import { memoryState } from '../../../src/server/state/memory';
import { FAKE_KEYS, type FakeWoo } from '../../fixtures/woocommerce-fake-server';
import { startRecordedWoo } from '../../contract/recorded-woocommerce';
import { storeContract, type ContractSubject } from '../../contract/store-contract';
import { shopperAddress } from '../../fixtures/address';
import { product, tempBackend } from '../server/fixtures';

/**
 * The store contract (tests/contract/store-contract.ts) held against both drivers: the embedded
 * store, and the WooCommerce driver on a WooCommerce made of the real store's recorded answers.
 * Each case gets a store of its own, as it was at the start.
 */

// WooCommerce names Cairo EGC.
const address = shopperAddress({ state: 'EGC' });

const running: FakeWoo[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((w) => w.close()));
});

async function embedded(): Promise<ContractSubject> {
  const backend = tempBackend([
    product(1, { stock_quantity: 5 }),
    product(2, { stock_quantity: 0, stock_status: 'outofstock' }),
  ]);
  // The code the recorded WooCommerce store has (v3-coupon-save10.json), made in the back office.
  adminDomain(backend.db, backend.catalogue, { id: 1, email: 'owner@example.com' }).createDiscount(
    discountForm({ code: 'SAVE10', amount: '10' }),
  );
  return {
    backend,
    product: { id: 1, stock: 5 },
    soldOutId: 2,
    unknownId: 9999,
    address,
    paymentMethod: 'cod',
    coupon: { code: 'SAVE10', percent: 10 },
  };
}

async function woocommerce(): Promise<ContractSubject> {
  const woo = await startRecordedWoo();
  running.push(woo);
  const state = memoryState();
  const backend = createWooCommerceBackend({
    url: woo.url,
    ...FAKE_KEYS,
    wishlists: state.wishlists,
    cartSessions: state.cartSessions,
    placedOrders: state.placedOrders,
    reviewVerdicts: state.reviewVerdicts,
    log: () => {},
  });
  // The recorded store: Carnelian Cocktail Ring has 7, Scarab Silver Ring none.
  return {
    backend,
    product: { id: 16, stock: 7 },
    soldOutId: 18,
    unknownId: 9999,
    address,
    paymentMethod: 'cod',
    coupon: { code: 'SAVE10', percent: 10 },
  };
}

describe.each<[string, () => Promise<ContractSubject>]>([
  ['the embedded store', embedded],
  ['the WooCommerce driver on recorded answers', woocommerce],
])('store contract: %s', (_, make) => {
  for (const c of storeContract) it(c.name, async () => c.run(await make()));
});
