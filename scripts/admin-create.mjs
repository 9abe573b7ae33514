#!/usr/bin/env node
// Creates the shop owner's account on the embedded store, or resets its password:
//   npm run admin:create -- --email owner@example.com --password '...'
// The owner logs in at /login like anyone and opens /admin. The rules are the server's own
// (createOrResetOwner in src/server/admin/owner.ts, loaded through server/typescript.mjs);
// a reset ends the account's sessions.
import { parseArgs } from 'node:util';
import '../server/typescript.mjs';

const { Db, DEFAULT_DATABASE_PATH } = await import('../src/server/sqlite/db.ts');
const { createOrResetOwner } = await import('../src/server/admin/owner.ts');

let values;
try {
  ({ values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } }));
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(2);
}
if (!values.email || !values.password) {
  console.error('Usage: npm run admin:create -- --email <email> --password <password>');
  process.exit(2);
}
const file = process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH;
// Creates the database when the shop has not run yet: the owner can exist before the first start.
const db = new Db(file, { backgroundCheckpoints: false });
try {
  const { id, created } = await createOrResetOwner(db, values.email, values.password);
  // With REDIS_URL the servers keep sessions and lockouts in Redis, not in this file: end them there too.
  if (!created && process.env.REDIS_URL) {
    const { redisState } = await import('../src/server/state/redis.ts');
    const state = redisState(process.env.REDIS_URL);
    try {
      await state.sessions.deleteForUser(id);
      await state.loginAttempts.delete(`login|account|${id}`);
    } finally {
      await state.close();
    }
  }
  console.log(
    created
      ? `Owner account created for ${values.email.trim()}. Log in at /login, then open /admin.`
      : `Owner account ${values.email.trim()}: password reset, its sessions ended.`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  db.close();
}
