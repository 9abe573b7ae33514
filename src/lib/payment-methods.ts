import type { PaymentGateway } from './schemas/order';
import { MSG } from './messages';

/**
 * The shop's own payment methods: the embedded store takes these two, and on WooCommerce they are
 * what the checkout offers when the store lists none it can use (both the server and the
 * browser's fallback). The same words everywhere they show.
 */
export const SHOP_PAYMENT_METHODS: readonly PaymentGateway[] = [
  // Nothing to deliver (a printable, a service), no courier to pay: cash on delivery is for parcels.
  { id: 'cod', title: MSG.codTitle, description: MSG.codDescription, enabled: true, shipped_only: true },
  { id: 'bacs', title: MSG.bacsTitle, description: MSG.bacsDescription, enabled: true, shipped_only: false },
];
