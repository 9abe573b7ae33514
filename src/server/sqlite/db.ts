import { DatabaseSync, type StatementSync } from 'node:sqlite';
import path from 'node:path';
import { migrate } from './migrations';
import { startCheckpointer, type Checkpointer } from './checkpointer';
import { GroupCommit } from './group-commit';
import { privateDatabaseFile } from '../security/private-files';

export { MIGRATIONS, migrate } from './migrations';

/**
 * The server's SQLite file: opened once per process, WAL mode so readers never wait for the
 * order writer, busy_timeout so a second process (another server worker, the order:status
 * script) waits instead of failing, versioned migrations (migrations.ts), log checkpoints in a
 * worker thread (checkpointer.ts) and group commit for the checkout's writes (group-commit.ts).
 */
export const DEFAULT_DATABASE_PATH = '.data/shop.db';

const BUSY_TIMEOUT_MS = 5000;

export type SqlParam = string | number | bigint | null | Uint8Array;

/** A DatabaseSync with a statement cache: each SQL text is prepared once per process. */
export class Db {
  readonly raw: DatabaseSync;
  /** The file's path (':memory:' for none). */
  readonly file: string;
  private readonly cache = new Map<string, StatementSync>();
  private readonly checkpointer: Checkpointer | null = null;
  private readonly writes: GroupCommit;

  /** backgroundCheckpoints: false leaves checkpoints to SQLite (short-lived processes such as scripts). */
  constructor(file: string, opts: { backgroundCheckpoints?: boolean } = {}) {
    const onDisk = file !== ':memory:';
    this.file = file;
    // It holds password hashes and sessions: created 0600 (security/private-files.ts).
    if (onDisk) privateDatabaseFile(file);
    this.raw = new DatabaseSync(file);
    // busy_timeout first: switching to WAL waits for another process's transaction too.
    // The page cache holds the hot indexes of a large order table (64 MB).
    this.raw.exec(
      `PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA cache_size = -65536;`,
    );
    migrate(this.raw);
    if (onDisk && (opts.backgroundCheckpoints ?? true))
      this.checkpointer = startCheckpointer(this.raw, path.resolve(file));
    this.writes = new GroupCommit(this.raw, BUSY_TIMEOUT_MS);
  }

  /** Whether the log is folded back by the worker thread (false: by SQLite inside COMMIT). */
  get checkpointsInBackground(): boolean {
    return this.checkpointer?.running ?? false;
  }

  stmt(sql: string): StatementSync {
    let s = this.cache.get(sql);
    if (!s) {
      s = this.raw.prepare(sql);
      this.cache.set(sql, s);
    }
    return s;
  }

  get<T>(sql: string, ...params: SqlParam[]): T | undefined {
    return this.stmt(sql).get(...params) as T | undefined;
  }

  all<T>(sql: string, ...params: SqlParam[]): T[] {
    return this.stmt(sql).all(...params) as T[];
  }

  run(sql: string, ...params: SqlParam[]): { changes: number; lastInsertRowid: number } {
    const r = this.stmt(sql).run(...params);
    return { changes: Number(r.changes), lastInsertRowid: Number(r.lastInsertRowid) };
  }

  /** Runs fn inside BEGIN IMMEDIATE: the write lock is taken up front, so two writers never interleave. */
  transaction<T>(fn: () => T): T {
    this.raw.exec('BEGIN IMMEDIATE');
    try {
      const out = fn();
      this.raw.exec('COMMIT');
      return out;
    } catch (err) {
      if (this.raw.isTransaction) this.raw.exec('ROLLBACK');
      throw err;
    }
  }

  /**
   * Like transaction(), but never blocks the event loop waiting for the write lock, and commits
   * writes that queue up meanwhile together (group-commit.ts). fn must be synchronous.
   */
  writeTransaction<T>(fn: () => T): Promise<T> {
    return this.writes.run(fn);
  }

  close(): void {
    this.checkpointer?.stop();
    this.raw.close();
  }
}

const open = new Map<string, Db>();

/** One connection per file per process (the order writer and the readers share it). */
export function openDb(file: string = DEFAULT_DATABASE_PATH): Db {
  const key = file === ':memory:' ? file : path.resolve(file);
  let db = open.get(key);
  if (!db) {
    db = new Db(file);
    open.set(key, db);
  }
  return db;
}
