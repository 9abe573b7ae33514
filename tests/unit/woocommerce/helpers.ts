import { afterEach, beforeEach } from 'vitest';
import { createWooCommerceBackend, type WooCommerceBackendConfig } from '../../../src/server/drivers/woocommerce';
import type { StoreBackend } from '../../../src/server/backend';
import { expect } from 'vitest';
import { FAKE_KEYS, startFakeWoo, type FakeWoo, type RecordedRequest } from '../../fixtures/woocommerce-fake-server';

export const KEYS = FAKE_KEYS;

/** A fake WooCommerce per test and a driver pointed at it (over http: the keys sign each v3 call with OAuth 1.0a). */
export function useFakeWoo(extra: Partial<WooCommerceBackendConfig> = {}) {
  const ctx = {} as {
    woo: FakeWoo;
    backend: StoreBackend;
    logs: string[];
    make(more?: Partial<WooCommerceBackendConfig>): StoreBackend;
  };
  beforeEach(async () => {
    ctx.woo = await startFakeWoo();
    ctx.logs = [];
    ctx.make = (more = {}) =>
      createWooCommerceBackend({ url: ctx.woo.url, ...KEYS, log: (m) => ctx.logs.push(m), ...extra, ...more });
    ctx.backend = ctx.make();
  });
  afterEach(async () => {
    await ctx.woo?.close();
  });
  return ctx;
}

export { storeError } from '../../fixtures/store-error';

/** A REST v3 call made over http: the keys signed it (OAuth 1.0a) and appear nowhere in its address. */
export function expectSigned(req: RecordedRequest | undefined): void {
  expect(req, 'the call was made').toBeDefined();
  expect(req!.headers.authorization).toMatch(
    /^OAuth oauth_consumer_key="ck_test_key", .*oauth_signature_method="HMAC-SHA256"/,
  );
  expect(req!.headers.authorization).not.toContain(KEYS.consumerSecret);
  expect(Object.keys(req!.query).filter((k) => /consumer|oauth/.test(k))).toEqual([]);
}
