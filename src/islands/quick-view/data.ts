import type { Product } from '../../lib/schemas/product';
import type { ListingVariant } from '../../lib/listing/filter';
import { htmlToText } from '../../lib/text';

/**
 * What the quick-view drawer needs beyond what a card already shows (the image is read from the
 * card's own <img>): a small JSON attribute per card, built at build time.
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
  options?: { name: string; options: string[] }[];
  variants?: ListingVariant[];
  start?: Product['default_attributes'];
  image?: { src: string; alt: string };
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
  > & { variants: readonly ListingVariant[] },
): string {
  let short = htmlToText(p.short_description).replace(/\s+/g, ' ');
  if (short.length > SHORT_MAX) short = `${short.slice(0, SHORT_MAX - 1).replace(/\s+\S*$/, '')}…`;
  const data: Omit<QuickViewProduct, 'image'> = {
    id: p.id,
    name: p.name,
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
    ...(p.type === 'variable'
      ? {
          options: p.attributes.filter((a) => a.variation).map((a) => ({ name: a.name, options: a.options })),
          variants: [...p.variants],
          start: p.default_attributes,
        }
      : {}),
  };
  return JSON.stringify(data);
}

/** Read a card's data back in the browser; null when missing or unreadable (the drawer then says so). */
export function readQuickViewData(card: Element | null): QuickViewProduct | null {
  const raw = card?.getAttribute('data-quick');
  if (!card || !raw) return null;
  try {
    const data = JSON.parse(raw) as QuickViewProduct;
    if (typeof data.id !== 'number' || typeof data.name !== 'string' || typeof data.price !== 'string') return null;
    const img = card.querySelector('img');
    // A card's picture not yet asked for keeps its address in data-src (src/lib/card-pictures.ts).
    if (img) data.image = { src: img.currentSrc || img.src || img.dataset.src || '', alt: img.alt };
    return data;
  } catch {
    return null;
  }
}
