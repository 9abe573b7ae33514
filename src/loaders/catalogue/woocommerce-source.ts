import type { RawRecord } from './sample';
import { StoreError } from '../../server/backend';
import { WooHttp } from '../../server/drivers/woocommerce/http';
import { fetchCategories, fetchProducts, type FetchedProduct } from '../../server/drivers/woocommerce/catalogue';
import { withGroupedPrices } from '../../lib/catalogue/variants';
import type { Product } from '../../lib/schemas/product';
import { MSG } from '../../lib/messages';
import { checkStore } from '../../server/drivers/woocommerce/status';
import type { Log } from '../../server/drivers/woocommerce/context';
import { storeSnapshot } from '../../server/rebuild/woocommerce';
import type { StoreSnapshot } from '../../server/rebuild/build-info';

/**
 * WooCommerce as the build-time catalogue source, when WOOCOMMERCE_URL and both keys are set.
 * Returns null when WooCommerce is not configured. Products and categories are read from REST
 * v3 (every page, 100 at a time; a variable product's variations too), reshaped to our
 * Product/Category with the store's units, and handed to the content loader, which validates
 * them exactly like the sample catalogue. Each record is named by its REST address (never with
 * the keys in it). A product the shop cannot show (a kind it does not sell, no price, a grouped
 * product none of whose pieces is shown...) comes as a record left out with its reason, which
 * the build reports to the owner (catalogue-report.ts); the store's data never stops the build.
 *
 * Before reading, the store is checked (checkStore): an unreachable store, a missing plugin or
 * refused keys stop the build with a message that names the cause and what to do.
 */
export function wooCatalogueSource(
  env: Record<string, string | undefined> = process.env,
  options: { fetch?: typeof fetch; log?: Log } = {},
): {
  products(): Promise<RawRecord[]>;
  categories(): Promise<RawRecord[]>;
  snapshot(): Promise<StoreSnapshot>;
} | null {
  const url = env.WOOCOMMERCE_URL;
  const key = env.WOOCOMMERCE_CONSUMER_KEY;
  const secret = env.WOOCOMMERCE_CONSUMER_SECRET;
  if (!url || !key || !secret) return null;
  const http = new WooHttp({ url, consumerKey: key, consumerSecret: secret, fetch: options.fetch });
  const log = options.log ?? ((m: string) => console.warn(`[catalogue] ${m}`));
  let checked: Promise<void> | undefined;
  /** Checks the store once, then reads; every failure says what it was reading from where. */
  async function read<T>(what: string, fn: () => Promise<T>): Promise<T> {
    checked ??= checkStore(http).then((c) => {
      if (!c.ok) throw new Error(`WooCommerce catalogue: ${c.problem}`);
    });
    await checked;
    try {
      return await fn();
    } catch (err) {
      const details = err instanceof StoreError ? JSON.stringify(err.details ?? {}) : '';
      throw new Error(
        `WooCommerce catalogue: reading the ${what} from ${http.base} failed: ${(err as Error).message} ${details}`.trim(),
        { cause: err },
      );
    }
  }
  return {
    /** The store as this build starts reading it (what the rebuilder's poll compares with later). */
    snapshot: () => read('store snapshot', () => storeSnapshot(http)),
    products: () => read('products', async () => withPieces(await fetchProducts(http, {}, log))),
    categories: () =>
      read('categories', async () =>
        (await fetchCategories(http)).map(({ url: file, category }) => ({ file, data: category })),
      ),
  };
}

/**
 * The catalogue's records: a grouped product lists only its pieces the shop shows, and costs what
 * the cheapest of them costs; one none of whose pieces is shown is left out.
 */
export function withPieces(fetched: readonly FetchedProduct[]): RawRecord[] {
  const shown = new Set(fetched.flatMap((f) => (f.product ? [f.id] : [])));
  const products: Product[] = [];
  const leftOut: RawRecord[] = [];
  for (const f of fetched) {
    if (!f.product) {
      leftOut.push({ file: f.url, data: { id: f.id, name: f.name }, leftOut: f.reason });
      continue;
    }
    const p = f.product;
    if (p.type !== 'grouped') products.push(p);
    else {
      const pieces = p.grouped_products.filter((id) => shown.has(id));
      if (pieces.length > 0) products.push({ ...p, grouped_products: pieces });
      else leftOut.push({ file: f.url, data: { id: f.id, name: f.name }, leftOut: MSG.leftOutPiecesGone });
    }
  }
  const url = new Map(fetched.map((f) => [f.id, f.url]));
  return [
    ...withGroupedPrices(products).map((p) => ({
      file: url.get(p.id)!,
      data: p as unknown as Record<string, unknown>,
    })),
    ...leftOut,
  ];
}
