import type { Product, Category, LiveProduct } from '../lib/schemas/product';
import type { Cart } from '../lib/schemas/cart';
import type { Address } from '../lib/schemas/address';
import type {
  Order,
  OrderSummary,
  OrderNote,
  PaymentGateway,
  CreateOrderResult,
  OrderStatus,
} from '../lib/schemas/order';
import type { ShippingQuote } from '../lib/schemas/shipping';
import type { Review, ReviewSubmission } from '../lib/schemas/review';
import type { WishlistItem } from '../lib/schemas/wishlist';
import type { User } from '../lib/schemas/user';
import type { Choice } from '../lib/catalogue/variants';

export type { LiveProduct };

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

/** The codes a StoreError carries; routes and the browser's client tell them apart. */
export type StoreErrorCode =
  | 'not_found'
  | 'invalid_product'
  | 'out_of_stock'
  | 'insufficient_stock'
  | 'quantity_limit'
  | 'invalid_request'
  | 'unauthorized'
  | 'forbidden'
  | 'conflict'
  | 'locked'
  | 'rate_limited'
  | 'unavailable'
  | 'backend_error'
  | 'not_supported'
  /** A request body in another type than JSON (the API speaks JSON only; http.ts, not a driver). */
  | 'unsupported_media_type'
  // What the forms tell apart (both drivers throw them):
  | 'invalid_credentials'
  | 'username_taken'
  | 'email_taken'
  | 'invalid_code'
  | 'empty_cart'
  /** A discount code the store will not apply, or no longer applies at checkout; details.reason says why (src/lib/discounts.ts). */
  | 'coupon_refused'
  /** Place Order's total is not what the store would charge now; details.total is the new one. */
  | 'total_changed';

/**
 * Errors the drivers and the API's own checks throw; routes map them to HTTP statuses and `{ code, message }`.
 * (Fields are declared, not constructor parameter properties, so that plain Node can load this
 * file by stripping its types: the order:status script does.)
 */
export class StoreError extends Error {
  readonly code: StoreErrorCode;
  readonly status: number;
  readonly details?: Record<string, unknown>;

  constructor(code: StoreErrorCode, message: string, status = 400, details?: Record<string, unknown>) {
    super(message);
    this.name = 'StoreError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export interface StoreStatus {
  driver: 'embedded' | 'woocommerce';
  woocommerce: { requested: boolean; configured: boolean; missing: string[] };
}

export interface AuthResult {
  user: User;
  /** The driver's signed token: kept in the server's session (security/session.ts), never sent to the browser. */
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** What the shopper sends to place an order (validated by the route). */
export interface OrderInput {
  billing: Address;
  shipping: Address;
  paymentMethod: string;
  shippingMethod: string;
  customerNote: string;
  /** The message for the recipient ('' for none) and whether the packing slip leaves prices out. */
  giftMessage?: string;
  giftHidePrices?: boolean;
  /** The checkout's key: a repeat with the same key answers the first order. */
  idempotencyKey: string;
  /** The total she was shown: an order that would be charged anything else is refused (total_changed). */
  expectedTotal?: string;
}

/** The fields a customer may change on their profile, and the password change. */
export type ProfileUpdate = Partial<Pick<User, 'first_name' | 'last_name' | 'display_name' | 'email'>> & {
  new_password?: string;
  current_password?: string;
};

/** Catalogue (drivers/<driver>/catalogue.ts): products with live price and stock. */
export interface CatalogueApi {
  /** Every category. */
  listCategories(): Promise<Category[]>;
  /** Visible products, optionally of one category or only the featured ones. */
  listProducts(filter?: { categoryId?: number; featured?: boolean }): Promise<Product[]>;
  /** One product; throws StoreError 404 invalid_product (MSG.invalidProductId) for an unknown id, on every driver. */
  getProduct(id: number): Promise<Product>;
  /** The products among these ids, as they are now (stock, price, rating); unknown ids are left out. */
  getProducts(ids: readonly number[]): Promise<Product[]>;
}

/** Cart (drivers/<driver>/cart.ts), addressed by the shopper's cart token. Every call answers the whole cart. */
export interface CartApi {
  /** The cart as it is now; lines that can no longer be bought are dropped with a notice. */
  getCart(shopper: Shopper): Promise<Cart>;
  /**
   * Adds quantity to the line of the product, or of the variant `choice` names (one value per
   * option: "Size" -> "7"); refuses an incomplete choice (400 invalid_request, naming the option)
   * and a combination not made or a product not sold here (invalid_product). More than the stock
   * left is cut to what is left, and the answer says so (add_cut); 409 when nothing is left beyond
   * what the cart already holds. `engraving` is the text for a product that takes one (checked
   * against its rules: 400 naming the field); the same piece with another text is another line.
   */
  addToCart(shopper: Shopper, productId: number, quantity: number, choice?: Choice, engraving?: string): Promise<Cart>;
  /** Chooses gift wrap for the order (its price goes into the cart's totals) or takes it off. */
  setGiftWrap(shopper: Shopper, wrap: boolean): Promise<Cart>;
  /** Sets a line's quantity; 404 for a line that is not in the cart. */
  updateCartItem(shopper: Shopper, key: string, quantity: number): Promise<Cart>;
  /** Removes a line; 404 for a line that is not in the cart. */
  removeCartItem(shopper: Shopper, key: string): Promise<Cart>;
  /** Empties the cart. */
  clearCart(shopper: Shopper): Promise<Cart>;
  /**
   * Applies a discount code, matched without regard to case and outer spaces; the answer's totals
   * carry what it takes off. A code that cannot be used is refused (400 coupon_refused) with the
   * reason in the shop's words and details.reason (a CodeReason). A code that cannot be combined
   * with the others takes their place, and the answer's notices say so.
   */
  applyCoupon(shopper: Shopper, code: string): Promise<Cart>;
  /** Takes a code off the cart (any case); 409 coupon_refused when it is not on it. */
  removeCoupon(shopper: Shopper, code: string): Promise<Cart>;
}

/** Wishlist (drivers/<driver>/wishlist.ts on state/wishlists.ts): per customer, else per cart token. */
export interface WishlistApi {
  /** The shopper's list with live name, price and picture; products gone from the store drop out. */
  getWishlist(shopper: Shopper): Promise<WishlistItem[]>;
  /** Adds a product (once); 404 invalid_product for an unknown product. Answers the list. */
  addToWishlist(shopper: Shopper, productId: number): Promise<WishlistItem[]>;
  /** Removes a product if listed. Answers the list. */
  removeFromWishlist(shopper: Shopper, productId: number): Promise<WishlistItem[]>;
  /** Empties the list. */
  clearWishlist(shopper: Shopper): Promise<void>;
}

/** Reviews (drivers/<driver>/reviews.ts). */
export interface ReviewsApi {
  /** Approved reviews of a product, newest first. */
  listReviews(productId: number): Promise<Review[]>;
  /** Held for moderation: not listed until approved. */
  submitReview(input: ReviewSubmission, shopper: Shopper): Promise<{ id: number; status: 'hold' }>;
}

/** Checkout and orders (drivers/<driver>/orders.ts). */
export interface OrdersApi {
  /** Enabled payment gateways. */
  listPaymentGateways(): Promise<PaymentGateway[]>;
  /**
   * The store's shipping rates for the shopper's cart and address, with the one chosen (rateId;
   * else the store's default) and the totals the order will be charged: the one source of the
   * checkout's prices.
   */
  quoteShipping(shopper: Shopper, address: Address, rateId?: string): Promise<ShippingQuote>;
  /**
   * Turns the shopper's cart into an order, once per idempotency key; empties the cart. Charges
   * what quoteShipping answered for the same address and rate. A discount code that no longer
   * applies (her email has used it up, it ended meanwhile) refuses the order (409 coupon_refused,
   * the reason in words): it is taken off the cart, nothing is charged, and the next quote shows
   * the new total.
   */
  createOrder(shopper: Shopper, input: OrderInput): Promise<CreateOrderResult>;
  /** Answers only for the owner: the logged-in customer, or the order key given at creation. */
  getOrder(id: number, access: { userId: number | null; orderKey?: string | null }): Promise<Order>;
  /** Order tracking: the order with this number and billing email, else null. */
  findOrder(number: string, email: string): Promise<Order | null>;
  /** A customer's orders, newest first. */
  listCustomerOrders(userId: number): Promise<OrderSummary[]>;
  /** Customer-visible notes only. */
  listCustomerNotes(orderId: number): Promise<OrderNote[]>;
}

/** Accounts (drivers/<driver>/accounts.ts): customers and their sessions. */
export interface AccountsApi {
  /** Username or email and password -> the user and a signed session token; 401 invalid_credentials. */
  login(username: string, password: string): Promise<AuthResult>;
  /**
   * The id of the account a username or email names (any case), else null: the login lockout
   * counts an account's attempts together whichever of the two is typed.
   */
  accountId(login: string): Promise<number | null>;
  /** Verifies the driver's token behind a session and answers the user and a fresh token (security/session.ts). */
  refresh(token: string): Promise<AuthResult>;
  /** The user the driver's token behind a session belongs to, else null. */
  verify(token: string): Promise<User | null>;
  /**
   * Creates a customer; 409 username_taken / email_taken. Her welcome email carries a proof of
   * the mailbox (security/email-proof.ts) for confirmEmail.
   */
  register(input: { email: string; username: string; password: string }): Promise<User>;
  /**
   * Follows a proof of the mailbox: the account's email is confirmed, and the guest orders placed
   * with that email become the account's (never before: anyone can register anyone's address).
   * 400 invalid_code for an unknown, used or expired code, or one sent to an address the account
   * no longer has. Answers whose account it is and how many orders became hers.
   */
  confirmEmail(code: string): Promise<{ userId: number; linked: number }>;
  /** Mails a new proof of the mailbox to the account's email (the welcome's ran out, or the address changed). */
  sendEmailConfirmation(userId: number): Promise<void>;
  /** Sends a reset code when the email belongs to a customer (answers the same either way). */
  lostPassword(email: string): Promise<void>;
  /** Sets a new password with a reset code; 400 invalid_code. Answers whose password it was (their sessions end). */
  resetPassword(code: string, password: string): Promise<{ userId: number }>;
  /** Changes the profile; a new password needs the current one. */
  updateProfile(userId: number, input: ProfileUpdate): Promise<User>;
}

/**
 * The whole store, as each driver's index.ts assembles it from its domain files. Both drivers
 * have the same files: catalogue, cart, wishlist, reviews, orders, accounts and status.
 */
export interface StoreBackend extends CatalogueApi, CartApi, WishlistApi, ReviewsApi, OrdersApi, AccountsApi {
  readonly name: 'embedded' | 'woocommerce';

  /** Status (drivers/<driver>/status.ts): can the store be reached, and is it set up? */
  testConnection(): Promise<{ ok: boolean; message: string; partial?: boolean }>;

  /**
   * Moves an order to a status (embedded store only, never an HTTP route). Only tests call it: the
   * back office and `npm run order:status` call the embedded driver's status rules (changeOrderStatus).
   */
  setOrderStatus?(id: number, status: OrderStatus, note?: string): Promise<Order>;
}
