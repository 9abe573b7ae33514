export type Star = 'full' | 'half' | 'empty';

/** The rating star (24 x 24 view box), drawn by the product page and the client review list. */
export const STAR_PATH = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9Z';
/** Its left half (x <= 12): filled under the outline, it draws a half star without a gradient id. */
export const STAR_LEFT_HALF_PATH = 'M12 2.8 9.2 8.6 2.9 9.5l4.6 4.4-1.1 6.3 5.6-3Z';

/** Five stars for a rating: a remainder of .25 to .74 shows a half star, .75 and up rounds up. */
export function stars(rating: number | string, outOf = 5): Star[] {
  const value = Math.min(outOf, Math.max(0, Number(rating) || 0));
  const halves = Math.round(value * 2);
  return Array.from({ length: outOf }, (_, i) =>
    halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'empty',
  );
}

/** Average rating to 1 decimal, e.g. "4.5". */
export function formatRating(rating: number | string): string {
  return (Math.round((Number(rating) || 0) * 10) / 10).toFixed(1);
}

export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return ratings.reduce((s, r) => s + r, 0) / ratings.length;
}
