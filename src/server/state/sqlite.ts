import type { Db } from '../sqlite/db';
import type { ServerState } from './index';
import { sqliteWishlistStore } from './wishlists';
import { sqliteCartSessionStore } from './cart-sessions';
import { sqlitePlacedOrderStore } from './placed-orders';
import { sqliteAttemptStore } from './login-attempts';
import { sqliteSessionStore } from './sessions';
import { sqliteReviewVerdictStore } from './review-verdicts';
import { sqliteRateWindowStore } from './rate-windows';

/** Every state store in one SQLite file (tables made by its migrations): shared by the server processes of one machine. */
export function sqliteState(db: Db): ServerState {
  return {
    wishlists: sqliteWishlistStore(db),
    cartSessions: sqliteCartSessionStore(db),
    placedOrders: sqlitePlacedOrderStore(db),
    reviewVerdicts: sqliteReviewVerdictStore(db),
    sessions: sqliteSessionStore(db),
    loginAttempts: sqliteAttemptStore(db),
    rateWindows: sqliteRateWindowStore(db),
  };
}
