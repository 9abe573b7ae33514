import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * npm run backup: what an owner copies to keep the shop, taken while a server writes to the
 * database. The rows a running server has written only to the -wal file so far are in the copy.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const run = (env: Record<string, string>, ...args: string[]) =>
  spawnSync(existsSync(NODE) ? NODE : process.execPath, ['scripts/backup.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

describe('npm run backup', () => {
  it('copies the database with what the running shop has not checkpointed yet, the signing secret and the outbox', () => {
    const data = mkdtempSync(path.join(os.tmpdir(), 'backup-'));
    const file = path.join(data, 'shop.db');
    // A server's connection: WAL, checkpoints held back, so the last orders live only in shop.db-wal.
    const live = new DatabaseSync(file);
    live.exec(
      'PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0; CREATE TABLE orders (id INTEGER PRIMARY KEY, note TEXT)',
    );
    live.prepare('INSERT INTO orders (note) VALUES (?)').run("Mariam's ring 💍");
    live.prepare('INSERT INTO orders (note) VALUES (?)').run('هدية لأمي');
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
    writeFileSync(path.join(data, 'auth-secret'), 'a'.repeat(64));
    mkdirSync(path.join(data, 'outbox'));
    writeFileSync(path.join(data, 'outbox', '1-order.eml'), 'Subject: Your order');

    const target = path.join(data, 'kept');
    const r = run({ DATABASE_PATH: file }, target);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Backed up shop.db, auth-secret, outbox to ${target}`);
    live.close();

    const copy = new DatabaseSync(path.join(target, 'shop.db'), { readOnly: true });
    expect(
      copy
        .prepare('SELECT note FROM orders ORDER BY id')
        .all()
        .map((row) => row.note),
    ).toEqual(["Mariam's ring 💍", 'هدية لأمي']);
    copy.close();
    expect(statSync(path.join(target, 'shop.db')).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(target, 'auth-secret'), 'utf8')).toBe('a'.repeat(64));
    expect(readFileSync(path.join(target, 'outbox', '1-order.eml'), 'utf8')).toBe('Subject: Your order');
  });

  it('says there is nothing to back up when the database is not there', () => {
    const r = run({ DATABASE_PATH: path.join(os.tmpdir(), 'no-such-shop', 'shop.db') });
    expect([r.status, r.stderr.trim()]).toEqual([
      1,
      `No database at ${path.join(os.tmpdir(), 'no-such-shop', 'shop.db')}: nothing to back up (DATABASE_PATH picks another).`,
    ]);
  });
});
