import { categorySchema, productSchema, type Category, type Product, type Variant } from '../../../lib/schemas/product';
import { imageUrl } from '../../../lib/catalogue/images';
import { productRecord } from '../../../lib/catalogue/records';

/**
 * The sample catalogue bundled into the server: prices and names come from here (never from a
 * request), live stock from the database. Bundled with import.meta.glob so the built server
 * runs from dist/ without content/ beside it.
 */
export interface Catalogue {
  products: Product[];
  categories: Category[];
  byId: Map<number, Product>;
  /** Each variant of a variable product, by its id, with its product. */
  variantById: Map<number, { product: Product; variant: Variant }>;
  /** Browser URL of each product's first image (a variant's own picture, when it has one). */
  imageOf(product: Product, variant?: Variant | null): string;
}

export function makeCatalogue(
  products: Product[],
  categories: Category[],
  toUrl: (src: string) => string = imageUrl,
): Catalogue {
  const byId = new Map(products.map((p) => [p.id, p]));
  const variantById = new Map(
    products.flatMap((product) => product.variants.map((variant) => [variant.id, { product, variant }] as const)),
  );
  const images = new Map<string, string>();
  const urlOf = (src: string) => {
    let url = images.get(src);
    if (url === undefined) {
      url = src ? toUrl(src) || src : '';
      images.set(src, url);
    }
    return url;
  };
  return {
    products,
    categories,
    byId,
    variantById,
    imageOf: (product, variant) => urlOf(variant?.image?.src ?? product.images[0]?.src ?? ''),
  };
}

let bundled: Catalogue | undefined;

/** The catalogue the build bundled; invalid records are skipped with a warning (the build already rejects them). */
export function bundledCatalogue(): Catalogue {
  if (bundled) return bundled;
  const productFiles = import.meta.glob<unknown>('/content/catalogue/products/*.json', {
    eager: true,
    import: 'default',
  });
  const categoryFiles = import.meta.glob<unknown>('/content/catalogue/categories.json', {
    eager: true,
    import: 'default',
  });
  const products: Product[] = [];
  for (const [file, data] of Object.entries(productFiles)) {
    const parsed = productSchema.safeParse(
      data && typeof data === 'object' ? productRecord(data as Record<string, unknown>) : data,
    );
    if (parsed.success) products.push(parsed.data);
    else console.warn(`[store] skipped ${file}: ${parsed.error.issues[0]?.message}`);
  }
  products.sort((a, b) => a.id - b.id);
  const categories: Category[] = [];
  for (const list of Object.values(categoryFiles)) {
    for (const data of Array.isArray(list) ? list : []) {
      const parsed = categorySchema.safeParse(data);
      if (parsed.success) categories.push(parsed.data);
    }
  }
  categories.sort((a, b) => a.id - b.id);
  bundled = makeCatalogue(products, categories);
  return bundled;
}
