import type { StoreBackend, StoreStatus } from './backend';
import { settings } from './settings';
import { serverState } from './state';
import path from 'node:path';
import { createEmbeddedBackend } from './drivers/embedded';
import { openDb, type Db } from './sqlite/db';
import { startMailWorker } from './mail/worker';
import { DEFAULT_RETRY } from './mail/queue';
import type { Order } from '../lib/schemas/order';
import { createWooCommerceBackend } from './drivers/woocommerce';
import { bankTransfer } from '../lib/content/data-files';
import { MSG } from '../lib/messages';

/**
 * Picks the store driver once per process: WooCommerce when its URL and both keys are set
 * (unless STORE_DRIVER=embedded), else the embedded SQLite store. Either driver keeps its
 * wishlists (and WooCommerce its cart sessions and placed orders) in this process's state
 * stores (state/index.ts).
 */
const WOO_SETTINGS = {
  WOOCOMMERCE_URL: settings.woocommerce.url,
  WOOCOMMERCE_CONSUMER_KEY: settings.woocommerce.consumerKey,
  WOOCOMMERCE_CONSUMER_SECRET: settings.woocommerce.consumerSecret,
} as const;

/** Which driver serves, and what the WooCommerce settings lack (the status panel shows it). */
export function storeStatus(): StoreStatus {
  const missing = Object.entries(WOO_SETTINGS)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  const configured = missing.length === 0;
  const requested = settings.driver === 'woocommerce' || missing.length < 3;
  // STORE_DRIVER=embedded keeps the embedded store even when WooCommerce settings are present.
  const driver = configured && settings.driver !== 'embedded' ? 'woocommerce' : 'embedded';
  return { driver, woocommerce: { requested, configured, missing } };
}

let chosen: StoreBackend | undefined;

/** This process drains the mail queue of the shop's database (mail/worker.ts); outbox/ beside it when there is no SMTP. */
function startMail(db: Db, dataDir: string, orders?: (id: number) => Order | null): void {
  const m = settings.mail;
  startMailWorker(db, {
    smtpUrl: m.smtpUrl,
    from: m.from,
    ownerEmail: m.ownerEmail,
    siteUrl: m.siteUrl,
    outboxDir: path.join(dataDir, 'outbox'),
    retry: { ...DEFAULT_RETRY, baseDelayMs: m.retryMs, maxAttempts: m.maxAttempts },
    pollMs: m.pollMs,
    sendIntervalMs: m.sendIntervalMs,
    orders,
  });
}

/** The store of this process. */
export function store(): StoreBackend {
  if (chosen) return chosen;
  const state = serverState();
  if (storeStatus().driver === 'woocommerce') {
    const woo = settings.woocommerce;
    // WooCommerce mails its own orders and password resets; the shop's queue holds the welcome it does not send.
    const mailDb = openDb(settings.databasePath);
    chosen = createWooCommerceBackend({
      url: woo.url!,
      consumerKey: woo.consumerKey!,
      consumerSecret: woo.consumerSecret!,
      wishlists: state.wishlists,
      cartSessions: state.cartSessions,
      placedOrders: state.placedOrders,
      bankTransfer: bankTransfer(),
      reviewVerdicts: state.reviewVerdicts,
      mailQueue: mailDb,
    });
    startMail(mailDb, path.dirname(path.resolve(settings.databasePath)));
  } else {
    const embedded = createEmbeddedBackend({
      databasePath: settings.databasePath,
      authSecret: settings.authSecret,
      wishlists: state.wishlists,
    });
    startMail(embedded.db, embedded.dataDir, (id) => embedded.readOrder(id));
    chosen = embedded;
  }
  return chosen;
}

/**
 * The status panel's connection test: the driver's own, then whether the server's state (for the
 * embedded store, its whole database) takes a write: a full disk or a read-only file is a
 * failure the panel names, not "successful".
 */
export async function testStore(): Promise<{ ok: boolean; message: string; partial?: boolean }> {
  const test = await store().testConnection();
  if (!test.ok) return test;
  try {
    await serverState().checkWrite();
  } catch (err) {
    return {
      ok: false,
      partial: true,
      message: MSG.connectionFailed(MSG.storeCannotSaveStatus(err instanceof Error ? err.message : String(err))),
    };
  }
  return test;
}
