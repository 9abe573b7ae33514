import * as z from 'zod/mini';
import '../lib/schemas/zod'; // the shop's wording for every issue
import { WooHttp } from './drivers/woocommerce/http';
import { storeStatus } from './store';
import { settings } from './settings';
import { giftSettings } from '../lib/content/data-files';
import type { GiftSettings } from '../lib/schemas/engraving';

/**
 * The gift wrap the checkout offers a parcel, for words written before any cart exists (the
 * product page's Shipping tab, built once per build), so the page and the checkout say one price.
 * The embedded store's is its setting (content/data/gift-options.json); WooCommerce's is the
 * store's own, which the shop's plugin keeps (Settings → General → Gift wrap price) and answers at
 * GET /wp-json/nefertari/v1/storefront. null: no wrap is offered, or the store does not say (a
 * plugin older than the setting), and the page promises none.
 */
export interface GiftWrapOffer {
  /** EGP per order; "0.00" wraps for free. */
  price: string;
}

const storefrontSchema = z.object({ gift_wrap_price: z.optional(z.nullable(z.string())) });

/** What a WooCommerce store's plugin says it charges for gift wrap. */
export async function wooGiftWrapOffer(http: WooHttp): Promise<GiftWrapOffer | null> {
  const answer = storefrontSchema.safeParse((await http.call('root', '/nefertari/v1/storefront')).data);
  const price = answer.success ? answer.data.gift_wrap_price : null;
  return price ? { price } : null;
}

/** What the embedded store's settings offer. */
export function embeddedGiftWrapOffer(gifts: GiftSettings = giftSettings()): GiftWrapOffer | null {
  return gifts.wrap_offered ? { price: gifts.wrap_price } : null;
}

let asked: Promise<GiftWrapOffer | null> | undefined;

/** The offer of the store this build sells from, asked once per process. */
export function giftWrapOffer(): Promise<GiftWrapOffer | null> {
  asked ??= (async () => {
    if (storeStatus().driver !== 'woocommerce') return embeddedGiftWrapOffer();
    const woo = settings.woocommerce;
    return wooGiftWrapOffer(
      new WooHttp({ url: woo.url!, consumerKey: woo.consumerKey!, consumerSecret: woo.consumerSecret! }),
    );
  })();
  return asked;
}
