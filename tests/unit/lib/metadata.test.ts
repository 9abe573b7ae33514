import { describe, expect, it } from 'vitest';
import {
  pageTitle,
  pageDescription,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
} from '../../../src/lib/metadata';
import { DEFAULT_TITLE, DEFAULT_DESCRIPTION } from '../../../src/lib/site';

describe('page title rule', () => {
  it('appends the brand', () => expect(pageTitle('Rings')).toBe('Rings | Nefertari'));
  it('keeps a title that already names the brand, in any case', () => {
    expect(pageTitle('About Nefertari')).toBe('About Nefertari');
    expect(pageTitle('the NEFERTARI story')).toBe('the NEFERTARI story');
  });
  it('falls back to the default title and description', () => {
    expect(pageTitle()).toBe(DEFAULT_TITLE);
    expect(pageTitle('  ')).toBe(DEFAULT_TITLE);
    expect(DEFAULT_TITLE).toBe('Nefertari | Egyptian Handcrafted Jewelry');
    expect(pageDescription(undefined)).toBe(DEFAULT_DESCRIPTION);
  });
});

describe('structured data', () => {
  it('describes the organisation with an Egyptian, bilingual customer-service contact', () => {
    const org = organizationJsonLd('https://shop.example') as any;
    expect(org['@type']).toBe('Organization');
    expect(org.contactPoint.areaServed).toBe('EG');
    expect(org.contactPoint.availableLanguage).toEqual(['English', 'Arabic']);
    expect(org.sameAs).toHaveLength(4);
    expect(org.logo).toBe('https://shop.example/logo.svg');
  });
  it('gives products an EGP offer with availability and a rating only when rated', () => {
    const base = {
      name: 'Ring',
      sku: 'EGJ-1',
      price: '450',
      stock_status: 'outofstock' as const,
      average_rating: '4.5',
      rating_count: 0,
      short_description: '',
      categories: [],
    };
    const ld = productJsonLd(base, 'https://x/product/1', [], '') as any;
    expect(ld.offers.priceCurrency).toBe('EGP');
    expect(ld.offers.price).toBe('450.00');
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ld.aggregateRating).toBeUndefined();
    expect((productJsonLd({ ...base, rating_count: 3 }, '', [], '') as any).aggregateRating.ratingValue).toBe('4.5');
  });
  it('cannot be closed early by a name containing </script>', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
