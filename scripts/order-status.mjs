#!/usr/bin/env node
// Moves an embedded-store order through its statuses from the command line (there is no admin UI):
//   npm run order:status -- <order number or id> <status> [customer-visible note]
// Same rules as EmbeddedBackend.setOrderStatus (src/server/drivers/embedded/index.ts): a status
// history row, date_completed on 'completed', stock put back when an order stops holding it
// (cancelled, refunded, failed) and taken again if it starts holding it once more.
import { DatabaseSync } from 'node:sqlite';
import { existsSync } from 'node:fs';

const STATUSES = ['pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed'];
const HOLDS_STOCK = new Set(['pending', 'processing', 'on-hold', 'completed']);
const iso = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '');

export function setOrderStatus(db, ref, status, note) {
  if (!STATUSES.includes(status)) throw new Error(`Unknown status "${status}". Use one of: ${STATUSES.join(', ')}`);
  const clean = String(ref).replace(/^#/, '');
  const order =
    db.prepare('SELECT id, number, status FROM orders WHERE number = ?').get(clean) ??
    (/^\d+$/.test(clean) ? db.prepare('SELECT id, number, status FROM orders WHERE id = ?').get(Number(clean)) : undefined);
  if (!order) throw new Error(`No order with number or id "${ref}".`);
  const now = iso(Date.now());
  db.exec('BEGIN IMMEDIATE');
  try {
    if (order.status !== status) {
      if (HOLDS_STOCK.has(order.status) !== HOLDS_STOCK.has(status)) {
        const sign = HOLDS_STOCK.has(status) ? -1 : 1;
        const adjust = db.prepare(
          `UPDATE stock SET stock_quantity = stock_quantity + ?,
                  stock_status = CASE WHEN stock_quantity + ? > 0 THEN 'instock' WHEN backorders = 'no' THEN 'outofstock' ELSE 'onbackorder' END
            WHERE product_id = ? AND manage_stock = 1`,
        );
        for (const item of db.prepare('SELECT product_id, quantity FROM order_items WHERE order_id = ?').all(order.id)) {
          adjust.run(sign * item.quantity, sign * item.quantity, item.product_id);
        }
      }
      db.prepare("UPDATE orders SET status = ?, date_completed = CASE WHEN ? = 'completed' THEN ? ELSE date_completed END WHERE id = ?").run(status, status, now, order.id);
      const change = `Order status changed from ${order.status} to ${status}.`;
      db.prepare('INSERT INTO order_status_history (order_id, date, status, note) VALUES (?, ?, ?, ?)').run(order.id, now, status, note ?? change);
      db.prepare('INSERT INTO order_notes (order_id, note, customer_note, date_created) VALUES (?, ?, 0, ?)').run(order.id, change, now);
    }
    if (note) db.prepare('INSERT INTO order_notes (order_id, note, customer_note, date_created) VALUES (?, ?, 1, ?)').run(order.id, note, now);
    db.exec('COMMIT');
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
  return { id: order.id, number: order.number, from: order.status, to: status };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [ref, status, ...rest] = process.argv.slice(2);
  const file = process.env.DATABASE_PATH || '.data/shop.db';
  if (!ref || !status) {
    console.error('Usage: npm run order:status -- <order number or id> <status> [note]');
    console.error(`Statuses: ${STATUSES.join(', ')}`);
    process.exit(2);
  }
  if (!existsSync(file)) {
    console.error(`No store database at ${file} (set DATABASE_PATH, or start the shop once to create it).`);
    process.exit(1);
  }
  const db = new DatabaseSync(file);
  db.exec('PRAGMA busy_timeout = 5000');
  try {
    const r = setOrderStatus(db, ref, status, rest.join(' ') || undefined);
    console.log(r.from === r.to ? `Order #${r.number} is already ${r.to}.` : `Order #${r.number}: ${r.from} -> ${r.to}`);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  } finally {
    db.close();
  }
}
