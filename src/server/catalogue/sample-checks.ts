import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Category, Product } from '../../lib/schemas/product';
import { CONTENT_MSG } from '../../lib/messages';

/**
 * What the schema cannot see in the sample catalogue (content/catalogue), checked by the build:
 * a product's pictures are files the build can bundle, its category is one of categories.json's,
 * and each category's count is the number of products in it. A WooCommerce catalogue keeps these
 * itself (its pictures are URLs).
 */
const IMAGES = path.resolve(process.cwd(), 'content/catalogue/images');

export interface Problem {
  field: string;
  message: string;
}

export function productProblem(p: Product, categories: readonly Category[]): Problem | null {
  for (const [i, image] of p.images.entries()) {
    if (/^https?:\/\//.test(image.src)) continue;
    // The name is looked up as src/lib/catalogue/images.ts does: the file name, in content/catalogue/images.
    if (!existsSync(path.join(IMAGES, path.basename(image.src))))
      return { field: `images.${i}.src`, message: CONTENT_MSG.missingProductImage(image.src) };
  }
  for (const [i, c] of p.categories.entries()) {
    if (categories.some((k) => k.id === c.id && k.slug === c.slug && k.name === c.name)) continue;
    const known = categories.map((k) => JSON.stringify({ id: k.id, name: k.name, slug: k.slug }));
    return {
      field: `categories.${i}`,
      message: CONTENT_MSG.unknownProductCategory(JSON.stringify({ id: c.id, name: c.name, slug: c.slug }), known),
    };
  }
  return null;
}

/** Each category whose count is not the number of products that name it. */
export function countProblems(
  categories: readonly Category[],
  products: readonly { categories?: unknown }[],
): string[] {
  const ids = products.flatMap((p) =>
    Array.isArray(p.categories) ? p.categories.map((c) => (c as { id?: unknown }).id) : [],
  );
  return categories.flatMap((c) => {
    const actual = ids.filter((id) => id === c.id).length;
    return actual === c.count ? [] : [CONTENT_MSG.categoryCount(c.name, c.count, actual)];
  });
}
