import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbeddedBackend } from '../../../src/server/drivers/embedded';
import { makeCatalogue } from '../../../src/server/drivers/embedded/bundled-catalogue';
import { productSchema } from '../../../src/lib/schemas/product';
import { productRecord } from '../../../src/lib/catalogue/records';
import { lineText } from '../../../src/lib/catalogue/text';
import { shopperAddress } from '../../fixtures/address';

/**
 * A cart and an order of the embedded store carry each piece's Arabic beside the store's English,
 * so the Arabic cart, checkout and order pages name it in Arabic; the order keeps the words it
 * was placed with.
 */
const cartouche = productSchema.parse(
  productRecord(JSON.parse(readFileSync('content/catalogue/products/arabic-name-cartouche-necklace.json', 'utf8'))),
);
const english = {
  ...cartouche,
  ar: undefined,
  attributes: cartouche.attributes.map(({ ar: _, ...a }) => a),
  personalisation: { ...cartouche.personalisation!, ar: undefined },
};
const shopper = { cartToken: 'tok-arabic-lines-aaaaaaaaaaaaa', userId: null };
const choice = { Metal: 'Sterling Silver', Length: '45 cm' };

function backend(products: (typeof cartouche)[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-arabic-'));
  return createEmbeddedBackend({
    databasePath: path.join(dir, 'shop.db'),
    dataDir: dir,
    catalogue: makeCatalogue(
      products,
      [{ id: 15, name: 'Necklaces', slug: 'necklaces', count: products.length, description: '' }],
      (src) => `/img/${src}`,
    ),
    gifts: { wrap_price: '', wrap_offered: false },
  });
}

const ARABIC_LINE = {
  name: 'قلادة خرطوش باسمك',
  choices: [
    { name: 'المعدن', option: 'فضة استرليني' },
    { name: 'الطول', option: '45 سم' },
  ],
  engraving: { label: 'الاسم المراد نقشه', text: 'نفرتاري', price: '0.00' },
};

describe('a line’s words in Arabic on the embedded store', () => {
  it('the cart line and the order line carry the piece’s Arabic; the store’s values stay English', async () => {
    const b = backend([cartouche]);
    const cart = await b.addToCart(shopper, cartouche.id, 1, choice, 'نفرتاري');
    const item = cart.items[0]!;
    expect(item.choices).toEqual([
      { name: 'Metal', option: 'Sterling Silver' },
      { name: 'Length', option: '45 cm' },
    ]);
    expect(lineText(item, 'ar')).toEqual(ARABIC_LINE);
    expect(lineText(item, 'en').name).toBe('Personalised Name Cartouche Necklace');

    const address = shopperAddress();
    const placed = await b.createOrder(shopper, {
      billing: address,
      shipping: address,
      paymentMethod: 'cod',
      shippingMethod: 'standard',
      customerNote: '',
      idempotencyKey: 'arabic-order-1',
    });
    const order = await b.getOrder(placed.id, { userId: null, orderKey: placed.order_key });
    expect(lineText(order.line_items[0]!, 'ar')).toEqual(ARABIC_LINE);
    expect(order.line_items[0]!.name).toBe('Personalised Name Cartouche Necklace');
  });

  it('a piece without Arabic has a line without it, shown in English on an Arabic page', async () => {
    const b = backend([english]);
    const cart = await b.addToCart(shopper, english.id, 1, choice, 'Nour');
    expect(cart.items[0]!.ar).toBeUndefined();
    expect(lineText(cart.items[0]!, 'ar').name).toBe('Personalised Name Cartouche Necklace');
  });
});
