import type { Product, Variant } from '../schemas/product';
import type { ListingVariant } from '../listing/filter';

/**
 * What the product page's options need to follow a choice (src/behaviours/product/variant-picker.ts):
 * the options and each variant's price, stock and picture. It travels in the page's HTML, whose
 * budget is 12 KB gzip, so the build leaves out each field at its usual value (no sale, the
 * regular price equal to the price, in stock, no backorders, no picture of its own) and the page
 * puts them back.
 */
/** A listing's part of a variant, with what the page shows of it besides: its SKU and picture. */
export type PickerVariant = ListingVariant & Pick<Variant, 'sku'> & { image: string | null };
export interface PickerData {
  id: number;
  sku: string;
  attributes: Product['attributes'];
  variants: PickerVariant[];
}

/** A variant as the page holds it: its options in the product's order of options, and what is not usual. */
type Packed = Pick<PickerVariant, 'id' | 'sku' | 'price'> & { o: string[] } & Partial<
    Omit<PickerVariant, 'attributes'>
  >;

const USUAL = {
  on_sale: false,
  purchasable: true,
  stock_status: 'instock',
  stock_quantity: null,
  manage_stock: false,
  backorders: 'no',
  image: null,
} as const;

/**
 * The picker's data of a variable product, as the build writes it into the page. A variant names
 * every option (the product schema holds it), so its choices are written as the options' values
 * alone, in the order of the product's options: `"o":["7"]` for `[{"name":"Size","option":"7"}]`.
 */
export function packPickerData(p: Product): string {
  const attributes = p.attributes.filter((a) => a.variation).map(({ variation: _, ...a }) => a);
  const variants = p.variants.map((v) => {
    const full: PickerVariant = { ...v, image: v.image?.src ?? null };
    const packed: Record<string, unknown> = {
      id: v.id,
      sku: v.sku,
      price: v.price,
      o: attributes.map((a) => v.attributes.find((c) => c.name === a.name)?.option ?? ''),
    };
    if (v.regular_price !== v.price) packed.regular_price = v.regular_price;
    for (const [key, usual] of Object.entries(USUAL)) {
      const value = full[key as keyof typeof USUAL];
      if (value !== usual) packed[key] = value;
    }
    return packed;
  });
  return JSON.stringify({ id: p.id, sku: p.sku, attributes, variants });
}

/** The page's reading of it: every field back. */
export function unpackPickerData(json: string): PickerData {
  const data = JSON.parse(json) as Omit<PickerData, 'variants' | 'attributes'> & {
    attributes: Omit<Product['attributes'][number], 'variation'>[];
    variants: Packed[];
  };
  const attributes = data.attributes.map((a) => ({ ...a, variation: true }));
  return {
    ...data,
    attributes,
    variants: data.variants.map(({ o, ...v }) => ({
      ...USUAL,
      regular_price: v.price,
      ...v,
      attributes: attributes.map((a, i) => ({ name: a.name, option: o[i] ?? '' })),
    })),
  };
}
