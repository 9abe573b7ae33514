/**
 * A number of things in Arabic: one and two are said by the noun alone (its singular with "واحد",
 * its dual), three to ten take the plural, eleven to ninety-nine the singular in the accusative
 * ("١١ قطعة"، "٢٠ حرفًا"). A hundred, a thousand and their multiples, and zero, take the singular
 * without that ending ("٣٠٠ حرف"), as does a number whose last two digits are one or two
 * ("١٠١ حرف"). `one` and `two` are whole phrases; `plural` and `singular` (the accusative, as
 * "حرفًا" or "قطعة") follow the number.
 */
export function arabicCount(n: number, one: string, two: string, plural: string, singular: string): string {
  if (n === 1) return one;
  if (n === 2) return two;
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${n} ${plural}`;
  if (lastTwo >= 11) return `${n} ${singular}`;
  return `${n} ${singular.replace(/ًا$/u, '')}`;
}
