import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productSchema, type Product } from '../../../src/lib/schemas/product';
import { makeCatalogue } from '../../../src/server/drivers/embedded/bundled-catalogue';
import { createEmbeddedBackend, type EmbeddedBackend } from '../../../src/server/drivers/embedded';

/** A small catalogue of valid products, independent of content/catalogue. */
export function product(id: number, over: Partial<Product> = {}): Product {
  return productSchema.parse({
    id,
    name: `Piece ${id}`,
    slug: `piece-${id}`,
    date_created: '2024-01-01T00:00:00',
    description: 'A piece.',
    short_description: 'A piece.',
    sku: `SKU-${id}`,
    price: '100.00',
    regular_price: '100.00',
    stock_quantity: 10,
    stock_status: 'instock',
    categories: [{ id: 1, name: 'Rings', slug: 'rings' }],
    images: [{ id: 1, src: `piece-${id}.svg`, name: 'p', alt: 'A piece' }],
    rating_count: 2,
    average_rating: '4.50',
    ...over,
  });
}

export function tempBackend(
  products: Product[] = [product(1), product(2, { price: '250.50', regular_price: '250.50' })],
  now?: () => number,
): EmbeddedBackend {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-unit-'));
  return createEmbeddedBackend({
    databasePath: path.join(dir, 'shop.db'),
    dataDir: dir,
    catalogue: makeCatalogue(
      products,
      [{ id: 1, name: 'Rings', slug: 'rings', count: products.length, description: '' }],
      (src) => `/img/${src}`,
    ),
    now,
  });
}
