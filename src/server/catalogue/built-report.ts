import path from 'node:path';
import { readCatalogueReport, type CatalogueReport } from './report';

/** How many left-out products the status answer names; the count says how many more there are. */
const NAMED = 20;

let cached: CatalogueReport | null | undefined;

/**
 * The catalogue report of the build this server serves (beside its server files; server/serve.mjs
 * says where), read once per process: a new build gets new server processes. null when the build
 * left none (an older build, the dev server before its first read of the catalogue).
 */
export function builtCatalogueReport(): CatalogueReport | null {
  if (cached !== undefined && !import.meta.env.DEV) return cached;
  const dir =
    process.env.CATALOGUE_REPORT_DIR ??
    path.join(process.cwd(), import.meta.env.DEV ? 'node_modules/.astro' : 'dist/server');
  cached = readCatalogueReport(dir);
  return cached;
}

/** The report as GET /api/status answers it: the first left-out products by name, and how many there are. */
export function catalogueStatus(report = builtCatalogueReport()) {
  if (!report) return null;
  return {
    source: report.source,
    read: report.read,
    shown: report.shown,
    hidden: report.hidden,
    left_out: report.left_out.slice(0, NAMED),
    left_out_count: report.left_out.length,
  };
}
