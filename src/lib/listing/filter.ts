import type { Product, Variant } from '../schemas/product';
import { sortProducts } from '../sorting';
import { CURRENCY } from '../constants';
import { LISTING_MSG } from '../listing-messages';
import { ATTRIBUTE_FILTERS, optionSlug, type AttributeKey, type ListingSort, type ListingState } from './state';
import { PAGE_SIZE, pageCount, pageItems } from './pages';
import { nameIn } from '../catalogue/text';
type Named = { name: string; ar?: { name?: string } };

/**
 * Filters, counts and sort over a whole listing, never only the page on screen. Choices within
 * one filter widen the list (Gold or Silver), filters narrow each other (Gold and Lapis). Each
 * option's count is what the list would hold with that option chosen too, so a shopper sees
 * before clicking how many pieces a choice leaves; an option nothing in the list has is not shown.
 */

/** What a listing needs of a variant: its options (the filters count in-stock ones), price and stock (quick view). */
export type ListingVariant = Pick<
  Variant,
  | 'id'
  | 'attributes'
  | 'price'
  | 'regular_price'
  | 'on_sale'
  | 'purchasable'
  | 'stock_status'
  | 'stock_quantity'
  | 'manage_stock'
  | 'backorders'
>;

/** The listing's part of a variant (no picture, SKU or weight: a listing never shows them). */
export function listingVariant(v: Variant): ListingVariant {
  const {
    id,
    attributes,
    price,
    regular_price,
    on_sale,
    purchasable,
    stock_status,
    stock_quantity,
    manage_stock,
    backorders,
  } = v;
  return {
    id,
    attributes,
    price,
    regular_price,
    on_sale,
    purchasable,
    stock_status,
    stock_quantity,
    manage_stock,
    backorders,
  };
}

/** What a listing needs of a product: its card, its filters, its sort keys. */
export type ListingProduct = Pick<
  Product,
  | 'type'
  | 'catalog_visibility'
  | 'default_attributes'
  | 'external_url'
  | 'button_text'
  | 'id'
  | 'name'
  | 'price'
  | 'regular_price'
  | 'on_sale'
  | 'stock_status'
  | 'stock_quantity'
  | 'manage_stock'
  | 'backorders'
  | 'purchasable'
  | 'total_sales'
  | 'date_created'
  | 'short_description'
  | 'images'
  | 'categories'
  | 'attributes'
  | 'tags'
  | 'personalisation'
  | 'ar'
> & { variants: readonly ListingVariant[] };

/** Price bands in EGP: [from, below). */
export const PRICE_BANDS = [
  { value: 'under-500', from: 0, below: 500 },
  { value: '500-1000', from: 500, below: 1000 },
  { value: '1000-2000', from: 1000, below: 2000 },
  { value: '2000-5000', from: 2000, below: 5000 },
  { value: '5000-plus', from: 5000, below: Number.POSITIVE_INFINITY },
] as const;

const egp = (n: number) => n.toLocaleString('en-US');
export function priceBandLabel(band: (typeof PRICE_BANDS)[number]): string {
  if (band.from === 0) return LISTING_MSG.priceUnder(`${CURRENCY} ${egp(band.below)}`);
  if (!Number.isFinite(band.below)) return LISTING_MSG.priceAndOver(`${CURRENCY} ${egp(band.from)}`);
  return LISTING_MSG.priceBetween(`${CURRENCY} ${egp(band.from)}`, egp(band.below));
}

export function priceBand(price: string): string {
  const n = Number(price);
  return (PRICE_BANDS.find((b) => n >= b.from && n < b.below) ?? PRICE_BANDS[0]).value;
}

export interface FilterOption {
  value: string;
  label: string;
  /** The label in Arabic, when the value has one (a metal's, a category's): pages show it in their language. */
  ar?: { name?: string };
  count: number;
  selected: boolean;
}
export interface FilterGroup {
  key: AttributeKey | 'category' | 'price' | 'stock' | 'sale';
  label: string;
  /** 'one' for a single yes/no choice (in stock, on sale). */
  kind: 'many' | 'one';
  options: FilterOption[];
}

export interface ListingResult<T extends ListingProduct> {
  /** The page's products, in order. */
  items: T[];
  /** How many products the whole filtered list holds. */
  total: number;
  page: number;
  lastPage: number;
  sort: ListingSort;
  groups: FilterGroup[];
}

/** A product's facet values as slugs, computed once per product. */
interface Facets {
  category: string[];
  attributes: Record<AttributeKey, string[]>;
  /** Each value's name, with its Arabic: read in the page's language when the filters are drawn. */
  labels: Map<string, Named>;
  price: string;
  inStock: boolean;
  onSale: boolean;
}
const facetCache = new WeakMap<object, Facets>();

function facetsOf(p: ListingProduct): Facets {
  let f = facetCache.get(p);
  if (f) return f;
  const labels = new Map<string, Named>();
  const attributes = {} as Record<AttributeKey, string[]>;
  for (const { key, attribute } of ATTRIBUTE_FILTERS) {
    const found = p.attributes.find((a) => a.name.toLowerCase() === attribute.toLowerCase());
    // An option the shopper chooses (a ring's size) counts only where a variant with it can be
    // bought: a product is not "in size 8" when size 8 is sold out.
    const options =
      found?.variation && p.variants.length
        ? found.options.filter((value) =>
            p.variants.some(
              (v) =>
                v.stock_status !== 'outofstock' &&
                v.attributes.some((a) => a.name === found.name && (a.option === value || a.option === '')),
            ),
          )
        : (found?.options ?? []);
    attributes[key] = options.map((o) => {
      const slug = optionSlug(o);
      const ar = found?.ar?.options?.[o];
      labels.set(`${key}:${slug}`, ar ? { name: o, ar: { name: ar } } : { name: o });
      return slug;
    });
  }
  for (const c of p.categories) labels.set(`category:${c.slug}`, c);
  f = {
    category: p.categories.map((c) => c.slug),
    attributes,
    labels,
    price: priceBand(p.price),
    inStock: p.stock_status !== 'outofstock',
    onSale: p.on_sale,
  };
  facetCache.set(p, f);
  return f;
}

type GroupKey = FilterGroup['key'];

/**
 * A filter's name, and an option's: the catalogue's own for a category or an attribute value,
 * the shop's words for a price band, in stock and on sale. In the language of the moment: a
 * static listing's filters are worked out once, outside any page's language, so its form names
 * them again as it draws them (src/components/listing/ListingFilters.astro).
 */
export const filterName = (key: GroupKey): string => LISTING_MSG.filters[key];
export function optionName(key: GroupKey, option: Pick<FilterOption, 'value' | 'label' | 'ar'>): string {
  if (key === 'stock') return LISTING_MSG.inStock;
  if (key === 'sale') return LISTING_MSG.onSale;
  const band = key === 'price' ? PRICE_BANDS.find((b) => b.value === option.value) : undefined;
  // A metal's or category's own name: its Arabic on an Arabic page, where the catalogue gives one.
  return band ? priceBandLabel(band) : nameIn({ name: option.label, ar: option.ar });
}

/** Labels of values no product in the list carries: the slug in words ("sterling-silver" -> "Sterling silver"). */
const EMPTY_FACETS: Facets = {
  category: [],
  attributes: { metal: [], stone: [], size: [], length: [] },
  labels: new Map(),
  price: '',
  inStock: false,
  onSale: false,
};
const unslug = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ');

function matches(f: Facets, state: ListingState, except?: GroupKey): boolean {
  if (except !== 'category' && state.category.length && !state.category.some((c) => f.category.includes(c)))
    return false;
  for (const { key } of ATTRIBUTE_FILTERS) {
    const chosen = state.attributes[key];
    if (except !== key && chosen.length && !chosen.some((v) => f.attributes[key].includes(v))) return false;
  }
  if (except !== 'price' && state.price.length && !state.price.includes(f.price)) return false;
  if (except !== 'stock' && state.inStock && !f.inStock) return false;
  if (except !== 'sale' && state.onSale && !f.onSale) return false;
  return true;
}

const SIZE_ORDER = ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl'];
function compareOptions(a: FilterOption, b: FilterOption): number {
  const sa = SIZE_ORDER.indexOf(a.value);
  const sb = SIZE_ORDER.indexOf(b.value);
  if (sa >= 0 && sb >= 0) return sa - sb;
  return a.label.localeCompare(b.label, 'en', { numeric: true });
}

/**
 * Filter, count, sort and cut one page. `products` is the listing's whole list (a category, the
 * shop or the search hits), `relevance` the search score per product id when there is a query.
 */
export function runListing<T extends ListingProduct>(
  products: readonly T[],
  state: ListingState,
  options: { relevance?: Map<number, number>; withCategory?: boolean; pageSize?: number } = {},
): ListingResult<T> {
  const size = options.pageSize ?? PAGE_SIZE;
  const facets = products.map(facetsOf);
  const kept = products.filter((_, i) => matches(facets[i]!, state));

  const groups: FilterGroup[] = [];
  const count = (
    key: GroupKey,
    valuesOf: (f: Facets) => string[],
    label: (value: string, f: Facets) => string | Named,
    selected: string[],
  ) => {
    const named = (l: string | Named): Named => (typeof l === 'string' ? { name: l } : l);
    const counts = new Map<string, { n: number; label: Named }>();
    facets.forEach((f) => {
      const values = valuesOf(f);
      if (!values.length) return;
      const inList = matches(f, state, key);
      for (const v of values) {
        const c = counts.get(v) ?? { n: 0, label: named(label(v, f)) };
        if (inList) c.n++;
        counts.set(v, c);
      }
    });
    const options = [...counts]
      .map(([value, c]) => ({
        value,
        label: c.label.name,
        ...(c.label.ar ? { ar: c.label.ar } : {}),
        count: c.n,
        selected: selected.includes(value),
      }))
      .filter((o) => o.count > 0 || o.selected);
    // A choice nothing in the list has any more still shows, ticked, so it can be taken back.
    for (const value of selected)
      if (!counts.has(value))
        options.push({ value, label: named(label(value, EMPTY_FACETS)).name, count: 0, selected: true });
    return options;
  };

  if (options.withCategory) {
    const opts = count(
      'category',
      (f) => f.category,
      (v, f) => f.labels.get(`category:${v}`) ?? unslug(v),
      state.category,
    );
    if (opts.length)
      groups.push({ key: 'category', label: filterName('category'), kind: 'many', options: opts.sort(compareOptions) });
  }
  for (const { key } of ATTRIBUTE_FILTERS) {
    const opts = count(
      key,
      (f) => f.attributes[key],
      (v, f) => f.labels.get(`${key}:${v}`) ?? unslug(v),
      state.attributes[key],
    );
    if (opts.length) groups.push({ key, label: filterName(key), kind: 'many', options: opts.sort(compareOptions) });
  }
  const bands = count(
    'price',
    (f) => [f.price],
    (v) => optionName('price', { value: v, label: unslug(v) }),
    state.price,
  );
  bands.sort(
    (a, b) => PRICE_BANDS.findIndex((x) => x.value === a.value) - PRICE_BANDS.findIndex((x) => x.value === b.value),
  );
  if (bands.length) groups.push({ key: 'price', label: filterName('price'), kind: 'many', options: bands });
  const stock = count(
    'stock',
    (f) => (f.inStock ? ['in'] : []),
    (v) => optionName('stock', { value: v, label: v }),
    state.inStock ? ['in'] : [],
  );
  if (stock.length) groups.push({ key: 'stock', label: filterName('stock'), kind: 'one', options: stock });
  const sale = count(
    'sale',
    (f) => (f.onSale ? ['1'] : []),
    (v) => optionName('sale', { value: v, label: v }),
    state.onSale ? ['1'] : [],
  );
  if (sale.length) groups.push({ key: 'sale', label: filterName('sale'), kind: 'one', options: sale });

  const sort: ListingSort =
    state.sort === 'relevance' && !options.relevance
      ? 'latest'
      : (state.sort ?? (options.relevance ? 'relevance' : 'latest'));
  const relevance = options.relevance;
  const sorted =
    sort === 'relevance' && relevance
      ? [...kept].sort((a, b) => (relevance.get(b.id) ?? 0) - (relevance.get(a.id) ?? 0))
      : sortProducts(kept, sort === 'relevance' ? 'latest' : sort);
  const lastPage = pageCount(sorted.length, size);
  const page = Math.min(state.page, lastPage);
  return { items: pageItems(sorted, page, size), total: sorted.length, page, lastPage, sort, groups };
}
