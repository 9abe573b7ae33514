import {
  AUTH_SECRET,
  DATABASE_PATH,
  MAIL_FROM,
  SHOP_OWNER_EMAIL,
  SMTP_URL,
  REDIS_URL,
  STORE_DRIVER,
  WOOCOMMERCE_CONSUMER_KEY,
  WOOCOMMERCE_CONSUMER_SECRET,
  WOOCOMMERCE_URL,
} from 'astro:env/server';
import { DEFAULT_DATABASE_PATH } from './sqlite/db';
import { LOCKOUT_STEP_MS } from '../lib/constants';
import { BRAND, SUPPORT_EMAIL, defaultSiteUrl } from '../lib/site';

/**
 * The store's settings, read once when the server starts: which driver, its database and
 * credentials, the login and review limits, the emails. The driver's, the database's and the
 * mail's come through astro:env (secrets declared in astro.config.mjs); the ones tests and scripts
 * change are read from the process environment too, which wins, and the limits and the mail
 * queue's timings only from there. Not every variable goes through here: the build and its
 * catalogue loaders, the page rebuilder (rebuild/settings.ts), the production server's own
 * (PORT, TRUST_PROXY, the request timeouts, LIVE_CACHE_MS: server/serve.mjs, http.ts,
 * live-cache.ts; all in .env.example) and the build folders that server hands to the API
 * (CLIENT_DIR, SEARCH_CATALOGUE, CATALOGUE_REPORT_DIR) are read where they are used.
 */
export interface Settings {
  /** DATABASE_PATH: the SQLite file (embedded store, and the state kept for either driver). */
  databasePath: string;
  /** REDIS_URL: the Redis (or Valkey) that API servers on several machines share; unset, the state stays in the SQLite file. */
  redisUrl: string | undefined;
  /** AUTH_SECRET: signs the embedded store's session tokens; generated and kept in the data folder when unset. */
  authSecret: string | undefined;
  /** STORE_DRIVER: 'embedded' keeps the embedded store even when WooCommerce is configured. */
  driver: string | undefined;
  /** WOOCOMMERCE_URL and its REST API keys; the WooCommerce driver serves when all three are set. */
  woocommerce: { url: string | undefined; consumerKey: string | undefined; consumerSecret: string | undefined };
  /** LOCKOUT_STEP_MS: the login lockout's step (tests shorten it to run the real rule quickly). */
  lockoutStepMs: number;
  /** AUTH_RATE_LIMIT: requests a minute per client address on the credential endpoints (default 20). */
  authRateLimit: number;
  /** REVIEW_RATE_LIMIT: reviews an hour per client address (default 10): each lands in the owner's moderation queue. */
  reviewRateLimit: number;
  /** The emails (src/server/mail): SMTP_URL (unset: the outbox folder), MAIL_FROM, SHOP_OWNER_EMAIL, SITE_URL for links, and the queue's MAIL_RETRY_MS (first retry), MAIL_MAX_ATTEMPTS, MAIL_POLL_MS, MAIL_SEND_INTERVAL_MS (the pause after each message). */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    ownerEmail: string;
    siteUrl: string;
    retryMs: number;
    maxAttempts: number;
    pollMs: number;
    sendIntervalMs: number;
  };
}

type Env = Record<string, string | undefined>;

/** Settings from astro:env's values and the process environment (the process wins where both are read). */
export function readSettings(built: Env, env: Env = process.env): Settings {
  const runtime = (name: string) => env[name] || built[name] || undefined;
  const positive = (name: string, fallback: number) => {
    const n = Number(env[name]);
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return {
    databasePath: runtime('DATABASE_PATH') ?? DEFAULT_DATABASE_PATH,
    redisUrl: runtime('REDIS_URL'),
    authSecret: built.AUTH_SECRET,
    driver: runtime('STORE_DRIVER'),
    woocommerce: {
      url: runtime('WOOCOMMERCE_URL'),
      consumerKey: built.WOOCOMMERCE_CONSUMER_KEY,
      consumerSecret: built.WOOCOMMERCE_CONSUMER_SECRET,
    },
    lockoutStepMs: positive('LOCKOUT_STEP_MS', LOCKOUT_STEP_MS),
    authRateLimit: positive('AUTH_RATE_LIMIT', 20),
    reviewRateLimit: positive('REVIEW_RATE_LIMIT', 10),
    mail: {
      smtpUrl: runtime('SMTP_URL'),
      from: runtime('MAIL_FROM') ?? `${BRAND} <${SUPPORT_EMAIL}>`,
      ownerEmail: runtime('SHOP_OWNER_EMAIL') ?? SUPPORT_EMAIL,
      siteUrl: (runtime('SITE_URL') ?? defaultSiteUrl(env)).replace(/\/+$/, ''),
      retryMs: positive('MAIL_RETRY_MS', 60_000),
      maxAttempts: positive('MAIL_MAX_ATTEMPTS', 8),
      pollMs: positive('MAIL_POLL_MS', 15_000),
      sendIntervalMs: positive('MAIL_SEND_INTERVAL_MS', 50),
    },
  };
}

export const settings: Settings = readSettings({
  AUTH_SECRET,
  DATABASE_PATH,
  SMTP_URL,
  MAIL_FROM,
  SHOP_OWNER_EMAIL,
  REDIS_URL,
  STORE_DRIVER,
  WOOCOMMERCE_URL,
  WOOCOMMERCE_CONSUMER_KEY,
  WOOCOMMERCE_CONSUMER_SECRET,
});
