/**
 * Migration 1, the whole first schema (sqlite/migrations.ts runs it): the embedded store's stock,
 * carts, orders, reviews, wishlists and accounts, and the login attempts. Apart because it is the
 * longest step; shipped, so never edited: a change is a new migration.
 */
export const FIRST_SCHEMA = `
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
  `;
