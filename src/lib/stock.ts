import { LOW_STOCK_THRESHOLD, MAX_LINE_QUANTITY } from './constants';
import { PAGE_MSG } from './page-messages';
import type { Product } from './schemas/product';

export type StockBadge = { label: string; tone: 'success' | 'warning' | 'danger' | 'info'; available: boolean };

/** The stock badge: Out of Stock, On Backorder, Low Stock ({n} left) at or below the threshold, else In Stock. */
export function stockBadge(
  p: Pick<Product, 'stock_status' | 'stock_quantity' | 'manage_stock'>,
  threshold = LOW_STOCK_THRESHOLD,
): StockBadge {
  if (p.stock_status === 'outofstock') return { label: PAGE_MSG.outOfStock, tone: 'danger', available: false };
  if (p.stock_status === 'onbackorder') return { label: PAGE_MSG.onBackorder, tone: 'info', available: true };
  if (p.manage_stock && p.stock_quantity !== null && p.stock_quantity <= threshold) {
    return { label: PAGE_MSG.lowStock(p.stock_quantity), tone: 'warning', available: p.stock_quantity > 0 };
  }
  return { label: PAGE_MSG.inStock, tone: 'success', available: true };
}

export function isPurchasable(p: Pick<Product, 'stock_status' | 'purchasable'>): boolean {
  return p.purchasable && p.stock_status !== 'outofstock';
}

/** Highest quantity a stepper allows: the stock when it is managed and in stock, and never more than a line may hold. */
export function maxQuantity(
  p: Pick<Product, 'stock_status' | 'stock_quantity' | 'manage_stock' | 'backorders'>,
): number {
  if (p.stock_status === 'onbackorder' || p.backorders !== 'no') return MAX_LINE_QUANTITY;
  if (p.manage_stock && p.stock_quantity !== null) return Math.min(MAX_LINE_QUANTITY, Math.max(0, p.stock_quantity));
  return MAX_LINE_QUANTITY;
}
