import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WooHttp } from '../../../src/server/drivers/woocommerce/http';
import { ensureWebhooks, storeChanges, storeSnapshot } from '../../../src/server/rebuild/woocommerce';
import { FAKE_KEYS, startFakeWoo, type FakeWoo, type Reply } from '../../fixtures/woocommerce-fake-server';
import { expectSigned } from './helpers';

/**
 * What the page rebuilder asks WooCommerce (src/server/rebuild/woocommerce.ts), against the fake
 * store: its webhooks registered once each, and what changed since a build read the store.
 */
const V3 = '/wp-json/wc/v3';
let woo: FakeWoo;
let http: WooHttp;

beforeEach(async () => {
  woo = await startFakeWoo();
  http = new WooHttp({ url: woo.url, ...FAKE_KEYS });
});
afterEach(async () => {
  await woo.close();
});

describe('registering the webhooks', () => {
  const mine = 'https://shop.example.com/api/webhooks/woocommerce';

  it("activates the shop's own with its secret, creates the missing ones, removes duplicates, leaves others' alone", async () => {
    woo.route(`GET ${V3}/webhooks`, {
      headers: { 'X-WP-TotalPages': '1' },
      body: [
        { id: 5, name: 'old', status: 'disabled', topic: 'product.updated', delivery_url: mine },
        { id: 6, name: 'again', status: 'active', topic: 'product.updated', delivery_url: mine },
        {
          id: 7,
          name: 'ERP sync',
          status: 'active',
          topic: 'product.updated',
          delivery_url: 'https://erp.example.com/hook',
        },
      ],
    });
    for (const m of ['POST', 'PUT', 'DELETE'])
      woo.route(`${m} ${V3}/webhooks${m === 'POST' ? '' : '/:id'}`, { body: {} });
    const done = await ensureWebhooks(http, mine, 'the-secret', 'Nefertari storefront');
    expect(done).toEqual({
      created: ['product.created', 'product.deleted', 'product.restored'],
      updated: ['product.updated'],
      removed: [6],
    });
    expect(woo.calls('DELETE', `${V3}/webhooks/6`)).toHaveLength(1);
    expect(woo.calls('DELETE', `${V3}/webhooks/6`)[0]!.query.force).toBe('true');
    expect(woo.calls('PUT', `${V3}/webhooks/5`)[0]!.body).toEqual({
      name: 'Nefertari storefront: product.updated',
      status: 'active',
      secret: 'the-secret',
    });
    expect(woo.calls('POST', `${V3}/webhooks`).map((r) => r.body)).toEqual(
      ['product.created', 'product.deleted', 'product.restored'].map((topic) => ({
        name: `Nefertari storefront: ${topic}`,
        status: 'active',
        secret: 'the-secret',
        topic,
        delivery_url: mine,
      })),
    );
    expect(woo.requests.filter((r) => r.path.includes('/webhooks/7'))).toEqual([]);
    for (const r of woo.requests.filter((x) => x.path.startsWith(`${V3}/webhooks`))) expectSigned(r);
  });
});

describe('what changed since a build', () => {
  const categories = [
    { id: 16, name: 'Rings', slug: 'rings', parent: 0, description: 'Rings.', count: 9, image: null },
    { id: 15, name: 'Necklaces', slug: 'necklaces', parent: 0, description: 'Necklaces.', count: 9, image: null },
  ];
  let published = 33;
  let modified: { id: number; name: string }[] = [];
  let seenModifiedAfter = '';
  beforeEach(() => {
    published = 33;
    modified = [];
    woo.route(`GET ${V3}/products`, (req): Reply => {
      if (req.query.modified_after) {
        seenModifiedAfter = `${req.query.modified_after} gmt=${req.query.dates_are_gmt}`;
        return { headers: { 'X-WP-Total': String(modified.length) }, body: modified.slice(0, 3) };
      }
      return {
        headers: { 'X-WP-Total': String(published), Date: 'Thu, 26 Nov 2026 14:09:48 GMT' },
        body: [{ id: 1 }],
      };
    });
    woo.route(`GET ${V3}/products/categories`, { headers: { 'X-WP-TotalPages': '1' }, body: categories });
  });

  it("a snapshot is the store's clock, its published products and a digest of its categories", async () => {
    const s = await storeSnapshot(http);
    expect(s).toMatchObject({ at: '2026-11-26T14:09:48.000Z', published: 33 });
    woo.route(`GET ${V3}/products/categories`, {
      headers: { 'X-WP-TotalPages': '1' },
      body: [...categories].reverse(),
    });
    expect((await storeSnapshot(http)).categories).toBe(s.categories);
  });

  it('nothing, when nothing changed', async () => {
    const s = await storeSnapshot(http);
    expect(await storeChanges(http, s)).toEqual([]);
    // Asked on the store's clock, a second early, in UTC.
    expect(seenModifiedAfter).toBe('2026-11-26T14:09:47 gmt=true');
  });

  it('products saved since, products deleted for good, and categories changed', async () => {
    const s = await storeSnapshot(http);
    modified = [{ id: 112, name: 'Lapis Scarab Signet Ring' }];
    expect(await storeChanges(http, s)).toEqual(['product 112 changed in WooCommerce']);
    modified = [1, 2, 3, 4, 5].map((id) => ({ id, name: `P${id}` }));
    published = 32;
    categories[0]!.description = 'Rings, now with signets.';
    expect(await storeChanges(http, s)).toEqual([
      '5 products changed in WooCommerce (1, 2, 3, …)',
      'published products in WooCommerce went from 33 to 32',
      'categories changed in WooCommerce',
    ]);
  });
});
