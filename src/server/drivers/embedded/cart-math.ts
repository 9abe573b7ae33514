import { createHash } from 'node:crypto';
import type { Cart, CartItem } from '../../../lib/schemas/cart';
import type { Product, Variant } from '../../../lib/schemas/product';
import type { VariantAttribute } from '../../../lib/schemas/line';
import { paramsOfChoice } from '../../../lib/catalogue/variants';
import { lineArabic, pieceLabel } from '../../../lib/catalogue/text';
import { MSG } from '../../../lib/messages';
import { GIFT_MSG } from '../../../lib/gift-messages';
import type { LineEngraving } from '../../../lib/schemas/line';
import { fromMinor as fromCents, toMinor as toCents } from '../../../lib/money';
import { MAX_LINE_QUANTITY } from '../../../lib/constants';

/**
 * Cart arithmetic, free of the database so it can be tested alone. Prices always come from the
 * catalogue and quantities are bounded by the live stock.
 */

/**
 * A line key that stays the same across requests and restarts (WooCommerce uses 32 hex): one line
 * per product, or per variant and the values chosen for it, and per text engraved, so two sizes
 * of one ring are two lines and so are two names on one necklace. A line without an engraving
 * keeps the key it had before engravings existed.
 */
export function lineKey(
  productId: number,
  variationId = 0,
  choices: readonly VariantAttribute[] = [],
  engraving = '',
): string {
  const what = variationId
    ? `product:${productId}:variant:${variationId}:${JSON.stringify(choices)}`
    : `product:${productId}`;
  return createHash('md5')
    .update(engraving ? `${what}:engraving:${JSON.stringify(engraving)}` : what)
    .digest('hex');
}

/**
 * A line's engraving as its views show it: the product's field name, the text as typed, and
 * what it adds to each piece (nothing when the product no longer takes one). Undefined: none.
 */
export function lineEngraving(
  product: Pick<Product, 'personalisation'> | undefined,
  text: string | undefined,
): LineEngraving | undefined {
  if (!text) return undefined;
  const rules = product?.personalisation;
  return {
    label: rules?.label ?? GIFT_MSG.engravingFallbackLabel,
    text,
    price: rules ? fromCents(toCents(rules.price)) : '0.00',
  };
}

/** The piece's Arabic words on its line, for an Arabic page (the line itself is named in English). */
function arabicOf(...args: Parameters<typeof lineArabic>): Pick<CartItem, 'ar'> {
  const ar = lineArabic(...args);
  return ar ? { ar } : {};
}

export interface LiveStock {
  stock_quantity: number | null;
  stock_status: Product['stock_status'];
  manage_stock: number | boolean;
  backorders: Product['backorders'];
}

/** How many of a product can be sold now: Infinity when stock is not tracked or backorders are allowed. */
export function available(stock: LiveStock | undefined): number {
  if (!stock) return 0;
  if (stock.backorders !== 'no') return Number.POSITIVE_INFINITY;
  if (stock.manage_stock) return Math.max(0, stock.stock_quantity ?? 0);
  return stock.stock_status === 'outofstock' ? 0 : Number.POSITIVE_INFINITY;
}

export interface StoredLine {
  line_key: string;
  product_id: number;
  /** The variant's id, 0 for a product without options. */
  variation_id?: number;
  /** The variant's options as chosen, JSON ([{name, option}]). */
  choices?: string;
  name: string;
  quantity: number;
  /** The quantity the shopper chose before the store cut the line to its stock; null when never cut. */
  reduced_from?: number | null;
  /** The text engraved on each piece, as typed; '' for none. */
  engraving?: string;
}

export interface PricedLine {
  line: StoredLine;
  product: Product | undefined;
  /** The line's variant; undefined for a product without options, or a variant gone from the catalogue. */
  variant?: Variant;
  stock: LiveStock | undefined;
  image: string;
}

/** A stored line's choices (stored by the shop itself, so read without ceremony). */
export const storedChoices = (line: Pick<StoredLine, 'choices'>): VariantAttribute[] =>
  line.choices ? (JSON.parse(line.choices) as VariantAttribute[]) : [];

/** What the cart answer should look like, plus the fixes to write back (lines gone or trimmed). */
export interface CartComputation {
  cart: Cart;
  drop: string[];
  trim: { key: string; quantity: number; reducedFrom: number }[];
}

/** The gift wrap the store offers a cart: its price, and whether the shopper chose it. */
export interface GiftWrapOffer {
  chosen: boolean;
  price: string;
}

export function computeCart(lines: PricedLine[], giftWrap?: GiftWrapOffer): CartComputation {
  const items: CartItem[] = [];
  const notices: string[] = [];
  const drop: string[] = [];
  const trim: CartComputation['trim'] = [];
  let subtotal = 0;
  let count = 0;
  let needsShipping = false;
  // Lines of one piece with different engravings share its stock: each holds what the earlier left.
  const taken = new Map<number, number>();
  for (const { line, product, variant, stock, image } of lines) {
    const unitId = line.variation_id || line.product_id;
    const left = available(stock) - (taken.get(unitId) ?? 0);
    const choices = storedChoices(line);
    const label = pieceLabel(product, line.name, choices);
    // A line of a variable product is its variant: gone with it, priced and stocked as it.
    const sold = line.variation_id ? variant : product?.type === 'simple' ? product : undefined;
    if (!product || !sold || !sold.purchasable || !product.purchasable || left <= 0) {
      drop.push(line.line_key);
      notices.push(MSG.productGone(label));
      continue;
    }
    let quantity = line.quantity;
    let reducedFrom = line.reduced_from ?? null;
    // A line holds what the stock covers, and never more than the cap.
    const most = Math.min(left, MAX_LINE_QUANTITY);
    if (quantity > most) {
      quantity = most;
      reducedFrom ??= line.quantity;
      trim.push({ key: line.line_key, quantity, reducedFrom });
      notices.push(
        left <= MAX_LINE_QUANTITY ? MSG.notEnoughStock(label, left) : MSG.lineQuantityLimit(label, MAX_LINE_QUANTITY),
      );
    }
    // An engraving's price is part of each piece's, as WooCommerce charges it.
    const engraving = lineEngraving(product, line.engraving);
    const unit = toCents(sold.price) + (engraving ? toCents(engraving.price) : 0);
    taken.set(unitId, (taken.get(unitId) ?? 0) + quantity);
    const lineTotal = unit * quantity;
    subtotal += lineTotal;
    count += quantity;
    if (!(variant?.virtual ?? product.virtual)) needsShipping = true;
    const query = paramsOfChoice(product, Object.fromEntries(choices.map((c) => [c.name, c.option]))).toString();
    items.push({
      key: line.line_key,
      id: product.id,
      variation_id: variant?.id ?? 0,
      choices,
      sku: variant?.sku ?? product.sku,
      name: product.name,
      price: fromCents(unit),
      regular_price: engraving ? fromCents(toCents(sold.regular_price) + toCents(engraving.price)) : sold.regular_price,
      quantity,
      max_quantity: most,
      totals: { subtotal: fromCents(lineTotal), total: fromCents(lineTotal), tax: '0.00', subtotal_tax: '0.00' },
      featured_image: image,
      permalink: `/product/${product.id}${query ? `?${query}` : ''}`,
      ...(reducedFrom !== null && reducedFrom > quantity ? { reduced_from: reducedFrom } : {}),
      ...(engraving ? { engraving } : {}),
      ...arabicOf(product, choices, !!engraving),
    });
  }
  // Gift wrap is the order's, charged once when chosen, and offered only for a parcel: a cart with
  // nothing to deliver (a printable, say) has nothing to wrap.
  const wrapOffer = needsShipping ? giftWrap : undefined;
  const wrap = wrapOffer?.chosen ? toCents(wrapOffer.price) : 0;
  return {
    cart: {
      items,
      item_count: count,
      needs_shipping: needsShipping,
      totals: {
        subtotal: fromCents(subtotal),
        total: fromCents(subtotal + wrap),
        total_tax: '0.00',
        ...(wrapOffer?.chosen ? { gift_wrap: fromCents(wrap) } : {}),
      },
      notices,
      ...(wrapOffer ? { gift_wrap: { chosen: wrapOffer.chosen, price: wrapOffer.price } } : {}),
    },
    drop,
    trim,
  };
}
