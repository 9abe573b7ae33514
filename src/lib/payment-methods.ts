import type { PaymentGateway } from './schemas/order';
import { CHECKOUT_MSG } from './checkout-messages';

/**
 * The shop's own payment methods: the embedded store takes these two, and on WooCommerce they are
 * what the checkout offers when the store lists none it can use (both the server and the
 * browser's fallback). The same words everywhere they show, read in the language of the moment
 * they are shown or stored (getters: a copy made at load would keep the language of that moment).
 */
export const SHOP_PAYMENT_METHODS: readonly PaymentGateway[] = [
  // Nothing to deliver (a printable, a service), no courier to pay: cash on delivery is for parcels.
  {
    id: 'cod',
    get title() {
      return CHECKOUT_MSG.codTitle;
    },
    get description() {
      return CHECKOUT_MSG.codDescription;
    },
    enabled: true,
    shipped_only: true,
  },
  {
    id: 'bacs',
    get title() {
      return CHECKOUT_MSG.bacsTitle;
    },
    get description() {
      return CHECKOUT_MSG.bacsDescription;
    },
    enabled: true,
    shipped_only: false,
  },
];
