import { readFile } from 'node:fs/promises';
import { isListed, isSearchable } from '../../lib/catalogue/categories';
import path from 'node:path';
import {
  loadCatalogue,
  SEARCH_CATALOGUE_PATH,
  type CatalogueProduct,
  type LoadedCatalogue,
  type SearchCatalogue,
} from '../../lib/search/catalogue';
import { search } from '../../lib/search/engine';
import { runListing, type ListingResult } from '../../lib/listing/filter';
import type { ListingState } from '../../lib/listing/state';

/**
 * The search the server runs for /search, filtered listings and the header's suggestions, over
 * the catalogue file the build wrote next to the pages (dist/client/search-catalogue.json; the
 * dev server serves it as a route). Loaded once per worker, on its first search.
 */
let loaded: Promise<LoadedCatalogue> | undefined;

export function catalogue(origin: URL): Promise<LoadedCatalogue> {
  loaded ??= read(origin).then(loadCatalogue);
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

async function read(origin: URL): Promise<SearchCatalogue> {
  if (import.meta.env.DEV)
    return (await fetch(new URL(SEARCH_CATALOGUE_PATH, origin))).json() as Promise<SearchCatalogue>;
  const file = process.env.SEARCH_CATALOGUE ?? path.join(process.cwd(), 'dist/client', SEARCH_CATALOGUE_PATH);
  return JSON.parse(await readFile(file, 'utf8')) as SearchCatalogue;
}

export interface Scope {
  /** A category slug, or undefined for every product. */
  category?: string;
  /** Offer a category filter (search results span categories). */
  withCategory?: boolean;
}

export interface SearchOutcome extends ListingResult<CatalogueProduct> {
  /** Words read through a typo ("nekclace" as "necklace"). */
  corrections: { typed: string; read: string }[];
  posts: LoadedCatalogue['posts'];
}

/** One listing view: the scope's products, narrowed by the query, then filtered, sorted and paged. */
export function runSearch(
  data: LoadedCatalogue,
  scope: Scope,
  state: ListingState,
  options: { pageSize?: number } = {},
): SearchOutcome {
  // A listing shows the listed products; a query finds the searchable ones (catalog_visibility).
  const shown = state.q ? isSearchable : isListed;
  let products: CatalogueProduct[] = data.products.filter(
    (p) => shown(p) && (!scope.category || p.categories.some((c) => c.slug === scope.category)),
  );
  let relevance: Map<number, number> | undefined;
  const posts: LoadedCatalogue['posts'] = [];
  let corrections: SearchOutcome['corrections'] = [];
  const found = state.q ? search(data.index, state.q) : null;
  if (found) {
    corrections = found.corrections;
    relevance = new Map();
    const inScope = new Set(products.map((p) => p.id));
    const count = data.products.length;
    const hits: { doc: number; p: CatalogueProduct }[] = [];
    for (const { doc, score } of found.hits) {
      if (doc >= count) {
        posts.push(data.posts[doc - count]!);
        continue;
      }
      const p = data.products[doc]!;
      if (!inScope.has(p.id)) continue;
      relevance.set(p.id, score);
      hits.push({ doc, p });
    }
    // Back to catalogue order (documents are numbered in it), so relevance ties keep 'latest' order.
    products = hits.sort((a, b) => a.doc - b.doc).map((h) => h.p);
  } else if (state.q) {
    // Only punctuation: no word to look for, so nothing matches.
    products = [];
  }
  return {
    ...runListing(products, state, { relevance, withCategory: scope.withCategory, pageSize: options.pageSize }),
    corrections,
    posts,
  };
}
