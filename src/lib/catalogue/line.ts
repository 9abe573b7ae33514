import type { VariantAttribute as LineChoice } from '../schemas/line';

/**
 * What a cart or order line is called and where it leads, from its product and choices. Part of
 * ./variants.ts (which re-exports them), apart so that a view of lines (the cart drawer) takes
 * these few functions without the rules of choosing a variant.
 */

/** Lower case, letters and digits joined by '-': "Ring size" -> "ring-size", "18k Gold" -> "18k-gold". */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** The words a line's choice reads as: "Size: 7 · Metal: 18k Gold". */
export function describeChoices(choices: readonly LineChoice[]): string {
  return choices.map((c) => `${c.name}: ${c.option}`).join(' · ');
}

/** A product page's address opening a line's choice: `/product/102?size=7`. */
export function productHref(id: number, choices: readonly LineChoice[] = []): string {
  const params = new URLSearchParams(choices.filter((c) => c.option).map((c) => [slugOf(c.name), slugOf(c.option)]));
  const query = params.toString();
  return `/product/${id}${query ? `?${query}` : ''}`;
}

/** A line's name in a sentence: "Lotus Ring (Size: 7)"; a product without options keeps its name. */
export function lineLabel(name: string, choices: readonly LineChoice[]): string {
  return choices.length ? `${name} (${describeChoices(choices)})` : name;
}
