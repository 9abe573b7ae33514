import { describe, expect, it } from 'vitest';
import { productBody, readCatalogue, variationBodies, type SeedRefs } from '../../woocommerce/seed';

/**
 * The real store the WooCommerce suite runs against is seeded from the sample catalogue: each
 * piece with the same options to choose (attributes used for variations, a variation per choice)
 * and the same engraving (the plugin's fields), so both stores sell what the words promise.
 */
const { products } = readCatalogue();
const media = new Map(
  products
    .flatMap((p) => [...p.images, ...(p.variants ?? []).flatMap((v) => (v.image ? [v.image] : []))])
    .map((img, i) => [img.src, i + 1]),
);
const refs: SeedRefs = { categories: {}, tags: {}, media };
const byId = (id: number) => products.find((p) => p.id === id)!;

describe('the seed of the real store', () => {
  it.each([
    [121, 'Hieroglyph Cartouche Bangle', ['Size'], 'Name to engrave'],
    [117, 'Hieroglyph Cartouche Signet Ring', ['Size'], 'Name to engrave'],
    [102, 'Nile Pearl Ring', ['Metal', 'Size'], null],
    [111, 'Personalised Name Cartouche Necklace', ['Metal', 'Length'], 'Name to engrave'],
  ])('%i %s: the options %j and the engraving %s', (id, name, options, engraving) => {
    const p = byId(id);
    const body = productBody(p, refs);
    expect(body).toMatchObject({ name, type: 'variable' });
    expect(body.attributes.filter((a) => a.variation).map((a) => a.name)).toEqual(options);
    const meta = Object.fromEntries(body.meta_data.map((m) => [m.key, m.value]));
    expect(meta.nefertari_engraving).toBe(engraving ? 'yes' : 'no');
    if (engraving) expect(meta.nefertari_engraving_label).toBe(engraving);
    // A variation for every choice the catalogue sells, each naming a value of every option.
    const variations = variationBodies(p, media);
    expect(variations.map((v) => v.sku)).toEqual(p.variants!.map((v) => v.sku));
    for (const v of variations) expect(v.attributes.map((a) => a.name)).toEqual(options);
  });

  it('every piece goes with its options, its variations and its engraving as the catalogue has them', () => {
    for (const p of products) {
      const body = productBody(p, refs);
      expect(body.type, p.slug).toBe(p.type === 'variable' ? 'variable' : 'simple');
      expect(
        body.attributes.filter((a) => a.variation).map((a) => a.name),
        p.slug,
      ).toEqual(p.attributes.filter((a) => a.variation).map((a) => a.name));
      expect(variationBodies(p, media), p.slug).toHaveLength(p.variants?.length ?? 0);
      expect(body.meta_data[0], p.slug).toEqual({
        key: 'nefertari_engraving',
        value: p.personalisation ? 'yes' : 'no',
      });
    }
  });
});
