import type { Db } from '../../sqlite/db';
import { isoSeconds } from '../../../lib/dates';
import type { Product } from '../../../lib/schemas/product';
import type { WishlistStore } from '../../state/wishlists';
import type { BankTransfer } from '../../../lib/schemas/payment';
import type { GiftSettings } from '../../../lib/schemas/engraving';
import type { Catalogue } from './bundled-catalogue';
import { StoreError } from '../../backend';
import { MSG } from '../../../lib/messages';

/** What every domain file of the embedded store works with (made once by index.ts). */
export interface EmbeddedContext {
  /** The SQLite file: live stock, carts, orders, customers, reviews. */
  db: Db;
  /** Names, prices and pictures (never taken from a request). */
  catalogue: Catalogue;
  /** Where wishlists are kept (the same SQLite file unless the server chose another store). */
  wishlists: WishlistStore;
  /** Signs session tokens. */
  secret: Uint8Array;
  /** Home of the outbox (password-reset mail) and the generated auth secret. */
  dataDir: string;
  /** Where bank-transfer orders are paid (content/data/bank-transfer.json). */
  bankTransfer: BankTransfer | null;
  /** The gift wrap's price and whether it is offered (content/data/gift-options.json). */
  gifts: GiftSettings;
  now: () => number;
}

/** Dates as the store writes them: UTC, to the second, with the zone ("2026-11-24T04:54:25Z"). */
export const iso = isoSeconds;

/** The catalogue's product, or StoreError 404 invalid_product. */
export function requireProduct(catalogue: Catalogue, id: number): Product {
  const p = catalogue.byId.get(id);
  if (!p) throw new StoreError('invalid_product', MSG.invalidProductId, 404);
  return p;
}
