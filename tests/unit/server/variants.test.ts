import { describe, expect, it } from 'vitest';
import { storeError } from '../../fixtures/store-error';
import { productSchema, type Product } from '../../../src/lib/schemas/product';
import { productRecord } from '../../../src/lib/catalogue/records';
import { product, tempBackend } from './fixtures';
import { shopperAddress } from '../../fixtures/address';
import { MSG } from '../../../src/lib/messages';

const address = shopperAddress();
const shopper = { cartToken: 'tok-variants-aaaaaaaaaaaaaaaa', userId: null };
const order = (key: string, shippingMethod = 'standard') => ({
  billing: address,
  shipping: address,
  paymentMethod: 'cod',
  shippingMethod,
  customerNote: '',
  idempotencyKey: key,
});

/** A ring in sizes 6, 7 and 8 (8 sold out), 7 dearer. */
const ring: Product = productSchema.parse(
  productRecord({
    ...product(5),
    name: 'Lotus Ring',
    type: 'variable',
    attributes: [{ name: 'Size', options: ['6', '7', '8'], variation: true }],
    variants: [
      {
        id: 51,
        sku: 'R-6',
        attributes: [{ name: 'Size', option: '6' }],
        price: '900.00',
        regular_price: '900.00',
        stock_quantity: 3,
        stock_status: 'instock',
      },
      {
        id: 52,
        sku: 'R-7',
        attributes: [{ name: 'Size', option: '7' }],
        price: '950.00',
        regular_price: '950.00',
        stock_quantity: 2,
        stock_status: 'instock',
        image: { id: 9, src: 'ring-7.svg', name: 'r7', alt: 'Size 7' },
      },
      {
        id: 53,
        sku: 'R-8',
        attributes: [{ name: 'Size', option: '8' }],
        price: '950.00',
        regular_price: '950.00',
        stock_quantity: 0,
        stock_status: 'outofstock',
      },
    ],
  }),
);
const sizer = product(6, {
  name: 'Printable Ring Sizer',
  virtual: true,
  price: '50.00',
  regular_price: '50.00',
  manage_stock: false,
  stock_quantity: null,
});
const backend = () => tempBackend([product(1), ring, sizer]);

describe('the embedded store sells variants', () => {
  it('two sizes of one ring are two lines, each naming its size, priced and pictured as its variant', async () => {
    const b = backend();
    await b.addToCart(shopper, 5, 1, { Size: '6' });
    const cart = await b.addToCart(shopper, 5, 2, { Size: '7' });
    expect(cart.items.map((i) => [i.id, i.variation_id, i.choices, i.sku, i.price, i.quantity])).toEqual([
      [5, 51, [{ name: 'Size', option: '6' }], 'R-6', '900.00', 1],
      [5, 52, [{ name: 'Size', option: '7' }], 'R-7', '950.00', 2],
    ]);
    expect(cart.items[1]!.featured_image).toBe('/img/ring-7.svg');
    expect(cart.items[1]!.permalink).toBe('/product/5?size=7');
    expect(cart.totals.subtotal).toBe('2800.00');
    // The same size again joins its line.
    const again = await b.addToCart(shopper, 5, 1, { Size: '6' });
    expect(again.items).toHaveLength(2);
    expect(again.items[0]!.quantity).toBe(2);
  });

  it('a sold-out size is refused, naming the size; the stock is counted per size', async () => {
    const b = backend();
    const soldOut = await storeError(b.addToCart(shopper, 5, 1, { Size: '8' }));
    expect([soldOut.status, soldOut.code, soldOut.message]).toEqual([
      409,
      'out_of_stock',
      'Lotus Ring (Size: 8) is out of stock.',
    ]);
    await b.addToCart(shopper, 5, 2, { Size: '7' });
    const more = await storeError(b.addToCart(shopper, 5, 1, { Size: '7' }));
    expect([more.code, more.message]).toEqual([
      'insufficient_stock',
      'Only 2 in stock, and 2 are already in your cart.',
    ]);
    // Size 6 has its own stock.
    await expect(b.addToCart(shopper, 5, 3, { Size: '6' })).resolves.toBeTruthy();
  });

  it('an add without a size says which option to choose; a size the ring is not made in is refused', async () => {
    const b = backend();
    const open = await storeError(b.addToCart(shopper, 5, 1));
    expect([open.status, open.code, open.message]).toEqual([400, 'invalid_request', 'Choose a size']);
    const odd = await storeError(b.addToCart(shopper, 5, 1, { Size: '7.5' }));
    expect([odd.status, odd.code]).toEqual([400, 'invalid_request']);
  });

  it('the order keeps each line as its variant, and its stock is taken and given back per size', async () => {
    const b = backend();
    await b.addToCart(shopper, 5, 2, { Size: '7' });
    await b.addToCart(shopper, 5, 1, { Size: '6' });
    const placed = await b.createOrder(shopper, order('variants-order-1'));
    const o = b.readOrder(placed.id)!;
    expect(o.line_items.map((l) => [l.product_id, l.variation_id, l.sku, l.choices, l.quantity, l.total])).toEqual([
      [5, 52, 'R-7', [{ name: 'Size', option: '7' }], 2, '1900.00'],
      [5, 51, 'R-6', [{ name: 'Size', option: '6' }], 1, '900.00'],
    ]);
    expect(o.total).toBe('2810.00');
    const sold = await b.getProduct(5);
    expect(sold.variants.map((v) => [v.id, v.stock_quantity, v.stock_status])).toEqual([
      [51, 2, 'instock'],
      [52, 0, 'outofstock'],
      [53, 0, 'outofstock'],
    ]);
    await b.setOrderStatus(placed.id, 'cancelled');
    expect((await b.getProduct(5)).variants.map((v) => v.stock_quantity)).toEqual([3, 2, 0]);
  });

  it('a cart of a virtual piece needs no shipping: no rates, no shipping charged, no method needed', async () => {
    const b = backend();
    await b.addToCart(shopper, 6, 1);
    expect((await b.getCart(shopper)).needs_shipping).toBe(false);
    const quote = await b.quoteShipping(shopper, address);
    expect(quote).toEqual({
      needs_shipping: false,
      rates: [],
      totals: { subtotal: '50.00', shipping: '0.00', total_tax: '0.00', total: '50.00' },
    });
    // Nothing to deliver: nothing to wrap, no card, no slip, and no courier to pay in cash.
    const wrapped = await b.setGiftWrap(shopper, true);
    expect(wrapped.gift_wrap).toBeUndefined();
    expect(wrapped.totals.total).toBe('50.00');
    const cod = await storeError(b.createOrder(shopper, order('virtual-order-0', '')));
    expect([cod.status, cod.message]).toEqual([400, MSG.paidOnDeliveryOnly('Cash on Delivery')]);
    const placed = await b.createOrder(shopper, {
      ...order('virtual-order-1', ''),
      paymentMethod: 'bacs',
      giftMessage: 'Happy birthday',
      giftHidePrices: true,
    });
    expect(placed.total).toBe('50.00');
    expect(b.readOrder(placed.id)!.shipping_lines).toEqual([]);
    expect(b.readOrder(placed.id)!.gift).toBeUndefined();
    // With a ring beside it, the cart is shipped again.
    await b.addToCart(shopper, 5, 1, { Size: '6' });
    await b.addToCart(shopper, 6, 1);
    expect((await b.getCart(shopper)).needs_shipping).toBe(true);
    const refused = await storeError(b.createOrder(shopper, order('virtual-order-2', '')));
    expect(refused.message).toBe('Shipping method required: Please select a shipping method before proceeding.');
  });
});
