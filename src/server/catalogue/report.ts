import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the build made of the catalogue, for the owner: how many products it read, how many the
 * shop shows, each product it left out with the reason (a store's product of a kind the shop
 * does not sell, without a price, with data it cannot show), and each shown product whose words
 * promise a choice its page does not offer, and the shopper's content still without its
 * translation (an English page the Arabic shop shows in English). The content loader writes it while the build reads
 * the catalogue (into Astro's cache folder, since the build empties its output folder after
 * that); the build then puts it beside the server (dist/server/catalogue-report.json)
 * and closes with its summary line (integrations/catalogue-report.mjs); the server reads it for the store status
 * panel and /wordpress-setup.
 *
 * Imported by integrations/catalogue-report.mjs under plain Node: no imports of the project's own modules here.
 */
export interface LeftOutProduct {
  id: number;
  name: string;
  reason: string;
}

/** An English content page or data file with no translation in some language (src/loaders/content-languages.ts). */
export interface UntranslatedContent {
  /** e.g. content/pages/about-us.mdx */
  file: string;
  /** Where each missing translation belongs, e.g. content/pages/ar/about-us.mdx */
  missing: string[];
}

/** A product the shop shows whose words or details promise a choice its page does not offer. */
export interface ProductWarning {
  id: number;
  name: string;
  warning: string;
}

/** A product or category the shop shows whose Arabic pages show some of its words in English. */
export interface ArabicGap {
  kind: 'product' | 'category';
  id: number;
  name: string;
  /** What has no Arabic: "description", "Metal values "Brass""... */
  missing: string[];
}

export interface CatalogueReport {
  source: 'WooCommerce' | 'sample catalogue';
  /** When the build read it (ISO). */
  read_at: string;
  /** Products read: a store's published ones. */
  read: number;
  /** Products in the shop: listed, found by search, each with its page. */
  shown: number;
  /** Published, but hidden from the shop by the owner (catalog visibility "hidden"). */
  hidden: number;
  left_out: LeftOutProduct[];
  /** Shown, but promising what its page does not offer (src/lib/catalogue/promises.ts). */
  warnings: ProductWarning[];
  /** Shown, with words not yet in Arabic (src/lib/catalogue/missing-arabic.ts): categories first, then products. */
  arabic_missing: ArabicGap[];
  /**
   * The shopper's content pages and data files not yet translated, which the other language's
   * shop shows in English; added when the build is done (integrations/catalogue-report.mjs).
   */
  untranslated?: UntranslatedContent[];
}

export const REPORT_FILE = 'catalogue-report.json';

/** Written by the loader; `dir` is Astro's cache folder. */
export function writeCatalogueReport(dir: string, report: CatalogueReport): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, REPORT_FILE), `${JSON.stringify(report, null, 2)}\n`);
}

/** A report left by an earlier build must not pass for this one's: removed before the catalogue is read. */
export function clearCatalogueReport(dir: string): void {
  rmSync(path.join(dir, REPORT_FILE), { force: true });
}

/** The report in `dir`, or null when there is none or it cannot be read. */
export function readCatalogueReport(dir: string): CatalogueReport | null {
  const file = path.join(dir, REPORT_FILE);
  if (!existsSync(file)) return null;
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as CatalogueReport;
    if (typeof data.shown !== 'number' || !Array.isArray(data.left_out)) return null;
    // A report of a build older than its warnings (or its Arabic) has none.
    return {
      ...data,
      warnings: Array.isArray(data.warnings) ? data.warnings : [],
      arabic_missing: Array.isArray(data.arabic_missing) ? data.arabic_missing : [],
      untranslated: Array.isArray(data.untranslated) ? data.untranslated : [],
    };
  } catch {
    return null;
  }
}
