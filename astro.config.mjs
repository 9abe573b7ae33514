// @ts-check
import { defineConfig, envField } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import { CSP_DIRECTIVES, SCRIPT_SOURCES, STYLE_SOURCES, scriptHash } from './src/server/security/headers.ts';
import { AFTER_PARSE_LOADER } from './src/server/html/after-parse.mjs';
import { defaultSiteUrl } from './src/lib/site.ts';
import { catalogueReportFile, catalogueSummary } from './integrations/catalogue-report.mjs';
import { clientModuleGraph, codeSplittingGroups } from './integrations/code-splitting.mjs';
import { inlineSmallFiles } from './integrations/inline-small-files.mjs';
import { precompressAssets } from './integrations/precompress-assets.mjs';
import { preloadHelper } from './integrations/small-preload-helper.mjs';
import { sharedStylesheetGroups } from './integrations/shared-stylesheets.mjs';
import { storeImages } from './integrations/store-images.mjs';
import { islandDirectives } from './integrations/island-directives.mjs';

// The shop's own build steps and Vite plugins are in integrations/, one module each.
const site = process.env.SITE_URL || defaultSiteUrl();

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
    islandDirectives,
    sitemap({
      // Per-shopper screens have nothing for a search engine.
      filter: (page) =>
        !/\/(cart|checkout|account|login|register|forgot-password|confirm-email|order-tracking|order-confirmation|search)\/?/.test(
          page,
        ),
      // Same form as the canonical links: no trailing slash except the home page.
      serialize: (item) => ({
        ...item,
        url: item.url.replace(/(?<=[^/])\/$/, ''),
        links: item.links?.map((l) => ({ ...l, url: l.url.replace(/(?<=[^/])\/$/, '') })),
      }),
      // Each page's alternates in the other language (hreflang), as its <head> lists them.
      i18n: { defaultLocale: 'en', locales: { en: 'en', ar: 'ar-EG' } },
    }),
    catalogueReportFile,
    precompressAssets,
    catalogueSummary,
  ],
  trailingSlash: 'ignore',
  // English at today's addresses, Arabic beside it under /ar/ (src/pages/ar: each page there is the
  // English page's own, rendered in Arabic; src/lib/i18n/locales.ts).
  i18n: { defaultLocale: 'en', locales: ['en', 'ar'], routing: { prefixDefaultLocale: false } },
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
              // The browser's code in one chunk per kind of page (integrations/code-splitting.mjs).
              codeSplitting: { groups: codeSplittingGroups },
            },
          },
        },
      },
      // Each stylesheet both kinds of page use in one file, one name (integrations/shared-stylesheets.mjs).
      prerender: { build: { rolldownOptions: { output: { codeSplitting: { groups: sharedStylesheetGroups } } } } },
      ssr: { build: { rolldownOptions: { output: { codeSplitting: { groups: sharedStylesheetGroups } } } } },
    },
    cacheDir: process.env.ASTRO_CACHE_DIR ? `${process.env.ASTRO_CACHE_DIR}/vite` : './.cache/vite',
  },
});
