// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import { precompress, precompressPages } from './precompress.mjs';
import { buildInfo } from './build-record.mjs';
import { BUILD_COMPLETE } from '../src/server/rebuild/build-marker.mjs';
import { BUILD_INFO } from '../src/server/rebuild/build-info.ts';

let clientDir = '';
let outDir = '';

/**
 * Brotli and gzip copies of the hashed assets and of every page, made once per build: npm start's
 * server sends them instead of compressing the same file for every request. Before a page is
 * compressed, the CSS its first render needs goes inline and its stylesheets stop blocking that
 * render (src/server/html/critical-css.mjs). Listed last among the integrations that write files, so the
 * pages it changes and compresses are the final ones.
 * @type {import('astro').AstroIntegration}
 */
export const precompressAssets = {
  name: 'precompress-assets',
  hooks: {
    'astro:config:done': ({ config }) => {
      clientDir = fileURLToPath(config.build.client);
      outDir = fileURLToPath(config.outDir);
    },
    'astro:build:done': async ({ logger }) => {
      const started = performance.now();
      const [assets, { pages, inliningMs }] = await Promise.all([
        precompress(path.join(clientDir, '_astro')),
        precompressPages(clientDir),
      ]);
      const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
      logger.info(
        `${assets} assets and ${pages} pages precompressed (brotli, gzip) in ${s(performance.now() - started)}; inlining critical CSS took ${s(inliningMs)} of thread time`,
      );
      writeFileSync(path.join(outDir, BUILD_INFO), `${JSON.stringify(buildInfo(), null, 2)}\n`);
      // Written last: a server running on this folder (server/serve.mjs) moves to the new build once it is whole.
      writeFileSync(path.join(outDir, BUILD_COMPLETE), `${new Date().toISOString()}\n`);
    },
  },
};
