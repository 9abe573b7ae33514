/**
 * Listing pages: 24 cards a page keeps the largest listing page's HTML near 15 KB gzip, well
 * under its 40 KB budget at any catalogue size (bench/results.md), and is divisible by the
 * grid's 1, 2, 3 and 4 columns, so the last row of a full page is never ragged.
 */
export const PAGE_SIZE = 24;

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export function pageItems<T>(items: readonly T[], page: number, size = PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/**
 * The page numbers a pager shows: the first, the last and two either side of the current one,
 * with 'gap' where numbers are skipped (1 … 4 5 6 7 8 … 20).
 */
export function pagerNumbers(current: number, last: number): (number | 'gap')[] {
  const shown = new Set([1, last]);
  for (let n = current - 2; n <= current + 2; n++) if (n >= 1 && n <= last) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && n - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && n - prev > 2) out.push('gap');
    out.push(n);
  });
  return out;
}

/** A static listing's page URL: the base path for page 1, `/2`, `/3`... after it. */
export function staticPageUrl(base: string, page: number): string {
  return page <= 1 ? base : `${base}/${page}`;
}
