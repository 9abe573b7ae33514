/**
 * WooCommerce shapes -> the app's types, one file per thing reshaped (products, variations, cart,
 * orders, customers, reviews); nothing WooCommerce-specific leaves this driver. Here: the
 * conversions they all use (WordPress text, its UTC dates, decimal money, slugs).
 */
import { htmlToText } from '../../../../lib/text';
import { isoSeconds, parseDate } from '../../../../lib/dates';

/** Entities WordPress puts in titles and notes that the shared htmlToText does not know. */
const EXTRA_ENTITIES: Record<string, string> = {
  ndash: '–',
  mdash: '—',
  times: '×',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
};

/** Plain text from WordPress HTML (review bodies, notes, gateway descriptions, product names). */
export function plain(html: string): string {
  return htmlToText(html.replace(/&([a-z]+);/gi, (m, e: string) => EXTRA_ENTITIES[e.toLowerCase()] ?? m));
}

/**
 * A WooCommerce date_*_gmt (UTC, written without a zone) as ISO 8601 with its zone, so nothing
 * downstream can read it as local time. null stays null.
 */
export function utc(gmt: string | null | undefined): string | null {
  const date = gmt ? parseDate(gmt) : null;
  return date ? isoSeconds(date) : null;
}

/** Decimal string with two places ("20" -> "20.00", "" stays ""): the catalogue schema's money format. */
export function money(value: string): string {
  if (value.trim() === '') return '';
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n.toFixed(2) : '';
}

/**
 * WordPress slugs may be percent-encoded non-Latin text; our URLs and schema want [a-z0-9-].
 * Keep a valid slug as is, else build one, else fall back to `<kind>-<id>`.
 */
export function safeSlug(slug: string, name: string, kind: string, id: number): string {
  if (/^[a-z0-9-]+$/.test(slug)) return slug;
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    /* keep as is */
  }
  for (const candidate of [decoded, name]) {
    const s = candidate
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    if (s) return s;
  }
  return `${kind}-${id}`;
}

export type ReshapeResult<T> = { ok: true; value: T } | { ok: false; reason: string };
