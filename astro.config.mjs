// @ts-check
import { defineConfig, envField } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress.mjs';
import { CSP_DIRECTIVES, SCRIPT_SOURCES, STYLE_SOURCES } from './src/server/security/headers.ts';

const site = process.env.SITE_URL || 'http://localhost:4321';

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
/**
 * Brotli and gzip copies of the hashed assets at the highest levels, made once per build: npm
 * start's server sends them instead of compressing the same file for every request.
 * @type {import('astro').AstroIntegration}
 */
const precompressAssets = {
  name: 'precompress-assets',
  hooks: {
    'astro:config:done': ({ config }) => {
      clientDir = fileURLToPath(config.build.client);
    },
    'astro:build:done': async ({ logger }) => {
      const count = await precompress(path.join(clientDir, '_astro'));
      logger.info(`${count} assets precompressed (brotli, gzip)`);
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
    'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name: 'yielding', entrypoint: './src/directives/yielding.ts' }),
  },
};

/**
 * Which built files go inline into the HTML (Vite's assetsInlineLimit, which Astro also asks
 * about each stylesheet). Images and fonts never: they stay cacheable files. Stylesheets under
 * 4 KB do, saving the shopping pages (home, listings, product) five render-blocking requests,
 * except the ones content pages load: a content page's HTML budget (8 KB gzip) has no room.
 */
const CONTENT_PAGE_STYLES = /(^|\/)(content|ContentPage|faq|size-guide|about-us|PolicyButtons|contact-us|_slug_|BlogListing|404)\.[\w-]+\.css$/;
/** @param {string} file @param {Buffer} content */
function inlineSmallShoppingStyles(file, content) {
  if (!file.endsWith('.css') || CONTENT_PAGE_STYLES.test(file)) return false;
  return content.length < 4096;
}

export default defineConfig({
  site,
  output: 'static',
  // Per-checkout caches, so several work trees sharing one node_modules never clash.
  // ASTRO_CACHE_DIR keeps a second build running at the same time apart (tests' larger catalogue).
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './.cache/astro',
  // Middleware mode: scripts/serve.mjs serves the built files itself and hands the rest to Astro.
  // staticHeaders: each built page's Content-Security-Policy goes to dist/_headers.json, which
  // serve.mjs sends as a header (a <meta> policy cannot forbid framing).
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  integrations: [
    react(),
    mdx(),
    yieldingDirective,
    precompressAssets,
    sitemap({
      // Per-shopper screens have nothing for a search engine.
      filter: (page) => !/\/(cart|checkout|account|login|register|forgot-password|order-tracking|order-confirmation|search)\/?/.test(page),
      // Same form as the canonical links: no trailing slash except the home page.
      serialize: (item) => ({ ...item, url: item.url.replace(/(?<=[^/])\/$/, '') }),
    }),
  ],
  trailingSlash: 'ignore',
  // Four pages render at once: with one, the build waited on each page's file write (a quarter of
  // a 10,000-product build was idle); rendering stays on one thread, so output is unchanged.
  build: { inlineStylesheets: 'auto', format: 'directory', concurrency: 4 },
  // Product links are prefetched on hover by Speculation Rules in BaseLayout: no script needed.
  prefetch: false,
  image: {
    responsiveStyles: true,
    remotePatterns: storeImages(),
    // AVIF at effort 2 of 9: much the same bytes for a photograph, a fraction of the build time.
    service: { entrypoint: 'astro/assets/services/sharp', config: { avif: { effort: 2 } } },
  },
  security: {
    checkOrigin: true,
    // Hashes of every script Astro inlines, so no page needs 'unsafe-inline' for scripts
    // (the directives and sources: src/server/security/headers.ts).
    csp: {
      directives: [...CSP_DIRECTIVES],
      scriptDirective: { resources: [...SCRIPT_SOURCES] },
      styleDirective: { resources: [...STYLE_SOURCES] },
    },
  },
  env: {
    // 'secret' for every server setting: read when the server starts, never baked into the build.
    schema: {
      STORE_DRIVER: envField.enum({ context: 'server', access: 'secret', values: ['embedded', 'woocommerce'], optional: true }),
      WOOCOMMERCE_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      WOOCOMMERCE_CONSUMER_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      WOOCOMMERCE_CONSUMER_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
      DATABASE_PATH: envField.string({ context: 'server', access: 'secret', optional: true }),
      AUTH_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
    },
  },
  vite: {
    build: { assetsInlineLimit: inlineSmallShoppingStyles },
    cacheDir: process.env.ASTRO_CACHE_DIR ? `${process.env.ASTRO_CACHE_DIR}/vite` : './.cache/vite',
  },
});
