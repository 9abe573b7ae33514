import type { DatabaseSync } from 'node:sqlite';

/**
 * Migration 5's step (its entry in sqlite/migrations.ts says why): the codes the old browser
 * escaping wrote into what shoppers typed, decoded once. Apart because it is code, not SQL.
 */

/** The five codes the old browser escaping wrote, and what each stood for. */
const TRANSPORT_CODES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** One pass, the exact inverse of the old escaping: "&amp;lt;" (a typed "&lt;") becomes "&lt;", not "<". */
export function decodeTransportText(value: string): string {
  return value.replace(/&(?:lt|gt|quot|#39|amp);/g, (code) => TRANSPORT_CODES[code]!);
}

function decodeJsonStrings(json: string): string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  const walk = (v: unknown): unknown =>
    typeof v === 'string'
      ? decodeTransportText(v)
      : Array.isArray(v)
        ? v.map(walk)
        : v !== null && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, walk(inner)]))
          : v;
  return JSON.stringify(walk(value));
}

/** The columns that hold what a browser sent: order addresses and notes, reviews, account names and addresses. */
const SHOPPER_TEXT: readonly { table: string; text: readonly string[]; json: readonly string[] }[] = [
  { table: 'orders', text: ['customer_note'], json: ['billing', 'shipping'] },
  { table: 'reviews', text: ['reviewer', 'review'], json: [] },
  { table: 'users', text: ['display_name', 'first_name', 'last_name'], json: ['billing', 'shipping'] },
];

export function decodeTransportEscapes(db: DatabaseSync): void {
  for (const { table, text, json } of SHOPPER_TEXT) {
    const columns = [...text, ...json];
    // Only rows that hold a code at all: a large order table is read once and barely written.
    const where = columns.map((c) => `instr(${c}, '&') > 0`).join(' OR ');
    const rows = db.prepare(`SELECT id, ${columns.join(', ')} FROM ${table} WHERE ${where}`).all() as Record<
      string,
      string | number
    >[];
    const update = db.prepare(`UPDATE ${table} SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`);
    for (const row of rows) {
      update.run(
        ...text.map((c) => decodeTransportText(String(row[c]))),
        ...json.map((c) => decodeJsonStrings(String(row[c]))),
        row.id!,
      );
    }
  }
}
