#!/usr/bin/env node
// Moves an embedded-store order through its statuses from the command line (there is no admin UI):
//   npm run order:status -- <order number or id> <status> [customer-visible note]
// The rules are the embedded driver's own (setOrderStatusByRef in
// src/server/drivers/embedded/order-status.ts, loaded through server/typescript.mjs): a status
// history row, date_completed on 'completed', stock put back when an order stops holding it
// (cancelled, refunded, failed) and taken again if it starts holding it once more.
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import '../server/typescript.mjs';

const { Db, DEFAULT_DATABASE_PATH } = await import('../src/server/sqlite/db.ts');
const { setOrderStatusByRef } = await import('../src/server/drivers/embedded/order-status.ts');
const { ORDER_STATUSES } = await import('../src/lib/schemas/order.ts');
const { recordAction } = await import('../src/server/admin/audit.ts');

const [ref, status, ...rest] = process.argv.slice(2);
const file = process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH;
if (!ref || !status) {
  console.error('Usage: npm run order:status -- <order number or id> <status> [note]');
  console.error(`Statuses: ${ORDER_STATUSES.join(', ')}`);
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`No store database at ${file} (set DATABASE_PATH, or start the shop once to create it).`);
  process.exit(1);
}
// A short-lived connection: SQLite checkpoints the log itself, no worker thread.
const db = new Db(file, { backgroundCheckpoints: false });
try {
  const note = rest.join(' ') || undefined;
  const { from, order } = setOrderStatusByRef(db, ref, status, note);
  // The back office's activity shows changes made here too, by the shell's user.
  const detail = `${from === status ? `stayed ${status}` : `${from} → ${status}`}${note ? '; note for the customer' : ''} (npm run order:status)`;
  recordAction(
    db,
    { id: 0, email: `${userInfo().username} (command line)` },
    'order.status',
    `order #${order.number}`,
    detail,
  );
  console.log(
    from === status ? `Order #${order.number} is already ${status}.` : `Order #${order.number}: ${from} -> ${status}`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  db.close();
}
