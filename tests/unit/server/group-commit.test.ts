import { AsyncLocalStorage } from 'node:async_hooks';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { GroupCommit } from '../../../src/server/sqlite/group-commit';
import { inLocale, currentLocale } from '../../../src/lib/i18n/current';
import '../../../src/server/i18n/locale-scope';

describe('writes that share one commit', () => {
  it("each runs in its own request's context, not in that of the write that started the batch", async () => {
    const db = new DatabaseSync(':memory:');
    db.exec('CREATE TABLE orders (id INTEGER PRIMARY KEY, language TEXT)');
    const writes = new GroupCommit(db, 1000);
    const place = () =>
      writes.run(() => db.prepare('INSERT INTO orders (language) VALUES (?)').run(currentLocale()).lastInsertRowid);
    // Two shoppers' orders arrive together: one from an English page, one from an Arabic one.
    const [en, ar] = await Promise.all([inLocale('en', place), inLocale('ar', place)]);
    const language = (id: number | bigint) =>
      (db.prepare('SELECT language FROM orders WHERE id = ?').get(id) as { language: string }).language;
    expect([language(en), language(ar)]).toEqual(['en', 'ar']);
  });

  it('keeps any other context of its caller as well', async () => {
    const db = new DatabaseSync(':memory:');
    const writes = new GroupCommit(db, 1000);
    const request = new AsyncLocalStorage<string>();
    const seen = await Promise.all(
      ['a', 'b', 'c'].map((id) => request.run(id, () => writes.run(() => request.getStore()))),
    );
    expect(seen).toEqual(['a', 'b', 'c']);
  });
});
