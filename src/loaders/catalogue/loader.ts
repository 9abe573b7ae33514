import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { productSchema, categorySchema, type Category, type Product } from '../../lib/schemas/product';
import { CATALOGUE_DIR, readSampleCategories, readSampleProducts, type RawRecord } from './sample';
import { countProblems, idProblems, productProblem } from './sample-checks';
import { wooCatalogueSource } from './woocommerce-source';
import { storeRatings } from './store-ratings';
import { productRecord } from '../../lib/catalogue/records';
import {
  writeCatalogueReport,
  type ArabicGap,
  type LeftOutProduct,
  type ProductWarning,
} from '../../server/catalogue/report';
import { missingArabic, missingCategoryArabic } from '../../lib/catalogue/missing-arabic';
import { promiseWarning, unkeptPromises } from '../../lib/catalogue/promises';
import { MSG } from '../../lib/messages';
import { recordCatalogueFacts } from './build-facts';
import { nextSaleChange } from '../../server/rebuild/build-info';

/**
 * Build-time catalogue: products and categories come from WooCommerce when it is configured,
 * else from the sample catalogue in content/catalogue. Pages read the collections and never
 * know which. Every record is validated against the one Product/Category schema: a bad record of
 * the sample catalogue fails the build naming its file, the product and the field; a WooCommerce
 * product the shop cannot show is left out with its reason (report.ts).
 */
type Kind = 'products' | 'categories';

async function source(
  kind: Kind,
  dir?: string,
): Promise<{ records: RawRecord[]; origin: Origin; categories?: RawRecord[] }> {
  const woo = dir ? null : wooCatalogueSource();
  if (woo && kind === 'products') {
    // Taken before the products are read: a change made while they are read is newer than it.
    recordCatalogueFacts({ store: await woo.snapshot() });
    const [products, categories] = await Promise.all([woo.products(), woo.categories()]);
    return { records: withCategoryArabic(products, categories), origin: 'WooCommerce', categories };
  }
  if (woo) return { records: await woo.categories(), origin: 'WooCommerce' };
  if (kind === 'categories') return { records: await readSampleCategories(dir), origin: 'sample catalogue' };
  const [products, categories] = await Promise.all([readSampleProducts(dir), readSampleCategories(dir)]);
  return { records: withCategoryArabic(products, categories), origin: 'sample catalogue', categories };
}
type Origin = 'WooCommerce' | 'sample catalogue';

/**
 * A product names its categories (the breadcrumb, its Details): each with the category's Arabic
 * name, which is written once, on the category (categories.json; on WooCommerce its term).
 */
function withCategoryArabic(products: RawRecord[], categories: RawRecord[]): RawRecord[] {
  const arabic = new Map<unknown, unknown>();
  for (const c of categories) {
    const name = (c.data.ar as { name?: unknown } | undefined)?.name;
    if (typeof name === 'string' && name) arabic.set(c.data.id, { name });
  }
  if (arabic.size === 0) return products;
  return products.map((record) => {
    const refs = record.data.categories;
    if (!Array.isArray(refs)) return record;
    const categories = refs.map((ref: unknown) => {
      const ar = ref && typeof ref === 'object' ? arabic.get((ref as { id?: unknown }).id) : undefined;
      return ar ? { ...(ref as object), ar } : ref;
    });
    return { ...record, data: { ...record.data, categories } };
  });
}

function describe(record: RawRecord): string {
  const d = record.data;
  const name = typeof d.name === 'string' ? ` "${d.name}"` : '';
  const file = record.file.startsWith('http') ? record.file : path.relative(process.cwd(), record.file);
  return `${file} (product ${String(d.id ?? '?')}${name})`;
}

/** The checks of one kind of sample record, with what they compare against. */
async function sampleContext(kind: Kind, dir?: string) {
  if (kind === 'products') {
    const categories = (await readSampleCategories(dir)).map((r) => categorySchema.parse(r.data));
    return { product: (p: Product) => productProblem(p, categories) };
  }
  const products = (await readSampleProducts(dir)).map((r) => r.data);
  return { counts: (categories: Category[]) => countProblems(categories, products) };
}

/** Every scheduled sale a product shows: its own and its variants'. */
function saleDates(products: Product[]) {
  return products.flatMap((p) => [p, ...(p.variants ?? [])]);
}

/**
 * What the shop shows without its Arabic: each category and product (hidden ones aside) with the
 * words its Arabic pages show in English.
 */
function arabicGaps(products: readonly Product[], categories: readonly RawRecord[]): ArabicGap[] {
  const gaps: ArabicGap[] = [];
  for (const record of categories) {
    const c = categorySchema.safeParse(record.data);
    // WooCommerce's own "Uncategorized", empty, is no page of the shop.
    if (!c.success || c.data.count === 0) continue;
    const missing = missingCategoryArabic(c.data);
    if (missing.length) gaps.push({ kind: 'category', id: c.data.id, name: c.data.name, missing });
  }
  for (const p of products) {
    if (p.catalog_visibility === 'hidden') continue;
    const missing = missingArabic(p);
    if (missing.length) gaps.push({ kind: 'product', id: p.id, name: p.name, missing });
  }
  return gaps;
}

/** `dir` reads another sample catalogue folder (tests); `reportDir` is where the catalogue report goes (default: Astro's cache folder). */
export function catalogueLoader(kind: Kind, dir?: string, reportDir?: string): Loader {
  return {
    name: `catalogue-${kind}`,
    schema: kind === 'products' ? productSchema : categorySchema,
    async load({ store, parseData, logger, generateDigest, config }) {
      const { records, origin, categories } = await source(kind, dir);
      // A store's product the shop cannot show is left out and reported, never a failed build:
      // the owner's data is theirs. The sample catalogue is the shop's own: a mistake there stops it.
      const leftOut: LeftOutProduct[] = [];
      const leaveOut = (record: RawRecord, reason: string) => {
        const d = record.data;
        leftOut.push({ id: Number(d.id) || 0, name: typeof d.name === 'string' ? d.name : '', reason });
        logger.warn(`${describe(record)} left out: ${reason}`);
      };
      // A product the shop shows whose words or Details promise a choice its page does not offer
      // (an engraving, a size, a length, a metal): shown, and the owner told what to change.
      const warnings: ProductWarning[] = [];
      const warnAbout = (record: RawRecord, product: Product) => {
        for (const promise of unkeptPromises(product)) {
          const warning = promiseWarning(promise);
          warnings.push({ id: product.id, name: product.name, warning });
          logger.warn(`${describe(record)}: ${warning}`);
        }
      };
      // A product's rating is the approved reviews its store holds. WooCommerce computes it from
      // them; for the sample catalogue (the embedded store) it is the approved reviews in the shop's
      // database, else the reviews the store seeds (store-ratings.ts), never the catalogue file's
      // own figure, so the stars above the fold and the reviews section agree.
      const rating = kind === 'products' && origin === 'sample catalogue' && !dir ? storeRatings() : null;
      // The sample catalogue's own consistency (sample-checks.ts): pictures, categories, counts.
      const sample = origin === 'sample catalogue' ? await sampleContext(kind, dir) : null;
      store.clear();
      const loaded: Array<Product | Category> = [];
      let shown = 0;
      let hidden = 0;
      for (const read of records) {
        if (read.leftOut) {
          leaveOut(read, read.leftOut);
          continue;
        }
        const record = kind === 'products' ? { ...read, data: productRecord(read.data) } : read;
        const id = String(record.data.id ?? '');
        const schema = kind === 'products' ? productSchema : categorySchema;
        const checked = schema.safeParse(record.data);
        if (!checked.success && kind === 'products' && origin === 'WooCommerce') {
          const issue = checked.error.issues[0];
          leaveOut(record, MSG.leftOutInvalid(issue?.path.join('.') ?? '', issue?.message ?? ''));
          continue;
        }
        if (!checked.success) {
          const issues = checked.error.issues
            .map((i) => `  field "${i.path.join('.') || '(root)'}": ${i.message}`)
            .join('\n');
          throw new Error(`Invalid ${kind === 'products' ? 'product' : 'category'} in ${describe(record)}:\n${issues}`);
        }
        const problem = sample?.product?.(checked.data as Product);
        if (problem)
          throw new Error(`Invalid product in ${describe(record)}:\n  field "${problem.field}": ${problem.message}`);
        loaded.push(checked.data);
        if (kind === 'products') warnAbout(record, checked.data as Product);
        const raw = rating ? { ...record.data, ...rating(checked.data as Product) } : record.data;
        const data = await parseData({
          id,
          data: raw,
          filePath: record.file.startsWith('http') ? undefined : record.file,
        });
        store.set({ id, data, digest: generateDigest(raw) });
        if ((checked.data as Partial<Product>).catalog_visibility === 'hidden') hidden++;
        else shown++;
      }
      if (sample && kind === 'products') {
        const clashes = idProblems(records.map((r) => productSchema.parse(productRecord(r.data))));
        if (clashes.length) throw new Error(`Invalid products:\n${clashes.map((c) => `  ${c}`).join('\n')}`);
      }
      const counts = sample?.counts?.(records.map((r) => categorySchema.parse(r.data))) ?? [];
      if (counts.length)
        throw new Error(
          `Invalid categories.json (${path.relative(process.cwd(), path.join(dir ?? CATALOGUE_DIR, 'categories.json'))}):\n${counts.map((c) => `  ${c}`).join('\n')}`,
        );
      // The build's own record (build-info.json): what it was made from, and when a sale changes it.
      if (!dir)
        recordCatalogueFacts(
          kind === 'products'
            ? {
                source: origin,
                products: loaded.length,
                nextSaleChange: nextSaleChange(saleDates(loaded as Product[]), Date.now()),
                ...(origin === 'WooCommerce' ? {} : { store: null }),
              }
            : { categories: loaded.length },
        );
      logger.info(`${records.length} ${kind} from the ${origin}`);
      const reportTo = reportDir ?? (config ? fileURLToPath(config.cacheDir) : undefined);
      if (kind === 'products' && reportTo)
        writeCatalogueReport(reportTo, {
          source: origin,
          read_at: new Date().toISOString(),
          read: records.length,
          shown,
          hidden,
          left_out: leftOut.sort((a, b) => a.id - b.id),
          warnings,
          arabic_missing: arabicGaps(loaded as Product[], categories ?? []),
        });
    },
  };
}
