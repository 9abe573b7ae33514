import { StoreError, type StoreBackend } from '../../backend';
import { MSG } from '../../../lib/messages';
import { WooHttpError, type WooResponse } from './http';
import type { WooContext } from './context';

/**
 * Status: the spec's connection test is GET / on the site; the REST index answers JSON there.
 * Then whether WooCommerce's REST API is enabled and accepts the keys ("partial" when the site
 * answers but the shop cannot be used).
 */
export function statusDomain(ctx: WooContext): Pick<StoreBackend, 'testConnection'> {
  const { http } = ctx;
  return {
    async testConnection() {
      let root: WooResponse;
      try {
        root = await http.call('root', '/');
      } catch (err) {
        return { ok: false, message: MSG.connectionFailed(reasonOf(err)) };
      }
      const namespaces = (root.data as { namespaces?: unknown } | null)?.namespaces;
      if (Array.isArray(namespaces) && !namespaces.includes('wc/v3')) {
        return { ok: false, partial: true, message: MSG.connectionFailed('the site answered but the WooCommerce REST API (wc/v3) is not enabled') };
      }
      try {
        await http.call('v3', '/products', { query: { per_page: 1 } });
      } catch (err) {
        return { ok: false, partial: true, message: MSG.connectionFailed(`the site answered but refused the API keys (${reasonOf(err)})`) };
      }
      return { ok: true, message: MSG.connectionOk };
    },
  };
}

/** Why a call failed, in words for the status panel. */
function reasonOf(err: unknown): string {
  if (err instanceof WooHttpError) return `HTTP ${err.status} ${err.message}`.trim();
  if (err instanceof StoreError) {
    const reason = err.details?.reason;
    if (reason === 'timeout') return 'the store did not answer in time';
    if (reason === 'network') return 'the store could not be reached';
    if (reason === 'not_json') return `the address did not answer with WordPress REST JSON (HTTP ${String(err.details?.status)})`;
    return err.message;
  }
  return (err as Error).message;
}
