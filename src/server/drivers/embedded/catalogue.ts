import type { CatalogueApi } from '../../backend';
import type { Product } from '../../../lib/schemas/product';
import { requireProduct, type EmbeddedContext } from './context';
import { setStock, stockOf, stockRows, withStock } from './stock';

/** Catalogue: the bundled catalogue's products with their live stock from the database. */
export function catalogueDomain(ctx: EmbeddedContext): CatalogueApi & {
  /** Admin/test helper: sets a product's live stock (null: not tracked). */
  setStock(productId: number, quantity: number | null, status?: Product['stock_status']): void;
} {
  const { db, catalogue } = ctx;
  return {
    /** The bundled categories. */
    async listCategories() {
      return catalogue.categories;
    },

    /** Visible products (not catalog_visibility hidden), filtered by category or featured. */
    async listProducts(filter = {}) {
      const stock = stockRows(db);
      return catalogue.products
        .filter((p) => p.catalog_visibility !== 'hidden')
        .filter((p) => filter.categoryId === undefined || p.categories.some((c) => c.id === filter.categoryId))
        .filter((p) => filter.featured === undefined || p.featured === filter.featured)
        .map((p) => withStock(p, stock.get(p.id)));
    },

    /** One product with live stock; 404 invalid_product for an id the catalogue lacks. */
    async getProduct(id) {
      return withStock(requireProduct(catalogue, id), stockOf(db, id));
    },

    setStock: (productId, quantity, status) => setStock(db, productId, quantity, status),
  };
}
