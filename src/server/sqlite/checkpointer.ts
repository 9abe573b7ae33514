import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';

/**
 * Folds the write-ahead log back into the database file from a worker thread.
 *
 * SQLite's own checkpoint runs inside whichever COMMIT crosses 1,000 log pages and blocks the
 * event loop for several milliseconds (an fsync and hundreds of page writes) every few dozen
 * orders; a PASSIVE checkpoint on a second connection does the same work without holding the
 * write lock. While the worker runs, the connection's automatic checkpoints are off; if the
 * worker ever stops, they come back on, so the log never grows without bound.
 *
 * Use: `const cp = startCheckpointer(connection, file)`; `cp.running`; `cp.stop()` before closing.
 */
export interface Checkpointer {
  /** True while the worker folds the log (false: SQLite does it inside COMMIT again). */
  readonly running: boolean;
  /** Ends the worker; the connection's own checkpoints are not turned back on (it is closing). */
  stop(): void;
}

/** How often the worker folds the log. */
export const CHECKPOINT_EVERY_MS = 100;
/** SQLite's default threshold, restored if the worker stops. */
const AUTO_CHECKPOINT_PAGES = 1000;

const WORKER_SOURCE = `
const { DatabaseSync } = require('node:sqlite');
const { workerData } = require('node:worker_threads');
const db = new DatabaseSync(workerData.file);
db.exec('PRAGMA busy_timeout = 5000');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
setInterval(() => {
  try { checkpoint.get(); } catch { /* busy or closing: the next tick tries again */ }
}, workerData.everyMs);
`;

/** Starts the worker for the database file that `connection` has open (an absolute path). */
export function startCheckpointer(connection: DatabaseSync, file: string): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, everyMs: CHECKPOINT_EVERY_MS } });
  worker.unref();
  let running = true;
  const fallBack = () => {
    if (!running) return;
    running = false;
    if (connection.isOpen) connection.exec(`PRAGMA wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
  };
  worker.once('error', fallBack);
  worker.once('exit', fallBack);
  connection.exec('PRAGMA wal_autocheckpoint = 0');
  return {
    get running() {
      return running;
    },
    stop() {
      running = false;
      void worker.terminate();
    },
  };
}
