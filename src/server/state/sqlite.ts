import { statfsSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../sqlite/db';
import type { ServerState } from './server-state';
import { sqliteWishlistStore } from './wishlists';
import { sqliteCartSessionStore } from './cart-sessions';
import { sqlitePlacedOrderStore } from './placed-orders';
import { sqliteAttemptStore } from './login-attempts';
import { sqliteSessionStore } from './sessions';
import { sqliteReviewVerdictStore } from './review-verdicts';
import { sqliteRateWindowStore } from './rate-windows';

/** Below this much room on its disk, the database is reported as unable to save (a checkout writes a few pages). */
const MIN_FREE_BYTES = 1024 * 1024;

/** Every state store in one SQLite file (tables made by its migrations): shared by the server processes of one machine. */
export function sqliteState(db: Db): ServerState {
  return {
    wishlists: sqliteWishlistStore(db),
    cartSessions: sqliteCartSessionStore(db),
    placedOrders: sqlitePlacedOrderStore(db),
    reviewVerdicts: sqliteReviewVerdictStore(db),
    sessions: sqliteSessionStore(db),
    loginAttempts: sqliteAttemptStore(db),
    rateWindows: sqliteRateWindowStore(db),
    /**
     * A row rewritten and committed (a read-only file fails it), and the room left on the disk:
     * SQLite reuses its log file, so small writes can go on succeeding on a full disk while any
     * larger one (a checkout) fails.
     */
    async checkWrite() {
      db.run(
        'INSERT INTO write_probe (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at',
        Date.now(),
      );
      if (db.file === ':memory:') return;
      const { bavail, bsize } = statfsSync(path.dirname(path.resolve(db.file)));
      if (bavail * bsize < MIN_FREE_BYTES)
        throw new Error(`the disk is full: ${Math.floor((bavail * bsize) / 1024)} KB left`);
    },
  };
}
