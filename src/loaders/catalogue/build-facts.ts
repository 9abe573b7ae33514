import type { CatalogueSource, StoreSnapshot } from '../../server/rebuild/build-info';

/**
 * What the catalogue loader learnt during a build, for the build's own record (build-info.json,
 * written by integrations/precompress-assets.mjs when the build is done). The loader runs inside the same process
 * as the config's hooks but in Vite's module graph, not the config's: the one thing both see is
 * the global object, so the facts live there under a registered symbol.
 */
export interface CatalogueFacts {
  source?: CatalogueSource;
  products?: number;
  categories?: number;
  store?: StoreSnapshot | null;
  nextSaleChange?: string | null;
}

const KEY = Symbol.for('nefertari.catalogue-facts');
type Holder = { [KEY]?: CatalogueFacts };

export function recordCatalogueFacts(facts: CatalogueFacts): void {
  const g = globalThis as Holder;
  g[KEY] = { ...g[KEY], ...facts };
}

export function catalogueFacts(): CatalogueFacts {
  return (globalThis as Holder)[KEY] ?? {};
}
