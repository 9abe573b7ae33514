/**
 * A number of things in Arabic: one and two are said by the noun alone (its singular with "واحد",
 * its dual), three to ten take the plural, eleven and more the singular again ("١١ قطعة"), as
 * does zero. `one` and `two` are whole phrases; `plural` and `singular` follow the number.
 */
export function arabicCount(n: number, one: string, two: string, plural: string, singular: string): string {
  if (n === 1) return one;
  if (n === 2) return two;
  const lastTwo = n % 100;
  return lastTwo >= 3 && lastTwo <= 10 ? `${n} ${plural}` : `${n} ${singular}`;
}
