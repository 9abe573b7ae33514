import type { Category, Product } from '../schemas/product';
import { CONTENT_MSG } from '../messages';

/**
 * What of a product or category has no Arabic yet, for the owner (the build's catalogue report and
 * /wordpress-setup): its Arabic pages show those words in English. A value without letters (a
 * ring size, "7") reads the same in both.
 */
export function missingArabic(p: Product): string[] {
  const words = CONTENT_MSG.arabicParts;
  const missing: string[] = [];
  if (!p.ar?.name) missing.push(words.name);
  if (!p.ar?.short_description && p.short_description.trim()) missing.push(words.shortDescription);
  if (!p.ar?.description && p.description.trim()) missing.push(words.description);
  for (const a of p.attributes) {
    if (!a.ar?.name) missing.push(words.optionName(a.name));
    const untranslated = a.options.filter((o) => needsWords(o) && !a.ar?.options?.[o]);
    if (untranslated.length) missing.push(words.optionValues(a.name, untranslated));
  }
  if (p.personalisation && !p.personalisation.ar?.label) missing.push(words.engravingLabel);
  const pictures = new Map(
    [...p.images, ...p.variants.flatMap((v) => (v.image ? [v.image] : []))].map((i) => [i.src, i]),
  );
  const unlabelled = [...pictures.values()].filter((img) => !img.ar?.alt).length;
  if (unlabelled) missing.push(words.pictures(unlabelled));
  return missing;
}

/** What of a category has no Arabic yet. */
export function missingCategoryArabic(c: Category): string[] {
  const words = CONTENT_MSG.arabicParts;
  return [
    ...(c.ar?.name ? [] : [words.name]),
    ...(c.ar?.description || !c.description.trim() ? [] : [words.description]),
  ];
}

/** A value with words in it ("Sterling Silver", "45 cm", "S"), not a figure alone ("7"). */
const needsWords = (value: string) => /\p{L}/u.test(value);
