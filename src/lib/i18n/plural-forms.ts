/** A number of each plural category, in every language the shop speaks (Intl.PluralRules). */
const SAMPLES: Record<Intl.LDMLPluralRule, number> = { zero: 0, one: 1, two: 2, few: 3, many: 11, other: 100 };

/**
 * A counted sentence ("3 items", "٣ قطع") as one pattern per plural category of `lang`, the number
 * written `#`: the build writes them on the page, so a plain script counts in the page's language
 * without its words (src/behaviours/cart/cart-badge.ts).
 */
export function pluralForms(lang: string, say: (n: number) => string): Partial<Record<Intl.LDMLPluralRule, string>> {
  const rules = new Intl.PluralRules(lang);
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (const [category, n] of Object.entries(SAMPLES) as [Intl.LDMLPluralRule, number][]) {
    if (rules.select(n) === category) forms[category] = say(n).replace(String(n), '#');
  }
  return forms;
}

/** The sentence for `n` from forms made by pluralForms. */
export function sayCount(forms: Partial<Record<Intl.LDMLPluralRule, string>>, lang: string, n: number): string {
  return (forms[new Intl.PluralRules(lang).select(n)] ?? forms.other ?? '#').replace('#', String(n));
}
