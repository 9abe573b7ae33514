import type { Cart } from './schemas/cart';

/**
 * A cart with nothing in it. Apart from the cart's schemas: zod builds a schema when its module
 * loads, so a browser script that only needs this would carry every cart schema with it.
 */
export const emptyCart = (): Cart => ({
  items: [],
  item_count: 0,
  needs_shipping: false,
  totals: { subtotal: '0.00', total: '0.00', total_tax: '0.00' },
  notices: [],
});
