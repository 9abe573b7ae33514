import type { StoreBackend } from '../../backend';
import { enqueueMail } from '../../mail/queue';
import { openDb, type Db } from '../../sqlite/db';
import { sqliteState } from '../../state/sqlite';
import { memoryState } from '../../state/memory';
import type { ServerState } from '../../state/server-state';
import type { WishlistStore } from '../../state/wishlists';
import type { CartSessionStore } from '../../state/cart-sessions';
import type { PlacedOrderStore } from '../../state/placed-orders';
import type { ReviewVerdictStore } from '../../state/review-verdicts';
import { WooHttp, toStoreError, type WooConfig } from './http';
import { WooAuth } from './auth';
import { storeApiSession } from './store-api';
import { storePlaces } from './places';
import type { Log, WooContext } from './context';
import { catalogueDomain } from './catalogue';
import { cartDomain } from './cart';
import { wishlistDomain } from './wishlist';
import { reviewsDomain } from './reviews';
import { ordersDomain } from './orders';
import { accountsDomain } from './accounts';
import { statusDomain } from './status';
import { bankTransferSource } from './bank-transfer';
import type { BankTransfer } from '../../../lib/schemas/payment';

/**
 * The WooCommerce driver: REST v3 with the consumer keys (server only), the Store API for the
 * shopper's cart and checkout, the JWT plugin for customer login. Raw WooCommerce shapes are
 * checked (schemas/) and reshaped (reshape/) to the app's types; none leaves this folder.
 *
 * One file per domain, each a function of the shared WooContext (context.ts) that answers its
 * part of StoreBackend: catalogue.ts, cart.ts, wishlist.ts, reviews.ts, orders.ts (orders, with
 * checkout.ts placing one and order-reading.ts reading one), accounts.ts, status.ts. Beside them:
 * http.ts (calls, keys, errors), store-api.ts (the shopper's Store API session), auth.ts (JWT
 * plugin).
 */
export interface WooCommerceBackendConfig extends WooConfig {
  /** Wishlists (WooCommerce has none). Default: the SQLite file at databasePath, else memory. */
  wishlists?: WishlistStore;
  /** Our cart token -> WooCommerce Cart-Token/Nonce. Default: the SQLite file at databasePath, else memory. */
  cartSessions?: CartSessionStore;
  /** Orders placed per idempotency key, shared by server processes. Default: the SQLite file at databasePath, else memory. */
  placedOrders?: PlacedOrderStore;
  /** Verified-buyer verdicts on reviews posted through the shop. Default: the SQLite file at databasePath, else memory. */
  reviewVerdicts?: ReviewVerdictStore;
  /** A SQLite file for the state stores not given above. */
  databasePath?: string;
  /** The shop's own bank accounts, shown when the store's bacs settings name none (bank-transfer.ts). */
  bankTransfer?: BankTransfer | null;
  /**
   * The mail queue's database (mail/queue.ts). WooCommerce sends its own order and password
   * emails; the shop queues its welcome, which carries the link that confirms her address (and
   * with it her guest orders), and any new such link she asks for. None: no welcome, no link.
   */
  mailQueue?: Db;
  log?: Log;
  now?: () => number;
}

export function createWooCommerceBackend(config: WooCommerceBackendConfig): StoreBackend {
  const http = new WooHttp(config);
  const now = config.now ?? Date.now;
  let fallback: ServerState | undefined;
  /** State stores for the kinds the config does not give: the SQLite file at databasePath, else memory. */
  const state = () => (fallback ??= config.databasePath ? sqliteState(openDb(config.databasePath)) : memoryState());
  const v3: WooContext['v3'] = async (path, req = {}) => {
    try {
      return await http.call('v3', path, req);
    } catch (err) {
      throw toStoreError(err);
    }
  };
  const log: WooContext['log'] = config.log ?? ((m) => console.warn(`[woocommerce] ${m}`));
  const places = storePlaces({ v3, log });
  const ctx: WooContext = {
    http,
    v3,
    places,
    storeApi: storeApiSession(http, config.cartSessions ?? state().cartSessions),
    auth: new WooAuth(http, now, places),
    wishlists: config.wishlists ?? state().wishlists,
    placedOrders: config.placedOrders ?? state().placedOrders,
    bankTransfer: async () => null,
    reviewVerdicts: config.reviewVerdicts ?? state().reviewVerdicts,
    queueMail: config.mailQueue ? (m) => enqueueMail(config.mailQueue!, m, now()) : undefined,
    log,
    now,
  };
  ctx.bankTransfer = bankTransferSource(ctx, config.bankTransfer ?? null);
  return {
    name: 'woocommerce',
    ...catalogueDomain(ctx),
    ...cartDomain(ctx),
    ...wishlistDomain(ctx),
    ...reviewsDomain(ctx),
    ...ordersDomain(ctx),
    ...accountsDomain(ctx),
    ...statusDomain(ctx),
  };
}
