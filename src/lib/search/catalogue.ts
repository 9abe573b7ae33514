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

export interface SearchCatalogue {
  categories: { id: number; name: string; slug: string; description: string }[];
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
    text: htmlToText(p.description).replace(/\s+/g, ' '),
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

export function productDoc(p: CatalogueProduct): SearchDoc {
  return {
    name: p.name,
    category: p.categories.map((c) => c.name).join(' '),
    attributes: p.attributes.flatMap((a) => a.options).join(' '),
    tags: p.tags.map((t) => t.name).join(' '),
    description: p.text,
  };
}

export function postDoc(p: CataloguePost): SearchDoc {
  return { name: p.title, category: p.category, tags: p.tags.join(' '), description: `${p.excerpt} ${p.text}` };
}

export function loadCatalogue(data: SearchCatalogue): LoadedCatalogue {
  const index = buildSearchIndex([...data.products.map(productDoc), ...data.posts.map(postDoc)]);
  return { ...data, index, productById: new Map(data.products.map((p) => [p.id, p])) };
}
