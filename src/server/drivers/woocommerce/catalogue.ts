import * as z from 'zod/mini';
import '../../../lib/schemas/zod'; // the shop's wording for every issue
import type { Product, Category } from '../../../lib/schemas/product';
import { StoreError, type CatalogueApi } from '../../backend';
import { MSG } from '../../../lib/messages';
import { PAGE_SIZE, WooHttp, WooHttpError, fetchAllPages, parse, toStoreError } from './http';
import {
  wooCategorySchema,
  wooProductSchema,
  wooSettingsSchema,
  wooVariationSchema,
  type WooProduct,
  type WooVariation,
} from './schemas/catalogue';
import { DEFAULT_UNITS, type StoreUnits } from './reshape/units';
import { reshapeCategory, reshapeProduct } from './reshape/products';
import type { Log, WooContext } from './context';

/**
 * Catalogue: REST v3 products (a variable one with its variations) and categories, reshaped to
 * the app's Product and Category. The build reads the same functions (fetchProducts,
 * fetchCategories, fetchUnits) through src/loaders/catalogue/woocommerce-source.ts.
 */

/** A product as read from the store: reshaped, or the reason the shop cannot show it. */
export type FetchedProduct = { url: string; id: number; name: string } & (
  { product: Product; reason?: undefined } | { product?: undefined; reason: string }
);

/** Variations read at once: a catalogue of many variable products must not queue hundreds of calls on a small WordPress. */
const VARIATION_READS = 4;

/** Runs fn over items, `limit` at a time, answers in order. */
async function pooled<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * The units the store writes weights and dimensions in (WooCommerce → Settings → Products). Read
 * once per build, and once per server process (catalogueDomain).
 */
export async function fetchUnits(http: WooHttp): Promise<StoreUnits> {
  let res;
  try {
    res = await http.call('v3', '/settings/products');
  } catch (err) {
    throw toStoreError(err);
  }
  const settings = parse(wooSettingsSchema, res.data, 'product settings');
  const setting = (id: string, fallback: string) => {
    const value = settings.find((s) => s.id === id)?.value;
    return typeof value === 'string' && value ? value : fallback;
  };
  return {
    weight: setting('woocommerce_weight_unit', DEFAULT_UNITS.weight),
    dimension: setting('woocommerce_dimension_unit', DEFAULT_UNITS.dimension),
  };
}

/** Every variation of a variable product (all pages); one the shop cannot read is left out, as its price would be. */
export async function fetchVariations(http: WooHttp, productId: number, log: Log): Promise<WooVariation[]> {
  const raw = await fetchAllPages(http, `/products/${productId}/variations`);
  return raw.flatMap((v) => {
    const r = wooVariationSchema.safeParse(v);
    if (!r.success) log(`WooCommerce product ${productId}: a variation skipped (${r.error.issues[0]?.message})`);
    return r.success ? [r.data] : [];
  });
}

/**
 * Raw REST v3 products -> Products: each checked on its own (one the shop cannot read is left out
 * with its reason, never the whole catalogue), a variable one with its variations read.
 */
async function reshapeAll(
  ctx: { http: WooHttp; log: Log; units: StoreUnits },
  raw: readonly unknown[],
): Promise<FetchedProduct[]> {
  const { http, log, units } = ctx;
  return pooled(raw, VARIATION_READS, async (item): Promise<FetchedProduct> => {
    const parsed = wooProductSchema.safeParse(item);
    const id = Number((item as { id?: unknown } | null)?.id) || 0;
    if (!parsed.success) {
      const name = String((item as { name?: unknown } | null)?.name ?? '');
      const issue = parsed.error.issues[0];
      return {
        url: http.url('v3', `/products/${id}`).toString(),
        id,
        name,
        reason: MSG.leftOutUnreadable(`${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`),
      };
    }
    const p = parsed.data;
    const url = productUrl(http, p);
    let variations: WooVariation[] | undefined;
    try {
      if (p.type === 'variable') variations = await fetchVariations(http, p.id, log);
    } catch (err) {
      // A store that does not answer stops the read; one product's variations it refuses leave that product out.
      if (err instanceof StoreError && err.code === 'unavailable') throw err;
      return { url, id: p.id, name: p.name, reason: MSG.leftOutVariationsUnread((err as Error).message) };
    }
    const r = reshapeProduct(p, { units, variations });
    return r.ok
      ? { url, id: p.id, name: r.value.name, product: r.value }
      : { url, id: p.id, name: p.name, reason: r.reason };
  });
}

/**
 * The store's published products, each reshaped or with the reason the shop leaves it out (a
 * kind it does not sell, no price, a variable product without priced variations...): the build
 * shows the owner those reasons, the server logs them.
 */
export async function fetchProducts(
  http: WooHttp,
  filter: { categoryId?: number; featured?: boolean } = {},
  log: Log = console.warn,
  units?: StoreUnits,
): Promise<FetchedProduct[]> {
  const raw = await fetchAllPages(http, '/products', {
    status: 'publish',
    featured: filter.featured ? true : undefined,
    category: filter.categoryId === undefined ? undefined : String(filter.categoryId),
  });
  return reshapeAll({ http, log, units: units ?? (await fetchUnits(http)) }, raw);
}

/** The product's REST address (no keys in it), named in build errors. */
export const productUrl = (http: WooHttp, p: Pick<WooProduct, 'id'>) => http.url('v3', `/products/${p.id}`).toString();

/** Every category, each with its REST address. */
export async function fetchCategories(http: WooHttp): Promise<Array<{ url: string; category: Category }>> {
  const raw = await fetchAllPages(http, '/products/categories');
  return parse(z.array(wooCategorySchema), raw, 'categories').map((c) => ({
    url: http.url('v3', `/products/categories/${c.id}`).toString(),
    category: reshapeCategory(c),
  }));
}

export function catalogueDomain(ctx: WooContext): CatalogueApi {
  const { http, log } = ctx;
  let units: Promise<StoreUnits> | undefined;
  /** The store's units, read once per process; a store that cannot say is read again next time, WooCommerce's defaults meanwhile. */
  const storeUnits = () =>
    (units ??= fetchUnits(http).catch((err: unknown) => {
      units = undefined;
      log(`product settings unavailable, weights read as kg: ${(err as Error).message}`);
      return DEFAULT_UNITS;
    }));
  const shown = (fetched: FetchedProduct[]) =>
    fetched.flatMap((f) => {
      if (f.product) return [f.product];
      log(`WooCommerce product ${f.id} "${f.name}" left out: ${f.reason}`);
      return [];
    });

  /** The products among these ids, by id: one products?include= call per 100, then each variable one's variations. */
  async function byIds(ids: number[]): Promise<Map<number, Product>> {
    const byId = new Map<number, Product>();
    for (let i = 0; i < ids.length; i += PAGE_SIZE) {
      const page = ids.slice(i, i + PAGE_SIZE);
      const res = await ctx.v3('/products', { query: { include: page.join(','), per_page: PAGE_SIZE } });
      if (!Array.isArray(res.data))
        throw new StoreError('backend_error', MSG.backendUnavailable, 502, { reason: 'unexpected_shape' });
      for (const p of shown(await reshapeAll({ http, log, units: await storeUnits() }, res.data))) byId.set(p.id, p);
    }
    return byId;
  }

  return {
    /** Every category (all pages). */
    async listCategories() {
      return (await fetchCategories(http)).map((c) => c.category);
    },

    /** Published products the shop can show (all pages); the others are left out with a log line. */
    async listProducts(filter = {}) {
      return shown(await fetchProducts(http, filter, log, await storeUnits()));
    },

    /** One product, a variable one with its variations as they are now; 404 for an unknown id and for one the shop cannot show. */
    async getProduct(id) {
      let res;
      try {
        res = await http.call('v3', `/products/${id}`);
      } catch (err) {
        if (err instanceof WooHttpError && (err.status === 404 || /invalid_id/.test(err.code)))
          throw new StoreError('invalid_product', MSG.invalidProductId, 404);
        throw toStoreError(err);
      }
      // An answer that is not a product at all is the store failing, not a product to leave out.
      parse(wooProductSchema, res.data, 'product');
      const [f] = await reshapeAll({ http, log, units: await storeUnits() }, [res.data]);
      if (!f?.product) throw new StoreError('invalid_product', MSG.invalidProductId, 404, { reason: f?.reason });
      return f.product;
    },

    /** The products among these ids the shop can show, each variable one's variants live. */
    async getProducts(ids) {
      const unique = [...new Set(ids)];
      const byId = await byIds(unique);
      return unique.map((id) => byId.get(id)).filter((p) => p !== undefined);
    },
  };
}
