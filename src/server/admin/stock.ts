import type { Db } from '../sqlite/db';
import { StoreError } from '../backend';
import { MSG } from '../../lib/messages';
import { ADMIN_MSG } from '../../lib/admin-messages';
import type { Catalogue } from '../drivers/embedded/bundled-catalogue';
import type { Product } from '../../lib/schemas/product';
import { stockOf, type StockRow } from '../drivers/embedded/stock';

/**
 * Stock per product, as the owner sets it. Tracked stock (a quantity) decides its own status the
 * way checkout and restocking do (drivers/embedded/stock.ts adjustStock): in stock above 0, else
 * on backorder when backorders are allowed, else out of stock. Untracked stock takes the status
 * given. Product pages and cards read it live (/api/products/live).
 */
export interface AdminStockRow {
  product_id: number;
  name: string;
  sku: string;
  stock_quantity: number | null;
  stock_status: Product['stock_status'];
  manage_stock: boolean;
  backorders: Product['backorders'];
}

export interface StockUpdate {
  manage_stock: boolean;
  stock_quantity?: number | null;
  stock_status?: Product['stock_status'];
  backorders: Product['backorders'];
}

/** Products a page of the stock screen shows: a catalogue of 10,000 is searched and paged here, not sent whole. */
export const STOCK_PAGE_SIZE = 25;

function stockRow(p: Product, s: StockRow | undefined): AdminStockRow {
  return {
    product_id: p.id,
    name: p.name,
    sku: p.sku,
    stock_quantity: s ? s.stock_quantity : p.stock_quantity,
    stock_status: (s?.stock_status ?? p.stock_status) as Product['stock_status'],
    manage_stock: s ? Boolean(s.manage_stock) : p.manage_stock,
    backorders: (s?.backorders ?? p.backorders) as Product['backorders'],
  };
}

/** One page of products in catalogue order, found by name or SKU (any case), with their stock as it is now. */
export function listAdminStock(
  db: Db,
  catalogue: Catalogue,
  query: { q?: string; page?: number } = {},
): { products: AdminStockRow[]; total: number; page: number; pages: number } {
  const q = query.q?.trim().toLocaleLowerCase();
  const found = q
    ? catalogue.products.filter((p) => `${p.name} ${p.sku}`.toLocaleLowerCase().includes(q))
    : catalogue.products;
  const pages = Math.max(1, Math.ceil(found.length / STOCK_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page ?? 1), pages);
  const products = found
    .slice((page - 1) * STOCK_PAGE_SIZE, page * STOCK_PAGE_SIZE)
    .map((p) => stockRow(p, stockOf(db, p.id)));
  return { products, total: found.length, page, pages };
}

/** The status tracked stock has at this quantity (as adjustStock keeps it). */
export function trackedStatus(quantity: number, backorders: Product['backorders']): Product['stock_status'] {
  return quantity > 0 ? 'instock' : backorders === 'no' ? 'outofstock' : 'onbackorder';
}

export function setAdminStock(
  db: Db,
  catalogue: Catalogue,
  productId: number,
  update: StockUpdate,
): { before: AdminStockRow; after: AdminStockRow } {
  const product = catalogue.byId.get(productId);
  if (!product) throw new StoreError('invalid_product', MSG.invalidProductId, 404);
  const find = () => stockRow(product, stockOf(db, productId));
  const before = find();
  let quantity: number | null;
  let status: Product['stock_status'];
  if (update.manage_stock) {
    if (update.stock_quantity === undefined || update.stock_quantity === null)
      throw new StoreError('invalid_request', ADMIN_MSG.stockQuantityRequired, 400);
    quantity = update.stock_quantity;
    status = trackedStatus(quantity, update.backorders);
  } else {
    quantity = null;
    status = update.stock_status ?? before.stock_status;
  }
  const values = [quantity, status, update.manage_stock ? 1 : 0, update.backorders] as const;
  if (stockOf(db, productId)) {
    db.run(
      'UPDATE stock SET stock_quantity = ?, stock_status = ?, manage_stock = ?, backorders = ? WHERE product_id = ?',
      ...values,
      productId,
    );
  } else {
    db.run(
      'INSERT INTO stock (stock_quantity, stock_status, manage_stock, backorders, product_id) VALUES (?, ?, ?, ?, ?)',
      ...values,
      productId,
    );
  }
  return { before, after: find() };
}
