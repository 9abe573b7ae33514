import type { RawRecord } from './sample';
import { StoreError } from '../backend';
import { WooHttp } from '../drivers/woocommerce/http';
import { fetchCategories, fetchProducts } from '../drivers/woocommerce/catalogue';
import { checkStore } from '../drivers/woocommerce/status';
import type { Log } from '../drivers/woocommerce/context';

/**
 * WooCommerce as the build-time catalogue source, when WOOCOMMERCE_URL and both keys are set.
 * Returns null when WooCommerce is not configured. Products and categories are read from REST
 * v3 (every page, 100 at a time), reshaped to our Product/Category and handed to the content
 * loader, which validates them exactly like the sample catalogue. Each record is named by its
 * REST address (never with the keys in it). Products the storefront cannot sell (variable,
 * grouped, external, unpriced) are skipped with a warning in the build log.
 *
 * Before reading, the store is checked (checkStore): an unreachable store, a missing plugin or
 * refused keys stop the build with a message that names the cause and what to do.
 */
export function wooCatalogueSource(
  env: Record<string, string | undefined> = process.env,
  options: { fetch?: typeof fetch; log?: Log } = {},
): { products(): Promise<RawRecord[]>; categories(): Promise<RawRecord[]> } | null {
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
    products: () =>
      read('products', async () =>
        (await fetchProducts(http, {}, log)).map(({ url: file, product }) => ({ file, data: product })),
      ),
    categories: () =>
      read('categories', async () =>
        (await fetchCategories(http)).map(({ url: file, category }) => ({ file, data: category })),
      ),
  };
}
