// @ts-check
import { catalogueFacts } from '../src/loaders/catalogue/build-facts.ts';

const buildStarted = new Date();

/**
 * The build's own record beside its pages (src/server/rebuild/build-info.ts): when, from what, how
 * many products, how long, why (REBUILD_REASONS, set by the rebuilder), the store as read and the
 * next scheduled sale change. Outside dist/client: no visitor fetches it; the status API shows it.
 * @returns {import('../src/server/rebuild/build-info.ts').BuildInfo}
 */
export function buildInfo() {
  const facts = catalogueFacts();
  const builtAt = new Date();
  let reasons = [];
  try {
    reasons = JSON.parse(process.env.REBUILD_REASONS ?? '[]');
  } catch {
    // a build by hand
  }
  return {
    startedAt: buildStarted.toISOString(),
    builtAt: builtAt.toISOString(),
    durationMs: builtAt.getTime() - buildStarted.getTime(),
    source: facts.source ?? 'sample catalogue',
    products: facts.products ?? 0,
    categories: facts.categories ?? 0,
    store: facts.store ?? null,
    nextSaleChange: facts.nextSaleChange ?? null,
    reasons: Array.isArray(reasons) ? reasons.map(String) : [],
  };
}
