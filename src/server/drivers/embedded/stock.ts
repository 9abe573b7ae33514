import type { Db } from '../../sqlite/db';
import type { Product } from '../../../lib/schemas/product';
import type { LiveStock } from './cart-math';

/**
 * Live stock, one row per catalogue product (table stock). The catalogue, the cart and the
 * orders read it; checkout takes stock and order-status changes put it back, both through
 * adjustStock.
 */
export type StockRow = LiveStock & { product_id: number };

const COLUMNS = 'product_id, stock_quantity, stock_status, manage_stock, backorders';

/** Every product's stock row, by product id. */
export function stockRows(db: Db): Map<number, StockRow> {
  return new Map(db.all<StockRow>(`SELECT ${COLUMNS} FROM stock`).map((r) => [r.product_id, r]));
}

/** One product's stock row (undefined: a product the database has not seen). */
export function stockOf(db: Db, productId: number): StockRow | undefined {
  return db.get<StockRow>(`SELECT ${COLUMNS} FROM stock WHERE product_id = ?`, productId);
}

/** The catalogue's product with its live stock. */
export function withStock(p: Product, s: StockRow | undefined): Product {
  if (!s) return p;
  return {
    ...p,
    stock_quantity: s.stock_quantity,
    stock_status: s.stock_status,
    manage_stock: Boolean(s.manage_stock),
    backorders: s.backorders,
  };
}

/** Moves managed stock by delta and keeps stock_status in step (WooCommerce does the same). */
export function adjustStock(db: Db, productId: number, delta: number): void {
  db.run(
    `UPDATE stock SET stock_quantity = stock_quantity + ?,
            stock_status = CASE WHEN stock_quantity + ? > 0 THEN 'instock' WHEN backorders = 'no' THEN 'outofstock' ELSE 'onbackorder' END
      WHERE product_id = ? AND manage_stock = 1`,
    delta,
    delta,
    productId,
  );
}

/** Admin/test helper: sets a product's live stock (null: not tracked). */
export function setStock(db: Db, productId: number, quantity: number | null, status?: Product['stock_status']): void {
  const s = status ?? (quantity === null || quantity > 0 ? 'instock' : 'outofstock');
  db.run(
    'UPDATE stock SET stock_quantity = ?, stock_status = ?, manage_stock = ? WHERE product_id = ?',
    quantity,
    s,
    quantity === null ? 0 : 1,
    productId,
  );
}
