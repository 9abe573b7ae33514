export type Star = 'full' | 'half' | 'empty';

/** Five stars for a rating: a remainder of .25 to .74 shows a half star, .75 and up rounds up. */
export function stars(rating: number | string, outOf = 5): Star[] {
  const value = Math.min(outOf, Math.max(0, Number(rating) || 0));
  const halves = Math.round(value * 2);
  return Array.from({ length: outOf }, (_, i) => (halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'empty'));
}

/** Average rating to 1 decimal, e.g. "4.5". */
export function formatRating(rating: number | string): string {
  return (Math.round((Number(rating) || 0) * 10) / 10).toFixed(1);
}

export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return ratings.reduce((s, r) => s + r, 0) / ratings.length;
}
