import type { Db } from '../sqlite/db';
import { StoreError } from '../backend';
import { MSG } from '../../lib/messages';
import { ADMIN_MSG } from '../../lib/admin-messages';
import type { Catalogue } from '../drivers/embedded/bundled-catalogue';
import type { Product, Variant } from '../../lib/schemas/product';
import type { VariantAttribute } from '../../lib/schemas/line';
import { describeChoices } from '../../lib/catalogue/variants';
import { stockOf, type StockRow } from '../drivers/embedded/stock';

/**
 * Stock per thing sold at a price, as the owner sets it: a product without options, or each
 * variant of one with options (found by its own SKU too). Tracked stock (a quantity) decides its own status the
 * way checkout and restocking do (drivers/embedded/stock.ts adjustStock): in stock above 0, else
 * on backorder when backorders are allowed, else out of stock. Untracked stock takes the status
 * given. Product pages and cards read it live (/api/products/live).
 */
export interface AdminStockRow {
  /** The stock row's id: the product's, or the variant's for a variant. */
  product_id: number;
  /** For a variant, its product's id; null for a product without options. */
  parent_id: number | null;
  name: string;
  /** A variant's options ("Size: 7"); empty for a product without options. */
  choices: VariantAttribute[];
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

/** What holds stock: a product without options, or one variant (with its product). */
interface StockUnit {
  product: Product;
  variant: Variant | null;
}

const unitsOf = (p: Product): StockUnit[] =>
  p.type === 'variable' ? p.variants.map((variant) => ({ product: p, variant })) : [{ product: p, variant: null }];

function stockRow({ product: p, variant: v }: StockUnit, s: StockRow | undefined): AdminStockRow {
  const built = v ?? p;
  const choices = v ? v.attributes.filter((a) => a.option) : [];
  return {
    product_id: built.id,
    parent_id: v ? p.id : null,
    name: p.name,
    choices,
    sku: built.sku,
    stock_quantity: s ? s.stock_quantity : built.stock_quantity,
    stock_status: (s?.stock_status ?? built.stock_status) as Product['stock_status'],
    manage_stock: s ? Boolean(s.manage_stock) : built.manage_stock,
    backorders: (s?.backorders ?? built.backorders) as Product['backorders'],
  };
}

/**
 * One page of what holds stock, in catalogue order (a product's variants one after another),
 * found by name, SKU (a variant's own too) or option ("size 7"), any case, as it is now.
 */
export function listAdminStock(
  db: Db,
  catalogue: Catalogue,
  query: { q?: string; page?: number } = {},
): { products: AdminStockRow[]; total: number; page: number; pages: number } {
  const q = query.q?.trim().toLocaleLowerCase();
  const units = catalogue.products.filter((p) => p.type === 'simple' || p.type === 'variable').flatMap(unitsOf);
  const text = ({ product, variant }: StockUnit) =>
    `${product.name} ${product.sku} ${variant ? `${variant.sku} ${describeChoices(variant.attributes)}` : ''}`
      .replace(/:/g, '')
      .toLocaleLowerCase();
  // Every word typed, in any order: "ankh ring size 7", "EGJ-131-7".
  const words = (q ?? '').replace(/:/g, ' ').split(/\s+/).filter(Boolean);
  const found = words.length ? units.filter((u) => words.every((w) => text(u).includes(w))) : units;
  const pages = Math.max(1, Math.ceil(found.length / STOCK_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page ?? 1), pages);
  const products = found
    .slice((page - 1) * STOCK_PAGE_SIZE, page * STOCK_PAGE_SIZE)
    .map((u) => stockRow(u, stockOf(db, (u.variant ?? u.product).id)));
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
  // A product without options by its id, or a variant by its own.
  const simple = catalogue.byId.get(productId);
  const found = simple?.type === 'simple' ? { product: simple, variant: null } : catalogue.variantById.get(productId);
  if (!found) throw new StoreError('invalid_product', MSG.invalidProductId, 404);
  const find = () => stockRow(found, stockOf(db, productId));
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
