import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KIT, readStoreEnv, wooRest, wp, type StoreEnv, type WooRest } from './store.ts';

/**
 * A catalogue this project did not write: WooCommerce's own sample data (variable, grouped,
 * external, virtual and downloadable products), imported with WooCommerce's own CSV importer, plus
 * what a jewellery owner adds by hand in wp-admin (a ring in sizes, a chain in lengths, a discount
 * code). The suite's global set-up stocks its store with it (global-setup.ts), after the shop's own
 * catalogue. Stock a running kit store with
 *
 *   npx node tests/woocommerce/sample-catalogue.ts /tmp/woocommerce-store
 */
const WOOCOMMERCE_TARBALL = path.join(KIT, 'sources/woocommerce-10.0.2.tar.gz');
const SAMPLE_CSV = 'woocommerce/sample-data/sample_products.csv';
const IMPORTER = path.join(import.meta.dirname, 'import-sample-products.php');

export interface ImportCounts {
  imported: number;
  imported_variations: number;
  failed: number;
  updated: number;
  skipped: number;
  /** The rows WooCommerce skipped or refused, with its reasons. */
  errors: { code: string; message: string; data: unknown }[];
}

/**
 * Imports sample-data/sample_products.csv from the WooCommerce release the kit installs, read from
 * the tarball, through wp-admin's importer code (tests/woocommerce/import-sample-products.php):
 * the columns as the mapping screen pre-selects them, one batch at a time as its page posts them.
 *
 * The Images column is left as "Do not import": its pictures are on WooCommerce's demo site and
 * the kit store has no internet (each would fail after a timeout). Those products have no
 * picture, which the shop must show well. The sample's "Weight (lbs)" and "Length (in)" columns
 * are not mapped either, by WooCommerce itself: the store weighs in kg and measures in cm, and the
 * automatic mapping only knows columns in the store's own units, so the sample's products come
 * without weight or dimensions.
 *
 * A second run imports nothing new: rows whose SKU exists are skipped.
 */
export function importWooSampleProducts(env: StoreEnv, log: (m: string) => void = console.log): ImportCounts {
  const state = env.WOOCOMMERCE_STATE_DIR;
  // WooCommerce only imports a file that lies under WordPress or its uploads folder, where
  // wp-admin's upload step puts it.
  const dir = path.join(state, 'site/wp-content/uploads/wc-sample-import');
  const csv = path.join(dir, 'sample_products.csv');
  mkdirSync(dir, { recursive: true });
  writeFileSync(csv, execFileSync('tar', ['-xzOf', WOOCOMMERCE_TARBALL, SAMPLE_CSV]));
  const counts: ImportCounts = { imported: 0, imported_variations: 0, failed: 0, updated: 0, skipped: 0, errors: [] };
  try {
    let position = 0;
    for (;;) {
      const out = wp(state, ['eval-file', IMPORTER, 'batch', csv, String(position), 'images']);
      const answer = JSON.parse(out.slice(out.indexOf('{'))) as {
        success: boolean;
        data: { position: number | 'done'; message?: string } & Omit<ImportCounts, 'errors'>;
      };
      if (!answer.success) throw new Error(`WooCommerce's importer refused the CSV: ${answer.data.message}`);
      for (const k of ['imported', 'imported_variations', 'failed', 'updated', 'skipped'] as const)
        counts[k] += answer.data[k];
      if (answer.data.position === 'done') break;
      if (answer.data.position <= position) throw new Error(`the importer did not advance past byte ${position}`);
      position = answer.data.position;
    }
    counts.errors = JSON.parse(wp(state, ['eval-file', IMPORTER, 'report'])) as ImportCounts['errors'];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  log(
    `sample products: ${counts.imported} imported, ${counts.imported_variations} variations, ` +
      `${counts.skipped} skipped, ${counts.failed} failed`,
  );
  return counts;
}

interface Variation {
  id: number;
  sku: string;
}
export interface OwnerProducts {
  ring: { id: number; attributeId: number; variations: Record<'6' | '7' | '8', number> };
  necklace: { id: number; variations: Record<'40 cm' | '45 cm' | '50 cm', number> };
  coupon: { id: number; code: string };
}

async function upsertProduct(rest: WooRest, sku: string, body: Record<string, unknown>): Promise<number> {
  const found = await rest.get<{ id: number }[]>(`/wc/v3/products?sku=${encodeURIComponent(sku)}&status=any`);
  if (found[0]) return (await rest.put<{ id: number }>(`/wc/v3/products/${found[0].id}`, body)).id;
  return (await rest.post<{ id: number }>('/wc/v3/products', { sku, ...body })).id;
}

async function upsertVariations(
  rest: WooRest,
  parent: number,
  wanted: { sku: string; [k: string]: unknown }[],
): Promise<Map<string, number>> {
  const existing = await rest.get<Variation[]>(`/wc/v3/products/${parent}/variations?per_page=100`);
  const bySku = new Map(existing.map((v) => [v.sku, v.id]));
  const answer = await rest.post<{
    create?: (Variation & { error?: unknown })[];
    update?: (Variation & { error?: unknown })[];
  }>(`/wc/v3/products/${parent}/variations/batch`, {
    create: wanted.filter((v) => !bySku.has(v.sku)),
    update: wanted.filter((v) => bySku.has(v.sku)).map((v) => ({ id: bySku.get(v.sku), ...v })),
  });
  for (const v of [...(answer.create ?? []), ...(answer.update ?? [])]) {
    if (v.error) throw new Error(`variation of ${parent}: ${JSON.stringify(v.error)}`);
    bySku.set(v.sku, v.id);
  }
  return bySku;
}

/**
 * What a jewellery owner adds by hand, through the REST API as wp-admin would:
 * - "Lotus Stacking Ring", variable, sized with the global attribute pa_ring-size (6, 7, 8); size 8
 *   sold out (managed stock 0), 6 and 7 in stock in different quantities, size 7 pre-selected;
 * - "Nile Link Chain Necklace", variable on a local attribute "Length" (40, 45, 50 cm) at three
 *   prices, 45 cm on sale, its stock kept on the parent (the variations do not manage their own);
 * - the coupon SAVE10, 10 % off the cart.
 * Runs again without duplicating anything (products by SKU, the attribute by slug, the coupon by code).
 */
export async function addOwnerProducts(env: StoreEnv, log: (m: string) => void = console.log): Promise<OwnerProducts> {
  const rest = wooRest(env);
  const cats = await rest.get<{ id: number; slug: string }[]>('/wc/v3/products/categories?per_page=100');
  const cat = (slug: string) => {
    const found = cats.find((c) => c.slug === slug);
    if (!found) throw new Error(`the store has no category ${slug}`);
    return [{ id: found.id }];
  };

  // A global attribute: a taxonomy (pa_ring-size) whose terms every ring can share and filter by.
  const attributes = await rest.get<{ id: number; slug: string }[]>('/wc/v3/products/attributes');
  const attributeId =
    attributes.find((a) => a.slug === 'pa_ring-size')?.id ??
    (
      await rest.post<{ id: number }>('/wc/v3/products/attributes', {
        name: 'Ring size',
        slug: 'ring-size',
        type: 'select',
        order_by: 'menu_order',
        has_archives: false,
      })
    ).id;
  const terms = await rest.get<{ name: string }[]>(`/wc/v3/products/attributes/${attributeId}/terms?per_page=100`);
  for (const [i, size] of ['6', '7', '8'].entries())
    if (!terms.some((t) => t.name === size))
      await rest.post(`/wc/v3/products/attributes/${attributeId}/terms`, { name: size, menu_order: i });

  const ringId = await upsertProduct(rest, 'NEF-RG-LOTUS', {
    name: 'Lotus Stacking Ring',
    type: 'variable',
    status: 'publish',
    description: '<p>A thin sterling silver band with a lotus bud, made to be stacked. Sized by hand in Cairo.</p>',
    short_description: '<p>Sterling silver, in sizes 6 to 8.</p>',
    categories: cat('rings'),
    weight: '0.004',
    attributes: [{ id: attributeId, options: ['6', '7', '8'], visible: true, variation: true, position: 0 }],
    default_attributes: [{ id: attributeId, option: '7' }],
  });
  const ringSize = (option: string) => [{ id: attributeId, option }];
  const ringVariations = await upsertVariations(rest, ringId, [
    {
      sku: 'NEF-RG-LOTUS-6',
      regular_price: '1100.00',
      manage_stock: true,
      stock_quantity: 4,
      attributes: ringSize('6'),
    },
    {
      sku: 'NEF-RG-LOTUS-7',
      regular_price: '1100.00',
      manage_stock: true,
      stock_quantity: 2,
      attributes: ringSize('7'),
    },
    {
      sku: 'NEF-RG-LOTUS-8',
      regular_price: '1150.00',
      manage_stock: true,
      stock_quantity: 0,
      attributes: ringSize('8'),
    },
  ]);

  // A local attribute lives on the product only (no taxonomy, no id): the variations name it.
  const necklaceId = await upsertProduct(rest, 'NEF-NK-NILE', {
    name: 'Nile Link Chain Necklace',
    type: 'variable',
    status: 'publish',
    description: '<p>A 21K gold-plated link chain, in three lengths.</p>',
    short_description: '<p>Choose your length.</p>',
    categories: cat('necklaces'),
    manage_stock: true,
    stock_quantity: 9,
    attributes: [{ name: 'Length', options: ['40 cm', '45 cm', '50 cm'], visible: true, variation: true, position: 0 }],
    default_attributes: [],
  });
  const length = (option: string) => [{ name: 'Length', option }];
  const necklaceVariations = await upsertVariations(rest, necklaceId, [
    { sku: 'NEF-NK-NILE-40', regular_price: '1300.00', sale_price: '', attributes: length('40 cm') },
    { sku: 'NEF-NK-NILE-45', regular_price: '1400.00', sale_price: '1250.00', attributes: length('45 cm') },
    { sku: 'NEF-NK-NILE-50', regular_price: '1500.00', sale_price: '', attributes: length('50 cm') },
  ]);

  const coupons = await rest.get<{ id: number }[]>('/wc/v3/coupons?code=save10');
  const couponBody = {
    code: 'SAVE10',
    discount_type: 'percent',
    amount: '10',
    description: '10 % off the cart',
    individual_use: false,
    exclude_sale_items: false,
  };
  const couponId = coupons[0]
    ? (await rest.put<{ id: number }>(`/wc/v3/coupons/${coupons[0].id}`, couponBody)).id
    : (await rest.post<{ id: number }>('/wc/v3/coupons', couponBody)).id;

  const pick = <K extends string>(map: Map<string, number>, entries: [K, string][]) =>
    Object.fromEntries(
      entries.map(([k, sku]) => {
        const id = map.get(sku);
        if (!id) throw new Error(`variation ${sku} was not created`);
        return [k, id];
      }),
    ) as Record<K, number>;
  log(`owner products: ring ${ringId}, necklace ${necklaceId}, coupon SAVE10 ${couponId}`);
  return {
    ring: {
      id: ringId,
      attributeId,
      variations: pick(ringVariations, [
        ['6', 'NEF-RG-LOTUS-6'],
        ['7', 'NEF-RG-LOTUS-7'],
        ['8', 'NEF-RG-LOTUS-8'],
      ]),
    },
    necklace: {
      id: necklaceId,
      variations: pick(necklaceVariations, [
        ['40 cm', 'NEF-NK-NILE-40'],
        ['45 cm', 'NEF-NK-NILE-45'],
        ['50 cm', 'NEF-NK-NILE-50'],
      ]),
    },
    coupon: { id: couponId, code: 'SAVE10' },
  };
}

export interface CatalogueCounts {
  byTypeAndStatus: Record<string, number>;
  /** What a shopper can find: published, and visible in the catalogue (or in search or the shop). */
  publishedVisible: number;
  variations: number;
}

/** The store's products by type and status, as REST v3 lists them. */
export async function countProducts(rest: WooRest): Promise<CatalogueCounts> {
  type P = { id: number; type: string; status: string; catalog_visibility: string; variations: number[] };
  const all: P[] = [];
  for (let page = 1; ; page++) {
    const batch = await rest.get<P[]>(`/wc/v3/products?per_page=100&status=any&page=${page}`);
    all.push(...batch);
    if (batch.length < 100) break;
  }
  const byTypeAndStatus: Record<string, number> = {};
  for (const p of all) byTypeAndStatus[`${p.type}/${p.status}`] = (byTypeAndStatus[`${p.type}/${p.status}`] ?? 0) + 1;
  return {
    byTypeAndStatus,
    publishedVisible: all.filter((p) => p.status === 'publish' && p.catalog_visibility !== 'hidden').length,
    variations: all.reduce((n, p) => n + p.variations.length, 0),
  };
}

/** The whole step: the sample import, the owner's products, and what the store then holds. */
export async function stockSampleCatalogue(env: StoreEnv, log: (m: string) => void = console.log) {
  const imported = importWooSampleProducts(env, log);
  const owner = await addOwnerProducts(env, log);
  const counts = await countProducts(wooRest(env));
  log(`store: ${JSON.stringify(counts.byTypeAndStatus)}, ${counts.publishedVisible} published and visible`);
  return { imported, owner, counts };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const state = process.argv[2] ?? process.env.WOOCOMMERCE_STATE_DIR ?? '/tmp/woocommerce-store';
  const result = await stockSampleCatalogue(readStoreEnv(path.resolve(state)));
  console.log(JSON.stringify(result, null, 2));
}
