import type { WooHttp, WooRequest, WooResponse } from './http';
import type { WooAuth } from './auth';
import type { StoreApiSession } from './store-api';
import type { StorePlaces } from './places';
import type { WishlistStore } from '../../state/wishlists';
import type { PlacedOrderStore } from '../../state/placed-orders';
import type { BankTransfer } from '../../../lib/schemas/payment';
import type { ReviewVerdictStore } from '../../state/review-verdicts';
import type { MailMessage } from '../../mail/queue';

export type Log = (message: string) => void;

/** What every domain file of the WooCommerce driver works with (made once by index.ts). */
export interface WooContext {
  /** Calls to WooCommerce (http.ts). */
  http: WooHttp;
  /** A REST v3 call with the keys; WooCommerce errors already mapped to StoreErrors. */
  v3(path: string, req?: WooRequest): Promise<WooResponse>;
  /** The shopper's Store API cart session (store-api.ts). */
  storeApi: StoreApiSession;
  /** State names for the codes WooCommerce keeps in addresses (places.ts). */
  places: StorePlaces;
  /** Customer login through the JWT plugin (auth.ts). */
  auth: WooAuth;
  /** Wishlists (WooCommerce has none): the server's state store. */
  wishlists: WishlistStore;
  /** Orders placed per idempotency key, shared by server processes. */
  placedOrders: PlacedOrderStore;
  /** Where bank-transfer orders are paid (bank-transfer.ts). */
  bankTransfer: () => Promise<BankTransfer | null>;
  /** The shop's verified-buyer verdicts on the reviews it posted. */
  reviewVerdicts: ReviewVerdictStore;
  /** Queues an email WooCommerce does not send itself (the welcome after registering); absent: none. */
  queueMail?: (message: MailMessage) => void;
  log: Log;
  now: () => number;
}
