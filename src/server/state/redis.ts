import type { ServerState } from './server-state';
import { connectRedis, type RedisStateOptions } from './redis-connection';
import { redisWishlistStore } from './wishlists';
import { redisCartSessionStore } from './cart-sessions';
import { redisPlacedOrderStore } from './placed-orders';
import { redisReviewVerdictStore } from './review-verdicts';
import { redisSessionStore } from './sessions';
import { redisAttemptStore } from './login-attempts';
import { redisRateWindowStore } from './rate-windows';

/**
 * Every state store in Redis (or Valkey), for API servers on several machines: what one server
 * writes, the next request's server reads, whichever it is. Chosen by state/index.ts when
 * REDIS_URL is set. Each change that reads before it writes (a count, a claim, a merge) is one
 * Lua script, so Redis runs it whole: attempts that arrive together on two servers count once each.
 * Each store's Redis implementation is in its own file, beside its memory and SQLite ones; the
 * connection they share is redis-connection.ts.
 *
 * Keys, under the prefix (default "shop:"):
 * | key                 | type   | holds                                               | expires                          |
 * | wl:<owner>          | hash   | product id -> {id, date_added} (id orders the list) | never (as in SQLite)             |
 * | wl-seq              | string | the wishlist entries' id counter                    | never                            |
 * | cs:<cart token>     | string | WooCommerce Cart-Token + Nonce (JSON)               | 30 days after the last write      |
 * | po:<key>            | hash   | claimedAt, draft, result (JSON)                     | 30 days                          |
 * | rv                  | hash   | review id -> 1 / 0                                  | never (as in SQLite)             |
 * | s:<id>, su:<user>   | hash, set | a session; the ids of a customer's sessions      | a day after the session runs out |
 * | s-exp               | zset   | session ids by expiry (purge forgets them at once)  | never                            |
 * | la:<key>            | hash   | failures, lockedUntil                               | a minute after a lock runs out   |
 * | rw:<key>            | hash   | start, count                                        | with its window                  |
 *
 * SQLite never forgets cart sessions or placed-order keys; here they go after 30 days (WooCommerce's
 * Cart-Token lives 48 hours, a retried checkout comes within minutes), so the memory stays bounded.
 */

export type RedisState = ServerState & { close(): Promise<void> };

export function redisState(url: string, options: RedisStateOptions = {}): RedisState {
  const connection = connectRedis(url, options);
  const { p, client, connecting, redis } = connection;
  return {
    wishlists: redisWishlistStore(connection),
    cartSessions: redisCartSessionStore(connection),
    placedOrders: redisPlacedOrderStore(connection),
    reviewVerdicts: redisReviewVerdictStore(connection),
    sessions: redisSessionStore(connection),
    loginAttempts: redisAttemptStore(connection),
    rateWindows: redisRateWindowStore(connection),

    /** A write Redis takes and answers (a key that expires by itself): down, read-only or out of memory fails it. */
    async checkWrite() {
      await (await redis()).set(`${p}write-probe`, String(Date.now()), { expiration: { type: 'PX', value: 60_000 } });
    },

    /** Lets go of the connection; one still reconnecting to a Redis that went away is dropped. */
    async close() {
      await connecting;
      try {
        if (client.isReady) await client.quit();
        else if (client.isOpen) client.destroy();
      } catch {
        // Closed meanwhile: nothing left to let go of.
      }
    },
  };
}
