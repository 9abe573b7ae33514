import { createHash } from 'node:crypto';
import type { Cart, CartItem } from '../../../lib/schemas/cart';
import type { Product } from '../../../lib/schemas/product';
import { MSG } from '../../../lib/messages';
import { fromMinor as fromCents, toMinor as toCents } from '../../../lib/money';
import { MAX_LINE_QUANTITY } from '../../../lib/constants';

/**
 * Cart arithmetic, free of the database so it can be tested alone. Prices always come from the
 * catalogue and quantities are bounded by the live stock.
 */

/** A line key that stays the same for a product across requests and restarts (WooCommerce uses 32 hex). */
export function lineKey(productId: number): string {
  return createHash('md5').update(`product:${productId}`).digest('hex');
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
  name: string;
  quantity: number;
  /** The quantity the shopper chose before the store cut the line to its stock; null when never cut. */
  reduced_from?: number | null;
}

export interface PricedLine {
  line: StoredLine;
  product: Product | undefined;
  stock: LiveStock | undefined;
  image: string;
}

/** What the cart answer should look like, plus the fixes to write back (lines gone or trimmed). */
export interface CartComputation {
  cart: Cart;
  drop: string[];
  trim: { key: string; quantity: number; reducedFrom: number }[];
}

export function computeCart(lines: PricedLine[]): CartComputation {
  const items: CartItem[] = [];
  const notices: string[] = [];
  const drop: string[] = [];
  const trim: CartComputation['trim'] = [];
  let subtotal = 0;
  let count = 0;
  for (const { line, product, stock, image } of lines) {
    const left = available(stock);
    if (!product || !product.purchasable || left <= 0) {
      drop.push(line.line_key);
      notices.push(MSG.productGone(product?.name ?? line.name));
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
        left <= MAX_LINE_QUANTITY
          ? MSG.notEnoughStock(product.name, left)
          : MSG.lineQuantityLimit(product.name, MAX_LINE_QUANTITY),
      );
    }
    const unit = toCents(product.price);
    const lineTotal = unit * quantity;
    subtotal += lineTotal;
    count += quantity;
    items.push({
      key: line.line_key,
      id: product.id,
      name: product.name,
      price: product.price,
      regular_price: product.regular_price,
      quantity,
      max_quantity: most,
      totals: { subtotal: fromCents(lineTotal), total: fromCents(lineTotal), tax: '0.00', subtotal_tax: '0.00' },
      featured_image: image,
      permalink: `/product/${product.id}`,
      ...(reducedFrom !== null && reducedFrom > quantity ? { reduced_from: reducedFrom } : {}),
    });
  }
  return {
    cart: {
      items,
      item_count: count,
      totals: { subtotal: fromCents(subtotal), total: fromCents(subtotal), total_tax: '0.00' },
      notices,
    },
    drop,
    trim,
  };
}
