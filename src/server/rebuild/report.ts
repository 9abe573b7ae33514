import type { PagesStatus, RebuildState } from '../../lib/schemas/status';
import { readBuildInfo } from './build-info';
import { readStatus } from './status';

/**
 * What GET /api/status says of the pages (the status panel and /wordpress-setup show it): the
 * build this worker serves (its build-info.json; DIST_DIR is the folder the primary gave it) and
 * what the rebuilder in the primary is doing (its status file, REBUILD_STATUS).
 */
export function pagesReport(
  driver: 'embedded' | 'woocommerce',
  env: Record<string, string | undefined> = process.env,
): { pages: PagesStatus | null; rebuild: RebuildState } {
  const info = env.DIST_DIR ? readBuildInfo(env.DIST_DIR) : null;
  const pages = info
    ? {
        builtAt: info.builtAt,
        source: info.source,
        products: info.products,
        durationMs: info.durationMs,
        reasons: info.reasons ?? [],
      }
    : null;
  // No status file on WooCommerce: this server runs no rebuilder (REBUILD=off), and shares no folder with one that does.
  const none: RebuildState = {
    mode: driver === 'embedded' ? 'not-needed' : 'off',
    webhooks: 'off',
    webhookProblem: null,
    pollMs: 0,
    building: false,
    dueAt: null,
    lastFailure: null,
    lastCheck: null,
    nextSaleChange: null,
  };
  const s = driver === 'woocommerce' ? readStatus(env.REBUILD_STATUS) : null;
  if (!s) return { pages, rebuild: none };
  const last = s.lastAttempt;
  return {
    pages,
    rebuild: {
      mode: s.mode,
      webhooks: s.webhooks,
      webhookProblem: s.webhookProblem,
      pollMs: s.pollMs,
      building: s.building,
      dueAt: s.dueAt,
      lastFailure:
        last && last.ok === false ? { at: last.finishedAt ?? last.startedAt, problem: last.problem ?? '' } : null,
      lastCheck: s.lastCheck,
      nextSaleChange: s.nextSaleChange,
    },
  };
}
