import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The embedded store's SQLite file: opened once per process, WAL mode so readers never wait for
 * the order writer, busy_timeout so a second process (the order:status script) waits instead of
 * failing, and versioned migrations recorded in PRAGMA user_version.
 */
export const DEFAULT_DATABASE_PATH = '.data/shop.db';

/** Each entry moves the schema one version up; never edit a shipped entry, append a new one. */
export const MIGRATIONS: readonly string[] = [
  // 1: the whole first schema
  `
  CREATE TABLE stock (
    product_id INTEGER PRIMARY KEY,
    stock_quantity INTEGER,
    stock_status TEXT NOT NULL,
    manage_stock INTEGER NOT NULL,
    backorders TEXT NOT NULL DEFAULT 'no'
  );
  CREATE TABLE cart_items (
    cart_token TEXT NOT NULL,
    line_key TEXT NOT NULL,
    product_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    added_at INTEGER NOT NULL,
    PRIMARY KEY (cart_token, line_key)
  ) WITHOUT ROWID;
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    number TEXT NOT NULL UNIQUE,
    order_key TEXT NOT NULL,
    status TEXT NOT NULL,
    currency TEXT NOT NULL,
    date_created TEXT NOT NULL,
    date_completed TEXT,
    subtotal TEXT NOT NULL,
    shipping_total TEXT NOT NULL,
    total_tax TEXT NOT NULL,
    total TEXT NOT NULL,
    customer_id INTEGER NOT NULL DEFAULT 0,
    billing TEXT NOT NULL,
    shipping TEXT NOT NULL,
    billing_email TEXT NOT NULL,
    payment_method TEXT NOT NULL,
    payment_method_title TEXT NOT NULL,
    customer_note TEXT NOT NULL DEFAULT '',
    shipping_lines TEXT NOT NULL,
    cart_token TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX orders_customer ON orders (customer_id, id);
  CREATE INDEX orders_email ON orders (billing_email COLLATE NOCASE);
  CREATE TABLE order_items (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id INTEGER NOT NULL REFERENCES orders (id),
    product_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    price TEXT NOT NULL,
    total TEXT NOT NULL,
    image TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX order_items_order ON order_items (order_id);
  CREATE TABLE order_status_history (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id INTEGER NOT NULL REFERENCES orders (id),
    date TEXT NOT NULL,
    status TEXT NOT NULL,
    note TEXT
  );
  CREATE INDEX order_status_history_order ON order_status_history (order_id);
  CREATE TABLE order_notes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id INTEGER NOT NULL REFERENCES orders (id),
    note TEXT NOT NULL,
    customer_note INTEGER NOT NULL DEFAULT 0,
    date_created TEXT NOT NULL
  );
  CREATE INDEX order_notes_order ON order_notes (order_id);
  CREATE TABLE idempotency_keys (
    cart_token TEXT NOT NULL,
    idem_key TEXT NOT NULL,
    order_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (cart_token, idem_key)
  ) WITHOUT ROWID;
  CREATE TABLE reviews (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id INTEGER NOT NULL,
    reviewer TEXT NOT NULL,
    reviewer_email TEXT NOT NULL,
    review TEXT NOT NULL,
    rating INTEGER NOT NULL,
    status TEXT NOT NULL,
    verified INTEGER NOT NULL DEFAULT 0,
    user_id INTEGER,
    date_created TEXT NOT NULL
  );
  CREATE INDEX reviews_product ON reviews (product_id, status);
  CREATE TABLE wishlist_items (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    owner TEXT NOT NULL,
    product_id INTEGER NOT NULL,
    date_added TEXT NOT NULL,
    UNIQUE (owner, product_id)
  );
  CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    username TEXT NOT NULL UNIQUE COLLATE NOCASE,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    display_name TEXT NOT NULL,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    billing TEXT NOT NULL DEFAULT '{}',
    shipping TEXT NOT NULL DEFAULT '{}',
    created_at TEXT NOT NULL
  );
  CREATE TABLE reset_codes (
    code_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  ) WITHOUT ROWID;
  CREATE TABLE login_attempts (
    attempt_key TEXT PRIMARY KEY,
    failures INTEGER NOT NULL,
    locked_until INTEGER NOT NULL DEFAULT 0
  ) WITHOUT ROWID;
  `,
  // 2: what the WooCommerce driver keeps on our side (WooCommerce has no wishlist; its Cart-Token per cart)
  `
  CREATE TABLE woo_wishlist_items (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    owner TEXT NOT NULL,
    product_id INTEGER NOT NULL,
    item TEXT NOT NULL,
    UNIQUE (owner, product_id)
  );
  CREATE TABLE woo_cart_sessions (
    cart_token TEXT PRIMARY KEY,
    wc_cart_token TEXT NOT NULL,
    nonce TEXT NOT NULL,
    updated_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  `,
  // 3: the WooCommerce driver keeps wishlists in wishlist_items (same owner keys as the embedded store)
  `
  DROP TABLE woo_wishlist_items;
  `,
  // 4: state several server processes must share: the auth rate-limit windows, and the orders the
  // WooCommerce driver is placing or has placed per idempotency key
  `
  CREATE TABLE rate_windows (
    window_key TEXT PRIMARY KEY,
    start INTEGER NOT NULL,
    count INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE woo_placed_orders (
    placement_key TEXT PRIMARY KEY,
    result TEXT,
    claimed_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  `,
];

export function migrate(db: DatabaseSync): number {
  const version = () => (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
  while (version() < MIGRATIONS.length) {
    db.exec('BEGIN IMMEDIATE');
    try {
      // Read again under the write lock: another process may have migrated while this one waited.
      const v = version();
      if (v < MIGRATIONS.length) {
        db.exec(MIGRATIONS[v]!);
        db.exec(`PRAGMA user_version = ${v + 1}`);
      }
      db.exec('COMMIT');
    } catch (err) {
      db.exec('ROLLBACK');
      throw err;
    }
  }
  return MIGRATIONS.length;
}

/**
 * Folds the write-ahead log back into the database file from a worker thread. SQLite's own
 * checkpoint runs inside whichever COMMIT crosses 1,000 log pages and blocks the event loop for
 * several milliseconds (an fsync and hundreds of page writes) every few dozen orders; a PASSIVE
 * checkpoint on a second connection does the same work without holding the write lock.
 */
const CHECKPOINTER = `
const { DatabaseSync } = require('node:sqlite');
const { workerData } = require('node:worker_threads');
const db = new DatabaseSync(workerData.file);
db.exec('PRAGMA busy_timeout = 5000');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
setInterval(() => {
  try { checkpoint.get(); } catch { /* busy or closing: the next tick tries again */ }
}, workerData.everyMs);
`;
const CHECKPOINT_EVERY_MS = 100;
const BUSY_TIMEOUT_MS = 5000;
const SQLITE_BUSY = 5;
/** Bounds how long one commit holds the write lock (a checkout's writes take about 0.1 ms). */
const MAX_WRITES_PER_COMMIT = 64;
/** SQLite's default threshold, restored if the checkpointer stops. */
const AUTO_CHECKPOINT_PAGES = 1000;

/** A DatabaseSync with a statement cache: each SQL text is prepared once per process. */
export class Db {
  readonly raw: DatabaseSync;
  private readonly cache = new Map<string, StatementSync>();
  private checkpointer: Worker | null = null;
  private readonly pendingWrites: { fn: () => unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  private writing = false;

  constructor(file: string, opts: { backgroundCheckpoints?: boolean } = {}) {
    const onDisk = file !== ':memory:';
    if (onDisk) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.raw = new DatabaseSync(file);
    // busy_timeout first: switching to WAL waits for another process's transaction too.
    // The page cache holds the hot indexes of a large order table (64 MB).
    this.raw.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA cache_size = -65536;`);
    migrate(this.raw);
    if (onDisk && (opts.backgroundCheckpoints ?? true)) this.startCheckpointer(path.resolve(file));
  }

  private startCheckpointer(file: string): void {
    const worker = new Worker(CHECKPOINTER, { eval: true, workerData: { file, everyMs: CHECKPOINT_EVERY_MS } });
    worker.unref();
    // If it ever stops, COMMIT checkpoints again as SQLite does by default.
    const fallBack = () => {
      if (this.checkpointer !== worker) return;
      this.checkpointer = null;
      if (this.raw.isOpen) this.raw.exec(`PRAGMA wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
    };
    worker.once('error', fallBack);
    worker.once('exit', fallBack);
    this.raw.exec('PRAGMA wal_autocheckpoint = 0');
    this.checkpointer = worker;
  }

  /** Whether the log is folded back by the worker thread (false: by SQLite inside COMMIT). */
  get checkpointsInBackground(): boolean {
    return this.checkpointer !== null;
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
   * writes that queue up meanwhile together.
   * - SQLite's busy handler sleeps the whole thread, so while another server process held the
   *   lock this one would serve nobody; here a busy attempt yields to other requests instead.
   * - Under load many checkouts wait at once: they run one after another in arrival order inside
   *   one transaction, each in its own savepoint (a failing one undoes only itself), and share
   *   one COMMIT. Each still sees everything committed before it, so stock and idempotency checks
   *   hold exactly as with one transaction each, at a fraction of the log writes.
   * fn must be synchronous: nothing else may run inside the shared transaction.
   */
  writeTransaction<T>(fn: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pendingWrites.push({ fn, resolve: resolve as (v: unknown) => void, reject });
      if (this.writing) return;
      this.writing = true;
      // Start after this turn of the event loop, so checkouts that arrived together commit together.
      setImmediate(() => void this.drainWrites());
    });
  }

  private async drainWrites(): Promise<void> {
    try {
      while (this.pendingWrites.length > 0) {
        const deadline = Date.now() + BUSY_TIMEOUT_MS;
        let locked: boolean | Error = false;
        for (let attempt = 0; !(locked = this.tryBegin()) && Date.now() <= deadline; attempt++) {
          // The holder needs well under a millisecond: let other requests in, then try again.
          await new Promise((r) => (attempt < 50 ? setImmediate(r) : setTimeout(r, 1)));
        }
        const batch = this.pendingWrites.splice(0, MAX_WRITES_PER_COMMIT);
        if (locked !== true) {
          for (const w of batch) w.reject(locked || new Error('database is locked'));
          continue;
        }
        const outcomes = batch.map((w) => {
          this.raw.exec('SAVEPOINT write');
          try {
            const value = w.fn();
            this.raw.exec('RELEASE write');
            return { ok: true as const, value };
          } catch (error) {
            this.raw.exec('ROLLBACK TO write; RELEASE write');
            return { ok: false as const, error };
          }
        });
        try {
          this.raw.exec('COMMIT');
        } catch (error) {
          if (this.raw.isTransaction) this.raw.exec('ROLLBACK');
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
        if (this.pendingWrites.length > 0) await new Promise((r) => setTimeout(r, 1));
      }
    } finally {
      this.writing = false;
    }
  }

  /** BEGIN IMMEDIATE without waiting: false when another connection holds the write lock, the error when it cannot begin at all. */
  private tryBegin(): boolean | Error {
    try {
      this.raw.exec('PRAGMA busy_timeout = 0');
      try {
        this.raw.exec('BEGIN IMMEDIATE');
        return true;
      } finally {
        this.raw.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
      }
    } catch (err) {
      return (err as { errcode?: number }).errcode === SQLITE_BUSY ? false : (err as Error);
    }
  }

  close(): void {
    const worker = this.checkpointer;
    this.checkpointer = null;
    void worker?.terminate();
    this.raw.close();
  }
}

export type SqlParam = string | number | bigint | null | Uint8Array;

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
