import { DatabaseSync } from 'node:sqlite';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Db, MIGRATIONS } from '../../../src/server/sqlite/db';
import { decodeTransportText } from '../../../src/server/sqlite/transport-escapes';

/**
 * Before text was kept as typed, browsers escaped every string they sent and the embedded store
 * kept the codes: the confirmation, tracking and account pages then showed "O&#39;Neil". Opening
 * such a file repairs it once.
 */
const typed = {
  last_name: "O'Neil",
  address_1: 'Villa 5 & 6, "Palm" Compound',
  city: 'القاهرة',
  note: "It's for my mom's birthday <3 🎂",
  display_name: 'Nour O\'Neil "Noni" & Co',
  review: 'Tom & Jerry said "5 > 3"',
};
const escaped = (s: string) =>
  s
    .replace(/&(?![a-z#0-9]+;)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A database file as version 4 of the shop left it, holding what its browsers sent. */
function version4File(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'shop-text-')), 'old.db');
  const old = new DatabaseSync(file);
  for (const step of MIGRATIONS.slice(0, 4)) old.exec(step as string);
  old.exec('PRAGMA user_version = 4');
  const address = JSON.stringify({
    first_name: 'Nour',
    last_name: escaped(typed.last_name),
    address_1: escaped(typed.address_1),
    city: typed.city,
    email: "o'neil@example.com",
  });
  old
    .prepare(
      `INSERT INTO orders (number, order_key, status, currency, date_created, subtotal, shipping_total, total_tax, total, billing, shipping, billing_email, payment_method, payment_method_title, customer_note, shipping_lines)
     VALUES ('1001', 'wc_order_k', 'processing', 'EGP', '2026-05-01T10:00:00', '10.00', '10.00', '0.00', '20.00', ?, ?, 'o''neil@example.com', 'cod', 'Cash on Delivery', ?, '[]')`,
    )
    .run(address, address, escaped(typed.note));
  old
    .prepare(
      `INSERT INTO users (username, email, password_hash, display_name, first_name, last_name, billing, created_at) VALUES ('nour', 'n@example.com', 'x', ?, 'Nour', ?, ?, '2026-05-01')`,
    )
    .run(
      escaped(typed.display_name),
      escaped(typed.last_name),
      JSON.stringify({ address_1: escaped(typed.address_1) }),
    );
  old
    .prepare(
      `INSERT INTO reviews (product_id, reviewer, reviewer_email, review, rating, status, date_created) VALUES (101, ?, 'r@example.com', ?, 5, 'approved', '2026-05-01')`,
    )
    .run(escaped(typed.display_name), escaped(typed.review));
  old.close();
  return file;
}

describe('text kept as typed: the migration of an older store', () => {
  it('gives back exactly what the shopper typed in orders, accounts and reviews', () => {
    const db = new Db(version4File());
    const order = db.get<{ billing: string; shipping: string; customer_note: string }>(
      'SELECT billing, shipping, customer_note FROM orders',
    )!;
    expect(JSON.parse(order.shipping)).toMatchObject({
      last_name: typed.last_name,
      address_1: typed.address_1,
      city: typed.city,
      email: "o'neil@example.com",
    });
    expect(JSON.parse(order.billing).last_name).toBe(typed.last_name);
    expect(order.customer_note).toBe(typed.note);
    const user = db.get<{ display_name: string; last_name: string; billing: string }>(
      'SELECT display_name, last_name, billing FROM users',
    )!;
    expect([user.display_name, user.last_name, JSON.parse(user.billing).address_1]).toEqual([
      typed.display_name,
      typed.last_name,
      typed.address_1,
    ]);
    const review = db.get<{ reviewer: string; review: string }>('SELECT reviewer, review FROM reviews')!;
    expect(review).toEqual({ reviewer: typed.display_name, review: typed.review });
    db.close();
  });

  it('runs once, recorded as a schema version: text written afterwards is never decoded again', () => {
    const file = version4File();
    let db = new Db(file);
    expect(db.get<{ user_version: number }>('PRAGMA user_version')?.user_version).toBeGreaterThanOrEqual(5);
    db.run("UPDATE orders SET customer_note = 'Use the code &amp; ring twice'");
    db.close();
    db = new Db(file);
    expect(db.get<{ n: string }>('SELECT customer_note AS n FROM orders')?.n).toBe('Use the code &amp; ring twice');
    db.close();
  });

  it('decodes one level only', () => {
    expect(decodeTransportText('&amp;lt;b&amp;gt; &#39;x&#39; &quot;y&quot;')).toBe(`&lt;b&gt; 'x' "y"`);
    expect(decodeTransportText('&nbsp;&copy;')).toBe('&nbsp;&copy;');
  });
});
