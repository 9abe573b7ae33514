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
  const pictures = [
    ...p.images.map((image, i) => ({ image, field: `images.${i}.src` })),
    ...p.variants.flatMap((v, i) => (v.image ? [{ image: v.image, field: `variants.${i}.image.src` }] : [])),
  ];
  for (const { image, field } of pictures) {
    if (/^https?:\/\//.test(image.src)) continue;
    // The name is looked up as src/lib/catalogue/images.ts does: the file name, in content/catalogue/images.
    if (!existsSync(path.join(IMAGES, path.basename(image.src))))
      return { field, message: CONTENT_MSG.missingProductImage(image.src) };
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

/**
 * Each category whose count is not the number of products listed in it. A product hidden from
 * the catalogue (catalog_visibility "search" or "hidden": found only by search or a link) is not
 * counted, as WooCommerce does not count it.
 */
export function countProblems(
  categories: readonly Category[],
  products: readonly { categories?: unknown; catalog_visibility?: unknown }[],
): string[] {
  const listed = products.filter((p) => p.catalog_visibility !== 'search' && p.catalog_visibility !== 'hidden');
  const ids = listed.flatMap((p) =>
    Array.isArray(p.categories) ? p.categories.map((c) => (c as { id?: unknown }).id) : [],
  );
  return categories.flatMap((c) => {
    const actual = ids.filter((id) => id === c.id).length;
    return actual === c.count ? [] : [CONTENT_MSG.categoryCount(c.name, c.count, actual)];
  });
}

/**
 * Ids a variant shares with a product or with another product's variant: a cart line and a stock
 * row are addressed by them, so each must be one thing's (WooCommerce's are posts, unique alike).
 */
export function idProblems(products: readonly Product[]): string[] {
  const owner = new Map<number, string>(products.map((p) => [p.id, `product ${p.id} "${p.name}"`]));
  const problems: string[] = [];
  for (const p of products)
    for (const [i, v] of p.variants.entries()) {
      const other = owner.get(v.id);
      if (other) problems.push(CONTENT_MSG.variantIdTaken(p.id, p.name, i, v.id, other));
      else owner.set(v.id, `variant ${v.id} of product ${p.id} "${p.name}"`);
    }
  return problems;
}
