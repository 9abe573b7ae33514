import { StoreError, type LiveProduct } from './backend';
import type { Product } from '../lib/schemas/product';
import { MSG } from '../lib/messages';
import { parseProductId } from '../lib/validation';

/** Route parameters, checked before any store call. */

/** A product id (a number >= 1, spec §5); anything else is 400 'Invalid product ID'. */
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

export function liveProduct(p: Product): LiveProduct {
  return {
    id: p.id,
    price: p.price,
    regular_price: p.regular_price,
    sale_price: p.sale_price,
    on_sale: p.on_sale,
    purchasable: p.purchasable && p.stock_status !== 'outofstock',
    stock_status: p.stock_status,
    stock_quantity: p.stock_quantity,
    manage_stock: p.manage_stock,
    backorders: p.backorders,
    average_rating: p.average_rating,
    rating_count: p.rating_count,
  };
}
