import { StoreError, type StoreBackend } from '../../backend';
import { MSG } from '../../../lib/messages';
import { WooHttp, WooHttpError, type WooResponse } from './http';
import type { WooContext } from './context';

/**
 * Status: can the store be reached, and is it set up as the README's "Running on WooCommerce"
 * says? The build (src/loaders/catalogue/woocommerce-source.ts) stops on the same check, and the
 * footer's connection test shows it.
 */

/** What the shop needs of the WordPress site, by REST namespace, and what to do when one is missing. */
const PLUGINS: Array<{ namespace: string; missing: string }> = [
  { namespace: 'wc/v3', missing: 'has no WooCommerce REST API (wc/v3): install and activate the WooCommerce plugin' },
  {
    namespace: 'jwt-auth/v1',
    missing:
      'has no JWT Authentication for WP REST API plugin (jwt-auth/v1), so customers could not log in: install and activate it, and set JWT_AUTH_SECRET_KEY in wp-config.php',
  },
  {
    namespace: 'nefertari/v1',
    missing:
      'has no Nefertari Storefront plugin, so shoppers who pay on a payment provider\'s page would not come back to the shop: copy wordpress/nefertari-storefront.php into its plugins folder, activate it and set the storefront address (README, "Running on WooCommerce")',
  },
];

export type StoreCheck = { ok: true } | { ok: false; reachable: boolean; problem: string };

/** Why a call failed, in words. */
function reasonOf(err: unknown): string {
  if (err instanceof WooHttpError) return `HTTP ${err.status} ${err.code}: ${err.message}`;
  if (err instanceof StoreError) {
    const reason = err.details?.reason;
    if (reason === 'timeout') return 'it did not answer in time';
    if (reason === 'network') return String(err.details?.cause ?? 'no answer');
    if (reason === 'not_json')
      return `it answered HTTP ${String(err.details?.status)} with a page that is not WordPress REST JSON`;
    return err.message;
  }
  return (err as Error).message;
}

/**
 * What stops the shop from using this store, naming the cause and what to do: the site is
 * unreachable or not WordPress, a plugin is missing, or WooCommerce refuses the keys.
 */
export async function checkStore(http: WooHttp): Promise<StoreCheck> {
  const site = http.base;
  let root: WooResponse;
  try {
    root = await http.call('root', '/');
  } catch (err) {
    const network =
      err instanceof StoreError && (err.details?.reason === 'network' || err.details?.reason === 'timeout');
    return network
      ? {
          ok: false,
          reachable: false,
          problem: `could not reach the WooCommerce store at ${site} (${reasonOf(err)}). Check WOOCOMMERCE_URL and that the store is online.`,
        }
      : {
          ok: false,
          reachable: true,
          problem: `${site} does not answer like a WordPress site (GET /wp-json/: ${reasonOf(err)}). Check WOOCOMMERCE_URL, and that WordPress uses pretty permalinks (Settings → Permalinks), which its REST API needs.`,
        };
  }
  const namespaces = (root.data as { namespaces?: unknown } | null)?.namespaces;
  if (Array.isArray(namespaces)) {
    const missing = PLUGINS.find((p) => !namespaces.includes(p.namespace));
    if (missing) return { ok: false, reachable: true, problem: `the WordPress site at ${site} ${missing.missing}.` };
  }
  try {
    await http.call('v3', '/products', { query: { per_page: 1 } });
  } catch (err) {
    const refused = err instanceof WooHttpError && (err.status === 401 || err.status === 403);
    return {
      ok: false,
      reachable: !(err instanceof StoreError),
      problem: refused
        ? `WooCommerce refused the API keys (${reasonOf(err)}). Check WOOCOMMERCE_CONSUMER_KEY and WOOCOMMERCE_CONSUMER_SECRET: WooCommerce → Settings → Advanced → REST API, a key of an administrator with Read/Write permission.`
        : `WooCommerce could not list its products (${reasonOf(err)}).`,
    };
  }
  return { ok: true };
}

export function statusDomain(ctx: WooContext): Pick<StoreBackend, 'testConnection'> {
  return {
    /** The status panel's connection test: checkStore; "partial" when the site answers but the shop cannot use it. */
    async testConnection() {
      const check = await checkStore(ctx.http);
      if (check.ok) return { ok: true, message: MSG.connectionOk };
      return check.reachable
        ? { ok: false, partial: true, message: MSG.connectionFailed(check.problem) }
        : { ok: false, message: MSG.connectionFailed(check.problem) };
    },
  };
}
