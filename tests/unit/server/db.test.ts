import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Db } from '../../../src/server/sqlite/db';

/** The embedded store's write path as several server processes share it: one SQLite file, one connection each. */
const opened: Db[] = [];
const open = (file: string, opts?: { backgroundCheckpoints?: boolean }) => {
  const db = new Db(file, opts);
  opened.push(db);
  return db;
};
const tempFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'shop-db-')), 'shop.db');
const stock = (db: Db, id: number) =>
  db.get<{ q: number }>('SELECT stock_quantity AS q FROM stock WHERE product_id = ?', id)?.q;

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

describe('write transactions', () => {
  it('run queued checkouts in arrival order; a failing one undoes only its own writes', async () => {
    const db = open(tempFile());
    db.run("INSERT INTO stock (product_id, stock_quantity, stock_status, manage_stock) VALUES (1, 3, 'instock', 1)");
    const takeOne = (who: string) =>
      db.writeTransaction(() => {
        db.run('UPDATE stock SET stock_quantity = stock_quantity - 1 WHERE product_id = 1');
        if (stock(db, 1)! < 0) throw new Error(`${who}: sold out`);
        return who;
      });
    const results = await Promise.allSettled(['a', 'b', 'c', 'd', 'e'].map(takeOne));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      'a',
      'b',
      'c',
      'd: sold out',
      'e: sold out',
    ]);
    expect(stock(db, 1)).toBe(0);
  });

  it('wait for another process holding the write lock without stalling this one', async () => {
    const file = tempFile();
    const mine = open(file);
    const other = open(file);
    other.raw.exec('BEGIN IMMEDIATE');
    other.run("INSERT INTO stock (product_id, stock_quantity, stock_status, manage_stock) VALUES (2, 5, 'instock', 1)");
    const write = mine.writeTransaction(
      () => mine.run('UPDATE stock SET stock_quantity = 4 WHERE product_id = 2').changes,
    );
    let settled = false;
    write.then(
      () => (settled = true),
      () => (settled = true),
    );
    // The event loop keeps turning while the write waits: other requests get twenty turns, and the
    // write is still waiting. (Had it slept in SQLite's busy handler, no turn would come before it
    // gave up with "database is locked".)
    for (let turn = 0; turn < 20; turn++) await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    other.raw.exec('COMMIT');
    expect(await write).toBe(1);
    expect(stock(mine, 2)).toBe(4);
  });
});

describe('checkpoints', () => {
  it('fold the write-ahead log into the database file from a worker thread, not inside COMMIT', async () => {
    const file = tempFile();
    const db = open(file);
    expect(db.checkpointsInBackground).toBe(true);
    expect(db.get<{ wal_autocheckpoint: number }>('PRAGMA wal_autocheckpoint')?.wal_autocheckpoint).toBe(0);
    const before = statSync(file).size;
    const note = 'x'.repeat(1000);
    for (let i = 0; i < 20; i++) {
      await db.writeTransaction(() => {
        for (let j = 0; j < 100; j++)
          db.run(
            "INSERT INTO reviews (product_id, reviewer, reviewer_email, review, rating, status, verified, date_created) VALUES (1, 'A', 'a@example.com', ?, 5, 'hold', 0, '2026-01-01T00:00:00')",
            note,
          );
      });
    }
    // About 2 MB of reviews, all in the log until the worker's next pass (every 100 ms).
    const deadline = Date.now() + 5_000;
    while (statSync(file).size - before < 1_500_000 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(statSync(file).size - before).toBeGreaterThan(1_500_000);
  });

  it('stay with SQLite when the background checkpointer is turned off', () => {
    const db = open(tempFile(), { backgroundCheckpoints: false });
    expect(db.checkpointsInBackground).toBe(false);
    expect(db.get<{ wal_autocheckpoint: number }>('PRAGMA wal_autocheckpoint')?.wal_autocheckpoint).toBe(1000);
  });
});

describe('a write that cannot begin', () => {
  it('fails with the reason instead of leaving the checkout waiting', async () => {
    const db = new Db(tempFile());
    db.close();
    await expect(db.writeTransaction(() => 1)).rejects.toThrow(/not open/);
  });
});
