import { currentLocale } from '../i18n/current';
import type { Locale } from '../i18n/locales';
import type { Attribute, Category, Product, ProductImage } from '../schemas/product';
import type { Personalisation } from '../schemas/engraving';
import type { LineArabic, LineEngraving, VariantAttribute } from '../schemas/line';
import { lineLabel } from './line';

/**
 * The catalogue's words in the language of the page: a product's, a category's, an option's, a
 * picture's, a cart or order line's. Each entity keeps its Arabic in `ar` (src/lib/schemas); a
 * word it lacks in Arabic is shown in English, so a piece the owner has not translated yet still
 * sells on an Arabic page. Only what a shopper reads changes: an option's value stays the one the
 * store knows (the cart is sent "Sterling Silver" whatever the button said).
 */

type Named = { name: string; ar?: { name?: string } };

/** The Arabic when the page speaks Arabic and it is written, else the English. */
const pick = (locale: Locale, english: string, arabic: string | undefined) =>
  locale === 'ar' && arabic ? arabic : english;

/** Values one after another, with the language's comma: "Carnelian, Turquoise", "عقيق أحمر، فيروز". */
export const listed = (values: readonly string[], locale: Locale = currentLocale()) =>
  values.join(locale === 'ar' ? '، ' : ', ');

/** A category's or tag's name. */
export const nameIn = (thing: Named, locale: Locale = currentLocale()) => pick(locale, thing.name, thing.ar?.name);

/** A category's name and description. */
export function categoryText(c: Pick<Category, 'name' | 'description' | 'ar'>, locale: Locale = currentLocale()) {
  return { name: pick(locale, c.name, c.ar?.name), description: pick(locale, c.description, c.ar?.description) };
}

/** An attribute's name as a shopper reads it: "Size", "المقاس". */
export const attributeName = (a: Pick<Attribute, 'name' | 'ar'>, locale: Locale = currentLocale()) =>
  pick(locale, a.name, a.ar?.name);

/** One of an attribute's values as a shopper reads it: "Sterling Silver", "فضة استرليني"; "7" stays "7". */
export const optionLabel = (a: Pick<Attribute, 'ar'>, value: string, locale: Locale = currentLocale()) =>
  pick(locale, value, a.ar?.options?.[value]);

/** A picture's description. */
export const imageAlt = (image: Pick<ProductImage, 'alt' | 'ar'>, locale: Locale = currentLocale()) =>
  pick(locale, image.alt, image.ar?.alt);

/** The engraving field's label. */
export const engravingLabel = (rules: Pick<Personalisation, 'label' | 'ar'>, locale: Locale = currentLocale()) =>
  pick(locale, rules.label, rules.ar?.label);

type Texted = Pick<Product, 'name' | 'ar'> & {
  short_description?: string;
  description?: string;
  attributes?: readonly Pick<Attribute, 'name' | 'ar'>[];
};

/**
 * A product's words in a language: its name, descriptions and the labels of its options. What a
 * page of a product shows goes through here (its page, cards, quick view, JSON-LD).
 */
export function productText(p: Texted, locale: Locale = currentLocale()) {
  const attribute = (name: string) => p.attributes?.find((a) => a.name === name);
  return {
    name: pick(locale, p.name, p.ar?.name),
    short_description: pick(locale, p.short_description ?? '', p.ar?.short_description),
    description: pick(locale, p.description ?? '', p.ar?.description),
    /** An option's name by the attribute's English name ("Metal" -> "المعدن"). */
    optionName: (name: string) => {
      const a = attribute(name);
      return a ? attributeName(a, locale) : name;
    },
    /** A value's label by its option's English name and its English value. */
    optionValue: (name: string, value: string) => {
      const a = attribute(name);
      return a ? optionLabel(a, value, locale) : value;
    },
  };
}

/**
 * A piece with its choices in a sentence, in a language ("Nile Pearl Ring (Size: 7)"): what the
 * server's answers about a line call it.
 */
export function pieceLabel(
  product: Texted | undefined,
  fallback: string,
  choices: readonly VariantAttribute[],
  locale: Locale = currentLocale(),
): string {
  if (!product) return lineLabel(fallback, choices);
  const text = productText(product, locale);
  return lineLabel(
    text.name,
    choices.map((c) => ({ name: text.optionName(c.name), option: text.optionValue(c.name, c.option) })),
  );
}

/**
 * The Arabic a cart or order line carries of its piece (the store names its lines in English):
 * the name, the choices' labels in the same order, the engraving field's label (of a line
 * `engraved`). Undefined when the piece has no Arabic at all.
 */
export function lineArabic(
  product: Pick<Product, 'ar' | 'attributes' | 'name'> & {
    personalisation?: Pick<Personalisation, 'label' | 'ar'>;
  },
  choices: readonly VariantAttribute[],
  engraved = false,
): LineArabic | undefined {
  const text = productText(product, 'ar');
  const ar: LineArabic = {};
  if (product.ar?.name) ar.name = product.ar.name;
  const labels = choices.map((c) => ({ name: text.optionName(c.name), option: text.optionValue(c.name, c.option) }));
  if (labels.some((l, i) => l.name !== choices[i]!.name || l.option !== choices[i]!.option)) ar.choices = labels;
  if (engraved && product.personalisation?.ar?.label) ar.engraving_label = product.personalisation.ar.label;
  return Object.keys(ar).length ? ar : undefined;
}

type Line = {
  name: string;
  choices?: readonly VariantAttribute[];
  engraving?: LineEngraving;
  ar?: LineArabic;
};

/** A cart or order line's words in a language: its name, its choices' labels and its engraving's label. */
export function lineText(line: Line, locale: Locale = currentLocale()) {
  const ar = locale === 'ar' ? line.ar : undefined;
  const choices = line.choices ?? [];
  // The labels hold only when they are the line's choices, one for one.
  const labels = ar?.choices?.length === choices.length ? ar.choices : undefined;
  return {
    name: ar?.name || line.name,
    choices: labels ?? choices,
    engraving: line.engraving && { ...line.engraving, label: ar?.engraving_label || line.engraving.label },
  };
}
