import { StoreError } from './backend';
import type { Product, Variant } from '../lib/schemas/product';
import type { VariantAttribute } from '../lib/schemas/line';
import { MSG } from '../lib/messages';
import { findVariant, lineChoices, missingOption, type Choice } from '../lib/catalogue/variants';

/**
 * What an add to cart names, checked against the catalogue for both drivers: a product without
 * options as it is; a variable product only as one of its variants, chosen by a value of every
 * option; a grouped or external product never (its pieces, or another shop, sell it).
 */
export interface ChosenItem {
  product: Product;
  variant: Variant | null;
  /** The line's choices, every option filled in ('any' values with what the shopper chose). */
  choices: VariantAttribute[];
}

export function chooseItem(product: Product, choice: Choice): ChosenItem {
  if (product.type === 'grouped')
    throw new StoreError('invalid_product', MSG.groupedNotSold(product.name), 400, { product_id: product.id });
  if (product.type === 'external')
    throw new StoreError('invalid_product', MSG.externalNotSold(product.name), 400, { product_id: product.id });
  if (product.type !== 'variable') return { product, variant: null, choices: [] };
  const missing = missingOption(product, choice);
  if (missing) throw new StoreError('invalid_request', MSG.chooseOption(missing), 400, { option: missing });
  const variant = findVariant(product, choice);
  if (!variant)
    throw new StoreError('invalid_product', MSG.choiceNotOffered(product.name), 404, { product_id: product.id });
  return { product, variant, choices: lineChoices(product, choice) };
}
