// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearCatalogueReport, readCatalogueReport, writeCatalogueReport } from '../src/server/catalogue/report.ts';
import { untranslatedContent } from '../src/loaders/content-languages.ts';
import { CONTENT_MSG } from '../src/lib/messages.ts';

let cacheDir = '';
let serverDir = '';
let rootDir = '';
/**
 * The catalogue report (src/server/catalogue/report.ts): what the build read, showed and left
 * out, and why. The loader writes it into the cache folder as it reads the catalogue (a report
 * of an earlier build is removed first); here it goes beside the server, which shows it in the
 * store status panel and on /wordpress-setup, with the content pages and data files the build
 * found without their translation. Listed before precompress-assets, which marks the
 * build complete: a server that moves to this build finds its report there.
 * @type {import('astro').AstroIntegration}
 */
export const catalogueReportFile = {
  name: 'catalogue-report',
  hooks: {
    'astro:config:done': ({ config }) => {
      cacheDir = fileURLToPath(config.cacheDir);
      serverDir = fileURLToPath(config.build.server);
      rootDir = fileURLToPath(config.root);
      clearCatalogueReport(cacheDir);
    },
    'astro:build:done': () => {
      const report = readCatalogueReport(cacheDir);
      if (!report) return;
      // Named from the project's folder, as an editor finds them: content/pages/about-us.mdx.
      const relative = (/** @type {string} */ file) => path.relative(rootDir, file);
      const untranslated = untranslatedContent(path.join(rootDir, 'content')).map((u) => ({
        file: relative(u.file),
        missing: u.missing.map(relative),
      }));
      writeCatalogueReport(serverDir, { ...report, untranslated });
    },
  },
};

/**
 * The build's closing line says what it made of the catalogue: how many products the shop shows,
 * which it left out, with why, and how many promise a choice their page does not offer, so an
 * owner whose store holds a product the shop cannot sell sees it at the end of the build, not
 * only in a line somewhere above. Reads the report that catalogueReportFile put beside the
 * server: listed after it.
 * @type {import('astro').AstroIntegration}
 */
export const catalogueSummary = {
  name: 'catalogue-summary',
  hooks: {
    'astro:build:done': ({ logger }) => {
      const report = readCatalogueReport(serverDir);
      if (!report) return;
      const line = CONTENT_MSG.catalogueSummary(report);
      if (report.left_out.length || report.warnings.length) logger.warn(line);
      else logger.info(line);
      // The content still in English only: shown so in the Arabic shop, not an error.
      const untranslated = report.untranslated ?? [];
      if (untranslated.length)
        logger.info(
          [
            CONTENT_MSG.untranslatedContent(untranslated.length, CONTENT_MSG.languageName.ar),
            ...untranslated.map((u) => `  ${CONTENT_MSG.untranslatedFile(u.file, u.missing.join(', '))}`),
          ].join('\n'),
        );
    },
  },
};
