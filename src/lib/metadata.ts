import { BRAND, BRAND_ALTERNATE, DEFAULT_DESCRIPTION, DEFAULT_TITLE, LOGO_PATH, PHONE, SOCIAL_PROFILES } from './site';
import { CURRENCY } from './constants';
import type { Product } from './schemas/product';

/** Page title rule (spec §1): ' | ' + brand appended unless the title already names the brand. */
export function pageTitle(title?: string | null): string {
  const t = title?.trim();
  if (!t) return DEFAULT_TITLE;
  return t.toLowerCase().includes(BRAND.toLowerCase()) ? t : `${t} | ${BRAND}`;
}

export function pageDescription(description?: string | null): string {
  return description?.trim() || DEFAULT_DESCRIPTION;
}

export type JsonLd = Record<string, unknown>;

export function organizationJsonLd(site: URL | string): JsonLd {
  const base = new URL(site);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND,
    alternateName: BRAND_ALTERNATE,
    url: base.origin + '/',
    logo: new URL(LOGO_PATH, base).href,
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: PHONE,
      contactType: 'customer service',
      areaServed: 'EG',
      availableLanguage: ['English', 'Arabic'],
    },
    sameAs: SOCIAL_PROFILES.map((s) => s.url),
  };
}

const AVAILABILITY: Record<Product['stock_status'], string> = {
  instock: 'https://schema.org/InStock',
  outofstock: 'https://schema.org/OutOfStock',
  onbackorder: 'https://schema.org/BackOrder',
};

export function productJsonLd(
  p: Pick<
    Product,
    'name' | 'sku' | 'price' | 'stock_status' | 'average_rating' | 'rating_count' | 'short_description' | 'categories'
  >,
  url: string,
  images: string[],
  description: string,
): JsonLd {
  const ld: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.sku,
    image: images,
    description,
    category: p.categories[0]?.name,
    brand: { '@type': 'Brand', name: BRAND },
    offers: {
      '@type': 'Offer',
      url,
      price: Number(p.price).toFixed(2),
      priceCurrency: CURRENCY,
      availability: AVAILABILITY[p.stock_status],
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: BRAND },
    },
  };
  if (p.rating_count > 0) {
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Number(p.average_rating).toFixed(1),
      reviewCount: p.rating_count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return ld;
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Home's WebSite item with a SearchAction: search engines may offer a search box that lands on /search. */
export function websiteJsonLd(site: URL | string): JsonLd {
  const base = new URL(site);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: BRAND,
    url: base.origin + '/',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${base.origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
