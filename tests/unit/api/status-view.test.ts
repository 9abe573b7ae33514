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

describe('store status panel: the pages and how they follow the store', () => {
  const rebuild = {
    mode: 'on' as const,
    webhooks: 'registered' as const,
    webhookProblem: null,
    pollMs: 120_000,
    building: false,
    dueAt: null,
    lastFailure: null,
    lastCheck: { at: '2026-11-26T13:00:00Z', ok: true, problem: null },
    nextSaleChange: null,
  };
  const pages = {
    builtAt: '2026-11-26T13:49:20Z',
    source: 'WooCommerce',
    products: 33,
    durationMs: 48_200,
    reasons: ['product 112 updated in WooCommerce'],
  };

  it('says when the pages were built, in how long and after which change (what from: the Catalogue row)', () => {
    expect(describeStatus({ ...woo, pages, rebuild }, ok).pages).toBe(
      'November 26, 2026, 3:49 PM, in 48\u00a0s. Rebuilt after: product 112 updated in WooCommerce.',
    );
    expect(
      describeStatus({ ...embedded, pages: { ...pages, source: 'sample catalogue', reasons: [] } }, ok).pages,
    ).toBe('November 26, 2026, 3:49 PM, in 48\u00a0s.');
    expect(describeStatus({ ...embedded, pages: null }, ok).pages).toBe(MSG.pagesNotBuilt);
  });

  it('names the first three changes of a busy rebuild and counts the rest', () => {
    const reasons = [96, 85, 75, 95, 84].map((id) => `product ${id} updated in WooCommerce`);
    expect(describeStatus({ ...woo, pages: { ...pages, reasons }, rebuild }, ok).pages).toBe(
      'November 26, 2026, 3:49 PM, in 48\u00a0s. Rebuilt after: product 96 updated in WooCommerce; product 85 updated in WooCommerce; product 75 updated in WooCommerce and 2 more changes.',
    );
    expect(describeStatus({ ...woo, pages: { ...pages, reasons: reasons.slice(0, 4) }, rebuild }, ok).pages).toMatch(
      /product 75 updated in WooCommerce and 1 more change\.$/,
    );
  });

  it('says how the pages follow the store: webhooks and a poll, the poll alone, off, or not needed', () => {
    expect(describeStatus({ ...woo, rebuild }, ok).updates).toBe(
      'On: WooCommerce sends each product change; the shop also checks every 2 minutes.',
    );
    expect(describeStatus({ ...woo, rebuild: { ...rebuild, webhooks: 'off', pollMs: 60_000 } }, ok).updates).toBe(
      'On: the shop checks WooCommerce for changes every minute.',
    );
    expect(
      describeStatus({ ...woo, rebuild: { ...rebuild, webhooks: 'no-site-url', pollMs: 20_000 } }, ok).updates,
    ).toBe(
      'On: the shop checks WooCommerce for changes every 20 seconds (set SITE_URL so WooCommerce can send changes as they happen).',
    );
    expect(describeStatus({ ...woo, rebuild: { ...rebuild, pollMs: 0 } }, ok).updates).toBe(
      'On: WooCommerce sends each product change; the shop also checks when the server starts.',
    );
    expect(
      describeStatus(
        {
          ...woo,
          rebuild: { ...rebuild, webhooks: 'failed', webhookProblem: 'HTTP 401 woocommerce_rest_cannot_create' },
        },
        ok,
      ).updates,
    ).toBe(
      'On: the shop checks WooCommerce for changes every 2 minutes (its webhooks could not be registered: HTTP 401 woocommerce_rest_cannot_create).',
    );
    expect(describeStatus({ ...woo, rebuild: { ...rebuild, mode: 'off' } }, ok).updates).toBe(MSG.updatesOff);
    expect(describeStatus({ ...embedded, rebuild: { ...rebuild, mode: 'not-needed' } }, ok).updates).toBe(
      MSG.updatesNotNeeded,
    );
  });

  it('shows a failed rebuild, and that the previous pages are still served', () => {
    const v = describeStatus(
      {
        ...woo,
        pages,
        rebuild: {
          ...rebuild,
          dueAt: '2026-11-26T14:01:00Z',
          lastFailure: { at: '2026-11-26T14:00:00Z', problem: 'WooCommerce catalogue: could not reach the store.' },
        },
      },
      ok,
    );
    expect(v.updates).toContain(' A rebuild starts at 4:01 PM.');
    expect(v.updates).toContain(
      ' The last rebuild failed (November 26, 2026, 4:00 PM): WooCommerce catalogue: could not reach the store. The pages above are still served.',
    );
  });
});
