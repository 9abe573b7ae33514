import type { Attribute, Product, StockStatus, Variant } from '../schemas/product';
import type { VariantAttribute } from '../schemas/line';
import { slugOf } from './line';

/**
 * The rules of products with options (Size, Length, Metal) and their variants, shared by the
 * build, the server and the product page's script. A product without options is one thing at one
 * price; a variable product is sold only as one of its variants, chosen by one value per option.
 */

/** The chosen value of each option, by option name ("Size" -> "7"). */
export type Choice = Readonly<Record<string, string>>;

/** What a cart or order line says it is ("Size: 7"): the variant's attributes, every value filled in. */
export type LineChoice = VariantAttribute;

// A line's name, choice and address: a module of their own, so the cart drawer loads them without
// the rest of these rules.
export { describeChoices, lineLabel, productHref, slugOf } from './line';

export interface VariationOption {
  name: string;
  /** The query parameter that holds this option's value in a product page's address (`?size=7`). */
  param: string;
  values: string[];
  /** Its name and values' labels in Arabic (src/lib/catalogue/text.ts reads them). */
  ar?: Attribute['ar'];
}

/** The options a shopper chooses among, in the product's order. */
export function variationOptions(p: Pick<Product, 'attributes'>): VariationOption[] {
  return p.attributes
    .filter((a) => a.variation)
    .map((a) => ({ name: a.name, param: slugOf(a.name), values: [...a.options], ...(a.ar ? { ar: a.ar } : {}) }));
}

type VariantLike = Pick<Variant, 'attributes'>;

/** Whether a variant is what a (possibly partial) choice asks for; '' in a variant is any value. */
function fits(v: VariantLike, choice: Choice): boolean {
  return Object.entries(choice).every(([name, value]) => {
    const own = v.attributes.find((a) => a.name === name)?.option;
    return own === undefined || own === '' || own === value;
  });
}

/** Whether the choice names one listed value for every option, and nothing else. */
export function isComplete(p: Pick<Product, 'attributes'>, choice: Choice): boolean {
  const options = variationOptions(p);
  return (
    Object.keys(choice).length === options.length &&
    options.every((o) => choice[o.name] !== undefined && o.values.includes(choice[o.name]!))
  );
}

/** The variant a complete choice names (the first that fits, as WooCommerce matches), else undefined. */
export function findVariant<V extends VariantLike>(
  p: Pick<Product, 'attributes'> & { variants: readonly V[] },
  choice: Choice,
): V | undefined {
  if (!isComplete(p, choice)) return undefined;
  return p.variants.find((v) => fits(v, choice));
}

/** The first option the choice leaves open ("Size"), or null when it is complete. */
export function missingOption(p: Pick<Product, 'attributes'>, choice: Choice): string | null {
  return variationOptions(p).find((o) => !o.values.includes(choice[o.name] ?? ''))?.name ?? null;
}

/** A line's description of its variant: every option with the value chosen, in the product's order. */
export function lineChoices(p: Pick<Product, 'attributes'>, choice: Choice): LineChoice[] {
  return variationOptions(p).map((o) => ({ name: o.name, option: choice[o.name] ?? '' }));
}

/** A variant's own values as a choice; an 'any' value takes the value from `choice` when given. */
export function choiceOf(v: VariantLike, choice: Choice = {}): Record<string, string> {
  return Object.fromEntries(v.attributes.map((a) => [a.name, a.option || choice[a.name] || '']));
}

export type ValueState = 'available' | 'soldout' | 'none';

type Stocked = VariantLike & Pick<Variant, 'stock_status' | 'purchasable'>;
const sellable = (v: Pick<Variant, 'stock_status' | 'purchasable'>) => v.purchasable && v.stock_status !== 'outofstock';

/**
 * For each value of one option, given what the other options hold: 'none' when no variant is
 * that combination (not offered), 'soldout' when every such variant is sold out, else 'available'.
 */
export function valueStates(
  p: Pick<Product, 'attributes'> & { variants: readonly Stocked[] },
  choice: Choice,
  option: string,
): Map<string, ValueState> {
  const others = Object.fromEntries(Object.entries(choice).filter(([name]) => name !== option));
  const values = variationOptions(p).find((o) => o.name === option)?.values ?? [];
  return new Map(
    values.map((value) => {
      const matching = p.variants.filter((v) => fits(v, { ...others, [option]: value }));
      const state: ValueState = matching.length === 0 ? 'none' : matching.some(sellable) ? 'available' : 'soldout';
      return [value, state];
    }),
  );
}

/** The product's starting choice: the store's default variant's values, where they name real values. */
export function defaultChoice(p: Pick<Product, 'attributes' | 'default_attributes'>): Record<string, string> {
  const options = variationOptions(p);
  return Object.fromEntries(
    p.default_attributes
      .filter((a) => options.some((o) => o.name === a.name && o.values.includes(a.option)))
      .map((a) => [a.name, a.option]),
  );
}

/** A choice read from a page address (`?size=7&metal=18k-gold`): values matched by their slug. */
export function choiceFromParams(p: Pick<Product, 'attributes'>, params: URLSearchParams): Record<string, string> {
  const choice: Record<string, string> = {};
  for (const o of variationOptions(p)) {
    const wanted = params.get(o.param);
    if (wanted === null) continue;
    const value = o.values.find((v) => v === wanted || slugOf(v) === slugOf(wanted));
    if (value !== undefined) choice[o.name] = value;
  }
  return choice;
}

/** The address's query for a choice, values as slugs (`size=7&metal=18k-gold`). */
export function paramsOfChoice(p: Pick<Product, 'attributes'>, choice: Choice): URLSearchParams {
  const params = new URLSearchParams();
  for (const o of variationOptions(p)) {
    const value = choice[o.name];
    if (value) params.set(o.param, slugOf(value));
  }
  return params;
}

type SaleFields = Pick<
  Variant,
  | 'price'
  | 'regular_price'
  | 'sale_price'
  | 'on_sale'
  | 'date_on_sale_from'
  | 'date_on_sale_to'
  | 'purchasable'
  | 'manage_stock'
  | 'stock_quantity'
  | 'stock_status'
  | 'backorders'
>;

/**
 * What a variable product shows before a choice: its cheapest sellable variant's price (the
 * cheapest of all when none can be bought), in stock when any variant is (on backorder when
 * only those are), purchasable when any variant is. Stock is counted per variant, never here.
 */
export function variantSummary(variants: readonly SaleFields[]): SaleFields | null {
  if (variants.length === 0) return null;
  const pool = variants.some(sellable) ? variants.filter(sellable) : variants;
  const cheapest = pool.reduce((a, b) => (Number(b.price) < Number(a.price) ? b : a));
  const status: StockStatus = variants.some((v) => v.stock_status === 'instock')
    ? 'instock'
    : variants.some((v) => v.stock_status === 'onbackorder')
      ? 'onbackorder'
      : 'outofstock';
  return {
    price: cheapest.price,
    regular_price: cheapest.regular_price,
    sale_price: cheapest.sale_price,
    on_sale: cheapest.on_sale,
    date_on_sale_from: cheapest.date_on_sale_from,
    date_on_sale_to: cheapest.date_on_sale_to,
    purchasable: variants.some((v) => v.purchasable),
    manage_stock: false,
    stock_quantity: null,
    stock_status: status,
    backorders: 'no',
  };
}

/** A variable product with its product-level price and stock worked out from its variants (as they are now). */
export function withVariantSummary<T extends SaleFields & { type: string; variants: readonly SaleFields[] }>(p: T): T {
  if (p.type !== 'variable') return p;
  const summary = variantSummary(p.variants);
  return summary ? { ...p, ...summary } : p;
}

/** The lowest and highest price a shopper may pay for the product (one price: both the same). */
export function priceRange(p: Pick<Product, 'price' | 'type'> & { variants: readonly Pick<Variant, 'price'>[] }): {
  min: string;
  max: string;
} {
  if (p.type !== 'variable' || p.variants.length === 0) return { min: p.price, max: p.price };
  const prices = p.variants.map((v) => v.price).sort((a, b) => Number(a) - Number(b));
  return { min: prices[0]!, max: prices[prices.length - 1]! };
}

/** Whether the shopper must choose before buying: a variable product (its card says "Choose options"). */
export const hasOptions = (p: Pick<Product, 'type'>) => p.type === 'variable';

/** The same choices in the same order, whatever the object they came from. */
export function sameChoices(a: readonly LineChoice[], b: readonly LineChoice[]): boolean {
  return a.length === b.length && a.every((c, i) => c.name === b[i]!.name && c.option === b[i]!.option);
}

/** Turns stored line choices into the shape the schemas use (a lenient reader for stored JSON). */
export function readChoices(value: unknown): LineChoice[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((c) =>
    c && typeof c === 'object' && typeof c.name === 'string' && typeof c.option === 'string'
      ? [{ name: c.name, option: c.option }]
      : [],
  );
}

/**
 * Grouped products with the price of their cheapest piece that can be bought (what its card and
 * the price sort show) and in stock while any piece is; a grouped product is bought through its
 * pieces, never itself. Pieces missing from the list are left out.
 */
export function withGroupedPrices<T extends Pick<Product, 'id' | 'type' | 'grouped_products'> & SaleFields>(
  products: readonly T[],
): T[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return products.map((p) => {
    if (p.type !== 'grouped') return p;
    const pieces = p.grouped_products
      .map((id) => byId.get(id))
      .filter((c): c is T => c !== undefined && c.price !== '');
    const summary = variantSummary(pieces);
    return summary ? { ...p, ...summary, purchasable: false } : { ...p, purchasable: false };
  });
}
