import path from 'node:path';
import type { StoreBackend } from '../../backend';
import type { Db } from '../../sqlite/db';
import { openDb } from '../../sqlite/db';
import { loadSecret } from '../../security/tokens';
import { sqliteWishlistStore, type WishlistStore } from '../../state/wishlists';
import { bundledCatalogue, type Catalogue } from './bundled-catalogue';
import type { EmbeddedContext } from './context';
import { seed } from './seed';
import { catalogueDomain } from './catalogue';
import { cartDomain } from './cart';
import { wishlistDomain } from './wishlist';
import { reviewsDomain } from './reviews';
import { ordersDomain } from './orders';
import { accountsDomain } from './accounts';
import { statusDomain } from './status';
import { bankTransfer, giftSettings } from '../../../lib/content/data-files';
import type { GiftSettings } from '../../../lib/schemas/engraving';
import type { BankTransfer } from '../../../lib/schemas/payment';

/**
 * The embedded store: everything a shop needs in one SQLite file, seeded from the sample
 * catalogue. Names and prices come from the catalogue bundled into the server; stock, carts,
 * orders, customers, reviews and wishlists live in the database.
 *
 * One file per domain, each a function of the shared EmbeddedContext (context.ts) that answers
 * its part of StoreBackend: catalogue.ts, cart.ts, wishlist.ts, reviews.ts, orders.ts
 * (orders, with checkout.ts placing one, order-reading.ts and order-status.ts), accounts.ts,
 * status.ts. Beside them: stock.ts (live stock), cart-math.ts (cart arithmetic), seed.ts and
 * sample-reviews.ts (first start), bundled-catalogue.ts (the catalogue built into the server).
 */
export interface EmbeddedConfig {
  databasePath: string;
  catalogue?: Catalogue;
  authSecret?: string;
  /** Where the outbox and the generated auth secret live; defaults to the database's folder. */
  dataDir?: string;
  /** Where wishlists are kept; defaults to the database's wishlist_items. */
  wishlists?: WishlistStore;
  /** The accounts bank-transfer orders are paid into; defaults to content/data/bank-transfer.json. */
  bankTransfer?: BankTransfer | null;
  /** Gift wrap's price; defaults to content/data/gift-options.json. */
  gifts?: GiftSettings;
  now?: () => number;
}

export { GATEWAYS, SHIPPING_RATES } from './checkout';

/** StoreBackend plus the admin and test helpers the command line and the tests use. */
export type EmbeddedBackend = StoreBackend &
  ReturnType<typeof catalogueDomain> &
  ReturnType<typeof reviewsDomain> &
  ReturnType<typeof ordersDomain> & {
    readonly name: 'embedded';
    readonly db: Db;
    readonly catalogue: Catalogue;
    readonly dataDir: string;
  };

export function createEmbeddedBackend(config: EmbeddedConfig): EmbeddedBackend {
  const db = openDb(config.databasePath);
  const dataDir = config.dataDir ?? path.dirname(path.resolve(config.databasePath));
  const ctx: EmbeddedContext = {
    db,
    catalogue: config.catalogue ?? bundledCatalogue(),
    wishlists: config.wishlists ?? sqliteWishlistStore(db),
    secret: loadSecret(config.authSecret, dataDir),
    dataDir,
    bankTransfer: config.bankTransfer === undefined ? bankTransfer() : config.bankTransfer,
    gifts: config.gifts ?? giftSettings(),
    now: config.now ?? Date.now,
  };
  seed(db, ctx.catalogue);
  return {
    name: 'embedded',
    db,
    catalogue: ctx.catalogue,
    dataDir,
    ...catalogueDomain(ctx),
    ...cartDomain(ctx),
    ...wishlistDomain(ctx),
    ...reviewsDomain(ctx),
    ...ordersDomain(ctx),
    ...accountsDomain(ctx),
    ...statusDomain(ctx),
  };
}
