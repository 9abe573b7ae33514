import { BRAND, BRAND_ALTERNATE, DEFAULT_DESCRIPTION, DEFAULT_TITLE, LOGO_PATH, PHONE, SOCIAL_PROFILES } from './site';
import { CURRENCY } from './constants';
import { localHref } from './i18n/paths';
import type { Product } from './schemas/product';
import { choiceOf, lineChoices, lineLabel, paramsOfChoice, variationOptions } from './catalogue/variants';
import { nameIn, productText } from './catalogue/text';
import { currentLocale } from './i18n/current';
import type { Locale } from './i18n/locales';

/** Page title rule: ' | ' + brand appended unless the title already names the brand. */
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

/** The schema.org property a variant's option is, as Google's merchant listings read variants. */
const VARIES_BY: Record<string, string> = {
  size: 'size',
  'ring size': 'size',
  length: 'size',
  'chain length': 'size',
  metal: 'material',
  material: 'material',
  color: 'color',
  colour: 'color',
  pattern: 'pattern',
};
const variesBy = (option: string) => VARIES_BY[option.toLowerCase()];

/**
 * A product as schema.org sees it. A product with options is a ProductGroup: `variesBy` names the
 * properties its variants differ in and `hasVariant` holds each variant as a Product with its own
 * Offer (price, availability, SKU) at its own address (`?size=7`), as Google's merchant listings
 * read variants. `imageHref` turns a picture's source into its absolute address. Its words are the
 * page's language: names, category and options as the page shows them (`variesBy` stays schema.org's).
 */
export function productJsonLd(
  p: Pick<
    Product,
    | 'name'
    | 'sku'
    | 'price'
    | 'stock_status'
    | 'average_rating'
    | 'rating_count'
    | 'short_description'
    | 'categories'
    | 'ar'
  > &
    Partial<Pick<Product, 'type' | 'attributes' | 'variants'>>,
  url: string,
  images: string[],
  description: string,
  imageHref: (src: string) => string = (src) => src,
  locale: Locale = currentLocale(),
): JsonLd {
  const text = productText(p, locale);
  const offer = (x: Pick<Product, 'price' | 'stock_status'>, at: string) => ({
    '@type': 'Offer',
    url: at,
    price: Number(x.price).toFixed(2),
    priceCurrency: CURRENCY,
    availability: AVAILABILITY[x.stock_status],
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: BRAND },
  });
  const ld: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: text.name,
    sku: p.sku,
    image: images,
    description,
    category: p.categories[0] && nameIn(p.categories[0], locale),
    brand: { '@type': 'Brand', name: BRAND },
    offers: offer(p, url),
  };
  if (p.type === 'variable' && p.variants?.length && p.attributes) {
    const options = variationOptions({ attributes: p.attributes });
    delete ld.sku;
    delete ld.offers;
    ld['@type'] = 'ProductGroup';
    ld.productGroupID = p.sku;
    ld.url = url;
    ld.variesBy = [...new Set(options.map((o) => variesBy(o.name)).filter(Boolean))].map(
      (prop) => `https://schema.org/${prop}`,
    );
    ld.hasVariant = p.variants.map((v) => {
      const choice = choiceOf(v);
      const query = paramsOfChoice({ attributes: p.attributes! }, choice).toString();
      const at = query ? `${url}?${query}` : url;
      const variant: JsonLd = {
        '@type': 'Product',
        name: lineLabel(
          text.name,
          lineChoices({ attributes: p.attributes! }, choice)
            .filter((c) => c.option)
            .map((c) => ({ name: text.optionName(c.name), option: text.optionValue(c.name, c.option) })),
        ),
        sku: v.sku,
        image: v.image ? [imageHref(v.image.src)] : images,
        offers: offer(v, at),
      };
      const extra: JsonLd[] = [];
      for (const o of options) {
        const value = choice[o.name];
        if (!value) continue;
        const prop = variesBy(o.name);
        const label = text.optionValue(o.name, value);
        if (prop && variant[prop] === undefined) variant[prop] = label;
        else extra.push({ '@type': 'PropertyValue', name: text.optionName(o.name), value: label });
      }
      if (extra.length) variant.additionalProperty = extra;
      return variant;
    });
  }
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

/**
 * Home's WebSite item with a SearchAction: search engines may offer a search box that lands on
 * /search, or /ar/search from the Arabic home.
 */
export function websiteJsonLd(site: URL | string): JsonLd {
  const base = new URL(site);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: BRAND,
    url: base.origin + localHref('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${base.origin}${localHref('/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
