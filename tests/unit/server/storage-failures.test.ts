import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Db } from '../../../src/server/sqlite/db';
import { sqliteState } from '../../../src/server/state/sqlite';
import { errorResponse } from '../../../src/server/http';
import { MSG } from '../../../src/lib/messages';
import { tempBackend } from './fixtures';

/**
 * A full disk or a read-only database: the shopper gets a 503 with a message the
 * page can show, never a bare 500; the status test says the store cannot save; and nothing the
 * server acknowledged is lost.
 */
const freshDb = () =>
  new Db(path.join(mkdtempSync(path.join(tmpdir(), 'shop-full-')), 'shop.db'), { backgroundCheckpoints: false });

async function answer(p: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await p;
  } catch (err) {
    const res = errorResponse(err);
    return { status: res.status, body: await res.json() };
  }
  throw new Error('expected the call to fail');
}

describe('a database that cannot save', () => {
  it('answers every write 503 with a message, reads still answering', async () => {
    const b = tempBackend();
    await b.addToCart({ cartToken: 'tok-aaaaaaaaaaaaaaaaaaaaaaaa', userId: null }, 1, 1);
    // What a read-only file answers (SQLITE_READONLY).
    b.db.raw.exec('PRAGMA query_only = ON');
    const refused = { status: 503, body: { code: 'unavailable', message: MSG.storeCannotSave } };
    expect(await answer(b.addToCart({ cartToken: 'tok-aaaaaaaaaaaaaaaaaaaaaaaa', userId: null }, 2, 1))).toEqual(
      refused,
    );
    expect(await answer(b.register({ username: 'nour', email: 'nour@example.com', password: 'Str0ng!Pass' }))).toEqual(
      refused,
    );
    const address = {
      first_name: 'A',
      last_name: 'B',
      company: '',
      address_1: '1 St',
      address_2: '',
      city: 'Cairo',
      state: 'EGC',
      postcode: '11511',
      country: 'EG',
      email: 'a@example.com',
      phone: '+20 100 000 0000',
    };
    const order = b.createOrder(
      { cartToken: 'tok-aaaaaaaaaaaaaaaaaaaaaaaa', userId: null },
      {
        billing: address,
        shipping: address,
        paymentMethod: 'cod',
        shippingMethod: 'standard',
        customerNote: '',
        idempotencyKey: 'k-123456789',
      },
    );
    expect(await answer(order)).toEqual(refused);
    expect((await b.getCart({ cartToken: 'tok-aaaaaaaaaaaaaaaaaaaaaaaa', userId: null })).item_count).toBe(1);
    await expect(sqliteState(b.db).checkWrite()).rejects.toThrow(/readonly/);
  });

  it('acknowledges only what it committed when the disk fills in the middle of a shared commit', async () => {
    const db = freshDb();
    db.raw.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body BLOB)');
    const pages = db.get<{ page_count: number }>('PRAGMA page_count')!.page_count;
    // Room for a few more pages, not for a 1 MB note: SQLite answers "database or disk is full".
    db.raw.exec(`PRAGMA max_page_count = ${pages + 4}`);
    const writes = [1, 2, 3, 4].map((id) =>
      db.writeTransaction(() =>
        db.run('INSERT INTO notes (id, body) VALUES (?, ?)', id, new Uint8Array(id === 3 ? 1_000_000 : 10)),
      ),
    );
    const outcomes = await Promise.allSettled(writes);
    expect(outcomes[2]).toMatchObject({ status: 'rejected' });
    const kept = new Set(db.all<{ id: number }>('SELECT id FROM notes').map((r) => r.id));
    outcomes.forEach((o, i) =>
      expect({ id: i + 1, acknowledged: o.status === 'fulfilled' }).toEqual({
        id: i + 1,
        acknowledged: kept.has(i + 1),
      }),
    );
    expect(errorResponse((outcomes[2] as PromiseRejectedResult).reason).status).toBe(503);
    // The next write, with room again, goes through.
    db.raw.exec('PRAGMA max_page_count = 1000000');
    await expect(
      db.writeTransaction(() => db.run('INSERT INTO notes (id, body) VALUES (9, NULL)')),
    ).resolves.toBeDefined();
    db.close();
  });

  it('is reported by the status test, which writes to find out', async () => {
    const db = freshDb();
    const state = sqliteState(db);
    await expect(state.checkWrite()).resolves.toBeUndefined();
    db.raw.exec('PRAGMA query_only = ON');
    await expect(state.checkWrite()).rejects.toThrow();
    db.close();
  });
});
