import { describe, expect, it } from 'vitest';
import { MSG } from '../../../src/lib/messages';
import { realFixture } from '../../fixtures/woocommerce-fake-server';
import { storeError, useFakeWoo } from './helpers';

/**
 * Carts, checkouts and orders of variations, grouped and virtual products, against what a real
 * WooCommerce 10 store answered (tests/fixtures/woocommerce-real).
 */
const ctx = useFakeWoo();
const STORE = '/wp-json/wc/store/v1';
const V3 = '/wp-json/wc/v3';
const session = { 'Cart-Token': 'real-token', Nonce: 'real-nonce' };
const shopper = { cartToken: 'variations-shopper', userId: null };

/** The Store API's products as the real store answered them; a variation read by its id names its product. */
function storeProducts() {
  const byId: Record<number, string> = {
    47: 'store-product-variable-ring.json',
    51: 'store-product-variable-necklace.json',
    22: 'store-product-variable-vneck.json',
    23: 'store-product-variable-hoodie.json',
    44: 'store-product-grouped.json',
    45: 'store-product-external.json',
  };
  const parents: Record<number, number> = { 48: 47, 49: 47, 50: 47, 52: 51, 53: 51, 54: 51, 36: 22, 37: 22, 38: 22 };
  ctx.woo.route(`GET ${STORE}/products/:id`, (_req, params) => {
    const id = Number(params.id);
    if (byId[id]) return { body: realFixture(byId[id]) };
    if (parents[id])
      return { body: { ...realFixture('store-product-variation-sold-out.json'), id, parent: parents[id] } };
    return { status: 404, body: { code: 'woocommerce_rest_product_invalid_id', message: 'Invalid product ID.' } };
  });
}

const addItem = () => ctx.woo.calls('POST', `${STORE}/cart/add-item`).map((r) => r.body);

describe('adding a variation (store-product-variable-*, store-cart-add-item-*)', () => {
  it("a size of the ring: the variation's id with its value as the Store API matches it; the line is that variation, under its product", async () => {
    storeProducts();
    ctx.woo.route(`POST ${STORE}/cart/add-item`, {
      status: 201,
      headers: session,
      body: realFixture('store-cart-add-item-variation-id.json'),
    });
    const cart = await ctx.backend.addToCart(shopper, 47, 1, { 'Ring size': '7' });
    expect(addItem()).toEqual([{ id: 49, quantity: 1, variation: [{ attribute: 'pa_ring-size', value: '7' }] }]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      id: 47,
      variation_id: 49,
      choices: [{ name: 'Ring size', option: '7' }],
      sku: 'NEF-RG-LOTUS-7',
      name: 'Lotus Stacking Ring',
      price: '1100.00',
      // The size's own stock caps the line (2 in stock).
      max_quantity: 2,
    });
    // No picture in the store: the shop's own placeholder.
    expect(cart.items[0]!.featured_image).toMatch(/product-placeholder/);
  });

  it('a variation for "any" Size: its id with the chosen colour and size, as term slugs', async () => {
    storeProducts();
    ctx.woo.route(`POST ${STORE}/cart/add-item`, {
      status: 201,
      headers: session,
      body: realFixture('store-cart-add-item-any-attribute.json'),
    });
    const cart = await ctx.backend.addToCart(shopper, 22, 1, { Color: 'Red', Size: 'Large' });
    expect(addItem()).toEqual([
      {
        id: 36,
        quantity: 1,
        variation: [
          { attribute: 'pa_color', value: 'red' },
          { attribute: 'pa_size', value: 'large' },
        ],
      },
    ]);
    const line = cart.items.find((i) => i.variation_id === 36)!;
    expect(line).toMatchObject({
      id: 22,
      choices: [
        { name: 'Color', option: 'Red' },
        { name: 'Size', option: 'Large' },
      ],
    });
    // Lines already in that cart are placed under their products too.
    expect(cart.items.map((i) => [i.id, i.variation_id]).sort()).toEqual(
      [
        [22, 36],
        [47, 48],
        [47, 49],
        [51, 53],
      ].sort(),
    );
  });

  it('a choice that leaves an option open is refused in the shop\'s words before WooCommerce is asked: "Choose a size"', async () => {
    storeProducts();
    const err = await storeError(ctx.backend.addToCart(shopper, 22, 1, { Color: 'Red' }));
    expect(err).toMatchObject({ code: 'invalid_request', status: 400, message: MSG.chooseOption('Size') });
    expect(addItem()).toEqual([]);
  });

  it('a combination the product is not made in is refused by name', async () => {
    storeProducts();
    // The Hoodie comes in red, and with a logo, but not in red with a logo.
    const err = await storeError(ctx.backend.addToCart(shopper, 23, 1, { Color: 'Red', Logo: 'Yes' }));
    expect(err).toMatchObject({ code: 'invalid_product', message: MSG.choiceNotOffered('Hoodie') });
    expect(addItem()).toEqual([]);
  });

  it('a variable product added without a choice: WooCommerce\'s "No matching variation found." becomes "Choose a ring size"', async () => {
    storeProducts();
    ctx.woo.route(`POST ${STORE}/cart/add-item`, {
      status: 400,
      headers: session,
      body: realFixture('store-cart-add-item-variable-without-variation.json'),
    });
    const err = await storeError(ctx.backend.addToCart(shopper, 47, 1));
    expect(err).toMatchObject({ code: 'invalid_request', status: 400, message: MSG.chooseOption('Ring size') });
  });

  it('the sold-out size is named as the shop names the line', async () => {
    storeProducts();
    ctx.woo.route(`POST ${STORE}/cart/add-item`, {
      status: 400,
      headers: session,
      body: realFixture('store-cart-add-item-sold-out-variation.json'),
    });
    const err = await storeError(ctx.backend.addToCart(shopper, 47, 1, { 'Ring size': '8' }));
    expect(err).toMatchObject({
      code: 'out_of_stock',
      status: 409,
      message: MSG.productSoldOut('Lotus Stacking Ring (Ring size: 8)'),
    });
  });

  it('more of a size than its stock adds what is left of that size and says so', async () => {
    storeProducts();
    // WooCommerce refuses 5 of size 7 whole (2 remaining); the shop adds the 2 it has.
    ctx.woo.route(`POST ${STORE}/cart/add-item`, (req) =>
      (req.body as { quantity: number }).quantity > 2
        ? { status: 400, headers: session, body: realFixture('store-cart-add-item-variation-too-many.json') }
        : { status: 201, headers: session, body: realFixture('store-cart-add-item-variation-id.json') },
    );
    const cart = await ctx.backend.addToCart(shopper, 47, 5, { 'Ring size': '7' });
    expect(addItem().map((b) => (b as { quantity: number }).quantity)).toEqual([5, 2]);
    expect(cart.add_cut).toEqual({ requested: 5, added: 2, left: 2 });
  });

  it("a grouped or an external product is never added: the shop's sentence, not WooCommerce's", async () => {
    storeProducts();
    ctx.woo.route(`POST ${STORE}/cart/add-item`, (req) => ({
      status: 400,
      headers: session,
      body: realFixture(
        (req.body as { id: number }).id === 44
          ? 'store-cart-add-item-grouped.json'
          : 'store-cart-add-item-external.json',
      ),
    }));
    expect(await storeError(ctx.backend.addToCart(shopper, 44, 1))).toMatchObject({
      code: 'invalid_product',
      message: MSG.groupedNotSold('Logo Collection'),
    });
    expect(await storeError(ctx.backend.addToCart(shopper, 45, 1))).toMatchObject({
      code: 'invalid_product',
      message: MSG.externalNotSold('WordPress Pennant'),
    });
  });
});

describe('an order of variations (v3-order-with-coupon-and-variations)', () => {
  it('each line is the variation bought, with its choice and SKU, under its product', async () => {
    const real = realFixture('v3-order-with-coupon-and-variations.json');
    ctx.woo.route(`GET ${V3}/orders/${real.id}`, { body: real });
    ctx.woo.route(`GET ${V3}/orders/${real.id}/notes`, { body: [] });
    const order = await ctx.backend.getOrder(real.id, { userId: null, orderKey: real.order_key });
    expect(order.line_items.map((l) => [l.product_id, l.variation_id, l.name, l.sku, l.choices])).toEqual([
      [47, 49, 'Lotus Stacking Ring', 'NEF-RG-LOTUS-7', [{ name: 'Ring size', option: '7' }]],
      [51, 53, 'Nile Link Chain Necklace', 'NEF-NK-NILE-45', [{ name: 'Length', option: '45 cm' }]],
    ]);
  });
});

describe('a cart of virtual products only (store-cart-virtual-only, store-checkout-virtual, v3-order-virtual)', () => {
  const billing = {
    first_name: 'Nour',
    last_name: 'Hassan',
    company: '',
    address_1: '5 Tahrir Square',
    address_2: '',
    city: 'Cairo',
    state: 'Cairo',
    postcode: '11511',
    country: 'EG',
    email: 'virtual@example.com',
    phone: '+201000000000',
  };

  function virtualStore() {
    const cart = { headers: session, body: realFixture('store-cart-virtual-only.json') };
    ctx.woo.route(`GET ${STORE}/cart`, cart);
    ctx.woo.route(`POST ${STORE}/cart/update-customer`, cart);
    ctx.woo.route(`POST ${STORE}/checkout`, { headers: session, body: realFixture('store-checkout-virtual.json') });
    ctx.woo.route(`GET ${V3}/orders/58`, { body: realFixture('v3-order-virtual.json') });
    ctx.woo.route(`PUT ${V3}/orders/58`, { body: realFixture('v3-order-virtual.json') });
  }

  it('the quote has no rate and charges no shipping; the order is placed with the billing address alone, at that total', async () => {
    virtualStore();
    const quote = await ctx.backend.quoteShipping(shopper, billing);
    expect(quote).toEqual({
      needs_shipping: false,
      rates: [],
      totals: { subtotal: '15.00', shipping: '0.00', total_tax: '0.00', total: '15.00' },
    });
    expect((await ctx.backend.getCart(shopper)).needs_shipping).toBe(false);

    const result = await ctx.backend.createOrder(shopper, {
      billing,
      shipping: billing,
      paymentMethod: 'cod',
      shippingMethod: '',
      customerNote: '',
      idempotencyKey: 'virtual-1',
    });
    expect(result).toMatchObject({ id: 58, status: 'on-hold', total: quote.totals.total });
    const [checkout] = ctx.woo.calls('POST', `${STORE}/checkout`);
    expect(checkout!.body).toMatchObject({ billing_address: { email: 'virtual@example.com' }, payment_method: 'cod' });
    expect(checkout!.body).not.toHaveProperty('shipping_address');
    expect(ctx.woo.calls('POST', `${STORE}/cart/select-shipping-rate`)).toHaveLength(0);
  });

  it('a cart that is shipped still needs a shipping method', async () => {
    ctx.woo.route(`GET ${STORE}/cart`, { headers: session, body: realFixture('store-cart-with-variations.json') });
    await ctx.backend.getCart(shopper);
    const err = await storeError(
      ctx.backend.createOrder(shopper, {
        billing,
        shipping: billing,
        paymentMethod: 'cod',
        shippingMethod: '',
        customerNote: '',
        idempotencyKey: 'shipped-1',
      }),
    );
    expect(err).toMatchObject({ code: 'invalid_request', status: 400, message: MSG.shippingMethodRequired });
    expect(ctx.woo.calls('POST', `${STORE}/checkout`)).toHaveLength(0);
  });
});
