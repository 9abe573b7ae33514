import { MSG } from '../messages';
import { STORE_WARNING_TOAST_MS } from '../constants';
import type { ConnectionTest, PagesStatus, RebuildState, StoreStatus } from '../schemas/status';
import { formatLongDate, formatTime } from '../dates';
import * as status from './status';

/**
 * What the store-status panel shows for a status and a connection test, and the toast it raises
 * (Connection Successful, Partial Connection, Connection Failed).
 * Kept apart from the DOM so the rules are unit-tested; loaded only when a panel checks.
 */

export type PanelState = 'idle' | 'loading' | 'success' | 'partial' | 'error';

export interface StatusView {
  state: 'success' | 'partial' | 'error';
  /** Which backend serves the shop. */
  backend: string;
  /** Whether the WooCommerce settings are complete, naming the missing variables. */
  settings: string;
  /** The connection test's own message. */
  connection: string;
  /** What the build made of the catalogue: products shown, and each left out with why. */
  catalogue: string;
  /** When the pages were built, from what, and why. */
  pages: string;
  /** Whether the pages follow the store by themselves, and what the rebuilder is doing. */
  updates: string;
  toast: { title: string; description: string; variant: 'default' | 'destructive' };
}

/** WooCommerce was asked for (driver or some of its variables set) but cannot be used. */
export const credentialsIncomplete = (s: StoreStatus): boolean => s.woocommerce.requested && !s.woocommerce.configured;

export function describeStatus(s: StoreStatus, t: ConnectionTest): StatusView {
  const backend = s.driver === 'woocommerce' ? MSG.driverWooCommerce : MSG.driverEmbedded;
  const settings = !s.woocommerce.requested
    ? MSG.wooNotRequested
    : s.woocommerce.configured
      ? MSG.wooComplete
      : MSG.wooIncomplete(s.woocommerce.missing);
  const c = s.catalogue;
  const leftOut = c?.left_out_count ?? 0;
  const catalogue = !c
    ? MSG.catalogueNotReported
    : leftOut
      ? MSG.catalogueLeftOut(c.shown, leftOut, c.left_out)
      : MSG.catalogueShown(c.shown, c.source);
  const base = {
    backend,
    settings,
    connection: t.message,
    catalogue,
    pages: describePages(s.pages ?? null),
    updates: describeUpdates(s.rebuild),
  };
  if (!t.ok)
    return {
      ...base,
      state: 'error',
      toast: { title: MSG.statusFailed, description: t.message, variant: 'destructive' },
    };
  // The shop works, but not on the backend that was asked for: say so rather than "successful".
  if (t.partial || credentialsIncomplete(s)) {
    const description = credentialsIncomplete(s) ? MSG.credentialsMissing : t.message;
    return { ...base, state: 'partial', toast: { title: MSG.statusPartial, description, variant: 'default' } };
  }
  // Connected, but the store holds products the shop does not show: "successful" would hide them.
  if (leftOut)
    return {
      ...base,
      state: 'partial',
      toast: {
        title: MSG.statusProductsLeftOut,
        description: MSG.statusProductsLeftOutBody(leftOut),
        variant: 'default',
      },
    };
  return { ...base, state: 'success', toast: { title: MSG.statusSuccess, description: t.message, variant: 'default' } };
}

const when = (iso: string) => `${formatLongDate(iso)}, ${formatTime(iso)}`;

export function describePages(p: PagesStatus | null): string {
  if (!p) return MSG.pagesNotBuilt;
  const built = MSG.pagesBuilt(when(p.builtAt), Math.max(1, Math.round(p.durationMs / 1000)));
  return p.reasons.length ? `${built}${MSG.pagesBuiltAfter(p.reasons)}` : built;
}

export function describeUpdates(r: RebuildState | undefined): string {
  if (!r || r.mode === 'not-needed') return MSG.updatesNotNeeded;
  if (r.mode === 'off') return MSG.updatesOff;
  const every = r.pollMs > 0 ? MSG.updatesEvery(r.pollMs) : MSG.updatesAtStart;
  const how =
    r.webhooks === 'registered' || r.webhooks === 'registering'
      ? MSG.updatesWebhooksAndPoll(every)
      : MSG.updatesPollOnly(
          every,
          r.webhooks === 'failed'
            ? MSG.updatesWebhooksFailed(r.webhookProblem ?? '')
            : r.webhooks === 'no-site-url'
              ? MSG.updatesNoSiteUrl
              : '',
        );
  let out = MSG.updatesOn(how);
  if (r.building) out += MSG.updatesBuilding;
  else if (r.dueAt) out += MSG.updatesDue(formatTime(r.dueAt));
  if (r.lastFailure) out += MSG.updatesFailed(when(r.lastFailure.at), r.lastFailure.problem);
  if (r.lastCheck && !r.lastCheck.ok) out += MSG.updatesCheckFailed(when(r.lastCheck.at), r.lastCheck.problem ?? '');
  if (r.nextSaleChange) out += MSG.updatesNextSale(when(r.nextSaleChange));
  return out;
}

/** Asks the server for both answers; throws ApiError when either call fails. */
export async function checkStore(): Promise<StatusView> {
  const [s, t] = await Promise.all([status.get(), status.test()]);
  return describeStatus(s, t);
}

/** The home page's once-per-session warning (8000 ms), or null when there is nothing to warn about. */
export async function storeWarning(): Promise<{
  title: string;
  description: string;
  variant: 'default';
  duration: number;
} | null> {
  const s = await status.get();
  return credentialsIncomplete(s)
    ? {
        title: MSG.credentialsMissing,
        description: MSG.credentialsMissingBody,
        variant: 'default',
        duration: STORE_WARNING_TOAST_MS,
      }
    : null;
}
