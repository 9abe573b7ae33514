import type { WishlistStore } from './wishlists';
import type { CartSessionStore } from './cart-sessions';
import type { PlacedOrderStore } from './placed-orders';
import type { AttemptStore } from './login-attempts';
import type { RateWindowStore } from './rate-windows';
import type { SessionStore } from './sessions';
import type { ReviewVerdictStore } from './review-verdicts';

/**
 * What the API server keeps itself, whichever driver serves the shop. Each kind is a small store
 * interface in its own file, with an in-memory implementation (tests), a SQLite one and a Redis one:
 *
 * | store          | file              | holds                                                         |
 * | wishlists      | wishlists.ts      | wishlists by owner ("u:<user id>" / "t:<cart token>")         |
 * | cartSessions   | cart-sessions.ts  | WooCommerce driver: our cart token -> its Cart-Token + Nonce  |
 * | placedOrders   | placed-orders.ts  | WooCommerce driver: orders placed per idempotency key         |
 * | reviewVerdicts | review-verdicts.ts | WooCommerce driver: verified-buyer verdicts on its reviews   |
 * | sessions       | sessions.ts       | login sessions by the hash of the cookie's id                 |
 * | loginAttempts  | login-attempts.ts | failed attempts and locks: logins per account, tracking per email |
 * | rateWindows    | rate-windows.ts   | the credential endpoints' rate-limit windows per address     |
 *
 * The implementation is chosen in state/index.ts, once per process: with REDIS_URL set, Redis (state/redis.ts),
 * which API servers on several machines share; else the SQLite file at DATABASE_PATH
 * (state/sqlite.ts), which the server processes of one machine share.
 */
export interface ServerState {
  wishlists: WishlistStore;
  cartSessions: CartSessionStore;
  placedOrders: PlacedOrderStore;
  reviewVerdicts: ReviewVerdictStore;
  sessions: SessionStore;
  loginAttempts: AttemptStore;
  rateWindows: RateWindowStore;
  /** Throws when the state cannot take a write now (a full disk, a read-only file, Redis away): the status test's and the health check's question. */
  checkWrite(): Promise<void>;
}
