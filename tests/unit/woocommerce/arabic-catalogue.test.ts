import { describe, expect, it } from 'vitest';
import { productSchema, type Product } from '../../../src/lib/schemas/product';
import { productText, imageAlt, engravingLabel, categoryText } from '../../../src/lib/catalogue/text';
import { missingArabic } from '../../../src/lib/catalogue/missing-arabic';
import { reshapeCategory, reshapeProduct } from '../../../src/server/drivers/woocommerce/reshape/products';
import {
  wooCategorySchema,
  wooProductSchema,
  wooVariationSchema,
} from '../../../src/server/drivers/woocommerce/schemas/catalogue';
import { realFixture } from '../../fixtures/woocommerce-fake-server';

/**
 * The catalogue in Arabic on WooCommerce: what the owner writes in a product's "Arabic" box and a
 * category's Arabic fields (wordpress/nefertari-storefront.php) reaches REST v3 as the product's
 * meta and the category's `nefertari_ar`; the driver gives the product the same Arabic fields as
 * the sample catalogue's, so an Arabic page shows them. Real answers of a WooCommerce 10 store
 * (tests/fixtures/woocommerce-real) with the plugin's meta added.
 */
const meta = (fields: Record<string, string>) =>
  Object.entries(fields).map(([key, value], i) => ({ id: 900 + i, key, value }));

function reshaped(raw: Record<string, unknown>, variations?: unknown[]): Product {
  const r = reshapeProduct(wooProductSchema.parse(raw), {
    variations: variations?.map((v) => wooVariationSchema.parse(v)),
  });
  if (!r.ok) throw new Error(r.reason);
  expect(productSchema.safeParse(r.value).error?.issues ?? []).toEqual([]);
  return r.value;
}

const earrings = () => ({
  ...realFixture<Record<string, unknown>[]>('v3-products.json')[0]!,
  attributes: [{ id: 0, name: 'Metal', slug: 'metal', variation: false, visible: true, options: ['Sterling Silver'] }],
});

describe('a WooCommerce product’s Arabic', () => {
  it('its name, descriptions, option words, pictures and engraving label, from the plugin’s meta', () => {
    const p = reshaped({
      ...earrings(),
      meta_data: meta({
        nefertari_engraving: 'yes',
        nefertari_engraving_label: 'Initials',
        nefertari_ar_name: 'أقراط لؤلؤ الإسكندرية',
        nefertari_ar_short_description: '<p>لؤلؤ يتدلى من الفضة.</p>',
        nefertari_ar_description: '<p>لؤلؤتان من المياه العذبة.</p>',
        nefertari_ar_engraving_label: 'الحروف الأولى',
        nefertari_ar_words: [
          'Metal = المعدن',
          'Sterling Silver = فضة استرليني',
          'Alexandria Pearl Drop Earrings = أقراط لؤلؤ متدلية',
          'a line without its Arabic',
        ].join('\r\n'),
      }),
    });
    const text = productText(p, 'ar');
    expect(text.name).toBe('أقراط لؤلؤ الإسكندرية');
    expect(text.short_description).toBe('<p>لؤلؤ يتدلى من الفضة.</p>');
    expect(text.description).toBe('<p>لؤلؤتان من المياه العذبة.</p>');
    expect(text.optionName('Metal')).toBe('المعدن');
    expect(text.optionValue('Metal', 'Sterling Silver')).toBe('فضة استرليني');
    expect(imageAlt(p.images[0]!, 'ar')).toBe('أقراط لؤلؤ متدلية');
    expect(engravingLabel(p.personalisation!, 'ar')).toBe('الحروف الأولى');
    expect(missingArabic(p)).toEqual([]);
    // The English stays what the store knows the piece by.
    expect(productText(p, 'en').name).toBe('Alexandria Pearl Drop Earrings');
    expect(p.attributes[0]!.options).toEqual(['Sterling Silver']);
  });

  it('a variable product’s option name in Arabic; its sizes, figures, read the same', () => {
    const ring = reshaped(
      {
        ...realFixture<Record<string, unknown>>('v3-product-variable-ring.json'),
        meta_data: meta({ nefertari_ar_name: 'خاتم اللوتس', nefertari_ar_words: 'Ring size = مقاس الخاتم' }),
      },
      realFixture<unknown[]>('v3-product-variations-ring.json'),
    );
    const text = productText(ring, 'ar');
    expect(text.name).toBe('خاتم اللوتس');
    expect(text.optionName('Ring size')).toBe('مقاس الخاتم');
    expect(text.optionValue('Ring size', '7')).toBe('7');
    // No Arabic description written: the Arabic page shows the English one, and the owner is told.
    expect(text.description).toBe(ring.description);
    expect(missingArabic(ring)).toContain('description');
  });

  it('a product without the plugin’s Arabic shows its English on an Arabic page, and lacks all of it', () => {
    const p = reshaped(earrings());
    expect(p.ar).toBeUndefined();
    expect(productText(p, 'ar').name).toBe('Alexandria Pearl Drop Earrings');
    expect(imageAlt(p.images[0]!, 'ar')).toBe(p.images[0]!.alt);
    expect(missingArabic(p)).toEqual(
      expect.arrayContaining(['name', 'option name "Metal"', 'Metal value "Sterling Silver"', 'a picture description']),
    );
  });
});

describe('a WooCommerce category’s Arabic', () => {
  const bracelets = realFixture<Record<string, unknown>[]>('v3-products-categories.json')[0]!;

  it('its name and description from the plugin’s field', () => {
    const c = reshapeCategory(
      wooCategorySchema.parse({
        ...bracelets,
        nefertari_ar: { name: 'أساور', description: 'أساور مستوحاة من الأطواق.' },
      }),
    );
    expect(categoryText(c, 'ar')).toEqual({ name: 'أساور', description: 'أساور مستوحاة من الأطواق.' });
    expect(categoryText(c, 'en').name).toBe('Bracelets');
  });

  it('its English where the fields are empty or the plugin is not there', () => {
    const empty = reshapeCategory(
      wooCategorySchema.parse({ ...bracelets, nefertari_ar: { name: '', description: '' } }),
    );
    expect(empty.ar).toBeUndefined();
    expect(reshapeCategory(wooCategorySchema.parse(bracelets)).ar).toBeUndefined();
  });
});
