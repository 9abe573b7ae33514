import type { ServerState } from './server-state';
import { memoryWishlistStore } from './wishlists';
import { memoryCartSessionStore } from './cart-sessions';
import { memoryPlacedOrderStore } from './placed-orders';
import { memoryAttemptStore } from './login-attempts';
import { memorySessionStore } from './sessions';
import { memoryReviewVerdictStore } from './review-verdicts';
import { memoryRateWindowStore } from './rate-windows';

/** Every state store in this process's memory: for tests, and a driver given no database. */
export function memoryState(): ServerState {
  return {
    wishlists: memoryWishlistStore(),
    cartSessions: memoryCartSessionStore(),
    placedOrders: memoryPlacedOrderStore(),
    reviewVerdicts: memoryReviewVerdictStore(),
    sessions: memorySessionStore(),
    loginAttempts: memoryAttemptStore(),
    rateWindows: memoryRateWindowStore(),
    checkWrite: async () => undefined,
  };
}
