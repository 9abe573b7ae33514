import { describe, expect, it } from 'vitest';
import { WooHttp } from '../../../src/server/drivers/woocommerce/http';
import { embeddedGiftWrapOffer, wooGiftWrapOffer } from '../../../src/server/gift-wrap-offer';
import { KEYS, useFakeWoo } from './helpers';

/**
 * The gift wrap a product page's Shipping tab names is the one the checkout sells: the embedded
 * store's setting, or the price the WooCommerce store's plugin keeps and charges as its fee.
 */
const ctx = useFakeWoo();
const STOREFRONT = 'GET /wp-json/nefertari/v1/storefront';
const http = () => new WooHttp({ url: ctx.woo.url, ...KEYS });

describe('the gift wrap the pages name', () => {
  it('WooCommerce: the price the plugin says the store charges', async () => {
    ctx.woo.route(STOREFRONT, { body: { url: 'https://shop.example', gift_wrap_price: '90.00' } });
    expect(await wooGiftWrapOffer(http())).toEqual({ price: '90.00' });
  });

  it('WooCommerce: none when the store offers no wrap, or its plugin does not say', async () => {
    ctx.woo.route(STOREFRONT, { body: { url: 'https://shop.example', gift_wrap_price: null } });
    expect(await wooGiftWrapOffer(http())).toBeNull();
    ctx.woo.route(STOREFRONT, { body: { url: 'https://shop.example' } });
    expect(await wooGiftWrapOffer(http())).toBeNull();
  });

  it('the embedded store: its settings, the sample shop’s at EGP 75.00', () => {
    expect(embeddedGiftWrapOffer()).toEqual({ price: '75.00' });
    expect(embeddedGiftWrapOffer({ wrap_price: '0.00', wrap_offered: true })).toEqual({ price: '0.00' });
    expect(embeddedGiftWrapOffer({ wrap_price: '75.00', wrap_offered: false })).toBeNull();
  });
});
