import type { Cart } from '../../../lib/schemas/cart';
import type { Product } from '../../../lib/schemas/product';
import { currentLocale } from '../../../lib/i18n/current';
import { lineArabic } from '../../../lib/catalogue/text';

/** How long a piece's Arabic is kept before the store is asked again: an owner's edit shows within it. */
export const ARABIC_KEPT_MS = 5 * 60_000;

/**
 * The Arabic of the pieces on a WooCommerce cart's lines, for a shopper on an Arabic page. The
 * Store API names its lines in English, and a piece's Arabic is in its product's meta, which REST
 * v3 answers with the product (./reshape/products.ts): read once per piece and kept a few minutes.
 * A request in English reads none; a store that cannot say leaves the lines in English.
 */
export function arabicLines(
  getProducts: (ids: number[]) => Promise<Product[]>,
  log: (message: string) => void,
  now: () => number = Date.now,
) {
  const kept = new Map<number, { at: number; product: Product | null }>();
  return async function withArabic(cart: Cart): Promise<Cart> {
    if (currentLocale() !== 'ar' || cart.items.length === 0) return cart;
    const stale = [...new Set(cart.items.map((i) => i.id))].filter((id) => {
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
    return {
      ...cart,
      items: cart.items.map((item) => {
        const product = kept.get(item.id)?.product;
        const ar = product ? lineArabic(product, item.choices, Boolean(item.engraving)) : undefined;
        return ar ? { ...item, ar } : item;
      }),
    };
  };
}
