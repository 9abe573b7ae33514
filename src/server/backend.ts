import type { Product, Category } from '../lib/schemas/product';
import type { Cart } from '../lib/schemas/cart';
import type { Address } from '../lib/schemas/address';
import type { Order, OrderSummary, OrderNote, PaymentGateway, ShippingMethod, CreateOrderResult, OrderStatus } from '../lib/schemas/order';
import type { Review, ReviewSubmission } from '../lib/schemas/review';
import type { WishlistItem } from '../lib/schemas/wishlist';
import type { User } from '../lib/schemas/user';

/**
 * The one interface between the API routes and a store. Two drivers implement it:
 * drivers/embedded (SQLite, default) and drivers/woocommerce. No driver-specific shape
 * leaks past this file: both answer the app's own types from src/lib/schemas.
 */

/** Who is asking: the cart token cookie for every shopper, the verified user id when logged in. */
export interface Shopper {
  cartToken: string;
  userId: number | null;
}

/** Errors every driver throws; routes map them to HTTP statuses and `{ code, message }`. */
export class StoreError extends Error {
  constructor(
    readonly code:
      | 'not_found'
      | 'invalid_product'
      | 'out_of_stock'
      | 'insufficient_stock'
      | 'invalid_request'
      | 'unauthorized'
      | 'forbidden'
      | 'conflict'
      | 'locked'
      | 'rate_limited'
      | 'unavailable'
      | 'backend_error'
      | 'not_supported'
      // Added by the embedded driver (contract codes the client and forms tell apart):
      | 'invalid_credentials'
      | 'username_taken'
      | 'email_taken'
      | 'invalid_code'
      | 'empty_cart',
    message: string,
    readonly status: number = 400,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

export interface LiveProduct {
  id: number;
  price: string;
  regular_price: string;
  sale_price: string;
  on_sale: boolean;
  purchasable: boolean;
  stock_status: Product['stock_status'];
  stock_quantity: number | null;
  manage_stock: boolean;
  backorders: Product['backorders'];
}

export interface StoreStatus {
  driver: 'embedded' | 'woocommerce';
  woocommerce: { requested: boolean; configured: boolean; missing: string[] };
}

export interface AuthResult {
  user: User;
  /** The signed session token (set as an httpOnly cookie by the route, never in a body). */
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface StoreBackend {
  readonly name: 'embedded' | 'woocommerce';

  // Catalogue
  listCategories(): Promise<Category[]>;
  listProducts(filter?: { categoryId?: number; featured?: boolean }): Promise<Product[]>;
  /** Throws StoreError('not_found', MSG.invalidProductId, 404) for an unknown id. */
  getProduct(id: number): Promise<Product>;

  // Cart (addressed by the shopper's cart token)
  getCart(shopper: Shopper): Promise<Cart>;
  addToCart(shopper: Shopper, productId: number, quantity: number): Promise<Cart>;
  updateCartItem(shopper: Shopper, key: string, quantity: number): Promise<Cart>;
  removeCartItem(shopper: Shopper, key: string): Promise<Cart>;
  clearCart(shopper: Shopper): Promise<Cart>;

  // Wishlist (per customer, else per cart token)
  getWishlist(shopper: Shopper): Promise<WishlistItem[]>;
  addToWishlist(shopper: Shopper, productId: number): Promise<WishlistItem[]>;
  removeFromWishlist(shopper: Shopper, productId: number): Promise<WishlistItem[]>;
  clearWishlist(shopper: Shopper): Promise<void>;

  // Reviews
  listReviews(productId: number): Promise<Review[]>;
  /** Held for moderation: not listed until approved. */
  submitReview(input: ReviewSubmission, shopper: Shopper): Promise<{ id: number; status: 'hold' }>;

  // Checkout and orders
  listPaymentGateways(): Promise<PaymentGateway[]>;
  listShippingMethods(): Promise<ShippingMethod[]>;
  createOrder(
    shopper: Shopper,
    input: { billing: Address; shipping: Address; paymentMethod: string; shippingMethod: string; customerNote: string; idempotencyKey: string },
  ): Promise<CreateOrderResult>;
  /** Answers only for the owner: the logged-in customer, or the order key given at creation. */
  getOrder(id: number, access: { userId: number | null; orderKey?: string | null }): Promise<Order>;
  findOrder(number: string, email: string): Promise<Order | null>;
  listCustomerOrders(userId: number): Promise<OrderSummary[]>;
  /** Customer-visible notes only. */
  listCustomerNotes(orderId: number): Promise<OrderNote[]>;

  // Accounts
  login(username: string, password: string): Promise<AuthResult>;
  /** Verifies a token and answers the user and a fresh token. */
  refresh(token: string): Promise<AuthResult>;
  verify(token: string): Promise<User | null>;
  register(input: { email: string; username: string; password: string }): Promise<User>;
  lostPassword(email: string): Promise<void>;
  resetPassword(code: string, password: string): Promise<void>;
  updateProfile(userId: number, input: Partial<Pick<User, 'first_name' | 'last_name' | 'display_name' | 'email'>> & { new_password?: string; current_password?: string }): Promise<User>;

  // Status
  testConnection(): Promise<{ ok: boolean; message: string; partial?: boolean }>;

  // Admin (command line only, never an HTTP route)
  setOrderStatus?(id: number, status: OrderStatus, note?: string): Promise<Order>;
}
