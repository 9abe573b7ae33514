#!/usr/bin/env node
// A copy of what the embedded store keeps, safe to take while the shop runs:
//   npm run backup [-- <folder>]        (default .data/backups/<date and time>)
// The database through SQLite's own backup (a consistent copy even while the servers write to
// it, which copying shop.db with its -wal file is not), the signing secret (without it every
// shopper is logged out after a restore) and the outbox of unsent or kept emails.
// To restore: stop the shop, put the copies back where they came from (shop.db without any old
// -wal/-shm files beside it), start it.
import { backup, DatabaseSync } from 'node:sqlite';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import '../server/typescript.mjs';

const { DEFAULT_DATABASE_PATH } = await import('../src/server/sqlite/db.ts');
const { privateDir, narrow } = await import('../src/server/security/private-files.ts');

const file = path.resolve(process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH);
if (!existsSync(file)) {
  console.error(`No database at ${file}: nothing to back up (DATABASE_PATH picks another).`);
  process.exit(1);
}
const dataDir = path.dirname(file);
const stamp = new Date().toISOString().replace(/[:]/g, '-').replace(/\..*$/, '');
const target = path.resolve(process.argv[2] ?? path.join(dataDir, 'backups', stamp));
privateDir(target);

const source = new DatabaseSync(file, { readOnly: true, timeout: 5000 });
try {
  const copy = path.join(target, path.basename(file));
  await backup(source, copy);
  narrow(copy);
} finally {
  source.close();
}
const kept = [path.basename(file)];
for (const name of ['auth-secret', 'outbox']) {
  const from = path.join(dataDir, name);
  if (!existsSync(from)) continue;
  cpSync(from, path.join(target, name), { recursive: true, preserveTimestamps: true });
  kept.push(name);
}
console.log(`Backed up ${kept.join(', ')} to ${target}`);
