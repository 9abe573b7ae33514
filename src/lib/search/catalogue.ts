import { listingVariant, type ListingProduct } from '../listing/filter';
import type { Product } from '../schemas/product';
import { htmlToText } from '../text';
import type { SizedPicture } from '../catalogue/picture';
import { buildSearchIndex, type SearchDoc, type SearchIndex } from './engine';

/**
 * What the server searches and filters: the catalogue as the build saw it (so results always
 * match the static pages), written once by the build as /search-catalogue.json and loaded by each
 * server worker on its first search. Products are in 'latest' order.
 */
export interface CatalogueProduct extends ListingProduct {
  /** The description as plain text (searched, never shown). */
  text: string;
  /** Its words in Arabic, where the catalogue has them: name and short description as the product's, the description as plain text. */
  ar?: CatalogueArabic;
  /** The card picture as the build sized it (a WooCommerce picture too). */
  picture?: SizedPicture;
}

export interface CataloguePost {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  author: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The article as plain text (searched, never shown). */
  text: string;
}

/** A product's own Arabic, as search keeps it. */
export interface CatalogueArabic {
  name?: string;
  /** HTML, as the English one. */
  short_description?: string;
  /** The Arabic description as plain text (searched, never shown). */
  text?: string;
}

export interface SearchCatalogue {
  categories: {
    id: number;
    name: string;
    slug: string;
    description: string;
    /** Its name and description in Arabic, as the catalogue gives them: for search and for an Arabic listing's page. */
    ar?: { name?: string; description?: string };
  }[];
  products: CatalogueProduct[];
  posts: CataloguePost[];
}

/** A catalogue product as search keeps it; `picture` is the card picture the build sized. */
export function toCatalogueProduct(p: Product, picture?: SizedPicture): CatalogueProduct {
  return {
    id: p.id,
    type: p.type,
    catalog_visibility: p.catalog_visibility,
    default_attributes: p.default_attributes,
    external_url: p.external_url,
    button_text: p.button_text,
    variants: p.variants.map(listingVariant),
    name: p.name,
    price: p.price,
    regular_price: p.regular_price,
    on_sale: p.on_sale,
    stock_status: p.stock_status,
    stock_quantity: p.stock_quantity,
    manage_stock: p.manage_stock,
    backorders: p.backorders,
    purchasable: p.purchasable,
    total_sales: p.total_sales,
    date_created: p.date_created,
    short_description: p.short_description,
    images: p.images.slice(0, 1),
    categories: p.categories,
    attributes: p.attributes,
    tags: p.tags,
    text: plainText(p.description),
    ...arabicOfProduct(p),
    ...(p.personalisation ? { personalisation: p.personalisation } : {}),
    ...(picture ? { picture } : {}),
  };
}

export const SEARCH_CATALOGUE_PATH = '/search-catalogue.json';

export interface LoadedCatalogue extends SearchCatalogue {
  /** Documents 0..products-1 are the products, then the posts. */
  index: SearchIndex;
  productById: Map<number, CatalogueProduct>;
}

const plainText = (html: string) => htmlToText(html).replace(/\s+/g, ' ');
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The Arabic the catalogue may give an entity beside its English: an `ar` object with the same
 * field names (product: name, short_description, description; category, tag: name; attribute:
 * options, each value's Arabic by its English value). Read whether or not the entity's type
 * declares it, and only where it holds text.
 */
function arabic(entity: object, field: string): string | undefined {
  const value = arabicFields(entity)?.[field];
  return isText(value) ? value : undefined;
}

function arabicFields(entity: object): Record<string, unknown> | undefined {
  const ar = (entity as { ar?: unknown }).ar;
  return ar && typeof ar === 'object' ? (ar as Record<string, unknown>) : undefined;
}

/**
 * An attribute's values in Arabic: `ar.options`, each value's label by its English value
 * (`{"Sterling Silver": "فضة استرليني"}`), only for the values the piece is sold in.
 */
function arabicOptions(attribute: { options: readonly string[] }): string[] {
  const labels = arabicFields(attribute)?.options;
  if (!labels || typeof labels !== 'object' || Array.isArray(labels)) return [];
  return attribute.options.map((o) => (labels as Record<string, unknown>)[o]).filter(isText);
}

/** The product's own Arabic as search keeps it, or nothing when it has none. */
function arabicOfProduct(p: Product): { ar?: CatalogueArabic } {
  const name = arabic(p, 'name');
  const short = arabic(p, 'short_description');
  const text = plainText(arabic(p, 'description') ?? '');
  const ar: CatalogueArabic = {
    ...(name ? { name } : {}),
    ...(short ? { short_description: short } : {}),
    ...(text ? { text } : {}),
  };
  return Object.keys(ar).length ? { ar } : {};
}

/** A category as search keeps it, with its Arabic name and description where it has them. */
export function toCatalogueCategory(c: {
  id: number;
  name: string;
  slug: string;
  description: string;
  ar?: unknown;
}): SearchCatalogue['categories'][number] {
  const name = arabic(c, 'name');
  const description = arabic(c, 'description');
  const ar = { ...(name ? { name } : {}), ...(description ? { description } : {}) };
  return { id: c.id, name: c.name, slug: c.slug, description: c.description, ...(name || description ? { ar } : {}) };
}

/**
 * What search reads of a product, field by field, in every language the catalogue holds: the
 * English, and the Arabic where the product, its categories, options and tags have it. A
 * category's Arabic name is its own on the product or, failing that, the catalogue's (by slug).
 * Both languages of a field weigh the same: an Arabic name is a name.
 */
export function searchableText(
  p: CatalogueProduct,
  arabicCategoryNames: ReadonlyMap<string, string> = new Map(),
): SearchDoc {
  const join = (texts: (string | undefined)[]) => texts.filter(Boolean).join(' ');
  return {
    name: join([p.name, p.ar?.name]),
    category: join(p.categories.flatMap((c) => [c.name, arabic(c, 'name') ?? arabicCategoryNames.get(c.slug)])),
    attributes: join(p.attributes.flatMap((a) => [...a.options, ...arabicOptions(a)])),
    tags: join(p.tags.flatMap((t) => [t.name, arabic(t, 'name')])),
    description: join([p.text, p.ar?.short_description && plainText(p.ar.short_description), p.ar?.text]),
  };
}

export function postDoc(p: CataloguePost): SearchDoc {
  return { name: p.title, category: p.category, tags: p.tags.join(' '), description: `${p.excerpt} ${p.text}` };
}

export function loadCatalogue(data: SearchCatalogue): LoadedCatalogue {
  const arabicCategoryNames = new Map(
    data.categories.flatMap((c) => (c.ar?.name ? [[c.slug, c.ar.name] as const] : [])),
  );
  const index = buildSearchIndex([
    ...data.products.map((p) => searchableText(p, arabicCategoryNames)),
    ...data.posts.map(postDoc),
  ]);
  return { ...data, index, productById: new Map(data.products.map((p) => [p.id, p])) };
}
