import { StoreError, type LiveProduct } from './backend';
import type { Product } from '../lib/schemas/product';
import { MSG } from '../lib/messages';
import { parseProductId } from '../lib/validation';

/** Route parameters, checked before any store call. */

/** A product id is a whole number of at least 1; anything else is 400 'Invalid product ID'. */
export function productIdParam(value: unknown): number {
  const id = parseProductId(value);
  if (id === null) throw new StoreError('invalid_product', MSG.invalidProductId, 400);
  return id;
}

/** An order id; a malformed one is simply an order that does not exist. */
export function orderIdParam(value: unknown): number {
  const id = parseProductId(value);
  if (id === null) throw new StoreError('not_found', MSG.orderNotFound, 404);
  return id;
}

const LINE_KEY = /^[A-Za-z0-9_-]{1,100}$/;
export function lineKeyParam(value: string | undefined): string {
  if (!value || !LINE_KEY.test(value)) throw new StoreError('not_found', MSG.cartLineGone, 404);
  return value;
}

/** What a static page is corrected with: price, stock and rating now, and each variant's price and stock. */
export function liveProduct(p: Product): LiveProduct {
  const sale = (x: Product | Product['variants'][number]) => ({
    price: x.price,
    regular_price: x.regular_price,
    sale_price: x.sale_price,
    on_sale: x.on_sale,
    purchasable: x.purchasable && x.stock_status !== 'outofstock',
    stock_status: x.stock_status,
    stock_quantity: x.stock_quantity,
    manage_stock: x.manage_stock,
    backorders: x.backorders,
  });
  return {
    id: p.id,
    ...sale(p),
    average_rating: p.average_rating,
    rating_count: p.rating_count,
    variants: p.variants.map((v) => ({ id: v.id, ...sale(v) })),
  };
}
