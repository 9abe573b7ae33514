import type { DatabaseSync } from 'node:sqlite';
import { FIRST_SCHEMA } from './first-schema';
import { decodeTransportEscapes } from './transport-escapes';

/**
 * The schema of the server's SQLite file, one entry per version, recorded in PRAGMA user_version.
 * The file holds the embedded store's data and the state the server keeps for either driver
 * (wishlists, login sessions and attempts, rate-limit windows, WooCommerce cart sessions and placed orders).
 */

/** One step: SQL, or a function for a change SQL cannot express (it runs inside the step's transaction). */
export type Migration = string | ((db: DatabaseSync) => void);

/** Each entry moves the schema one version up; never edit a shipped entry, append a new one. */
export const MIGRATIONS: readonly Migration[] = [
  // 1: the whole first schema
  FIRST_SCHEMA,
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
  // 5: text is stored as typed. Older browsers escaped every string they sent (O'Neil arrived as
  // O&#39;Neil), and the store kept those codes; decode them once in what shoppers wrote.
  decodeTransportEscapes,
  // 6: a cart line the store had to cut to its stock remembers the quantity the shopper chose, so
  // the cart keeps saying so (not only the one answer that cut it) until she changes that line
  `
  ALTER TABLE cart_items ADD COLUMN reduced_from INTEGER;
  `,
  // 7: login sessions the server can end (logout, password change and reset, an absolute limit);
  // login failures counted per account (the per-username-and-address counts go); the WooCommerce
  // driver's own verdict on the reviews it posts (verified buyer or not); one row the status test
  // rewrites to learn whether the file takes writes
  `
  CREATE TABLE sessions (
    session_id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL,
    store_token TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX sessions_user ON sessions (user_id);
  DELETE FROM login_attempts;
  CREATE TABLE woo_review_verdicts (
    review_id INTEGER PRIMARY KEY,
    verified INTEGER NOT NULL
  );
  CREATE TABLE write_probe (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    checked_at INTEGER NOT NULL
  );
  `,
  // 8: the back office: an account's role (the shop's owner may open /admin), and the
  // owner's actions recorded (who, what, when)
  `
  ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'customer';
  CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    actor_id INTEGER NOT NULL,
    actor_email TEXT NOT NULL,
    action TEXT NOT NULL,
    target TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT ''
  );
  `,
  // 9: the mail queue (src/server/mail/queue.ts): a message is queued in the transaction that
  // causes it (the order, the status change), sent by a worker in the server process, retried
  // with backoff, and kept (sent or failed) for the owner to see
  `
  CREATE TABLE mail_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    recipient TEXT,
    payload TEXT NOT NULL,
    message_id TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'queued',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    created_at INTEGER NOT NULL,
    sent_at INTEGER
  );
  CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
  `,
  // 10: the WooCommerce order a checkout was turning the cart into, for whoever takes over from a
  // server that died placing it (state/placed-orders.ts).
  `ALTER TABLE woo_placed_orders ADD COLUMN draft_order_id INTEGER;`,
  // 11: products with options: a cart or order line is a variant (its id, 0 for a product without
  // options) with the values chosen, so two sizes of one ring are two lines; an order line keeps
  // the SKU it was sold under. Stock rows are keyed by the variant's id for a variant.
  `
  ALTER TABLE cart_items ADD COLUMN variation_id INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE cart_items ADD COLUMN choices TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE order_items ADD COLUMN variation_id INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE order_items ADD COLUMN choices TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE order_items ADD COLUMN sku TEXT NOT NULL DEFAULT '';
  `,
  // 12: proof that a customer reads her account's mailbox (security/email-proof.ts): the codes
  // mailed to it, kept as their SHA-256 with the address they went to, and the address she last
  // proved. Guest orders placed with that address become hers only once she has.
  `
  CREATE TABLE email_proofs (
    code_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    email TEXT NOT NULL COLLATE NOCASE,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  ) WITHOUT ROWID;
  ALTER TABLE users ADD COLUMN email_confirmed TEXT COLLATE NOCASE;
  `,
  // 13: engraved pieces and gifts: a cart or order line keeps the text engraved on it (part of
  // what makes the line: two names are two lines), an order its gift options, and a cart whether
  // the shopper chose gift wrap (its price is the store's, read when the cart is priced).
  `
  ALTER TABLE cart_items ADD COLUMN engraving TEXT NOT NULL DEFAULT '';
  ALTER TABLE order_items ADD COLUMN engraving TEXT;
  ALTER TABLE orders ADD COLUMN gift TEXT;
  CREATE TABLE cart_gift_wrap (
    cart_token TEXT PRIMARY KEY,
    chosen INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL
  );
  `,
  // 14: discount codes (the owner's, made in the back office): the codes, the ones on each cart,
  // and one use per order that used a code, counted in the order's own transaction and given
  // back (released) when the order stops holding stock. An order keeps what its codes took off:
  // the whole discount and each code's, and each line's total before it.
  `
  CREATE TABLE coupons (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    code TEXT NOT NULL,
    code_key TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL DEFAULT '',
    discount_type TEXT NOT NULL,
    amount INTEGER NOT NULL DEFAULT 0,
    minimum_spend INTEGER,
    maximum_spend INTEGER,
    starts_at TEXT,
    ends_at TEXT,
    usage_limit INTEGER,
    usage_limit_per_customer INTEGER,
    product_ids TEXT NOT NULL DEFAULT '[]',
    excluded_product_ids TEXT NOT NULL DEFAULT '[]',
    category_ids TEXT NOT NULL DEFAULT '[]',
    excluded_category_ids TEXT NOT NULL DEFAULT '[]',
    exclude_sale_items INTEGER NOT NULL DEFAULT 0,
    individual_use INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE cart_coupons (
    cart_token TEXT NOT NULL,
    coupon_id INTEGER NOT NULL REFERENCES coupons (id),
    added_at INTEGER NOT NULL,
    PRIMARY KEY (cart_token, coupon_id)
  ) WITHOUT ROWID;
  CREATE TABLE coupon_uses (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    coupon_id INTEGER NOT NULL REFERENCES coupons (id),
    order_id INTEGER NOT NULL REFERENCES orders (id),
    customer_id INTEGER NOT NULL DEFAULT 0,
    email TEXT NOT NULL COLLATE NOCASE,
    released INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX coupon_uses_coupon ON coupon_uses (coupon_id, released);
  CREATE INDEX coupon_uses_order ON coupon_uses (order_id);
  ALTER TABLE orders ADD COLUMN discount_total TEXT NOT NULL DEFAULT '0.00';
  ALTER TABLE orders ADD COLUMN coupon_lines TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE order_items ADD COLUMN subtotal TEXT;
  `,
  // The language an order was placed in ('en', 'ar'): its emails speak it. Earlier orders were English.
  `ALTER TABLE orders ADD COLUMN language TEXT NOT NULL DEFAULT 'en';`,
  // The catalogue in Arabic: an order line keeps its piece's Arabic words (name, choices,
  // engraving label) as they were when it was ordered, for its views in Arabic.
  `
  ALTER TABLE order_items ADD COLUMN ar TEXT;
  `,
];

/** Brings the file up to the newest version; safe when several processes open it at once. Answers that version. */
export function migrate(db: DatabaseSync): number {
  const version = () => (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
  while (version() < MIGRATIONS.length) {
    db.exec('BEGIN IMMEDIATE');
    try {
      // Read again under the write lock: another process may have migrated while this one waited.
      const v = version();
      if (v < MIGRATIONS.length) {
        const step = MIGRATIONS[v]!;
        if (typeof step === 'string') db.exec(step);
        else step(db);
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
