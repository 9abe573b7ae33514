import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseSync } from 'node:sqlite';

/**
 * Group commit: write transactions that never block the event loop waiting for the write lock,
 * and that share one COMMIT when they queue up together.
 *
 * - SQLite's busy handler sleeps the whole thread, so while another server process held the
 *   lock this one would serve nobody; here a busy attempt yields to other requests instead.
 * - Under load many checkouts wait at once: they run one after another in arrival order inside
 *   one transaction, each in its own savepoint (a failing one undoes only itself), and share
 *   one COMMIT. Each still sees everything committed before it, so stock and idempotency checks
 *   hold exactly as with one transaction each, at a fraction of the log writes.
 *
 * Use: `const writes = new GroupCommit(connection, busyTimeoutMs)`; `await writes.run(() => ...)`.
 * The function must be synchronous: nothing else may run inside the shared transaction.
 */

/** Bounds how long one commit holds the write lock (a checkout's writes take about 0.1 ms). */
export const MAX_WRITES_PER_COMMIT = 64;
const SQLITE_BUSY = 5;

interface PendingWrite {
  fn: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit {
  private readonly connection: DatabaseSync;
  private readonly busyTimeoutMs: number;
  private readonly pending: PendingWrite[] = [];
  private draining = false;

  /**
   * @param connection the connection the writes run on (its busy_timeout is restored after each attempt)
   * @param busyTimeoutMs how long a batch waits for the write lock before its writes fail
   */
  constructor(connection: DatabaseSync, busyTimeoutMs: number) {
    this.connection = connection;
    this.busyTimeoutMs = busyTimeoutMs;
  }

  /** Queues fn; answers its value once the COMMIT it shared has succeeded, else its error (its writes undone). */
  run<T>(fn: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // Run in the caller's context, not that of the write that started the batch: what it reads
      // of its request (the language an order is placed in) is its own.
      this.pending.push({ fn: AsyncLocalStorage.bind(fn), resolve: resolve as (value: unknown) => void, reject });
      if (this.draining) return;
      this.draining = true;
      // Start after this turn of the event loop, so writes that arrived together commit together.
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    const db = this.connection;
    try {
      while (this.pending.length > 0) {
        const deadline = Date.now() + this.busyTimeoutMs;
        let locked: boolean | Error = false;
        for (let attempt = 0; !(locked = this.tryBegin()) && Date.now() <= deadline; attempt++) {
          // The holder needs well under a millisecond: let other requests in, then try again.
          await new Promise((r) => (attempt < 50 ? setImmediate(r) : setTimeout(r, 1)));
        }
        const batch = this.pending.splice(0, MAX_WRITES_PER_COMMIT);
        if (locked !== true) {
          for (const w of batch) w.reject(locked || new Error('database is locked'));
          continue;
        }
        // A write that fails because the disk refused it (full, read-only, I/O) can take the
        // whole transaction with it: then nothing in the batch is committed, so none of it is
        // acknowledged either, and the batch fails together.
        let lost: unknown = null;
        const outcomes = batch.map((w) => {
          if (lost) return { ok: false as const, error: lost };
          try {
            db.exec('SAVEPOINT write');
            const value = w.fn();
            db.exec('RELEASE write');
            return { ok: true as const, value };
          } catch (error) {
            try {
              db.exec('ROLLBACK TO write; RELEASE write');
            } catch {
              // SQLite rolled the whole transaction back (its answer to a full disk): the batch is lost.
              lost = error;
            }
            return { ok: false as const, error };
          }
        });
        try {
          if (lost) throw lost;
          db.exec('COMMIT');
        } catch (error) {
          try {
            if (db.isTransaction) db.exec('ROLLBACK');
          } catch {
            // Already rolled back by SQLite itself.
          }
          for (const w of batch) w.reject(error);
          continue;
        }
        batch.forEach((w, i) => {
          const o = outcomes[i]!;
          if (o.ok) w.resolve(o.value);
          else w.reject(o.error);
        });
        // Give the other processes a turn at the lock before the next batch (a bare yield is too
        // short for them to notice: they would wait behind this process's whole queue).
        if (this.pending.length > 0) await new Promise((r) => setTimeout(r, 1));
      }
    } finally {
      this.draining = false;
    }
  }

  /** BEGIN IMMEDIATE without waiting: false when another connection holds the write lock, the error when it cannot begin at all. */
  private tryBegin(): boolean | Error {
    const db = this.connection;
    try {
      db.exec('PRAGMA busy_timeout = 0');
      try {
        db.exec('BEGIN IMMEDIATE');
        return true;
      } finally {
        db.exec(`PRAGMA busy_timeout = ${this.busyTimeoutMs}`);
      }
    } catch (err) {
      return (err as { errcode?: number }).errcode === SQLITE_BUSY ? false : (err as Error);
    }
  }
}
