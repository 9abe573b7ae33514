import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDate } from '../../lib/dates';

/**
 * What a build was made from, written by the build itself beside its pages (build-info.json in
 * the build folder, outside dist/client so no visitor can fetch it): when, from which source, how
 * many products, how long it took, why it ran, what the store looked like when it was read
 * (what the rebuilder's poll compares with) and the next scheduled sale to start or end.
 */
export const BUILD_INFO = 'build-info.json';

/** The store as a build read it: compared with the store now to find what changed since. */
export interface StoreSnapshot {
  /** The store's own clock when the build started reading (its Date header), ISO. */
  at: string;
  /** Published products (of every type). */
  published: number;
  /** A digest of every category's name, slug, parent, description, picture and count. */
  categories: string;
}

export type CatalogueSource = 'WooCommerce' | 'sample catalogue';

export interface BuildInfo {
  startedAt: string;
  builtAt: string;
  durationMs: number;
  source: CatalogueSource;
  products: number;
  categories: number;
  /** Null for the sample catalogue. */
  store: StoreSnapshot | null;
  /** When a scheduled sale of a built product starts or ends next (ISO), or null. */
  nextSaleChange: string | null;
  /** Why it ran: the changes that started a rebuild; empty for a build by hand. */
  reasons: string[];
}

export function readBuildInfo(dir: string): BuildInfo | null {
  const file = path.join(dir, BUILD_INFO);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildInfo;
  } catch {
    return null;
  }
}

/**
 * The next moment after `now` a scheduled sale starts or ends. WooCommerce reads a sale as on from
 * its start and until one second past its end (date_on_sale_to is the last second of the sale).
 */
export function nextSaleChange(
  products: Iterable<{ date_on_sale_from?: string | null; date_on_sale_to?: string | null }>,
  now: number,
): string | null {
  let next = Number.POSITIVE_INFINITY;
  for (const p of products) {
    const from = parseDate(p.date_on_sale_from ?? null)?.getTime();
    const to = parseDate(p.date_on_sale_to ?? null)?.getTime();
    for (const t of [from, to === undefined ? undefined : to + 1000])
      if (t !== undefined && t > now && t < next) next = t;
  }
  return Number.isFinite(next) ? new Date(next).toISOString() : null;
}
