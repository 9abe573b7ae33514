import { describe, expect, it } from 'vitest';
import { chmodSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEmbeddedBackend } from '../../../src/server/drivers/embedded';
import { makeCatalogue } from '../../../src/server/drivers/embedded/bundled-catalogue';
import { product } from './fixtures';
import { startMailWorker } from '../../../src/server/mail/worker';
import { testMailSettings } from '../mail/smtp';

/**
 * The files that hold secrets: the database and its -wal and -shm (password
 * hashes, sessions), the generated signing secret, the outbox with reset codes. Only the
 * account the shop runs as may read them, whatever its umask.
 */
const mode = (p: string) => (statSync(p).mode & 0o777).toString(8);
const catalogue = makeCatalogue(
  [product(1)],
  [{ id: 1, name: 'Rings', slug: 'rings', count: 1, description: '' }],
  (src) => `/img/${src}`,
);

describe('files holding secrets', () => {
  it('are created 0600 in folders created 0700', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'shop-modes-'));
    const dataDir = path.join(root, 'data');
    const store = createEmbeddedBackend({ databasePath: path.join(dataDir, 'shop.db'), dataDir, catalogue });
    await store.register({ username: 'hana', email: 'hana@example.com', password: 'Str0ng!Pass' });
    await store.lostPassword('hana@example.com');
    const outbox = path.join(dataDir, 'outbox');
    const mailer = startMailWorker(store.db, testMailSettings({ outboxDir: outbox }));
    await mailer.drain();
    mailer.stop();
    const modes = Object.fromEntries(
      ['shop.db', 'shop.db-wal', 'shop.db-shm', 'auth-secret', 'outbox', `outbox/${readdirSync(outbox)[0]}`].map(
        (f) => [f.replace(/\/.+/, '/<mail>'), mode(path.join(dataDir, f))],
      ),
    );
    expect({ data: mode(dataDir), ...modes }).toEqual({
      data: '700',
      'shop.db': '600',
      'shop.db-wal': '600',
      'shop.db-shm': '600',
      'auth-secret': '600',
      outbox: '700',
      'outbox/<mail>': '600',
    });
    store.db.close();
  });

  it('left readable by an earlier version are narrowed when the shop opens them; a folder it did not make is left alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-modes-'));
    chmodSync(dir, 0o755);
    writeFileSync(path.join(dir, 'shop.db'), '', { mode: 0o644 });
    writeFileSync(path.join(dir, 'auth-secret'), 'a'.repeat(64), { mode: 0o644 });
    chmodSync(path.join(dir, 'shop.db'), 0o644);
    chmodSync(path.join(dir, 'auth-secret'), 0o644);
    const store = createEmbeddedBackend({ databasePath: path.join(dir, 'shop.db'), dataDir: dir, catalogue });
    expect([mode(path.join(dir, 'shop.db')), mode(path.join(dir, 'auth-secret')), mode(dir)]).toEqual([
      '600',
      '600',
      '755',
    ]);
    store.db.close();
  });
});
