import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT, jwtFor, request, wooRest, type StoreEnv } from './store';
import type { OwnerProducts } from './sample-catalogue';

/**
 * Seeds the real store through its REST API with the shop's own sample catalogue
 * (content/catalogue): the four categories, every product with its prices (sale prices
 * included), stock, weight, tags, attributes and pictures. SVG pictures are uploaded as 800 x 800
 * JPEGs (WordPress refuses SVG uploads); the full-size photograph goes up as it is. The store kit's
 * own demo products are deleted, so the store's categories and counts are the catalogue's.
 *
 * Answers how the catalogue's ids map to the store's (WooCommerce gives its own ids).
 */
const CATALOGUE = path.join(ROOT, 'content/catalogue');

export interface CatalogueProduct {
  id: number;
  price: string;
  name: string;
  slug: string;
  date_created: string;
  featured: boolean;
  catalog_visibility: string;
  description: string;
  short_description: string;
  sku: string;
  regular_price: string;
  sale_price: string;
  on_sale: boolean;
  manage_stock: boolean;
  stock_quantity: number | null;
  backorders: string;
  weight: string;
  dimensions: { length: string; width: string; height: string };
  reviews_allowed: boolean;
  categories: { id: number; slug: string }[];
  tags: { id: number; name: string; slug: string }[];
  images: { id: number; src: string; name: string; alt: string; ar?: { alt?: string } }[];
  attributes: {
    name: string;
    options: string[];
    variation?: boolean;
    ar?: { name?: string; options?: Record<string, string> };
  }[];
  /** The piece's Arabic, as the sample catalogue holds it. */
  ar?: { name?: string; short_description?: string; description?: string };
  type?: 'simple' | 'variable';
  variants?: CatalogueVariant[];
  default_attributes?: { name: string; option: string }[];
  virtual?: boolean;
  personalisation?: {
    label: string;
    max_length: number;
    scripts?: string;
    required?: boolean;
    price?: string;
    preview?: string;
    ar?: { label?: string };
  };
}
interface CatalogueVariant {
  id: number;
  sku: string;
  attributes: { name: string; option: string }[];
  regular_price: string;
  sale_price?: string;
  on_sale?: boolean;
  manage_stock?: boolean;
  stock_quantity?: number | null;
  backorders?: string;
  weight?: string;
  image?: { src: string; alt: string; name: string } | null;
}
interface CatalogueCategory {
  id: number;
  name: string;
  slug: string;
  count: number;
  description: string;
  ar?: { name?: string; description?: string };
}

export interface SeedMap {
  /** Catalogue product id -> WooCommerce product id. */
  products: Record<number, number>;
  /** Catalogue variant id -> WooCommerce variation id. */
  variants: Record<number, number>;
  /** Catalogue category slug -> WooCommerce category id. */
  categories: Record<string, number>;
  /**
   * What the shop did not write (sample-catalogue.ts): the owner's variable ring and chain, and the
   * product left unfinished (addUnfinishedProduct); WooCommerce's sample products are found by SKU.
   */
  sample: OwnerProducts & { unfinished: number };
}

export function readCatalogue(): { products: CatalogueProduct[]; categories: CatalogueCategory[] } {
  const dir = path.join(CATALOGUE, 'products');
  const products = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as CatalogueProduct);
  const categories = JSON.parse(readFileSync(path.join(CATALOGUE, 'categories.json'), 'utf8')) as CatalogueCategory[];
  return { products, categories };
}

/**
 * A picture as WordPress accepts it: an SVG drawn at 800 x 800 as a JPEG (WordPress refuses SVG,
 * and makes its smaller sizes of a JPEG faster than of a PNG), bitmaps unchanged.
 */
async function uploadable(src: string): Promise<{ bytes: Buffer; file: string; type: string }> {
  const file = path.join(CATALOGUE, 'images', src);
  const ext = path.extname(src).toLowerCase();
  if (ext === '.svg') {
    const bytes = await sharp(file, { density: 144 })
      .resize(800, 800, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 })
      .toBuffer();
    return { bytes, file: `${path.basename(src, ext)}.jpg`, type: 'image/jpeg' };
  }
  const type = ext === '.png' ? 'image/png' : ext === '.webp' ? 'image/webp' : 'image/jpeg';
  return { bytes: readFileSync(file), file: path.basename(src), type };
}

/** Runs `fn` over `items`, `limit` at a time (the store has a few PHP workers, not more). */
async function pool<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

export async function seedCatalogue(
  env: StoreEnv,
  log: (m: string) => void = console.log,
): Promise<Omit<SeedMap, 'sample'>> {
  const rest = wooRest(env);
  const { products, categories } = readCatalogue();

  // The store weighs in kilograms (WooCommerce's default, as most stores keep it) and measures in
  // centimetres; the catalogue's weights are grams, so they are written in kg (1.6 g is "0.0016")
  // and the shop must read them back as grams.
  await rest.put('/wc/v3/settings/products/woocommerce_weight_unit', { value: 'kg' });
  await rest.put('/wc/v3/settings/products/woocommerce_dimension_unit', { value: 'cm' });

  // The kit's demo products go: the store sells exactly the catalogue.
  const ours = new Set(products.map((p) => p.sku));
  const existing = await rest.get<{ id: number; sku: string }[]>('/wc/v3/products?per_page=100&status=any');
  const strangers = existing.filter((p) => !ours.has(p.sku)).map((p) => p.id);
  if (strangers.length) await rest.post('/wc/v3/products/batch', { delete: strangers });
  log(`deleted ${strangers.length} demo products`);

  // Categories by slug; WooCommerce's own "Uncategorized" stays (empty, as in a real store).
  const storeCats = await rest.get<{ id: number; slug: string }[]>('/wc/v3/products/categories?per_page=100');
  const catIds: Record<string, number> = {};
  for (const c of categories) {
    const found = storeCats.find((s) => s.slug === c.slug);
    const body = { name: c.name, slug: c.slug, description: c.description };
    catIds[c.slug] = found
      ? (await rest.put<{ id: number }>(`/wc/v3/products/categories/${found.id}`, body)).id
      : (await rest.post<{ id: number }>('/wc/v3/products/categories', body)).id;
  }

  // Tags by slug.
  const tagBySlug = new Map<string, { name: string; slug: string }>();
  for (const p of products) for (const t of p.tags) tagBySlug.set(t.slug, t);
  const storeTags = await rest.get<{ id: number; slug: string }[]>('/wc/v3/products/tags?per_page=100');
  const tagIds: Record<string, number> = {};
  for (const t of tagBySlug.values()) {
    const found = storeTags.find((s) => s.slug === t.slug);
    tagIds[t.slug] = found
      ? found.id
      : (await rest.post<{ id: number }>('/wc/v3/products/tags', { name: t.name, slug: t.slug })).id;
  }

  // Pictures through the WordPress media API, as an administrator (JWT).
  const token = await jwtFor(env, env.WOOCOMMERCE_ADMIN_USER, env.WOOCOMMERCE_ADMIN_PASS);
  const images = [
    ...new Map(
      products
        .flatMap((p) => [...p.images, ...(p.variants ?? []).flatMap((v) => (v.image ? [v.image] : []))])
        .map((img) => [img.src, img]),
    ).values(),
  ];
  const mediaIds = new Map<string, number>();
  const t0 = Date.now();
  await pool(images, 3, async (img) => {
    const up = await uploadable(img.src);
    const res = await request<{ id: number }>(`${rest.base}/wp/v2/media`, {
      method: 'POST',
      raw: up.bytes,
      ca: rest.ca,
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': up.type,
        'Content-Disposition': `attachment; filename="${up.file}"`,
      },
    });
    if (res.status !== 201)
      throw new Error(`upload ${img.src}: ${res.status} ${JSON.stringify(res.data).slice(0, 300)}`);
    mediaIds.set(img.src, res.data.id);
  });
  log(`uploaded ${images.length} pictures in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const refs: SeedRefs = { categories: catIds, tags: tagIds, media: mediaIds };
  const body = (p: CatalogueProduct) => productBody(p, refs);
  const bySku = new Map(existing.filter((p) => ours.has(p.sku)).map((p) => [p.sku, p.id]));
  const create = products.filter((p) => !bySku.has(p.sku)).map(body);
  const update = products.filter((p) => bySku.has(p.sku)).map((p) => ({ id: bySku.get(p.sku), ...body(p) }));
  const t1 = Date.now();
  const answer = await rest.post<{
    create?: { id: number; sku: string; error?: unknown }[];
    update?: { id: number; sku: string; error?: unknown }[];
  }>('/wc/v3/products/batch', { create, update });
  for (const r of [...(answer.create ?? []), ...(answer.update ?? [])]) {
    if (r.error) throw new Error(`product ${r.sku}: ${JSON.stringify(r.error)}`);
    bySku.set(r.sku, r.id);
  }
  log(`${create.length} products created, ${update.length} updated in ${((Date.now() - t1) / 1000).toFixed(1)} s`);

  const map: Omit<SeedMap, 'sample'> = { products: {}, variants: {}, categories: catIds };
  for (const p of products) {
    const id = bySku.get(p.sku);
    if (!id) throw new Error(`product ${p.sku} was not created`);
    map.products[p.id] = id;
  }

  // Each variable product's variations: its SKU, price, sale, stock, weight and picture per value.
  const t2 = Date.now();
  await pool(products.filter(variable), 3, async (p) => {
    const ids = await upsertVariations(rest, map.products[p.id]!, variationBodies(p, mediaIds));
    for (const v of p.variants ?? []) {
      const id = ids.get(v.sku);
      if (!id) throw new Error(`variation ${v.sku} was not created`);
      map.variants[v.id] = id;
    }
  });
  log(
    `variations of ${products.filter(variable).length} products written in ${((Date.now() - t2) / 1000).toFixed(1)} s`,
  );

  await configureShipping(env);
  return map;
}

/** What a catalogue product refers to by the store's ids: its categories, tags and pictures. */
export interface SeedRefs {
  categories: Record<string, number>;
  tags: Record<string, number>;
  media: Map<string, number>;
}

const variable = (p: CatalogueProduct) => p.type === 'variable';

/** A piece that takes a name: the fields the shop's plugin adds to Product data → General. */
function engravingMeta(e: CatalogueProduct['personalisation']) {
  return e
    ? Object.entries({
        '': 'yes',
        _label: e.label,
        _max_length: String(e.max_length),
        _scripts: e.scripts ?? 'both',
        _required: e.required ? 'yes' : 'no',
        _price: e.price ?? '0.00',
        _preview: e.preview ?? 'plain',
      }).map(([key, value]) => ({ key: `nefertari_engraving${key}`, value }))
    : [{ key: 'nefertari_engraving', value: 'no' }];
}

/**
 * The piece's Arabic as an owner types it into the product's "Arabic" box in wp-admin (the shop's
 * plugin): its name and descriptions, the engraving's label, and one "English = Arabic" line for
 * each word of its options and each picture's description.
 */
function arabicMeta(p: CatalogueProduct) {
  const words = [
    ...p.attributes.flatMap((a) => [
      ...(a.ar?.name ? [`${a.name} = ${a.ar.name}`] : []),
      ...Object.entries(a.ar?.options ?? {}).map(([en, ar]) => `${en} = ${ar}`),
    ]),
    ...p.images.flatMap((img) => (img.ar?.alt ? [`${img.alt} = ${img.ar.alt}`] : [])),
  ];
  return Object.entries({
    nefertari_ar_name: p.ar?.name,
    nefertari_ar_short_description: p.ar?.short_description,
    nefertari_ar_description: p.ar?.description,
    nefertari_ar_engraving_label: p.personalisation?.ar?.label,
    nefertari_ar_words: words.length ? words.join('\n') : undefined,
  }).flatMap(([key, value]) => (value ? [{ key, value }] : []));
}

/**
 * A catalogue product as REST v3 writes it: the same options (its attributes marked for
 * variations), the same engraving (the plugin's fields), prices, stock, pictures and words.
 */
export function productBody(p: CatalogueProduct, refs: SeedRefs) {
  return {
    name: p.name,
    slug: p.slug,
    type: variable(p) ? 'variable' : 'simple',
    status: 'publish',
    featured: p.featured,
    catalog_visibility: p.catalog_visibility,
    description: p.description,
    short_description: p.short_description,
    sku: p.sku,
    // A variable product's price and stock are its variations'.
    ...(variable(p)
      ? { manage_stock: false, default_attributes: p.default_attributes ?? [] }
      : {
          regular_price: p.regular_price,
          sale_price: p.on_sale ? p.sale_price : '',
          manage_stock: p.manage_stock,
          stock_quantity: p.stock_quantity,
          backorders: p.backorders,
        }),
    virtual: p.virtual ?? false,
    weight: kilograms(p.weight),
    dimensions: p.dimensions,
    reviews_allowed: p.reviews_allowed,
    // The catalogue's dates are Cairo time, as a store-local date_created is.
    date_created: p.date_created,
    categories: p.categories.map((c) => ({ id: refs.categories[c.slug] })),
    tags: p.tags.map((t) => ({ id: refs.tags[t.slug] })),
    images: p.images.map((img) => ({ id: refs.media.get(img.src), alt: img.alt, name: img.name })),
    // Local attributes (the product's own); the ones marked for variations are what shoppers choose by.
    attributes: p.attributes.map((a, position) => ({
      name: a.name,
      options: a.options,
      visible: true,
      variation: a.variation === true,
      position,
    })),
    meta_data: [...engravingMeta(p.personalisation), ...arabicMeta(p)],
  };
}

/** A variable product's variations: its SKU, price, sale, stock, weight and picture per choice. */
export function variationBodies(p: CatalogueProduct, media: Map<string, number>) {
  return (p.variants ?? []).map((v) => ({
    sku: v.sku,
    regular_price: v.regular_price,
    sale_price: v.on_sale ? (v.sale_price ?? '') : '',
    manage_stock: v.manage_stock ?? true,
    stock_quantity: v.stock_quantity ?? null,
    backorders: v.backorders ?? 'no',
    weight: kilograms(v.weight ?? ''),
    ...(v.image ? { image: { id: media.get(v.image.src) } } : {}),
    attributes: v.attributes.map((a) => ({ name: a.name, option: a.option })),
  }));
}

/** The catalogue's grams as the store's kilograms ("1.6" -> "0.0016"); '' stays ''. */
const kilograms = (grams: string) => (grams === '' ? '' : String(Number(grams) / 1000));

/** Creates or updates a product's variations by SKU; answers each SKU's variation id. */
async function upsertVariations(
  rest: ReturnType<typeof wooRest>,
  parent: number,
  wanted: { sku: string; [k: string]: unknown }[],
): Promise<Map<string, number>> {
  const existing = await rest.get<{ id: number; sku: string }[]>(`/wc/v3/products/${parent}/variations?per_page=100`);
  const bySku = new Map(existing.map((v) => [v.sku, v.id]));
  const answer = await rest.post<{
    create?: { id: number; sku: string; error?: unknown }[];
    update?: { id: number; sku: string; error?: unknown }[];
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
 * A product an owner saves before it is finished: a variable necklace whose attribute is marked
 * for variations but that has no variation yet (WooCommerce publishes it; it cannot be bought).
 * The shop leaves it out and says why; the suite checks that the owner is told.
 */
export const UNFINISHED_SKU = 'NEF-NK-UNFINISHED';
export async function addUnfinishedProduct(env: StoreEnv, necklaces: number): Promise<number> {
  const rest = wooRest(env);
  const body = {
    name: 'Cartouche Pendant (sizes to come)',
    type: 'variable',
    status: 'publish',
    description: '<p>A pendant with your name in hieroglyphs.</p>',
    categories: [{ id: necklaces }],
    attributes: [{ name: 'Length', options: ['40 cm', '45 cm'], visible: true, variation: true, position: 0 }],
  };
  const found = await rest.get<{ id: number }[]>(`/wc/v3/products?sku=${UNFINISHED_SKU}&status=any`);
  if (found[0]) return (await rest.put<{ id: number }>(`/wc/v3/products/${found[0].id}`, body)).id;
  return (await rest.post<{ id: number }>('/wc/v3/products', { sku: UNFINISHED_SKU, ...body })).id;
}

/**
 * Shipping as a store owner might set it up: Egypt has the kit's Flat rate (10.00) and an Express
 * courier (45.00); the Gulf has an International courier (250.00); everywhere else has none.
 */
export async function configureShipping(env: StoreEnv): Promise<void> {
  const rest = wooRest(env);
  type Zone = { id: number; name: string };
  type Method = { instance_id: number; method_id: string; settings: { title?: { value: string } } };
  const zones = await rest.get<Zone[]>('/wc/v3/shipping/zones');
  const zone = async (name: string, countries: string[]): Promise<number> => {
    const found = zones.find((z) => z.name === name);
    const id = found ? found.id : (await rest.post<Zone>('/wc/v3/shipping/zones', { name })).id;
    await rest.put(
      `/wc/v3/shipping/zones/${id}/locations`,
      countries.map((code) => ({ code, type: 'country' })),
    );
    return id;
  };
  const flatRate = async (zoneId: number, title: string, cost: string) => {
    const methods = await rest.get<Method[]>(`/wc/v3/shipping/zones/${zoneId}/methods`);
    const found = methods.find((m) => m.method_id === 'flat_rate' && m.settings.title?.value === title);
    const settings = { title, cost, tax_status: 'none' };
    if (found)
      await rest.put(`/wc/v3/shipping/zones/${zoneId}/methods/${found.instance_id}`, { enabled: true, settings });
    else
      await rest.post(`/wc/v3/shipping/zones/${zoneId}/methods`, { method_id: 'flat_rate', enabled: true, settings });
  };
  const egypt = await zone('Egypt', ['EG']);
  await flatRate(egypt, 'Flat rate', '10.00');
  await flatRate(egypt, 'Express courier', '45.00');
  await flatRate(await zone('Gulf', ['AE', 'SA', 'KW', 'QA', 'BH', 'OM']), 'International courier', '250.00');
}

export function writeSeedMap(state: string, map: SeedMap): void {
  writeFileSync(path.join(state, 'seed-map.json'), JSON.stringify(map, null, 2));
}

export function readSeedMap(state: string): SeedMap {
  return JSON.parse(readFileSync(path.join(state, 'seed-map.json'), 'utf8')) as SeedMap;
}

/**
 * The catalogue's categories in Arabic, as an owner writes them in a category's Arabic fields in
 * wp-admin: through the shop's plugin (its `nefertari_ar` REST field), so once the README's
 * set-up has activated it; the seeded snapshot is taken before, and this runs after each restore.
 */
export async function arabicCategories(env: StoreEnv): Promise<void> {
  const rest = wooRest(env);
  const storeCats = await rest.get<{ id: number; slug: string }[]>('/wc/v3/products/categories?per_page=100');
  for (const c of readCatalogue().categories) {
    const found = storeCats.find((s) => s.slug === c.slug);
    if (found && c.ar) await rest.put(`/wc/v3/products/categories/${found.id}`, { nefertari_ar: c.ar });
  }
}
