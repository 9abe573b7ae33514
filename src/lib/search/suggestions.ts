import { formatMoney } from '../money';
import { imageUrl } from '../catalogue/images';
import { currentLocale } from '../i18n/current';
import { localHref } from '../i18n/paths';
import type { CatalogueProduct, CataloguePost } from './catalogue';
import { imageAlt } from '../catalogue/text';

/** What the header's suggestions list shows: a few products and posts, and the count of all. */
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_POSTS = 3;

export interface Suggestions {
  query: string;
  /** Every matching product, not only those listed. */
  total: number;
  /** Words read through a typo, as the catalogue spells them. */
  readAs: string[];
  products: { id: number; name: string; url: string; price: string; image: { src: string; alt: string } }[];
  posts: { title: string; url: string; category: string }[];
}

export function toSuggestions(
  query: string,
  total: number,
  products: CatalogueProduct[],
  posts: CataloguePost[],
  readAs: string[],
): Suggestions {
  return {
    query,
    total,
    readAs,
    products: products.slice(0, SUGGESTED_PRODUCTS).map((p) => ({
      id: p.id,
      // In the language of the page that asked: its Arabic name where the piece has one.
      name: (currentLocale() === 'ar' && p.ar?.name) || p.name,
      url: localHref(`/product/${p.id}`),
      price: formatMoney(p.price),
      image: { src: p.picture?.src ?? imageUrl(p.images[0]!.src), alt: imageAlt(p.images[0]!) },
    })),
    posts: posts
      .slice(0, SUGGESTED_POSTS)
      .map((p) => ({ title: p.title, url: localHref(`/blog/${p.slug}`), category: p.category })),
  };
}
