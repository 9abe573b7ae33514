import { afterEach, describe, expect, it, vi } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MSG, CONTENT_MSG } from '../../../src/lib/messages';
import { catalogueLoader } from '../../../src/loaders/catalogue/loader';
import { readCatalogueReport } from '../../../src/server/catalogue/report';
import { catalogueStatus } from '../../../src/server/catalogue/built-report';
import { realFixture } from '../../fixtures/woocommerce-fake-server';
import { KEYS, useFakeWoo } from './helpers';

/**
 * The build against a store whose data the shop did not write: a product it cannot show is left
 * out, and the owner is told which and why (the catalogue report the status panel, /wordpress-setup
 * and the build's last line read), instead of a failed build or a line lost in the log.
 */
const ctx = useFakeWoo();
const V3 = '/wp-json/wc/v3';

afterEach(() => vi.unstubAllEnvs());

/** The real store's products, plus what an owner's store may also hold. */
function storeWith(extra: unknown[]) {
  ctx.woo.route(`GET ${V3}/products`, (req) => ({
    headers: { 'X-WP-TotalPages': '1' },
    body: req.query.per_page === '1' ? [] : [...realFixture<unknown[]>('v3-products-all-types.json'), ...extra],
  }));
  for (const [id, file] of [
    [47, 'ring'],
    [51, 'necklace'],
    [22, 'vneck'],
    [23, 'hoodie'],
  ] as const)
    ctx.woo.route(`GET ${V3}/products/${id}/variations`, {
      headers: { 'X-WP-TotalPages': '1' },
      body: realFixture(`v3-product-variations-${file}.json`),
    });
  vi.stubEnv('WOOCOMMERCE_URL', ctx.woo.url);
  vi.stubEnv('WOOCOMMERCE_CONSUMER_KEY', KEYS.consumerKey);
  vi.stubEnv('WOOCOMMERCE_CONSUMER_SECRET', KEYS.consumerSecret);
}

async function build() {
  const reportDir = await mkdtemp(path.join(os.tmpdir(), 'report-'));
  const stored: { id: string; data: { catalog_visibility: string } }[] = [];
  const warnings: string[] = [];
  const loader = catalogueLoader('products', undefined, reportDir);
  await loader.load({
    store: { clear() {}, set: (e: (typeof stored)[number]) => stored.push(e) },
    parseData: async ({ data }: { data: unknown }) => data,
    logger: { info() {}, warn: (m: string) => warnings.push(m) },
    generateDigest: () => '',
  } as never);
  return { stored, warnings, report: readCatalogueReport(reportDir)! };
}

describe('the catalogue report', () => {
  it('every kind of product of the real store is in the shop; the hidden one is counted as hidden', async () => {
    storeWith([]);
    const { stored, report } = await build();
    expect(stored).toHaveLength(27);
    expect(report).toMatchObject({ source: 'WooCommerce', read: 27, shown: 26, hidden: 1, left_out: [] });
    // The store's own words offer "Sterling silver or gold" on six pieces sold in one metal: shown, and the owner told.
    expect(report.warnings.map((w) => w.id).sort((a, b) => a - b)).toEqual([11, 13, 15, 17, 19, 21]);
    expect(report.warnings[0]!.warning).toBe(
      CONTENT_MSG.unkeptPromise('metal', { sentence: 'Sterling silver or gold, polished by hand.' }),
    );
    expect(CONTENT_MSG.catalogueSummary(report)).toBe(
      'Catalogue: 26 products in the shop, from WooCommerce; 1 hidden by the owner (catalog visibility "hidden"). 6 products promise a choice their pages do not offer: the warnings above say which and what to change. 26 products and 7 categories lack some Arabic: their Arabic pages show those words in English (/wordpress-setup lists them).',
    );
    // A store without the plugin's Arabic: every shown piece is listed for the owner to translate, the hidden one not.
    const products = report.arabic_missing.filter((g) => g.kind === 'product');
    expect(products).toHaveLength(26);
    expect(products.every((g) => g.missing.includes('name'))).toBe(true);
  });

  it('a product the shop cannot show is left out, the build goes on, and the owner is told which and why', async () => {
    const belt = realFixture<any[]>('v3-products-all-types.json').find((p) => p.id === 27);
    storeWith([
      // A variable product saved before its variations were made.
      { ...realFixture('v3-product-variable-ring.json'), id: 90, name: 'Scarab Charm Bracelet', variations: [] },
      // A date the shop cannot read.
      {
        ...belt,
        id: 91,
        name: 'Odd Date Belt',
        slug: 'odd-date-belt',
        date_created: 'yesterday',
        date_created_gmt: '',
      },
    ]);
    ctx.woo.route(`GET ${V3}/products/90/variations`, { headers: { 'X-WP-TotalPages': '1' }, body: [] });
    const { stored, warnings, report } = await build();
    expect(stored.map((s) => s.id)).not.toContain('90');
    expect(stored.map((s) => s.id)).not.toContain('91');
    expect(report).toMatchObject({ read: 29, shown: 26, hidden: 1 });
    expect(report.left_out).toEqual([
      { id: 90, name: 'Scarab Charm Bracelet', reason: MSG.leftOutNoVariations },
      { id: 91, name: 'Odd Date Belt', reason: expect.stringMatching(/^its date_created cannot be shown: /) },
    ]);
    // A line per product as the build reads them, and the build's last line names them again.
    expect(warnings.filter((w) => w.includes('left out'))).toHaveLength(2);
    const summary = CONTENT_MSG.catalogueSummary(report);
    expect(summary).toContain('26 of the 29 products read from WooCommerce are in the shop');
    expect(summary).toContain(`"Scarab Charm Bracelet" (90): ${MSG.leftOutNoVariations}`);
    expect(summary).toContain('The store status panel and /wordpress-setup list them.');
    // What GET /api/status answers for the panel.
    expect(catalogueStatus(report)).toMatchObject({ shown: 26, left_out_count: 2 });
  });
});
