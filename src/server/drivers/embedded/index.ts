import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StoreError, type AuthResult, type Shopper, type StoreBackend } from '../../backend';
import type { Category, Product } from '../../../lib/schemas/product';
import type { Cart } from '../../../lib/schemas/cart';
import type { Address } from '../../../lib/schemas/address';
import type { Order, OrderNote, OrderStatus, OrderSummary, PaymentGateway, ShippingMethod, CreateOrderResult } from '../../../lib/schemas/order';
import type { Review, ReviewSubmission } from '../../../lib/schemas/review';
import type { WishlistItem } from '../../../lib/schemas/wishlist';
import type { User } from '../../../lib/schemas/user';
import { MSG } from '../../../lib/messages';
import { CURRENCY, FLAT_SHIPPING } from '../../../lib/constants';
import { fromMinor, toMinor } from '../../../lib/money';
import { openDb, type Db } from '../../sqlite/db';
import { bundledCatalogue, type Catalogue } from './catalogue';
import { available, computeCart, lineKey, type LiveStock, type StoredLine } from './cart';
import { dummyHash, hashPassword, safeEqual, sha256, verifyPassword } from '../../security/passwords';
import { loadSecret, readToken, signToken } from '../../security/tokens';
import { SAMPLE_REVIEWS } from './sample-reviews';

/**
 * The embedded store: everything a shop needs in one SQLite file, seeded from the sample
 * catalogue. Names and prices come from the catalogue bundled into the server; stock, carts,
 * orders, customers, reviews and wishlists live in the database.
 */
export interface EmbeddedConfig {
  databasePath: string;
  catalogue?: Catalogue;
  authSecret?: string;
  /** Where the outbox and the generated auth secret live; defaults to the database's folder. */
  dataDir?: string;
  now?: () => number;
}

export const GATEWAYS: PaymentGateway[] = [
  { id: 'cod', title: 'Cash on Delivery', description: 'Pay with cash upon delivery.', enabled: true },
  { id: 'bacs', title: 'Direct Bank Transfer', description: 'Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.', enabled: true },
];
export const SHIPPING_METHODS: ShippingMethod[] = [
  { id: 'standard', title: 'Standard Shipping', description: 'Delivered in 3-5 business days.', enabled: true, cost: FLAT_SHIPPING },
];
/** WooCommerce semantics: cash on delivery is fulfilled at once, a bank transfer waits for the money. */
const STATUS_AFTER_CHECKOUT: Record<string, OrderStatus> = { cod: 'processing', bacs: 'on-hold' };
/** Orders in these statuses hold stock; moving out of them puts it back. */
const HOLDS_STOCK = new Set<OrderStatus>(['pending', 'processing', 'on-hold', 'completed']);
const RESET_CODE_TTL_MS = 30 * 60_000;
const ORDER_NUMBER_BASE = 10000;

type StockRow = LiveStock & { product_id: number };
interface OrderRow {
  id: number; number: string; order_key: string; status: string; currency: string; date_created: string; date_completed: string | null;
  subtotal: string; shipping_total: string; total_tax: string; total: string; customer_id: number; billing: string; shipping: string;
  payment_method: string; payment_method_title: string; customer_note: string; shipping_lines: string;
}
interface UserRow {
  id: number; username: string; email: string; password_hash: string; display_name: string; first_name: string; last_name: string; billing: string; shipping: string;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '');

export class EmbeddedBackend implements StoreBackend {
  readonly name = 'embedded' as const;
  readonly db: Db;
  readonly catalogue: Catalogue;
  readonly dataDir: string;
  private readonly secret: Uint8Array;
  private readonly now: () => number;

  constructor(config: EmbeddedConfig) {
    this.db = openDb(config.databasePath);
    this.catalogue = config.catalogue ?? bundledCatalogue();
    this.dataDir = config.dataDir ?? path.dirname(path.resolve(config.databasePath));
    this.secret = loadSecret(config.authSecret, this.dataDir);
    this.now = config.now ?? Date.now;
    this.seed();
  }

  /** Adds stock rows for catalogue products the database has not seen (first start, or new products) and sample reviews once. */
  private seed(): void {
    const missing = () => {
      const known = new Set(this.db.all<{ product_id: number }>('SELECT product_id FROM stock').map((r) => r.product_id));
      return this.catalogue.products.filter((p) => !known.has(p.id));
    };
    if (missing().length === 0) return;
    this.db.transaction(() => {
      // Looked up again under the write lock: another server process may be seeding too.
      for (const p of missing()) {
        this.db.run(
          'INSERT INTO stock (product_id, stock_quantity, stock_status, manage_stock, backorders) VALUES (?, ?, ?, ?, ?)',
          p.id, p.manage_stock ? (p.stock_quantity ?? 0) : p.stock_quantity, p.stock_status, p.manage_stock ? 1 : 0, p.backorders,
        );
        // A few approved sample reviews for products the catalogue says are rated, so lists are not empty.
        if (p.rating_count > 0) {
          const picks = SAMPLE_REVIEWS.filter((_, i) => (i + p.id) % 3 === 0).slice(0, Math.min(3, p.rating_count));
          picks.forEach((r, i) => {
            this.db.run(
              "INSERT INTO reviews (product_id, reviewer, reviewer_email, review, rating, status, verified, date_created) VALUES (?, ?, ?, ?, ?, 'approved', ?, ?)",
              p.id, r.reviewer, r.email, r.review, Math.max(1, Math.min(5, Math.round(Number(p.average_rating)) || r.rating)), i % 2 === 0 ? 1 : 0,
              iso(Date.parse(p.date_created.endsWith('Z') ? p.date_created : `${p.date_created}Z`) + (i + 1) * 86_400_000 * 7),
            );
          });
        }
      }
    });
  }

  // ---------- Catalogue ----------

  private stockRows(): Map<number, StockRow> {
    return new Map(this.db.all<StockRow>('SELECT product_id, stock_quantity, stock_status, manage_stock, backorders FROM stock').map((r) => [r.product_id, r]));
  }

  private withStock(p: Product, s: StockRow | undefined): Product {
    if (!s) return p;
    return { ...p, stock_quantity: s.stock_quantity, stock_status: s.stock_status, manage_stock: Boolean(s.manage_stock), backorders: s.backorders };
  }

  async listCategories(): Promise<Category[]> {
    return this.catalogue.categories;
  }

  async listProducts(filter: { categoryId?: number; featured?: boolean } = {}): Promise<Product[]> {
    const stock = this.stockRows();
    return this.catalogue.products
      .filter((p) => p.catalog_visibility !== 'hidden')
      .filter((p) => filter.categoryId === undefined || p.categories.some((c) => c.id === filter.categoryId))
      .filter((p) => filter.featured === undefined || p.featured === filter.featured)
      .map((p) => this.withStock(p, stock.get(p.id)));
  }

  private product(id: number): Product {
    const p = this.catalogue.byId.get(id);
    if (!p) throw new StoreError('invalid_product', MSG.invalidProductId, 404);
    return p;
  }

  async getProduct(id: number): Promise<Product> {
    const p = this.product(id);
    return this.withStock(p, this.db.get<StockRow>('SELECT product_id, stock_quantity, stock_status, manage_stock, backorders FROM stock WHERE product_id = ?', id));
  }


  /** Admin/test helper: sets a product's live stock. */
  setStock(productId: number, quantity: number | null, status?: Product['stock_status']): void {
    const s = status ?? (quantity === null || quantity > 0 ? 'instock' : 'outofstock');
    this.db.run('UPDATE stock SET stock_quantity = ?, stock_status = ?, manage_stock = ? WHERE product_id = ?', quantity, s, quantity === null ? 0 : 1, productId);
  }

  // ---------- Cart ----------

  private readCart(token: string, persistFixes: boolean): Cart {
    const rows = this.db.all<StoredLine & StockRow>(
      `SELECT c.line_key, c.product_id, c.name, c.quantity, s.stock_quantity, s.stock_status, s.manage_stock, s.backorders
         FROM cart_items c LEFT JOIN stock s ON s.product_id = c.product_id
        WHERE c.cart_token = ? ORDER BY c.added_at, c.line_key`,
      token,
    );
    if (rows.length === 0) return { items: [], item_count: 0, totals: { subtotal: '0.00', total: '0.00', total_tax: '0.00' }, notices: [] };
    const { cart, drop, trim } = computeCart(
      rows.map((r) => {
        const product = this.catalogue.byId.get(r.product_id);
        return { line: r, product, stock: r.stock_status ? r : undefined, image: product ? this.catalogue.imageOf(product) : '' };
      }),
    );
    // Lines that can no longer be bought are dropped once, with a notice in this answer only.
    if (persistFixes && (drop.length || trim.length)) {
      for (const key of drop) this.db.run('DELETE FROM cart_items WHERE cart_token = ? AND line_key = ?', token, key);
      for (const t of trim) this.db.run('UPDATE cart_items SET quantity = ? WHERE cart_token = ? AND line_key = ?', t.quantity, token, t.key);
    }
    return cart;
  }

  async getCart(shopper: Shopper): Promise<Cart> {
    return this.readCart(shopper.cartToken, true);
  }

  private stockOf(productId: number): StockRow | undefined {
    return this.db.get<StockRow>('SELECT product_id, stock_quantity, stock_status, manage_stock, backorders FROM stock WHERE product_id = ?', productId);
  }

  /** Refuses a quantity the stock cannot cover, naming the product and what is left. */
  private assertStock(product: Product, wanted: number): void {
    const left = available(this.stockOf(product.id));
    if (!product.purchasable || left <= 0) throw new StoreError('out_of_stock', MSG.productSoldOut(product.name), 409, { product_id: product.id, available: 0 });
    if (wanted > left) throw new StoreError('insufficient_stock', MSG.notEnoughStock(product.name, left), 409, { product_id: product.id, available: left });
  }

  async addToCart(shopper: Shopper, productId: number, quantity: number): Promise<Cart> {
    const product = this.product(productId);
    const key = lineKey(productId);
    const existing = this.db.get<{ quantity: number }>('SELECT quantity FROM cart_items WHERE cart_token = ? AND line_key = ?', shopper.cartToken, key);
    const total = (existing?.quantity ?? 0) + quantity;
    this.assertStock(product, total);
    this.db.run(
      `INSERT INTO cart_items (cart_token, line_key, product_id, name, quantity, added_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (cart_token, line_key) DO UPDATE SET quantity = excluded.quantity, name = excluded.name`,
      shopper.cartToken, key, productId, product.name, total, this.now(),
    );
    return this.readCart(shopper.cartToken, true);
  }

  async updateCartItem(shopper: Shopper, key: string, quantity: number): Promise<Cart> {
    const line = this.db.get<{ product_id: number }>('SELECT product_id FROM cart_items WHERE cart_token = ? AND line_key = ?', shopper.cartToken, key);
    if (!line) throw new StoreError('not_found', MSG.cartLineGone, 404);
    const product = this.catalogue.byId.get(line.product_id);
    if (product) this.assertStock(product, quantity);
    this.db.run('UPDATE cart_items SET quantity = ? WHERE cart_token = ? AND line_key = ?', quantity, shopper.cartToken, key);
    return this.readCart(shopper.cartToken, true);
  }

  async removeCartItem(shopper: Shopper, key: string): Promise<Cart> {
    const { changes } = this.db.run('DELETE FROM cart_items WHERE cart_token = ? AND line_key = ?', shopper.cartToken, key);
    if (changes === 0) throw new StoreError('not_found', MSG.cartLineGone, 404);
    return this.readCart(shopper.cartToken, true);
  }

  async clearCart(shopper: Shopper): Promise<Cart> {
    this.db.run('DELETE FROM cart_items WHERE cart_token = ?', shopper.cartToken);
    return this.readCart(shopper.cartToken, false);
  }

  // ---------- Wishlist ----------

  private owner(shopper: Shopper): string {
    return shopper.userId ? `u:${shopper.userId}` : `t:${shopper.cartToken}`;
  }

  async getWishlist(shopper: Shopper): Promise<WishlistItem[]> {
    const rows = this.db.all<{ id: number; product_id: number; date_added: string }>(
      'SELECT id, product_id, date_added FROM wishlist_items WHERE owner = ? ORDER BY id',
      this.owner(shopper),
    );
    const items: WishlistItem[] = [];
    for (const r of rows) {
      const p = this.catalogue.byId.get(r.product_id);
      if (p) items.push({ id: r.id, product_id: p.id, name: p.name, price: p.price, image: this.catalogue.imageOf(p), date_added: r.date_added });
    }
    return items;
  }

  async addToWishlist(shopper: Shopper, productId: number): Promise<WishlistItem[]> {
    this.product(productId);
    this.db.run('INSERT OR IGNORE INTO wishlist_items (owner, product_id, date_added) VALUES (?, ?, ?)', this.owner(shopper), productId, iso(this.now()));
    return this.getWishlist(shopper);
  }

  async removeFromWishlist(shopper: Shopper, productId: number): Promise<WishlistItem[]> {
    this.db.run('DELETE FROM wishlist_items WHERE owner = ? AND product_id = ?', this.owner(shopper), productId);
    return this.getWishlist(shopper);
  }

  async clearWishlist(shopper: Shopper): Promise<void> {
    this.db.run('DELETE FROM wishlist_items WHERE owner = ?', this.owner(shopper));
  }

  // ---------- Reviews ----------

  async listReviews(productId: number): Promise<Review[]> {
    const rows = this.db.all<{ id: number; product_id: number; reviewer: string; review: string; rating: number; date_created: string; verified: number }>(
      "SELECT id, product_id, reviewer, review, rating, date_created, verified FROM reviews WHERE product_id = ? AND status = 'approved' ORDER BY date_created DESC, id DESC",
      productId,
    );
    return rows.map((r) => ({ ...r, verified: Boolean(r.verified) }));
  }

  async submitReview(input: ReviewSubmission, shopper: Shopper): Promise<{ id: number; status: 'hold' }> {
    this.product(input.product_id);
    // Verified when this reviewer bought the product (by account or billing email).
    const bought = this.db.get<{ n: number }>(
      `SELECT 1 AS n FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE i.product_id = ? AND o.status IN ('processing', 'completed') AND (o.billing_email = ? COLLATE NOCASE OR (? > 0 AND o.customer_id = ?)) LIMIT 1`,
      input.product_id, input.reviewer_email, shopper.userId ?? 0, shopper.userId ?? 0,
    );
    const { lastInsertRowid } = this.db.run(
      "INSERT INTO reviews (product_id, reviewer, reviewer_email, review, rating, status, verified, user_id, date_created) VALUES (?, ?, ?, ?, ?, 'hold', ?, ?, ?)",
      input.product_id, input.reviewer, input.reviewer_email, input.review, input.rating, bought ? 1 : 0, shopper.userId, iso(this.now()),
    );
    return { id: lastInsertRowid, status: 'hold' };
  }

  /** Admin helper: approve (or hold/spam) a review. */
  setReviewStatus(id: number, status: 'approved' | 'hold' | 'spam'): void {
    this.db.run('UPDATE reviews SET status = ? WHERE id = ?', status, id);
  }

  // ---------- Checkout and orders ----------

  async listPaymentGateways(): Promise<PaymentGateway[]> {
    return GATEWAYS.filter((g) => g.enabled);
  }

  async listShippingMethods(): Promise<ShippingMethod[]> {
    return SHIPPING_METHODS.filter((m) => m.enabled);
  }

  async createOrder(
    shopper: Shopper,
    input: { billing: Address; shipping: Address; paymentMethod: string; shippingMethod: string; customerNote: string; idempotencyKey: string },
  ): Promise<CreateOrderResult> {
    const gateway = GATEWAYS.find((g) => g.enabled && g.id === input.paymentMethod);
    if (!gateway) throw new StoreError('invalid_request', MSG.paymentMethodRequired, 400);
    const method = SHIPPING_METHODS.find((m) => m.enabled && m.id === input.shippingMethod);
    if (!method) throw new StoreError('invalid_request', MSG.shippingMethodRequired, 400);

    // One write transaction: the idempotency check, the stock check and decrement, the order and
    // the emptied cart happen together or not at all; checkouts run one at a time under the write lock.
    return this.db.writeTransaction(() => {
      const seen = this.db.get<{ order_id: number }>('SELECT order_id FROM idempotency_keys WHERE cart_token = ? AND idem_key = ?', shopper.cartToken, input.idempotencyKey);
      if (seen) {
        const o = this.db.get<OrderRow>('SELECT * FROM orders WHERE id = ?', seen.order_id)!;
        return { id: o.id, number: o.number, order_key: o.order_key, status: o.status, total: o.total };
      }
      const lines = this.db.all<StoredLine & StockRow>(
        `SELECT c.line_key, c.product_id, c.name, c.quantity, s.stock_quantity, s.stock_status, s.manage_stock, s.backorders
           FROM cart_items c LEFT JOIN stock s ON s.product_id = c.product_id WHERE c.cart_token = ? ORDER BY c.added_at, c.line_key`,
        shopper.cartToken,
      );
      if (lines.length === 0) throw new StoreError('empty_cart', MSG.emptyCartCheckout, 409);
      let subtotal = 0;
      const items = lines.map((l) => {
        const product = this.catalogue.byId.get(l.product_id);
        if (!product || !product.purchasable) throw new StoreError('invalid_product', MSG.productGone(product?.name ?? l.name), 409, { product_id: l.product_id });
        const left = available(l.stock_status ? l : undefined);
        if (left <= 0) throw new StoreError('out_of_stock', MSG.productSoldOut(product.name), 409, { product_id: product.id, available: 0 });
        if (l.quantity > left) throw new StoreError('insufficient_stock', MSG.notEnoughStock(product.name, left), 409, { product_id: product.id, available: left });
        const total = toMinor(product.price) * l.quantity;
        subtotal += total;
        return { product, quantity: l.quantity, price: product.price, total: fromMinor(total), manage: Boolean(l.manage_stock) };
      });
      for (const i of items) if (i.manage) this.adjustStock(i.product.id, -i.quantity);

      const shippingTotal = toMinor(FLAT_SHIPPING);
      const now = this.now();
      const status = STATUS_AFTER_CHECKOUT[gateway.id] ?? 'pending';
      const orderKey = `wc_order_${randomBytes(9).toString('base64url')}`;
      const { lastInsertRowid: id } = this.db.run(
        `INSERT INTO orders (number, order_key, status, currency, date_created, subtotal, shipping_total, total_tax, total, customer_id,
                             billing, shipping, billing_email, payment_method, payment_method_title, customer_note, shipping_lines, cart_token)
         VALUES (?, ?, ?, ?, ?, ?, ?, '0.00', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        `pending-${orderKey}`, orderKey, status, CURRENCY, iso(now), fromMinor(subtotal), fromMinor(shippingTotal), fromMinor(subtotal + shippingTotal),
        shopper.userId ?? 0, JSON.stringify(input.billing), JSON.stringify(input.shipping), input.billing.email, gateway.id, gateway.title,
        input.customerNote, JSON.stringify([{ method_id: method.id, method_title: method.title, total: fromMinor(shippingTotal) }]), shopper.cartToken,
      );
      const number = String(ORDER_NUMBER_BASE + id);
      this.db.run('UPDATE orders SET number = ? WHERE id = ?', number, id);
      for (const i of items) {
        this.db.run(
          'INSERT INTO order_items (order_id, product_id, name, quantity, price, total, image) VALUES (?, ?, ?, ?, ?, ?, ?)',
          id, i.product.id, i.product.name, i.quantity, i.price, i.total, this.catalogue.imageOf(i.product),
        );
      }
      this.history(id, 'pending', 'Order created.', now);
      if (status !== 'pending') {
        this.history(id, status, status === 'on-hold' ? `Awaiting ${gateway.title} payment.` : `Payment to be made upon delivery (${gateway.title}).`, now);
      }
      this.db.run('DELETE FROM cart_items WHERE cart_token = ?', shopper.cartToken);
      this.db.run('INSERT INTO idempotency_keys (cart_token, idem_key, order_id, created_at) VALUES (?, ?, ?, ?)', shopper.cartToken, input.idempotencyKey, id, now);
      return { id, number, order_key: orderKey, status, total: fromMinor(subtotal + shippingTotal) };
    });
  }

  /** Moves managed stock by delta and keeps stock_status in step (WooCommerce does the same). */
  private adjustStock(productId: number, delta: number): void {
    this.db.run(
      `UPDATE stock SET stock_quantity = stock_quantity + ?,
              stock_status = CASE WHEN stock_quantity + ? > 0 THEN 'instock' WHEN backorders = 'no' THEN 'outofstock' ELSE 'onbackorder' END
        WHERE product_id = ? AND manage_stock = 1`,
      delta, delta, productId,
    );
  }

  private history(orderId: number, status: string, note: string | null, now = this.now()): void {
    this.db.run('INSERT INTO order_status_history (order_id, date, status, note) VALUES (?, ?, ?, ?)', orderId, iso(now), status, note);
  }

  private toOrder(o: OrderRow): Order {
    const items = this.db.all<{ id: number; product_id: number; name: string; quantity: number; price: string; total: string; image: string }>(
      'SELECT id, product_id, name, quantity, price, total, image FROM order_items WHERE order_id = ? ORDER BY id',
      o.id,
    );
    const history = this.db.all<{ date: string; status: string; note: string | null }>('SELECT date, status, note FROM order_status_history WHERE order_id = ? ORDER BY id', o.id);
    return {
      id: o.id, number: o.number, order_key: o.order_key, status: o.status, currency: o.currency, date_created: o.date_created, date_completed: o.date_completed,
      subtotal: o.subtotal, shipping_total: o.shipping_total, total_tax: o.total_tax, total: o.total, customer_id: o.customer_id,
      billing: JSON.parse(o.billing) as Partial<Address>, shipping: JSON.parse(o.shipping) as Partial<Address>,
      payment_method: o.payment_method, payment_method_title: o.payment_method_title, customer_note: o.customer_note,
      line_items: items, shipping_lines: JSON.parse(o.shipping_lines) as Order['shipping_lines'],
      status_history: history.map((h) => (h.note === null ? { date: h.date, status: h.status } : { date: h.date, status: h.status, note: h.note })),
      notes: this.customerNotes(o.id),
    };
  }

  async getOrder(id: number, access: { userId: number | null; orderKey?: string | null }): Promise<Order> {
    const o = this.db.get<OrderRow>('SELECT * FROM orders WHERE id = ?', id);
    const owner = o && ((access.userId && o.customer_id === access.userId) || (access.orderKey && safeEqual(access.orderKey, o.order_key)));
    if (!o || !owner) throw new StoreError('not_found', MSG.orderNotFound, 404);
    return this.toOrder(o);
  }

  async findOrder(number: string, email: string): Promise<Order | null> {
    const o = this.db.get<OrderRow>('SELECT * FROM orders WHERE number = ? AND billing_email = ? COLLATE NOCASE ORDER BY id LIMIT 1', number.replace(/^#/, ''), email);
    return o ? this.toOrder(o) : null;
  }

  async listCustomerOrders(userId: number): Promise<OrderSummary[]> {
    return this.db.all<OrderSummary>('SELECT id, number, status, date_created, total, currency FROM orders WHERE customer_id = ? ORDER BY id DESC', userId);
  }

  private customerNotes(orderId: number): OrderNote[] {
    return this.db
      .all<{ id: number; note: string; date_created: string }>('SELECT id, note, date_created FROM order_notes WHERE order_id = ? AND customer_note = 1 ORDER BY id', orderId)
      .map((n) => ({ ...n, customer_note: true }));
  }

  async listCustomerNotes(orderId: number): Promise<OrderNote[]> {
    return this.customerNotes(orderId);
  }

  /** Admin (command line): moves an order to a status, restocking when it stops holding stock. */
  async setOrderStatus(id: number, status: OrderStatus, note?: string): Promise<Order> {
    return this.db.transaction(() => {
      const o = this.db.get<OrderRow>('SELECT * FROM orders WHERE id = ?', id);
      if (!o) throw new StoreError('not_found', MSG.orderNotFound, 404);
      const from = o.status as OrderStatus;
      const now = this.now();
      if (from !== status) {
        const held = HOLDS_STOCK.has(from);
        const holds = HOLDS_STOCK.has(status);
        if (held !== holds) {
          const items = this.db.all<{ product_id: number; quantity: number }>('SELECT product_id, quantity FROM order_items WHERE order_id = ?', id);
          for (const i of items) this.adjustStock(i.product_id, holds ? -i.quantity : i.quantity);
        }
        this.db.run(
          'UPDATE orders SET status = ?, date_completed = CASE WHEN ? = \'completed\' THEN ? ELSE date_completed END WHERE id = ?',
          status, status, iso(now), id,
        );
        this.history(id, status, note ?? `Order status changed from ${from} to ${status}.`, now);
        this.db.run('INSERT INTO order_notes (order_id, note, customer_note, date_created) VALUES (?, ?, 0, ?)', id, `Order status changed from ${from} to ${status}.`, iso(now));
      }
      if (note) this.db.run('INSERT INTO order_notes (order_id, note, customer_note, date_created) VALUES (?, ?, 1, ?)', id, note, iso(now));
      return this.toOrder(this.db.get<OrderRow>('SELECT * FROM orders WHERE id = ?', id)!);
    });
  }

  /** Admin: an order by its number or id (the order:status script accepts either). */
  findOrderId(ref: string): number | null {
    const clean = ref.replace(/^#/, '');
    const byNumber = this.db.get<{ id: number }>('SELECT id FROM orders WHERE number = ?', clean);
    if (byNumber) return byNumber.id;
    const byId = /^\d+$/.test(clean) ? this.db.get<{ id: number }>('SELECT id FROM orders WHERE id = ?', Number(clean)) : undefined;
    return byId?.id ?? null;
  }

  // ---------- Accounts ----------

  private toUser(u: UserRow): User {
    return {
      id: u.id, username: u.username, email: u.email, display_name: u.display_name, first_name: u.first_name, last_name: u.last_name,
      billing: JSON.parse(u.billing) as User['billing'], shipping: JSON.parse(u.shipping) as User['shipping'],
    };
  }

  private userById(id: number): UserRow | undefined {
    return this.db.get<UserRow>('SELECT * FROM users WHERE id = ?', id);
  }

  private async session(u: UserRow): Promise<AuthResult> {
    const { token, expiresAt } = await signToken(this.secret, u.id, this.now());
    return { user: this.toUser(u), token, expiresAt };
  }

  async login(username: string, password: string): Promise<AuthResult> {
    // WordPress accepts the username or the email address.
    const u = this.db.get<UserRow>('SELECT * FROM users WHERE username = ? OR email = ? LIMIT 1', username.trim(), username.trim());
    const ok = await verifyPassword(password, u?.password_hash ?? (await dummyHash()));
    if (!u || !ok) throw new StoreError('invalid_credentials', MSG.invalidCredentials, 401);
    return this.session(u);
  }

  async refresh(token: string): Promise<AuthResult> {
    const id = await readToken(this.secret, token, this.now());
    const u = id ? this.userById(id) : undefined;
    if (!u) throw new StoreError('unauthorized', MSG.sessionExpired, 401);
    return this.session(u);
  }

  async verify(token: string): Promise<User | null> {
    const id = await readToken(this.secret, token, this.now());
    const u = id ? this.userById(id) : undefined;
    return u ? this.toUser(u) : null;
  }

  private assertFree(username: string | null, email: string | null, exceptId = 0): void {
    if (username && this.db.get('SELECT 1 AS n FROM users WHERE username = ? AND id != ?', username, exceptId)) {
      throw new StoreError('username_taken', MSG.usernameTaken, 409);
    }
    if (email && this.db.get('SELECT 1 AS n FROM users WHERE email = ? AND id != ?', email, exceptId)) {
      throw new StoreError('email_taken', MSG.emailTaken, 409);
    }
  }

  async register(input: { email: string; username: string; password: string }): Promise<User> {
    const username = input.username.trim();
    const email = input.email.trim();
    this.assertFree(username, email);
    const hash = await hashPassword(input.password);
    try {
      const { lastInsertRowid } = this.db.run(
        'INSERT INTO users (username, email, password_hash, display_name, created_at) VALUES (?, ?, ?, ?, ?)',
        username, email, hash, username, iso(this.now()),
      );
      return this.toUser(this.userById(lastInsertRowid)!);
    } catch (err) {
      // Lost a race with an identical registration between the check and the insert.
      this.assertFree(username, email);
      throw err;
    }
  }

  async lostPassword(email: string): Promise<void> {
    const u = this.db.get<UserRow>('SELECT * FROM users WHERE email = ?', email.trim());
    if (!u) return;
    const code = randomBytes(16).toString('hex');
    this.db.run('INSERT INTO reset_codes (code_hash, user_id, expires_at) VALUES (?, ?, ?)', sha256(code), u.id, this.now() + RESET_CODE_TTL_MS);
    // No mail server: the message goes to an outbox the developer can read.
    const message = { to: u.email, subject: 'Reset your password', code, link: `/forgot-password?code=${code}` };
    const dir = path.join(this.dataDir, 'outbox');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${this.now()}-${u.email.replace(/[^a-zA-Z0-9@._-]/g, '_')}.json`);
    writeFileSync(file, JSON.stringify(message, null, 2));
    console.log(`[outbox] password reset for ${u.email}: code ${code} (${file})`);
  }

  async resetPassword(code: string, password: string): Promise<void> {
    const row = this.db.get<{ user_id: number; expires_at: number; used_at: number | null }>('SELECT user_id, expires_at, used_at FROM reset_codes WHERE code_hash = ?', sha256(code.trim()));
    if (!row || row.used_at !== null || row.expires_at <= this.now()) throw new StoreError('invalid_code', MSG.resetCodeInvalid, 400);
    const hash = await hashPassword(password);
    this.db.transaction(() => {
      this.db.run('UPDATE users SET password_hash = ? WHERE id = ?', hash, row.user_id);
      // Every outstanding code of this user dies with the reset.
      this.db.run('UPDATE reset_codes SET used_at = ? WHERE user_id = ? AND used_at IS NULL', this.now(), row.user_id);
    });
  }

  async updateProfile(
    userId: number,
    input: Partial<Pick<User, 'first_name' | 'last_name' | 'display_name' | 'email'>> & { new_password?: string; current_password?: string },
  ): Promise<User> {
    const u = this.userById(userId);
    if (!u) throw new StoreError('unauthorized', MSG.userNotLoggedIn, 401);
    let hash = u.password_hash;
    if (input.new_password) {
      if (!input.current_password || !(await verifyPassword(input.current_password, u.password_hash))) {
        throw new StoreError('invalid_credentials', MSG.currentPasswordWrong, 400);
      }
      hash = await hashPassword(input.new_password);
    }
    const email = input.email?.trim() || u.email;
    this.assertFree(null, email, userId);
    this.db.run(
      'UPDATE users SET first_name = ?, last_name = ?, display_name = ?, email = ?, password_hash = ? WHERE id = ?',
      input.first_name ?? u.first_name, input.last_name ?? u.last_name, input.display_name || u.display_name, email, hash, userId,
    );
    return this.toUser(this.userById(userId)!);
  }

  // ---------- Status ----------

  async testConnection(): Promise<{ ok: boolean; message: string; partial?: boolean }> {
    try {
      this.db.get('SELECT 1 AS ok');
      return { ok: true, message: MSG.connectionOk };
    } catch (err) {
      return { ok: false, message: MSG.connectionFailed((err as Error).message) };
    }
  }
}

const backends = new Map<string, EmbeddedBackend>();

/** One backend per database file per process. */
export function createEmbeddedBackend(config: EmbeddedConfig): EmbeddedBackend {
  const key = path.resolve(config.databasePath);
  let b = backends.get(key);
  if (!b) {
    b = new EmbeddedBackend(config);
    backends.set(key, b);
  }
  return b;
}
