import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productSchema, type Product } from '../../../src/lib/schemas/product';
import { productRecord } from '../../../src/lib/catalogue/records';
import {
  loadCatalogue,
  searchableText,
  toCatalogueCategory,
  toCatalogueProduct,
  type SearchCatalogue,
} from '../../../src/lib/search/catalogue';
import { search } from '../../../src/lib/search/engine';
import { toSuggestions } from '../../../src/lib/search/suggestions';
import { runSearch } from '../../../src/server/search';
import { emptyState, parseListingState } from '../../../src/lib/listing/state';
import { inLocale } from '../../../src/lib/i18n/current';
import { websiteJsonLd } from '../../../src/lib/metadata';
// The server's language per request, which inLocale runs in.
import '../../../src/server/i18n/locale-scope';

/** A product of the sample catalogue, with the Arabic the catalogue gives it (`ar`, as the schema will keep it). */
function sample(file: string, ar: Record<string, unknown>, arabicOf: Record<string, object> = {}): Product {
  // Without the catalogue's own Arabic: each product here has only the Arabic this file gives it.
  const json = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../../../content/catalogue/products', `${file}.json`), 'utf8'),
    (key, value: unknown) => (key === 'ar' ? undefined : value),
  ) as Record<string, unknown>;
  const product = productSchema.parse(productRecord(json));
  const withArabic = (entity: { name: string }) =>
    arabicOf[entity.name] ? { ...entity, ar: arabicOf[entity.name] } : entity;
  return {
    ...product,
    ...(Object.keys(ar).length ? { ar } : {}),
    categories: product.categories.map(withArabic),
    attributes: product.attributes.map(withArabic),
    tags: product.tags.map(withArabic),
  } as Product;
}

const METAL = {
  name: 'المعدن',
  options: { 'Sterling Silver': 'فضة استرليني', '18k Gold-Plated Sterling Silver': 'فضة مطلية بالذهب' },
};

const products = [
  sample(
    'nile-pearl-ring',
    { name: 'خاتم لؤلؤة النيل', short_description: '<p>خاتم من الفضة بلؤلؤة مياه عذبة.</p>' },
    { Metal: METAL, Stone: { options: { 'Freshwater Pearl': 'لؤلؤ المياه العذبة' } } },
  ),
  // Its category names itself in Arabic on the product.
  sample('turquoise-lotus-ring', { name: 'خاتم اللوتس بالفيروز' }, { Rings: { name: 'خواتم' }, Metal: METAL }),
  // Written with its vowels, as a careful editor may.
  sample(
    'lapis-scarab-signet-ring',
    { name: 'خَاتَم الجِعران باللازورد', description: '<p>تميمة من مصر القديمة.</p>' },
    { Amulet: { name: 'تميمة' } },
  ),
  sample('scarab-charm-bracelet', { name: 'أسورة تمائم الجعران' }),
  sample('siwa-beaded-bracelet', { name: 'اسوره سيوه بالخرز' }),
  sample('golden-lotus-necklace', {
    name: 'قلادة اللوتس الذهبية',
    short_description: '<p>تليق مع خاتم اللوتس.</p>',
  }),
  // No Arabic of its own yet.
  sample('lapis-winged-scarab-earrings', {}),
];

const categories: SearchCatalogue['categories'] = [
  toCatalogueCategory({
    id: 15,
    name: 'Necklaces',
    slug: 'necklaces',
    description: 'Pendants, chains and beaded collars.',
    ar: { name: 'قلادات', description: 'دلّايات وسلاسل وأطواق من الخرز.' },
  }),
  toCatalogueCategory({ id: 16, name: 'Rings', slug: 'rings', description: '' }),
  toCatalogueCategory({ id: 17, name: 'Bracelets', slug: 'bracelets', description: '', ar: { name: 'أساور' } }),
  toCatalogueCategory({ id: 18, name: 'Earrings', slug: 'earrings', description: '', ar: { name: 'أقراط' } }),
];
const data = loadCatalogue({ categories, products: products.map((p) => toCatalogueProduct(p)), posts: [] });
const found = (q: string) => search(data.index, q)?.hits.map((h) => data.products[h.doc]!.id) ?? null;

const PEARL_RING = 102;
const LOTUS_RING = 120;
const SCARAB_RING = 112;
const SCARAB_BRACELET = 128;
const SIWA_BRACELET = 114;
const LOTUS_NECKLACE = 101;
const SCARAB_EARRINGS = 129;

describe('the search catalogue in two languages', () => {
  it('keeps a product’s Arabic name, short description and description as text', () => {
    const ring = data.productById.get(SCARAB_RING)!;
    expect(ring.ar).toEqual({ name: 'خَاتَم الجِعران باللازورد', text: 'تميمة من مصر القديمة.' });
    expect(data.productById.get(PEARL_RING)!.ar).toEqual({
      name: 'خاتم لؤلؤة النيل',
      short_description: '<p>خاتم من الفضة بلؤلؤة مياه عذبة.</p>',
    });
    expect(data.productById.get(SCARAB_EARRINGS)!.ar).toBeUndefined();
    expect(data.categories.map((c) => c.ar?.name)).toEqual(['قلادات', undefined, 'أساور', 'أقراط']);
    // An Arabic listing's page reads its category's Arabic description from here.
    expect(data.categories[0]!.ar).toEqual({ name: 'قلادات', description: 'دلّايات وسلاسل وأطواق من الخرز.' });
  });
  it('reads a product in both languages, field by field', () => {
    const doc = searchableText(data.productById.get(PEARL_RING)!, new Map([['rings', 'خواتم']]));
    expect(doc.name).toBe('Nile Pearl Ring خاتم لؤلؤة النيل');
    expect(doc.category).toBe('Rings خواتم');
    expect(doc.attributes).toContain('Freshwater Pearl');
    expect(doc.attributes).toContain('لؤلؤ المياه العذبة');
    expect(doc.attributes).toContain('فضة مطلية بالذهب');
    expect(doc.description).toContain('خاتم من الفضة بلؤلؤة مياه عذبة.');
  });
});

describe('searching in Arabic', () => {
  it('finds the rings by their Arabic name, above a piece that only mentions a ring', () => {
    expect(found('خاتم')).toEqual([PEARL_RING, LOTUS_RING, SCARAB_RING, LOTUS_NECKLACE]);
  });
  it('finds the same rings whichever way خاتم is written', () => {
    expect(found('خَاتَم')).toEqual(found('خاتم'));
    expect(found('خاتـم')).toEqual(found('خاتم'));
    // Read as the word itself, not as a typo of it ("Showing results for ...").
    expect(search(data.index, 'خاتـم')?.corrections).toEqual([]);
    expect(search(data.index, 'خَاتَم')?.corrections).toEqual([]);
  });
  it('finds the same bracelets for اسوره and أسورة', () => {
    expect(found('اسوره')).toEqual([SCARAB_BRACELET, SIWA_BRACELET]);
    expect(found('أسورة')).toEqual([SCARAB_BRACELET, SIWA_BRACELET]);
  });
  it('finds a word with or without its article', () => {
    expect(found('فيروز')).toEqual([LOTUS_RING]);
    expect(found('الفيروز')).toEqual([LOTUS_RING]);
    expect(found('لازورد')).toEqual([SCARAB_RING]);
  });
  it('forgives one typo in a word of four letters or more, and says what it read', () => {
    expect(found('جعرن')).toEqual([SCARAB_RING, SCARAB_BRACELET]);
    expect(search(data.index, 'جعرن')?.corrections).toEqual([{ typed: 'جعرن', read: 'جعران' }]);
    // Three letters: no typo allowed (خاز is not خاتم's start, nor one edit of a word).
    expect(found('خاز')).toEqual([]);
  });
  it('finds the start of the word being typed', () => {
    expect(found('خا')).toEqual(found('خاتم'));
    expect(found('الخا')).toEqual(found('خاتم'));
  });
  it('searches option values, tags and categories in Arabic', () => {
    expect(found('لؤلؤ المياه')).toEqual([PEARL_RING]);
    // Only the values the piece is sold in: the lotus ring is silver, not gold-plated.
    expect(found('فضة')).toEqual([PEARL_RING, LOTUS_RING]);
    expect(found('فضة مطلية')).toEqual([PEARL_RING]);
    expect(found('تميمة')).toEqual([SCARAB_RING]);
    // From the product's category, and from the catalogue's category of that slug.
    expect(found('خواتم')).toEqual([LOTUS_RING]);
    expect(found('أقراط')).toEqual([SCARAB_EARRINGS]);
  });
  it('reads Arabic and English words in one query, and English alone as before', () => {
    expect(found('خاتم lotus')).toEqual([LOTUS_RING, LOTUS_NECKLACE]);
    expect(found('lapis')).toEqual([SCARAB_RING, SCARAB_EARRINGS]);
    // "in" says nothing about the piece.
    expect(found('خاتم في الفضة')).toEqual([PEARL_RING, LOTUS_RING]);
  });
  it('narrows a category listing and the search page by an Arabic query', () => {
    const rings = runSearch(data, { category: 'rings' }, { ...emptyState(), q: 'لؤلؤ' });
    expect(rings.items.map((p) => p.id)).toEqual([PEARL_RING]);
    const all = runSearch(
      data,
      { withCategory: true },
      parseListingState(new URLSearchParams('q=خاتم&category=rings')),
    );
    expect(all.items.map((p) => p.id)).toEqual([PEARL_RING, LOTUS_RING, SCARAB_RING]);
  });
  it('suggests the pieces by their Arabic names and Arabic addresses to an Arabic page', () => {
    const answer = runSearch(data, {}, { ...emptyState(), q: 'خاتم' });
    const arabic = inLocale('ar', () => toSuggestions('خاتم', answer.total, answer.items, [], []));
    expect(arabic.products.map((p) => [p.name, p.url])).toEqual([
      ['خاتم لؤلؤة النيل', '/ar/product/102'],
      ['خاتم اللوتس بالفيروز', '/ar/product/120'],
      ['خَاتَم الجِعران باللازورد', '/ar/product/112'],
      ['قلادة اللوتس الذهبية', '/ar/product/101'],
    ]);
    const english = inLocale('en', () => toSuggestions('خاتم', answer.total, answer.items, [], []));
    expect(english.products[0]).toMatchObject({ name: 'Nile Pearl Ring', url: '/product/102' });
  });
});

describe('a search engine’s search box', () => {
  it('lands on the Arabic search from the Arabic home, on the English one from the English', () => {
    const target = (locale: 'en' | 'ar') =>
      inLocale(locale, () => websiteJsonLd('https://shop.example/')) as {
        url: string;
        potentialAction: { target: { urlTemplate: string } };
      };
    expect(target('ar').url).toBe('https://shop.example/ar/');
    expect(target('ar').potentialAction.target.urlTemplate).toBe(
      'https://shop.example/ar/search?q={search_term_string}',
    );
    expect(target('en').potentialAction.target.urlTemplate).toBe('https://shop.example/search?q={search_term_string}');
  });
});
