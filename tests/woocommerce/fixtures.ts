import { test as base } from '@playwright/test';
import { readSeedMap, readCatalogue, type SeedMap } from './seed';
import { storeEnv, wooRest, type StoreEnv, type WooRest } from './store';
import { shopperAddress } from '../fixtures/address';

/**
 * What every spec of the integration suite gets: the shop's address as baseURL (global-setup.ts
 * started it), the store's env, REST v3 with the keys, and the catalogue-to-store id map.
 */
export const test = base.extend<{ store: StoreEnv; rest: WooRest; ids: SeedMap }>({
  baseURL: async ({}, use) => use(process.env.WOO_SHOP_URL),
  store: async ({}, use) => use(storeEnv()),
  rest: async ({ store }, use) => use(wooRest(store)),
  ids: async ({ store }, use) => use(readSeedMap(store.WOOCOMMERCE_STATE_DIR)),
});
export { expect } from '@playwright/test';
export { readCatalogue };

/** The catalogue product with this slug, and its id in the store. */
export function product(ids: SeedMap, slug: string) {
  const p = readCatalogue().products.find((x) => x.slug === slug);
  if (!p) throw new Error(`no catalogue product ${slug}`);
  return { ...p, wooId: ids.products[p.id]! };
}

export interface StoreProduct {
  id: number;
  name: string;
  sku: string;
  type: string;
  catalog_visibility: string;
  categories: { id: number; slug: string }[];
  grouped_products: number[];
}

/** Every published product of the store, as REST v3 lists them (all pages). */
export async function publishedProducts(rest: WooRest): Promise<StoreProduct[]> {
  const all: StoreProduct[] = [];
  for (let page = 1; ; page++) {
    const batch = await rest.get<StoreProduct[]>(`/wc/v3/products?status=publish&per_page=100&page=${page}`);
    all.push(...batch);
    if (batch.length < 100) return all;
  }
}

/** A product of the store by SKU (WooCommerce's sample products have no id of ours). */
export async function bySku(rest: WooRest, sku: string): Promise<StoreProduct> {
  const [found] = await rest.get<StoreProduct[]>(`/wc/v3/products?sku=${encodeURIComponent(sku)}`);
  if (!found) throw new Error(`the store has no product ${sku}`);
  return found;
}

/** The shopper's address, with WooCommerce's code for Cairo (EGC) as its state. */
export const wooAddress = (email: string) => shopperAddress({ state: 'EGC', email });
