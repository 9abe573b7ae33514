import { describe, expect, it } from 'vitest';
import { credentialsIncomplete, describeStatus } from '../../../src/lib/api/status-view';
import type { StoreStatus } from '../../../src/lib/schemas/status';
import { MSG } from '../../../src/lib/messages';

const embedded: StoreStatus = {
  driver: 'embedded',
  woocommerce: {
    requested: false,
    configured: false,
    missing: ['WOOCOMMERCE_URL', 'WOOCOMMERCE_CONSUMER_KEY', 'WOOCOMMERCE_CONSUMER_SECRET'],
  },
  catalogue: null,
};
const woo: StoreStatus = {
  driver: 'woocommerce',
  woocommerce: { requested: true, configured: true, missing: [] },
  catalogue: { source: 'WooCommerce', read: 26, shown: 25, hidden: 1, left_out: [], left_out_count: 0 },
};
const halfWoo: StoreStatus = {
  driver: 'embedded',
  woocommerce: { requested: true, configured: false, missing: ['WOOCOMMERCE_CONSUMER_SECRET'] },
  catalogue: null,
};
const ok = { ok: true, message: MSG.connectionOk };

describe('store status panel view', () => {
  it('embedded store, test passed: success, says which backend serves the shop', () => {
    const v = describeStatus(embedded, ok);
    expect(v).toMatchObject({
      state: 'success',
      backend: 'Embedded store (SQLite)',
      settings: MSG.wooNotRequested,
      connection: MSG.connectionOk,
    });
    expect(v.toast).toEqual({ title: 'Connection Successful', description: MSG.connectionOk, variant: 'default' });
    expect(credentialsIncomplete(embedded)).toBe(false);
  });

  it('WooCommerce configured and reachable: success on WooCommerce, with the products the shop shows', () => {
    expect(describeStatus(woo, ok)).toMatchObject({
      state: 'success',
      backend: 'WooCommerce',
      settings: 'Complete',
      catalogue: '25 products in the shop, from WooCommerce',
    });
    expect(describeStatus(embedded, ok).catalogue).toBe(MSG.catalogueNotReported);
  });

  it('connected, but products left out of the shop: partial, naming each with why, never "successful"', () => {
    const leftOut = {
      ...woo,
      catalogue: {
        ...woo.catalogue!,
        shown: 24,
        left_out: [{ id: 61, name: 'Scarab Charm Bracelet', reason: MSG.leftOutNoVariations }],
        left_out_count: 1,
      },
    };
    const v = describeStatus(leftOut, ok);
    expect(v.state).toBe('partial');
    expect(v.catalogue).toBe(
      `24 products in the shop; 1 left out: "Scarab Charm Bracelet": ${MSG.leftOutNoVariations}`,
    );
    expect(v.toast).toEqual({
      title: MSG.statusProductsLeftOut,
      description: MSG.statusProductsLeftOutBody(1),
      variant: 'default',
    });
  });

  it('WooCommerce asked for but incomplete: partial, naming the missing variable', () => {
    const v = describeStatus(halfWoo, ok);
    expect(v).toMatchObject({
      state: 'partial',
      backend: 'Embedded store (SQLite)',
      settings: 'Incomplete: missing WOOCOMMERCE_CONSUMER_SECRET',
    });
    expect(v.toast).toMatchObject({ title: 'Partial Connection', description: MSG.credentialsMissing });
    expect(credentialsIncomplete(halfWoo)).toBe(true);
  });

  it('a partial test result is partial', () => {
    expect(
      describeStatus(woo, { ok: true, message: 'Store API reachable, REST v3 refused', partial: true }).toast,
    ).toMatchObject({
      title: 'Partial Connection',
      description: 'Store API reachable, REST v3 refused',
    });
  });

  it('a failed test: error with a destructive "Connection Failed" toast and the reason', () => {
    const v = describeStatus(woo, { ok: false, message: MSG.connectionFailed('401 Unauthorized') });
    expect(v).toMatchObject({ state: 'error', connection: 'Connection failed: 401 Unauthorized' });
    expect(v.toast).toEqual({
      title: 'Connection Failed',
      description: 'Connection failed: 401 Unauthorized',
      variant: 'destructive',
    });
  });
});
