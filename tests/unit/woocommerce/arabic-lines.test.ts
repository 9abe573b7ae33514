import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import '../../../src/server/i18n/locale-scope';
import { inLocale } from '../../../src/lib/i18n/current';
import type { Cart } from '../../../src/lib/schemas/cart';
import type { Order } from '../../../src/lib/schemas/order';
import type { Product } from '../../../src/lib/schemas/product';
import { lineText } from '../../../src/lib/catalogue/text';
import { ARABIC_KEPT_MS, arabicLines } from '../../../src/server/drivers/woocommerce/line-arabic';

/** The Nile Pearl Ring as the catalogue holds it, its Arabic in `ar` as the driver reads it from the meta. */
const ring = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../content/catalogue/products/nile-pearl-ring.json'), 'utf8'),
) as Product;

/** A Store API cart's line, named in English as WooCommerce names it. */
const cart = {
  items: [
    {
      key: 'k1',
      id: ring.id,
      name: ring.name,
      choices: [
        { name: 'Metal', option: 'Sterling Silver' },
        { name: 'Size', option: '7' },
      ],
    },
  ],
} as unknown as Cart;

describe("a WooCommerce cart's lines on an Arabic page", () => {
  it('name the piece and its choices in Arabic, from the product the store answers with its meta', async () => {
    const getProducts = vi.fn(async () => [ring]);
    const withArabic = arabicLines(getProducts, () => undefined);
    const arabic = await inLocale('ar', () => withArabic.cart(cart));
    const text = lineText(arabic.items[0]!, 'ar');
    expect(text.name).toBe('خاتم لؤلؤة النيل');
    expect(text.choices).toEqual([
      { name: 'المعدن', option: 'فضة استرليني' },
      { name: 'المقاس', option: '7' },
    ]);
    // An order's line, by its product, the same way; kept: neither read asks the store again.
    const order = { line_items: [{ ...cart.items[0], product_id: ring.id }] } as unknown as Order;
    const named = await inLocale('ar', () => withArabic.order(order));
    expect(lineText(named.line_items[0]!, 'ar').name).toBe('خاتم لؤلؤة النيل');
    await inLocale('ar', () => withArabic.cart(cart));
    expect(getProducts).toHaveBeenCalledTimes(1);
  });

  it('cost an English request nothing, and are read again once kept long enough', async () => {
    let clock = 0;
    const getProducts = vi.fn(async () => [ring]);
    const withArabic = arabicLines(
      getProducts,
      () => undefined,
      () => clock,
    );
    expect(await inLocale('en', () => withArabic.cart(cart))).toBe(cart);
    expect(getProducts).not.toHaveBeenCalled();
    await inLocale('ar', () => withArabic.cart(cart));
    clock += ARABIC_KEPT_MS + 1;
    await inLocale('ar', () => withArabic.cart(cart));
    expect(getProducts).toHaveBeenCalledTimes(2);
  });

  it('stay in English when the store cannot say, and the cart is still answered', async () => {
    const logged: string[] = [];
    const withArabic = arabicLines(
      async () => {
        throw new Error('store down');
      },
      (m) => logged.push(m),
    );
    const answered = await inLocale('ar', () => withArabic.cart(cart));
    expect(lineText(answered.items[0]!, 'ar').name).toBe(ring.name);
    expect(logged[0]).toContain('store down');
  });
});
