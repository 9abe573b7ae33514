import type { CatalogueApi } from '../../backend';
import type { Product } from '../../../lib/schemas/product';
import { requireProduct, type EmbeddedContext } from './context';
import { setStock, stockIds, stockLookup, stockRows, withStock } from './stock';
import { ratingRows, withRating } from './ratings';

/** Catalogue: the bundled catalogue's products with their live stock and the rating of their approved reviews, from the database. */
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
      const ratings = ratingRows(db);
      const rows = (id: number) => stock.get(id);
      return catalogue.products
        .filter((p) => p.catalog_visibility !== 'hidden')
        .filter((p) => filter.categoryId === undefined || p.categories.some((c) => c.id === filter.categoryId))
        .filter((p) => filter.featured === undefined || p.featured === filter.featured)
        .map((p) => withRating(withStock(p, rows), ratings.get(p.id)));
    },

    /** One product with live stock; 404 invalid_product for an id the catalogue lacks. */
    async getProduct(id) {
      const p = requireProduct(catalogue, id);
      return withRating(withStock(p, stockLookup(db, stockIds(p))), ratingRows(db, [id]).get(id));
    },

    /** The catalogue's products among these ids (others left out), live: two indexed reads for the lot. */
    async getProducts(ids) {
      const known = [...new Set(ids)].map((id) => catalogue.byId.get(id)).filter((p) => p !== undefined);
      const rows = stockLookup(db, known.flatMap(stockIds));
      const ratings = ratingRows(
        db,
        known.map((p) => p.id),
      );
      return known.map((p) => withRating(withStock(p, rows), ratings.get(p.id)));
    },

    setStock: (productId, quantity, status) => setStock(db, productId, quantity, status),
  };
}
