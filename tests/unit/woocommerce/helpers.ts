import { afterEach, beforeEach } from 'vitest';
import { createWooCommerceBackend, type WooCommerceBackendConfig } from '../../../src/server/drivers/woocommerce';
import type { StoreBackend } from '../../../src/server/backend';
import { StoreError } from '../../../src/server/backend';
import { startFakeWoo, type FakeWoo } from '../../fixtures/woocommerce-fake-server';

export const KEYS = { consumerKey: 'ck_test_key', consumerSecret: 'cs_test_secret' };

/** A fake WooCommerce per test and a driver pointed at it (keys travel as query params over http). */
export function useFakeWoo(extra: Partial<WooCommerceBackendConfig> = {}) {
  const ctx = {} as { woo: FakeWoo; backend: StoreBackend; logs: string[]; make(more?: Partial<WooCommerceBackendConfig>): StoreBackend };
  beforeEach(async () => {
    ctx.woo = await startFakeWoo();
    ctx.logs = [];
    ctx.make = (more = {}) => createWooCommerceBackend({ url: ctx.woo.url, ...KEYS, log: (m) => ctx.logs.push(m), ...extra, ...more });
    ctx.backend = ctx.make();
  });
  afterEach(async () => {
    await ctx.woo?.close();
  });
  return ctx;
}

/** The StoreError a promise rejects with (fails the test if it resolves or throws something else). */
export async function storeError(p: Promise<unknown>): Promise<StoreError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof StoreError) return err;
    throw err;
  }
  throw new Error('expected a StoreError, but the call succeeded');
}
