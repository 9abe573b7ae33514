import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbeddedBackend } from '../../../src/server/drivers/embedded';
import { makeCatalogue } from '../../../src/server/drivers/embedded/bundled-catalogue';
import { lineKey } from '../../../src/server/drivers/embedded/cart-math';
import type { Product } from '../../../src/lib/schemas/product';
import { shopperAddress } from '../../fixtures/address';
import { storeError } from '../../fixtures/store-error';
import { product } from './fixtures';

const address = shopperAddress();
const shopper = { cartToken: 'tok-gifts-aaaaaaaaaaaaaaaaaaaa', userId: null };

/** A name necklace (name required, both scripts, engraving included) and a ring with paid initials (Latin, optional). */
const necklace = product(1, {
  name: 'Name Cartouche',
  price: '1650.00',
  regular_price: '1650.00',
  stock_quantity: 3,
  personalisation: {
    label: 'Name to engrave',
    max_length: 12,
    scripts: 'both',
    required: true,
    price: '0.00',
    preview: 'cartouche',
  },
});
const ring = product(2, {
  name: 'Signet Ring',
  price: '900.00',
  regular_price: '900.00',
  personalisation: {
    label: 'Initials inside the band',
    max_length: 3,
    scripts: 'latin',
    required: false,
    price: '150.00',
    preview: 'plain',
  },
});
const plain = product(3, { name: 'Plain Bangle' });

function backend(products: Product[] = [necklace, ring, plain], wrapPrice = '75.00') {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-gifts-'));
  return createEmbeddedBackend({
    databasePath: path.join(dir, 'shop.db'),
    dataDir: dir,
    catalogue: makeCatalogue(
      products,
      [{ id: 1, name: 'Rings', slug: 'rings', count: products.length, description: '' }],
      (src) => `/img/${src}`,
    ),
    gifts: { wrap_price: wrapPrice, wrap_offered: true },
  });
}

const order = (key: string, gift: { giftMessage?: string; giftHidePrices?: boolean } = {}) => ({
  billing: address,
  shipping: address,
  paymentMethod: 'cod',
  shippingMethod: 'standard',
  customerNote: '',
  idempotencyKey: key,
  ...gift,
});

describe('engraved lines on the embedded store', () => {
  it('two names on one necklace are two lines; the same name again joins its line', async () => {
    const b = backend();
    await b.addToCart(shopper, 1, 1, {}, 'نُور');
    await b.addToCart(shopper, 1, 1, {}, "D'Arcy");
    const cart = await b.addToCart(shopper, 1, 1, {}, 'نُور');
    expect(cart.items.map((i) => [i.id, i.engraving?.text, i.quantity])).toEqual([
      [1, 'نُور', 2],
      [1, "D'Arcy", 1],
    ]);
    expect(cart.items[0]!.engraving).toEqual({ label: 'Name to engrave', text: 'نُور', price: '0.00' });
    expect(new Set(cart.items.map((i) => i.key)).size).toBe(2);
  });

  it('a line without an engraving keeps the key it had before engravings existed', () => {
    expect(lineKey(3)).toBe(createHash('md5').update('product:3').digest('hex'));
    expect(lineKey(3, 0, [], 'Nour')).not.toBe(lineKey(3));
    expect(lineKey(1, 0, [], 'Nour')).not.toBe(lineKey(1, 0, [], 'Nour '));
  });

  it('checks the text with the product’s rules: required, its scripts, its length; a plain piece takes none', async () => {
    const b = backend();
    const missing = await storeError(b.addToCart(shopper, 1, 1));
    expect([missing.status, missing.message, missing.details?.field]).toEqual([
      400,
      'Name to engrave: please type it; this piece is made with it.',
      'engraving',
    ]);
    const script = await storeError(b.addToCart(shopper, 2, 1, {}, 'نور'));
    expect(script.message).toBe('Initials inside the band: Latin letters only, with spaces, apostrophes and hyphens.');
    const long = await storeError(b.addToCart(shopper, 2, 1, {}, 'ABCD'));
    expect(long.message).toBe('Initials inside the band: at most 3 characters.');
    const notOffered = await storeError(b.addToCart(shopper, 3, 1, {}, 'Nour'));
    expect(notOffered.message).toBe('Plain Bangle is not engraved: add it without a text.');
    // An optional engraving left blank is the piece without one.
    const cart = await b.addToCart(shopper, 2, 1, {}, '  ');
    expect(cart.items[0]!.engraving).toBeUndefined();
    expect((await b.getCart(shopper)).items).toHaveLength(1);
  });

  it('an engraving’s price is part of each piece’s, in the line and every total', async () => {
    const b = backend();
    await b.addToCart(shopper, 2, 2, {}, 'AH');
    const cart = await b.addToCart(shopper, 2, 1);
    expect(cart.items.map((i) => [i.engraving?.text ?? null, i.price, i.totals.total])).toEqual([
      ['AH', '1050.00', '2100.00'],
      [null, '900.00', '900.00'],
    ]);
    expect(cart.items[0]!.engraving?.price).toBe('150.00');
    expect(cart.totals.total).toBe('3000.00');
  });

  it('lines of one piece with different names share its stock', async () => {
    const b = backend();
    await b.addToCart(shopper, 1, 2, {}, 'Nour');
    // Only one is left beyond Nour's two: Laila's line gets it, and the answer says so.
    const cut = await b.addToCart(shopper, 1, 2, {}, 'Laila');
    expect(cut.add_cut).toEqual({ requested: 2, added: 1, left: 3 });
    // Two adds within one millisecond tie on added_at and come back in key order: the order is not the point here.
    expect(new Map(cut.items.map((i) => [i.engraving?.text, i.quantity]))).toEqual(
      new Map([
        ['Nour', 2],
        ['Laila', 1],
      ]),
    );
    const more = await storeError(b.addToCart(shopper, 1, 1, {}, 'Nour'));
    expect([more.code, more.message]).toEqual([
      'insufficient_stock',
      'Only 3 in stock, and 3 are already in your cart.',
    ]);
    const laila = cut.items.find((i) => i.engraving?.text === 'Laila')!;
    const up = await storeError(b.updateCartItem(shopper, laila.key, 2));
    expect(up.code).toBe('insufficient_stock');
  });
});

describe('gift options on the embedded store', () => {
  it('gift wrap goes into the cart’s totals, the quote and the order, at the store’s price', async () => {
    const b = backend();
    await b.addToCart(shopper, 2, 1, {}, 'NH');
    let cart = await b.getCart(shopper);
    expect(cart.gift_wrap).toEqual({ chosen: false, price: '75.00' });
    expect(cart.totals.gift_wrap).toBeUndefined();
    cart = await b.setGiftWrap(shopper, true);
    expect(cart.gift_wrap).toEqual({ chosen: true, price: '75.00' });
    expect([cart.totals.subtotal, cart.totals.gift_wrap, cart.totals.total]).toEqual(['1050.00', '75.00', '1125.00']);
    const quote = await b.quoteShipping(shopper, address, 'standard');
    expect(quote.totals.gift_wrap).toBe('75.00');
    expect(Number(quote.totals.total)).toBe(1050 + 75 + Number(quote.totals.shipping));
    const placed = await b.createOrder(
      shopper,
      order('gift-order-1', { giftMessage: 'عيد ميلاد سعيد يا نور 🎂\nFrom Amira', giftHidePrices: true }),
    );
    expect(placed.total).toBe(quote.totals.total);
    const o = await b.getOrder(placed.id, { userId: null, orderKey: placed.order_key });
    expect(o.total).toBe(quote.totals.total);
    expect(o.gift).toEqual({
      wrap: true,
      wrap_total: '75.00',
      message: 'عيد ميلاد سعيد يا نور 🎂\nFrom Amira',
      hide_prices: true,
    });
    expect(o.line_items[0]!.engraving).toEqual({ label: 'Initials inside the band', text: 'NH', price: '150.00' });
    expect(o.line_items[0]!.price).toBe('1050.00');
    // The next cart starts without wrap.
    await b.addToCart(shopper, 3, 1);
    expect((await b.getCart(shopper)).gift_wrap?.chosen).toBe(false);
  });

  it('wrap taken off costs nothing; an order with no gift option has no gift', async () => {
    const b = backend();
    await b.addToCart(shopper, 3, 1);
    await b.setGiftWrap(shopper, true);
    const cart = await b.setGiftWrap(shopper, false);
    expect([cart.totals.gift_wrap, cart.totals.total]).toEqual([undefined, '100.00']);
    const placed = await b.createOrder(shopper, order('gift-order-2'));
    const o = await b.getOrder(placed.id, { userId: null, orderKey: placed.order_key });
    expect(o.gift).toBeUndefined();
  });
});
