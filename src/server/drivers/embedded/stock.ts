import type { Db } from '../../sqlite/db';
import type { Product } from '../../../lib/schemas/product';
import type { LiveStock } from './cart-math';
import { withVariantSummary } from '../../../lib/catalogue/variants';

/**
 * Live stock, one row per thing sold at a price (table stock): a product without options, or one
 * variant of a variable product. The column product_id holds that thing's id, the variant's for a
 * variant (product and variant ids never clash: the build checks, and WooCommerce's are posts
 * alike). The catalogue, the cart and the orders read it; checkout takes stock and order-status
 * changes put it back, both through adjustStock.
 */
export type StockRow = LiveStock & { product_id: number };

/** The stock row's id of a line: its variant's, else its product's. */
export const stockUnit = (line: { product_id: number; variation_id?: number | null }) =>
  line.variation_id ? line.variation_id : line.product_id;

const COLUMNS = 'product_id, stock_quantity, stock_status, manage_stock, backorders';

/** Every product's stock row, by product id. */
export function stockRows(db: Db): Map<number, StockRow> {
  return new Map(db.all<StockRow>(`SELECT ${COLUMNS} FROM stock`).map((r) => [r.product_id, r]));
}

/** One product's or variant's stock row (undefined: one the database has not seen). */
export function stockOf(db: Db, productId: number): StockRow | undefined {
  return db.get<StockRow>(`SELECT ${COLUMNS} FROM stock WHERE product_id = ?`, productId);
}

/** The stock rows of these ids, as a lookup (one indexed read each, in one statement). */
export function stockLookup(db: Db, ids: readonly number[]): (id: number) => StockRow | undefined {
  if (ids.length === 0) return () => undefined;
  const rows = db.all<StockRow>(
    `SELECT ${COLUMNS} FROM stock WHERE product_id IN (${ids.map(() => '?').join(', ')})`,
    ...ids,
  );
  const byId = new Map(rows.map((r) => [r.product_id, r]));
  return (id) => byId.get(id);
}

/** The ids of a product's stock rows: its own, or each variant's. */
export const stockIds = (p: Product): number[] => (p.type === 'variable' ? p.variants.map((v) => v.id) : [p.id]);

const live = <T extends { stock_quantity: number | null }>(item: T, s: StockRow | undefined): T =>
  s
    ? {
        ...item,
        stock_quantity: s.stock_quantity,
        stock_status: s.stock_status,
        manage_stock: Boolean(s.manage_stock),
        backorders: s.backorders,
      }
    : item;

/**
 * The catalogue's product with its live stock: a variable product's on each variant, and its own
 * worked out from theirs. `rows` gives the row of an id (a product's or a variant's).
 */
export function withStock(p: Product, rows: (id: number) => StockRow | undefined): Product {
  if (p.type !== 'variable') return live(p, rows(p.id));
  return withVariantSummary({ ...p, variants: p.variants.map((v) => live(v, rows(v.id))) });
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
