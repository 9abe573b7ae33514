import type { Product } from '../schemas/product';
import type { ListingVariant } from '../listing/filter';
import { htmlToText } from '../text';
import { currentLocale } from '../i18n/current';
import type { Locale } from '../i18n/locales';
import { engravingLabel, productText } from './text';

/**
 * What the quick-view drawer needs beyond what a card already shows (the image is read from the
 * card's own <img>): a small JSON attribute per card, built at build time, its words in the page's
 * language (an option's Arabic labels only on an Arabic page).
 */
export interface QuickViewProduct {
  id: number;
  name: string;
  price: string;
  regular_price: string;
  on_sale: boolean;
  short: string;
  stock_status: Product['stock_status'];
  stock_quantity: number | null;
  manage_stock: boolean;
  backorders: Product['backorders'];
  purchasable: boolean;
  type: Product['type'];
  /** A variable product's options (name and values), its variants and the choice it starts with. */
  options?: { name: string; options: string[]; ar?: Product['attributes'][number]['ar'] }[];
  /**
   * Its variants, each `[id, 1 if it could be bought when the page was built, ...its values in the
   * options' order ('' for any)]`: every card of a listing carries this, so it stays small; prices
   * and stock come with the drawer's live read.
   */
  vs?: [number, 0 | 1, ...string[]][];
  start?: Product['default_attributes'];
  image?: { src: string; alt: string };
  /** The engraving the piece takes (only on cards of such pieces). */
  engrave?: NonNullable<Product['personalisation']>;
}

/** A quick-view product's variants as the variant rules read them; price and stock until the live read says. */
export function quickViewVariants(p: QuickViewProduct): ListingVariant[] {
  const names = (p.options ?? []).map((o) => o.name);
  return (p.vs ?? []).map(([id, sellable, ...values]) => ({
    id,
    attributes: names.map((name, i) => ({ name, option: values[i] ?? '' })),
    price: '',
    regular_price: '',
    on_sale: false,
    purchasable: sellable === 1,
    stock_status: sellable === 1 ? 'instock' : 'outofstock',
    stock_quantity: null,
    manage_stock: false,
    backorders: 'no',
  }));
}

const SHORT_MAX = 240;

export function quickViewData(
  p: Pick<
    Product,
    | 'id'
    | 'name'
    | 'price'
    | 'regular_price'
    | 'on_sale'
    | 'short_description'
    | 'stock_status'
    | 'stock_quantity'
    | 'manage_stock'
    | 'backorders'
    | 'purchasable'
    | 'type'
    | 'attributes'
    | 'default_attributes'
    | 'personalisation'
    | 'ar'
  > & { variants: readonly ListingVariant[] },
  locale: Locale = currentLocale(),
): string {
  const text = productText(p, locale);
  let short = htmlToText(text.short_description).replace(/\s+/g, ' ');
  if (short.length > SHORT_MAX) short = `${short.slice(0, SHORT_MAX - 1).replace(/\s+\S*$/, '')}…`;
  const data: Omit<QuickViewProduct, 'image'> = {
    id: p.id,
    name: text.name,
    price: p.price,
    regular_price: p.regular_price,
    on_sale: p.on_sale,
    short,
    stock_status: p.stock_status,
    stock_quantity: p.stock_quantity,
    manage_stock: p.manage_stock,
    backorders: p.backorders,
    purchasable: p.purchasable,
    type: p.type,
    ...(p.type === 'variable' ? variableData(p, locale) : {}),
    ...(p.personalisation ? { engrave: engraveData(p.personalisation, locale) } : {}),
  };
  // Every card of a listing carries this in its HTML: the fields at their usual value are left out
  // (readQuickViewData puts them back), a regular price equal to the price too.
  const defaults: Partial<Record<keyof typeof data, unknown>> = {
    on_sale: false,
    stock_quantity: null,
    manage_stock: false,
    backorders: 'no',
    purchasable: true,
    type: 'simple',
    regular_price: data.price,
  };
  const compact = Object.fromEntries(
    Object.entries(data).filter(([k, v]) => !(k in defaults && defaults[k as keyof typeof data] === v)),
  );
  return JSON.stringify(compact);
}

/** The engraving's rules with its label in the page's language. */
function engraveData(rules: NonNullable<Product['personalisation']>, locale: Locale) {
  const { ar: _, ...own } = rules;
  return { ...own, label: engravingLabel(rules, locale) };
}

function variableData(
  p: Pick<Product, 'attributes' | 'default_attributes'> & { variants: readonly ListingVariant[] },
  locale: Locale,
): Pick<QuickViewProduct, 'options' | 'vs' | 'start'> {
  const options = p.attributes
    .filter((a) => a.variation)
    .map((a) => ({ name: a.name, options: a.options, ...(locale === 'ar' && a.ar ? { ar: a.ar } : {}) }));
  const vs = p.variants.map((v): [number, 0 | 1, ...string[]] => [
    v.id,
    v.purchasable && v.stock_status !== 'outofstock' ? 1 : 0,
    ...options.map((o) => v.attributes.find((a) => a.name === o.name)?.option ?? ''),
  ]);
  return { options, vs, start: p.default_attributes };
}

/** Read a card's data back in the browser; null when missing or unreadable (the drawer then says so). */
export function readQuickViewData(card: Element | null): QuickViewProduct | null {
  const raw = card?.getAttribute('data-quick');
  if (!card || !raw) return null;
  try {
    const data = {
      on_sale: false,
      stock_quantity: null,
      manage_stock: false,
      backorders: 'no',
      purchasable: true,
      type: 'simple',
      ...(JSON.parse(raw) as Partial<QuickViewProduct>),
    } as QuickViewProduct;
    data.regular_price ??= data.price;
    if (typeof data.id !== 'number' || typeof data.name !== 'string' || typeof data.price !== 'string') return null;
    const img = card.querySelector('img');
    // A card's picture not yet asked for keeps its address in data-src (src/lib/card-pictures.ts).
    if (img) data.image = { src: img.currentSrc || img.src || img.dataset.src || '', alt: img.alt };
    return data;
  } catch {
    return null;
  }
}
