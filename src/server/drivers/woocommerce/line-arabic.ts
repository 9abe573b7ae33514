import type { Cart } from '../../../lib/schemas/cart';
import type { Order } from '../../../lib/schemas/order';
import type { Product } from '../../../lib/schemas/product';
import type { LineArabic, LineEngraving, VariantAttribute } from '../../../lib/schemas/line';
import { currentLocale } from '../../../lib/i18n/current';
import { lineArabic } from '../../../lib/catalogue/text';

/** How long a piece's Arabic is kept before the store is asked again: an owner's edit shows within it. */
export const ARABIC_KEPT_MS = 5 * 60_000;

interface Line {
  choices: readonly VariantAttribute[];
  engraving?: LineEngraving;
  ar?: LineArabic;
}

/**
 * The Arabic of the pieces on a WooCommerce cart's or order's lines, for a shopper on an Arabic
 * page. WooCommerce names its lines in English, and a piece's Arabic is in its product's meta,
 * which REST v3 answers with the product (./reshape/products.ts): read once per piece and kept a
 * few minutes. A request in English reads none; a store that cannot say leaves the lines in English.
 */
export function arabicLines(
  getProducts: (ids: number[]) => Promise<Product[]>,
  log: (message: string) => void,
  now: () => number = Date.now,
) {
  const kept = new Map<number, { at: number; product: Product | null }>();

  async function named<L extends Line>(lines: readonly L[], productOf: (line: L) => number): Promise<L[]> {
    const stale = [...new Set(lines.map(productOf))].filter((id) => {
      const k = kept.get(id);
      return !k || now() - k.at > ARABIC_KEPT_MS;
    });
    if (stale.length) {
      try {
        const found = new Map((await getProducts(stale)).map((p) => [p.id, p]));
        for (const id of stale) kept.set(id, { at: now(), product: found.get(id) ?? null });
      } catch (err) {
        log(`the Arabic of products ${stale.join(', ')} was not read: ${(err as Error).message}`);
      }
    }
    return lines.map((line) => {
      const product = kept.get(productOf(line))?.product;
      const ar = product ? lineArabic(product, line.choices, Boolean(line.engraving)) : undefined;
      return ar ? { ...line, ar } : line;
    });
  }

  const arabic = () => currentLocale() === 'ar';
  return {
    async cart(cart: Cart): Promise<Cart> {
      if (!arabic() || cart.items.length === 0) return cart;
      return { ...cart, items: await named(cart.items, (i) => i.id) };
    },
    /** An order's lines keep the Arabic the store gives them now: WooCommerce keeps none with the order. */
    async order(order: Order): Promise<Order> {
      if (!arabic() || order.line_items.length === 0) return order;
      return { ...order, line_items: await named(order.line_items, (l) => l.product_id) };
    },
  };
}
