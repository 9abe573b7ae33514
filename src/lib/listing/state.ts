import { isSortKey, type SortKey } from '../sorting';
import { normalize } from '../search/text';

/**
 * What a listing shows, read from and written to its URL, so every view can be shared,
 * bookmarked and reached with Back: `/category/rings?metal=18k-gold&sort=price-asc&page=2`.
 * Multi-choice filters repeat their parameter, as a plain HTML form submits checkboxes.
 */

/** The catalogue attributes a shopper filters by, in the order the filters show (their names: src/lib/listing-messages.ts). */
export const ATTRIBUTE_FILTERS = [
  { key: 'metal', attribute: 'Metal' },
  { key: 'stone', attribute: 'Stone' },
  { key: 'size', attribute: 'Size' },
  { key: 'length', attribute: 'Length' },
] as const;
export type AttributeKey = (typeof ATTRIBUTE_FILTERS)[number]['key'];

/** Relevance orders search results; listings without a query start at 'latest'. */
export type ListingSort = SortKey | 'relevance';

export interface ListingState {
  /** What the shopper searched for, as typed (trimmed). */
  q: string;
  /** Category slugs narrowing a search; listings take theirs from the path. */
  category: string[];
  attributes: Record<AttributeKey, string[]>;
  /** Price band values (PRICE_BANDS). */
  price: string[];
  inStock: boolean;
  onSale: boolean;
  /** Undefined: the default for the view (relevance with a query, else latest). */
  sort?: ListingSort;
  page: number;
}

const MAX_QUERY = 100;
const MAX_VALUES = 20;

/** The URL form of an option: "18k Gold-Plated Sterling Silver" -> "18k-gold-plated-sterling-silver". */
export function optionSlug(value: string): string {
  return normalize(value)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

export function emptyState(): ListingState {
  return {
    q: '',
    category: [],
    attributes: { metal: [], stone: [], size: [], length: [] },
    price: [],
    inStock: false,
    onSale: false,
    sort: undefined,
    page: 1,
  };
}

/** Never throws: unknown parameters are ignored, malformed ones fall back to the default. */
export function parseListingState(params: URLSearchParams): ListingState {
  const state = emptyState();
  state.q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY);
  state.category = slugList(params, 'category');
  for (const { key } of ATTRIBUTE_FILTERS) state.attributes[key] = slugList(params, key);
  state.price = slugList(params, 'price');
  state.inStock = params.get('stock') === 'in';
  state.onSale = params.get('sale') === '1';
  const sort = params.get('sort');
  state.sort = sort === 'relevance' || isSortKey(sort) ? sort : undefined;
  const page = Number(params.get('page'));
  state.page = Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
  return state;
}

function slugList(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map(optionSlug)
    .filter(Boolean);
  return [...new Set(values)].slice(0, MAX_VALUES);
}

/** The query string of a state, parameters in one fixed order, defaults left out ('' for none). */
export function listingQuery(state: ListingState, options: { page?: number } = {}): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const v of state.category) params.append('category', v);
  for (const { key } of ATTRIBUTE_FILTERS) for (const v of state.attributes[key]) params.append(key, v);
  for (const v of state.price) params.append('price', v);
  if (state.inStock) params.set('stock', 'in');
  if (state.onSale) params.set('sale', '1');
  if (state.sort && state.sort !== defaultSort(state)) params.set('sort', state.sort);
  const page = options.page ?? state.page;
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function defaultSort(state: Pick<ListingState, 'q'>): ListingSort {
  return state.q ? 'relevance' : 'latest';
}

/** True when anything narrows the list (a query, a category, a filter). */
export function hasFilters(state: ListingState): boolean {
  return (
    state.category.length > 0 ||
    state.price.length > 0 ||
    state.inStock ||
    state.onSale ||
    ATTRIBUTE_FILTERS.some(({ key }) => state.attributes[key].length > 0)
  );
}

/** True when the view differs from the static page of the same path (filters, sort or query). */
export function needsServer(state: ListingState): boolean {
  return hasFilters(state) || state.q !== '' || (state.sort !== undefined && state.sort !== defaultSort(state));
}

/** The same view without its filters (query and sort kept). */
export function withoutFilters(state: ListingState): ListingState {
  return { ...emptyState(), q: state.q, sort: state.sort };
}
