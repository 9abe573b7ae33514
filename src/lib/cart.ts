import type { Cart } from './schemas/cart';

/** An empty cart, without zod: the browser's cart and checkout code use it. */
export const emptyCart = (): Cart => ({ items: [], item_count: 0, totals: { subtotal: '0.00', total: '0.00', total_tax: '0.00' }, notices: [] });
