import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { productSchema, type Product } from '../../../src/lib/schemas/product';
import { productRecord } from '../../../src/lib/catalogue/records';
import {
  categoryText,
  engravingLabel,
  imageAlt,
  lineArabic,
  lineText,
  nameIn,
  optionLabel,
  pieceLabel,
  productText,
} from '../../../src/lib/catalogue/text';
import { missingArabic } from '../../../src/lib/catalogue/missing-arabic';
import { answerIn } from '../../../src/server/i18n/locale-scope';

/**
 * The catalogue's words on a page: the Arabic an entity carries on an Arabic page, its English on
 * an English one, and its English on an Arabic page for any word the owner has not translated.
 */
const sample = (file: string): Product =>
  productSchema.parse(productRecord(JSON.parse(readFileSync(`content/catalogue/products/${file}.json`, 'utf8'))));

const cartouche = sample('arabic-name-cartouche-necklace');
const pearl = sample('nile-pearl-ring');

/** The piece as a store that has translated only its name would have it. */
const nameOnly: Product = {
  ...pearl,
  ar: { name: 'خاتم لؤلؤة النيل' },
  images: pearl.images.map(({ ar: _, ...img }) => img),
  variants: pearl.variants.map((v) => (v.image ? { ...v, image: { ...v.image, ar: undefined } } : v)),
  attributes: pearl.attributes.map(({ ar: _, ...a }) => a),
};

describe('a product’s words in the page’s language', () => {
  it('an Arabic page shows its Arabic name, descriptions, options and pictures', () => {
    const text = productText(cartouche, 'ar');
    expect(text.name).toBe('قلادة خرطوش باسمك');
    expect(text.short_description).toContain('اسمك بالخط العربي');
    expect(text.description).toContain('في مصر القديمة');
    expect(text.optionName('Metal')).toBe('المعدن');
    expect(text.optionValue('Metal', 'Sterling Silver')).toBe('فضة استرليني');
    expect(text.optionValue('Length', '45 cm')).toBe('45 سم');
    expect(engravingLabel(cartouche.personalisation!, 'ar')).toBe('الاسم المراد نقشه');
    expect(imageAlt(pearl.images[0]!, 'ar')).toBe('خاتم من الفضة الاسترليني بلؤلؤة بيضاء مستديرة من المياه العذبة');
  });

  it('an English page keeps every English word', () => {
    const text = productText(cartouche, 'en');
    expect(text.name).toBe('Personalised Name Cartouche Necklace');
    expect(text.short_description).toBe(cartouche.short_description);
    expect(text.optionName('Metal')).toBe('Metal');
    expect(text.optionValue('Metal', 'Sterling Silver')).toBe('Sterling Silver');
    expect(engravingLabel(cartouche.personalisation!, 'en')).toBe('Name to engrave');
    expect(imageAlt(pearl.images[0]!, 'en')).toBe(pearl.images[0]!.alt);
  });

  it('a word without its Arabic shows its English on an Arabic page', () => {
    const text = productText(nameOnly, 'ar');
    expect(text.name).toBe('خاتم لؤلؤة النيل');
    expect(text.description).toBe(pearl.description);
    expect(text.short_description).toBe(pearl.short_description);
    expect(text.optionName('Size')).toBe('Size');
    expect(text.optionValue('Metal', 'Sterling Silver')).toBe('Sterling Silver');
    expect(imageAlt(nameOnly.images[0]!, 'ar')).toBe(pearl.images[0]!.alt);
    // A value of figures reads the same in both: a size needs no Arabic.
    expect(
      optionLabel(
        pearl.attributes.find((a) => a.name === 'Size')!,
        '7',
        'ar',
      ),
    ).toBe('7');
  });

  it('reads the language of the request being answered when none is given', () => {
    expect(answerIn('ar', () => productText(pearl).name)).toBe('خاتم لؤلؤة النيل');
    expect(productText(pearl).name).toBe('Nile Pearl Ring');
  });

  it('names a category and a tag in Arabic, or in English when it has none', () => {
    const category = { name: 'Rings', description: 'Rings of silver.', ar: { name: 'خواتم' } };
    expect(categoryText(category, 'ar')).toEqual({ name: 'خواتم', description: 'Rings of silver.' });
    expect(categoryText(category, 'en').name).toBe('Rings');
    expect(nameIn({ name: 'Bridal' }, 'ar')).toBe('Bridal');
  });

  it('names a piece with its choices in the language asked', () => {
    const choices = [
      { name: 'Metal', option: 'Sterling Silver' },
      { name: 'Size', option: '7' },
    ];
    expect(pieceLabel(pearl, pearl.name, choices, 'ar')).toBe('خاتم لؤلؤة النيل (المعدن: فضة استرليني · المقاس: 7)');
    expect(pieceLabel(pearl, pearl.name, choices, 'en')).toBe('Nile Pearl Ring (Metal: Sterling Silver · Size: 7)');
  });
});

describe('a cart or order line’s words', () => {
  const choices = [
    { name: 'Metal', option: 'Sterling Silver' },
    { name: 'Length', option: '45 cm' },
  ];
  const engraving = { text: 'نفرتاري', label: 'Name to engrave', price: '0.00' };
  const line = {
    name: cartouche.name,
    choices,
    engraving,
    ar: lineArabic(cartouche, choices, true),
  };

  it('carries the piece’s Arabic, and an Arabic page shows it while the store’s values stay English', () => {
    expect(lineText(line, 'ar')).toEqual({
      name: 'قلادة خرطوش باسمك',
      choices: [
        { name: 'المعدن', option: 'فضة استرليني' },
        { name: 'الطول', option: '45 سم' },
      ],
      engraving: { text: 'نفرتاري', label: 'الاسم المراد نقشه', price: '0.00' },
    });
    expect(line.choices).toEqual(choices);
    expect(lineText(line, 'en')).toEqual({ name: cartouche.name, choices, engraving });
  });

  it('a line of a piece without Arabic carries none and shows its English on an Arabic page', () => {
    const english = { ...pearl, ar: undefined, attributes: nameOnly.attributes };
    const plain = [{ name: 'Size', option: '7' }];
    expect(lineArabic(english, plain)).toBeUndefined();
    expect(lineText({ name: 'Nile Pearl Ring', choices: plain }, 'ar')).toEqual({
      name: 'Nile Pearl Ring',
      choices: plain,
      engraving: undefined,
    });
  });
});

describe('what of a product lacks Arabic', () => {
  it('nothing for a piece translated in full', () => {
    expect(missingArabic(cartouche)).toEqual([]);
  });

  it('each word still in English, for the owner to translate', () => {
    const missing = missingArabic(nameOnly);
    expect(missing).toContain('short description');
    expect(missing).toContain('description');
    expect(missing).toContain('option name "Size"');
    expect(missing).toContain('Metal values "Sterling Silver", "18k Gold-Plated Sterling Silver"');
    expect(missing.some((m) => m.includes('"5"'))).toBe(false);
    expect(missing).toContain('2 picture descriptions');
    expect(missing).not.toContain('name');
  });
});
