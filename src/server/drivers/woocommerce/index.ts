import { StoreError, type StoreBackend } from '../../backend';
import { MSG } from '../../../lib/messages';

/**
 * PLACEHOLDER so src/server/store.ts resolves; helper "woo" owns and replaces this file with
 * the real driver. Every call answers 'unavailable' until then.
 */
export interface WooCommerceConfig {
  url: string;
  consumerKey: string;
  consumerSecret: string;
  /** The embedded SQLite file (wishlists live there with WooCommerce too). */
  databasePath: string;
}

export function createWooCommerceBackend(_config: WooCommerceConfig): StoreBackend {
  return new Proxy({ name: 'woocommerce' } as StoreBackend, {
    get(target, prop) {
      if (prop === 'name') return 'woocommerce';
      if (prop === 'then') return undefined;
      return async () => {
        throw new StoreError('unavailable', MSG.backendUnavailable, 503);
      };
    },
  });
}
