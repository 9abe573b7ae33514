// @ts-check
import { defineConfig, envField } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import { precompress, precompressPages } from './integrations/precompress.mjs';
import { BUILD_COMPLETE } from './src/server/rebuild/build-marker.mjs';
import { CSP_DIRECTIVES, SCRIPT_SOURCES, STYLE_SOURCES, scriptHash } from './src/server/security/headers.ts';
import { AFTER_PARSE_LOADER } from './src/server/html/after-parse.mjs';
import { BUILD_INFO } from './src/server/rebuild/build-info.ts';
import { catalogueFacts } from './src/server/catalogue/build-facts.ts';
import { defaultSiteUrl } from './src/lib/site.ts';
import { clearCatalogueReport, readCatalogueReport, writeCatalogueReport } from './src/server/catalogue/report.ts';
import { CONTENT_MSG } from './src/lib/messages.ts';

const site = process.env.SITE_URL || defaultSiteUrl();

/**
 * The WooCommerce store's host is an allowed remote image source: the build fetches the store's
 * product pictures and makes sized AVIF/WebP copies of them (src/lib/catalogue/picture.ts).
 * @returns {Array<{ protocol: string, hostname: string, port?: string }>}
 */
function storeImages() {
  const url = process.env.WOOCOMMERCE_URL;
  if (!url) return [];
  try {
    const u = new URL(url);
    return [{ protocol: u.protocol.replace(':', ''), hostname: u.hostname, ...(u.port ? { port: u.port } : {}) }];
  } catch {
    return [];
  }
}

let clientDir = '';
let outDir = '';
const buildStarted = new Date();

/**
 * The build's own record beside its pages (src/server/rebuild/build-info.ts): when, from what, how
 * many products, how long, why (REBUILD_REASONS, set by the rebuilder), the store as read and the
 * next scheduled sale change. Outside dist/client: no visitor fetches it; the status API shows it.
 * @returns {import('./src/server/rebuild/build-info.ts').BuildInfo}
 */
function buildInfo() {
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
/**
 * Brotli and gzip copies of the hashed assets and of every page, made once per build: npm start's
 * server sends them instead of compressing the same file for every request. Before a page is
 * compressed, the CSS its first render needs goes inline and its stylesheets stop blocking that
 * render (src/server/html/critical-css.mjs, issue 22). Listed last among the integrations that write
 * files, so the pages it changes and compresses are the final ones.
 * @type {import('astro').AstroIntegration}
 */
const precompressAssets = {
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

let cacheDir = '';
let serverDir = '';
/**
 * The catalogue report (src/server/catalogue/report.ts): what the build read, showed and left
 * out, and why. The loader writes it into the cache folder as it reads the catalogue (a report
 * of an earlier build is removed first); here it goes beside the server, which shows it in the
 * store status panel and on /wordpress-setup. Listed before precompress-assets, which marks the
 * build complete: a server that moves to this build finds its report there.
 * @type {import('astro').AstroIntegration}
 */
const catalogueReportFile = {
  name: 'catalogue-report',
  hooks: {
    'astro:config:done': ({ config }) => {
      cacheDir = fileURLToPath(config.cacheDir);
      serverDir = fileURLToPath(config.build.server);
      clearCatalogueReport(cacheDir);
    },
    'astro:build:done': () => {
      const report = readCatalogueReport(cacheDir);
      if (report) writeCatalogueReport(serverDir, report);
    },
  },
};

/**
 * The build's closing line says what it made of the catalogue: how many products the shop shows
 * and which it left out, with why, so an owner whose store holds a product the shop cannot sell
 * sees it at the end of the build, not only in a line somewhere above.
 * @type {import('astro').AstroIntegration}
 */
const catalogueSummary = {
  name: 'catalogue-summary',
  hooks: {
    'astro:build:done': ({ logger }) => {
      const report = readCatalogueReport(serverDir);
      if (!report) return;
      const line = CONTENT_MSG.catalogueSummary(report);
      if (report.left_out.length) logger.warn(line);
      else logger.info(line);
    },
  },
};

/**
 * client:yielding (src/directives/yielding.ts): hydrate in a task after the island's code has run.
 * @type {import('astro').AstroIntegration}
 */
const yieldingDirective = {
  name: 'client-yielding-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'yielding', entrypoint: './src/directives/yielding.ts' }),
  },
};

/**
 * Which built files go inline into the HTML (Vite's assetsInlineLimit, which Astro also asks
 * about each stylesheet). Images and fonts never: they stay cacheable files. A stylesheet under
 * 4 KB goes whole into the pages that use it (no request), except the content pages' (their HTML
 * budget, 8 KB gzip, has no room) and the islands' (Astro would put the toaster's into every page;
 * they load with their island). Every other stylesheet stays a file, each page gets the part of it
 * that its first render needs inlined by the build (src/server/html/critical-css.mjs), and the file loads
 * without blocking that render. With every stylesheet a file instead, all CSS in the build was
 * 27 KB gzip against its 20 KB budget: the same small sheets, counted as files.
 * Astro also asks about each component script that imports nothing (the product gallery, the
 * tabs): under 1.5 KB it goes into the page, one request fewer (issue 22); Astro's CSP hashes it.
 * @param {string} file @param {Buffer} content
 */
function inlineSmallFiles(file, content) {
  if (file.endsWith('.js')) return content.length < 1536;
  return file.endsWith('.css') && content.length < 4096 && !CONTENT_PAGE_STYLES.test(file) && !ISLAND_STYLES.test(file);
}
const CONTENT_PAGE_STYLES =
  /(^|\/)(content|ContentPage|faq|size-guide|about-us|PolicyButtons|contact-us|_slug_|BlogListing|404)\.[\w-]+\.css$/;
const ISLAND_STYLES = /(^|\/)mount\.[\w-]+\.css$/;

/**
 * How the browser's JavaScript is cut into files (issue 22). Left to itself, Rolldown makes a chunk
 * of every set of modules shared by a different set of entries, and Astro an entry of every
 * component's script: a content page loaded 15 files of 0.3-1 KB, several imports deep. One group
 * instead holds everything BaseLayout's script (src/islands/site/page-chrome.ts) imports
 * statically, the script itself included, so every page gets its chrome in one file; a page's own
 * scripts keep what only they import; what a shopper's action needs stays behind the dynamic
 * import at that action (suggestions, islands, dialogs, toasts).
 */
const PAGE_CHROME = /[\\/]src[\\/]layouts[\\/]BaseLayout\.astro\?astro&type=script/;
/** The scripts of the listings' components (product cards, filters; the home page's too). */
const LISTING_SCRIPTS =
  /[\\/]src[\\/](components[\\/](ProductCard|listing[\\/]\w+|NewsletterForm|StoreCredentialsWarning)\.astro|pages[\\/]index\.astro)\?astro&type=script/;
/**
 * Loaded by every page's first script only when due (a stale badge count, a session that ran out),
 * and imported by the cart and session stores: with the listings' shared code, which the pages
 * that use those stores load anyway, rather than as files of their own.
 */
const FIRST_SCRIPT_LATER = /[\\/]src[\\/]stores[\\/](cart-queue|session-expiry)\.ts$/;
/**
 * The live correction of prices and stock (cards on every listing, the product page too): with the
 * listings' shared code, which the product page loads anyway for its cards' Add to Cart.
 */
const LIVE_CORRECTION = /[\\/]src[\\/]islands[\\/](cart[\\/]live-(stock|product)|product[\\/]price-line)\.ts$/;
/** The product page's own scripts. */
const PRODUCT_SCRIPTS =
  /[\\/]src[\\/](components[\\/](Product\w+|Tabs)\.astro|pages[\\/]product[\\/][^?]*)\?astro&type=script/;
/** Static imports of each client module, as parsed: the graph the groups below are cut from. */
const staticImports = new Map();
/** @type {import('vite').Plugin} */
const clientModuleGraph = {
  name: 'client-module-graph',
  applyToEnvironment: (environment) => environment.name === 'client',
  moduleParsed: (info) => void staticImports.set(info.id, info.importedIds),
};
/** @param {(id: string) => boolean} isEntry */
function staticallyReachable(isEntry) {
  const seen = new Set([...staticImports.keys()].filter(isEntry));
  for (const id of seen) for (const dep of staticImports.get(id) ?? []) seen.add(dep);
  return seen;
}
/** @type {Map<RegExp, Set<string>>} */
const reachable = new Map();
/** Whether a module is imported statically, directly or not, by one of the scripts `entries` matches. */
const reachedFrom = (/** @type {RegExp} */ entries, /** @type {string} */ id) => {
  if (!reachable.has(entries))
    reachable.set(
      entries,
      staticallyReachable((m) => entries.test(m)),
    );
  return /** @type {Set<string>} */ (reachable.get(entries)).has(id);
};
const RUNTIME = '\0rolldown/runtime.js';

/** Vite's helper for dynamic imports, replaced by a smaller one of ours (src/islands/site/preload.ts). */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
/** @type {import('vite').Plugin} */
const preloadHelper = {
  name: 'small-preload-helper',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId: (id) =>
    id === VITE_PRELOAD_HELPER ? fileURLToPath(new URL('./src/islands/site/preload.ts', import.meta.url)) : undefined,
};

export default defineConfig({
  site,
  output: 'static',
  // Per-checkout caches, so several work trees sharing one node_modules never clash.
  // ASTRO_CACHE_DIR keeps a second build running at the same time apart (tests' larger catalogue).
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './.cache/astro',
  // Middleware mode: server/serve.mjs serves the built files itself and hands the rest to Astro.
  // staticHeaders: each built page's Content-Security-Policy goes to dist/_headers.json, which
  // serve.mjs sends as a header (a <meta> policy cannot forbid framing).
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  integrations: [
    react(),
    mdx(),
    yieldingDirective,
    sitemap({
      // Per-shopper screens have nothing for a search engine.
      filter: (page) =>
        !/\/(cart|checkout|account|login|register|forgot-password|confirm-email|order-tracking|order-confirmation|search)\/?/.test(
          page,
        ),
      // Same form as the canonical links: no trailing slash except the home page.
      serialize: (item) => ({ ...item, url: item.url.replace(/(?<=[^/])\/$/, '') }),
    }),
    catalogueReportFile,
    precompressAssets,
    catalogueSummary,
  ],
  trailingSlash: 'ignore',
  // Four pages render at once: with one, the build waited on each page's file write (a quarter of
  // a 10,000-product build was idle); rendering stays on one thread, so output is unchanged.
  build: { inlineStylesheets: 'auto', format: 'directory', concurrency: 4 },
  // Product links are prefetched on hover by Speculation Rules in BaseLayout: no script needed.
  prefetch: false,
  image: {
    // Off: no picture uses a responsive layout (they are sized by their components), so its global
    // object-position rules were 1 KB of CSS inlined, unused, into every page with a picture.
    responsiveStyles: false,
    remotePatterns: storeImages(),
    // AVIF at effort 2 of 9: much the same bytes for a photograph, a fraction of the build time.
    service: { entrypoint: 'astro/assets/services/sharp', config: { avif: { effort: 2 } } },
  },
  security: {
    // Off: src/middleware.ts guards every API write itself (same host, anti-forgery token) and
    // answers JSON. Astro's check compares schemes too, so behind a TLS proxy (browser https,
    // server http) it refused every write without a body (log out, remove a line) in plain text.
    // No page takes a form post; the API is the only place a write lands.
    checkOrigin: false,
    // Hashes of every script Astro inlines, so no page needs 'unsafe-inline' for scripts
    // (the directives and sources: src/server/security/headers.ts).
    csp: {
      directives: [...CSP_DIRECTIVES],
      // The loader of each page's own scripts, added to pages after the build (src/server/html/after-parse.mjs).
      scriptDirective: { resources: [...SCRIPT_SOURCES], hashes: [scriptHash(AFTER_PARSE_LOADER)] },
      styleDirective: { resources: [...STYLE_SOURCES] },
    },
  },
  env: {
    // 'secret' for every server setting: read when the server starts, never baked into the build.
    schema: {
      STORE_DRIVER: envField.enum({
        context: 'server',
        access: 'secret',
        values: ['embedded', 'woocommerce'],
        optional: true,
      }),
      WOOCOMMERCE_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      WOOCOMMERCE_CONSUMER_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      WOOCOMMERCE_CONSUMER_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
      DATABASE_PATH: envField.string({ context: 'server', access: 'secret', optional: true }),
      REDIS_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      AUTH_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
      SMTP_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      MAIL_FROM: envField.string({ context: 'server', access: 'secret', optional: true }),
      SHOP_OWNER_EMAIL: envField.string({ context: 'server', access: 'secret', optional: true }),
    },
  },
  vite: {
    plugins: [clientModuleGraph, preloadHelper],
    build: { assetsInlineLimit: inlineSmallFiles },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // Modules of the shop only (not node_modules): a package's barrel would drag in all it
                  // re-exports; what the modules import comes along (includeDependenciesRecursively).
                  // Rolldown's runtime helpers too: every page loads this chunk anyway.
                  {
                    name: 'page-chrome',
                    priority: 3,
                    test: (id) => id === RUNTIME || (!id.includes('node_modules') && reachedFrom(PAGE_CHROME, id)),
                  },
                  // What the listings' scripts share, then what the product page's share beyond that: one
                  // chunk per page type instead of one per set of sharers. A script's own code and what
                  // only it imports stay in its entry.
                  {
                    name: 'listing',
                    priority: 2,
                    minShareCount: 2,
                    test: (id) =>
                      FIRST_SCRIPT_LATER.test(id) ||
                      LIVE_CORRECTION.test(id) ||
                      (!id.includes('node_modules') && !LISTING_SCRIPTS.test(id) && reachedFrom(LISTING_SCRIPTS, id)),
                  },
                  {
                    name: 'product',
                    priority: 1,
                    minShareCount: 2,
                    test: (id) =>
                      !id.includes('node_modules') && !PRODUCT_SCRIPTS.test(id) && reachedFrom(PRODUCT_SCRIPTS, id),
                  },
                  // The API calls a product page makes by itself once idle (live stock, wishlist, reviews as
                  // they scroll into view), in one file rather than one each.
                  {
                    name: 'page-api',
                    priority: 0,
                    test: /[\\/]src[\\/]lib[\\/]api[\\/](http|catalogue|wishlist|reviews)\.ts$/,
                  },
                ],
              },
            },
          },
        },
      },
    },
    cacheDir: process.env.ASTRO_CACHE_DIR ? `${process.env.ASTRO_CACHE_DIR}/vite` : './.cache/vite',
  },
});
