// A variable product's variants from its variations, and how their option values are matched.
import type { Variant } from '../../../../lib/schemas/product';
import type { WooProduct, WooVariation } from '../schemas/catalogue';
import { plain } from './fields';
import { grams, type StoreUnits } from './units';
import { saleFields } from './prices';

export type WooAttribute = NonNullable<WooProduct['attributes']>[number];
/** Local attributes are named as typed on the product and lower-cased on its variations: matched case-insensitively. */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** The product's own spelling of an option value, or undefined when it does not list it. */
export function optionOf(attribute: WooAttribute, value: string): string | undefined {
  const options = attribute.options ?? [];
  return options.find((o) => o === value) ?? options.find((o) => sameName(o, value));
}

/**
 * A variable product's variants, from its variations: only published ones with a price (WooCommerce
 * shows no other), each value the product's own spelling ('' for "any", which REST v3 leaves out),
 * and of two variations with the same values the first (the one WooCommerce's cart would match).
 */
export function variantsOf(
  p: WooProduct,
  options: readonly WooAttribute[],
  variations: readonly WooVariation[],
  units: StoreUnits,
  sku: string,
): Variant[] {
  const seen = new Set<string>();
  const out: Variant[] = [];
  for (const v of variations) {
    if (v.status && v.status !== 'publish') continue;
    const sale = saleFields(v);
    if (!sale) continue;
    const attributes = options.map((o) => {
      const own = (v.attributes ?? []).find((a) => (o.id > 0 ? a.id === o.id : a.id <= 0 && sameName(a.name, o.name)));
      return { name: o.name, option: own?.option ? optionOf(o, own.option) : '' };
    });
    // A value the product no longer lists (a term since removed): WooCommerce cannot sell it either.
    if (attributes.some((a) => a.option === undefined)) continue;
    const key = attributes.map((a) => a.option).join('\u0000');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      id: v.id,
      sku: v.sku || `${sku}-${v.id}`,
      attributes: attributes as Variant['attributes'],
      ...sale,
      image: v.image?.src
        ? { id: v.image.id, src: v.image.src, name: v.image.name, alt: plain(v.image.alt) || plain(p.name) }
        : null,
      weight: grams(v.weight, units),
      virtual: v.virtual,
    });
  }
  return out;
}
