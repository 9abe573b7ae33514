import { describe, expect, it } from 'vitest';
import { fixture, realFixture } from '../../fixtures/woocommerce-fake-server';
import type { Address } from '../../../src/lib/schemas/address';
import { reshapeOrder } from '../../../src/server/drivers/woocommerce/reshape/orders';
import { reshapeProduct } from '../../../src/server/drivers/woocommerce/reshape/products';
import { reshapeStoreCart } from '../../../src/server/drivers/woocommerce/reshape/cart';
import { wooOrderSchema } from '../../../src/server/drivers/woocommerce/schemas/orders';
import { wooProductSchema } from '../../../src/server/drivers/woocommerce/schemas/catalogue';
import { storeCartSchema } from '../../../src/server/drivers/woocommerce/schemas/store-api';
import { storeError, useFakeWoo } from './helpers';

/**
 * Engraved pieces and gift options on WooCommerce, through the shop's WordPress plugin: the
 * Store API answers of a real WooCommerce 10 store (tests/fixtures/woocommerce-real) with the
 * plugin's data in their `extensions` as wordpress/nefertari-storefront.php registers it, and the
 * order meta it writes. The real-store suite (tests/woocommerce/gifts.spec.ts) buys one for real.
 */
const ctx = useFakeWoo();
const STORE = '/wp-json/wc/store/v1';
const session = { 'Cart-Token': 'real-token', Nonce: 'real-nonce' };
const shopper = { cartToken: 'gifts-shopper', userId: null };

const RULES = {
  label: 'Name to engrave',
  max_length: 12,
  scripts: 'both',
  required: true,
  price: '150.00',
  preview: 'cartouche',
};

/** The Eye of Horus necklace (id 12) as a product that takes a name. */
function engravedProduct() {
  ctx.woo.route(`GET ${STORE}/products/:id`, (_req, params) => ({
    body: {
      ...realFixture<Record<string, unknown>>('store-product-sale-started-before-cron.json'),
      id: Number(params.id),
      name: 'Eye of Horus Necklace',
      extensions: { nefertari: { personalisation: RULES } },
    },
  }));
}

/** The real add-item answer with the plugin's engraving on its line (and the price it adds). */
function cartWith(text: string, wrap?: { chosen: boolean; price: string }) {
  const cart = realFixture<{ items: Record<string, unknown>[]; extensions: unknown }>('store-cart-add-item.json');
  cart.items = cart.items.map((i) => ({
    ...i,
    extensions: { nefertari: { engraving: { label: 'Name to engrave', text, price: '150.00' } } },
  }));
  cart.extensions = { nefertari: { gift_wrap: wrap ?? { chosen: false, price: '75.00' } } };
  return cart;
}

describe('an engraved piece on WooCommerce', () => {
  it('sends the text with add-item for the plugin, checked first with the product’s rules; the line carries it', async () => {
    engravedProduct();
    ctx.woo.route(`POST ${STORE}/cart/add-item`, { status: 201, headers: session, body: cartWith('نُور') });
    const cart = await ctx.backend.addToCart(shopper, 12, 1, {}, 'نُور');
    expect(ctx.woo.calls('POST', `${STORE}/cart/add-item`).map((r) => r.body)).toEqual([
      { id: 12, quantity: 1, extensions: { nefertari: { engraving: 'نُور' } } },
    ]);
    expect(cart.items[0]!.engraving).toEqual({ label: 'Name to engrave', text: 'نُور', price: '150.00' });
  });

  it('a text the rules refuse never reaches the store; the plugin’s own refusal is said beside the field', async () => {
    engravedProduct();
    const long = await storeError(ctx.backend.addToCart(shopper, 12, 1, {}, 'Cleopatra the Seventh'));
    expect([long.status, long.message, long.details?.field]).toEqual([
      400,
      'Name to engrave: at most 12 characters.',
      'engraving',
    ]);
    expect(ctx.woo.calls('POST', `${STORE}/cart/add-item`)).toHaveLength(0);
    // A required name left out: this add read no product, the plugin refuses it.
    ctx.woo.route(`POST ${STORE}/cart/add-item`, {
      status: 400,
      headers: session,
      body: {
        code: 'nefertari_engraving_invalid',
        message: 'Name to engrave: please type it; this piece is made with it.',
        data: { status: 400 },
      },
    });
    const missing = await storeError(ctx.backend.addToCart(shopper, 12, 1));
    expect([missing.status, missing.message, missing.details?.field]).toEqual([
      400,
      'Name to engrave: please type it; this piece is made with it.',
      'engraving',
    ]);
  });

  it('gift wrap is the plugin’s cart extension: chosen with POST /cart/extensions, its price in the totals', async () => {
    const answer = cartWith('Nour', { chosen: true, price: '75.00' });
    ctx.woo.route(`POST ${STORE}/cart/extensions`, { status: 200, headers: session, body: answer });
    const cart = await ctx.backend.setGiftWrap(shopper, true);
    expect(ctx.woo.calls('POST', `${STORE}/cart/extensions`).map((r) => r.body)).toEqual([
      { namespace: 'nefertari', data: { gift_wrap: true } },
    ]);
    expect(cart.gift_wrap).toEqual({ chosen: true, price: '75.00' });
    expect(cart.totals.gift_wrap).toBe('75.00');
  });
});

describe('a gift at checkout on WooCommerce', () => {
  it('the message (as typed) and the slip without prices go in the checkout’s extensions for the plugin', async () => {
    const documented = fixture('store-checkout-request.json');
    const billing: Address = documented.billing_address;
    const shipping: Address = { ...documented.shipping_address, email: 'admin@example.com', phone: '555-2368' };
    ctx.woo.route('GET /wp-json/wc/v3/orders/146', {
      body: { ...fixture('v3-order.json'), id: 146, number: '146', order_key: 'wc_order_VPffqyvgWVqWL' },
    });
    await ctx.backend.addToCart(shopper, 38, 1);
    const input = {
      billing,
      shipping,
      paymentMethod: documented.payment_method,
      shippingMethod: 'free_shipping:12',
      customerNote: '',
      idempotencyKey: 'gift-checkout-1',
    };
    await ctx.backend.createOrder(shopper, { ...input, giftMessage: 'عيد سعيد\nFrom Amira', giftHidePrices: true });
    const [gift] = ctx.woo.calls('POST', `${STORE}/checkout`);
    expect((gift!.body as Record<string, unknown>).extensions).toEqual({
      nefertari: { gift_message: 'عيد سعيد\nFrom Amira', gift_hide_prices: true },
    });
    // An order that is no gift sends no extensions: a store without the plugin takes it as before.
    await ctx.backend.addToCart({ ...shopper, cartToken: 'gifts-shopper-2' }, 38, 1);
    await ctx.backend.createOrder(
      { ...shopper, cartToken: 'gifts-shopper-2' },
      { ...input, idempotencyKey: 'plain-2' },
    );
    const plain = ctx.woo.calls('POST', `${STORE}/checkout`)[1]!;
    expect(Object.keys(plain.body as object)).not.toContain('extensions');
  });
});

describe('what the shop reads back from WooCommerce', () => {
  it('a cart of a store without the plugin has no engraving and offers no wrap', () => {
    const cart = reshapeStoreCart(storeCartSchema.parse(realFixture('store-cart-add-item.json')));
    expect(cart.items[0]!.engraving).toBeUndefined();
    expect(cart.gift_wrap).toBeUndefined();
  });

  it('an order line’s engraving and the order’s gift options from the meta the plugin wrote', () => {
    const real = realFixture<{ line_items: { meta_data: unknown[] }[]; meta_data: unknown[] }>(
      'v3-order-with-coupon-and-variations.json',
    );
    real.line_items[0]!.meta_data.push(
      {
        id: 200,
        key: 'nefertari_engraving',
        value: "D'Arcy",
        display_key: 'Name to engrave',
        display_value: '<p>D&#039;Arcy</p>',
      },
      {
        id: 201,
        key: '_nefertari_engraving_label',
        value: 'Name to engrave',
        display_key: '_nefertari_engraving_label',
        display_value: 'Name to engrave',
      },
      {
        id: 202,
        key: '_nefertari_engraving_price',
        value: '150.00',
        display_key: '_nefertari_engraving_price',
        display_value: '150.00',
      },
    );
    real.meta_data.push(
      { id: 300, key: '_nefertari_gift_wrap', value: 'yes' },
      { id: 301, key: '_nefertari_gift_wrap_total', value: '75.00' },
      { id: 302, key: '_nefertari_gift_message', value: 'كل سنة وأنتِ طيبة\nWith love' },
      { id: 303, key: '_nefertari_gift_hide_prices', value: 'yes' },
    );
    const order = reshapeOrder(wooOrderSchema.parse(real));
    expect(order.line_items[0]!.engraving).toEqual({ label: 'Name to engrave', text: "D'Arcy", price: '150.00' });
    // The engraving is the line's text, not one of its choices.
    expect(order.line_items[0]!.choices).toEqual([{ name: 'Ring size', option: '7' }]);
    expect(order.line_items[1]!.engraving).toBeUndefined();
    expect(order.gift).toEqual({
      wrap: true,
      wrap_total: '75.00',
      message: 'كل سنة وأنتِ طيبة\nWith love',
      hide_prices: true,
    });
    expect(reshapeOrder(wooOrderSchema.parse(realFixture('v3-order.json'))).gift).toBeUndefined();
  });

  it('a product’s engraving from the fields the plugin adds in wp-admin; wrong fields leave it without one', () => {
    const real = realFixture<Record<string, unknown>[]>('v3-products.json')[0]!;
    const meta = (over: Record<string, string> = {}) =>
      Object.entries({
        nefertari_engraving: 'yes',
        nefertari_engraving_label: 'Initials inside the band',
        nefertari_engraving_max_length: '3',
        nefertari_engraving_scripts: 'latin',
        nefertari_engraving_required: 'no',
        nefertari_engraving_price: '150',
        nefertari_engraving_preview: 'plain',
        ...over,
      }).map(([key, value], id) => ({ id, key, value }));
    const product = (m: unknown[]) => {
      const r = reshapeProduct(wooProductSchema.parse({ ...real, meta_data: m }));
      return r.ok ? r.value.personalisation : 'not shown';
    };
    expect(product(meta())).toEqual({
      label: 'Initials inside the band',
      max_length: 3,
      scripts: 'latin',
      required: false,
      price: '150.00',
      preview: 'plain',
    });
    expect(product(meta({ nefertari_engraving: 'no' }))).toBeUndefined();
    expect(product(meta({ nefertari_engraving_scripts: 'greek' }))).toBeUndefined();
    expect(product([])).toBeUndefined();
  });
});
