// Bytes and requests per page, measured in Chromium against the production server.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './lib.mjs';

/**
 * For each page: JavaScript downloaded on load (raw and gzip), after idle hydration (scrolled
 * through, then idle), number of requests, image bytes on load, HTML gzip and CSS gzip.
 */
/** The suggestions and filter modules: loaded when the shopper focuses the field or changes a filter. */
const SEARCH_CODE = /\/_astro\/(suggestions|listing-filters)\.[\w-]+\.js$/;

export async function measurePages(baseUrl, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const { name, path } of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const seen = [];
      page.on('response', async (res) => {
        try {
          const body = await res.body();
          const type = res.request().resourceType();
          seen.push({
            url: res.url(),
            type,
            raw: body.length,
            gzip: gzipSync(body).length,
            react: type === 'script' && body.includes('react.transitional.element'),
          });
        } catch {
          // a response without a body (a redirect, an aborted load) holds no script to count
        }
      });
      const response = await page.goto(baseUrl + path, { waitUntil: 'load' });
      // A stylesheet link in the HTML's head that applies to the screen holds the first render back
      // (read from the HTML as served: a script may change a link's media after load). Links in a
      // <noscript> are not links for a browser that runs scripts.
      const head = ((await response?.text().catch(() => '')) ?? '')
        .split(/<body[\s>]/)[0]
        .replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
      const blockingStylesheets = [...head.matchAll(/<link\b[^>]*>/g)].filter(
        ([tag]) => /rel="?stylesheet/.test(tag) && !/media="(print|not all)"/.test(tag),
      ).length;
      await page.waitForTimeout(500);
      const onLoad = sum(seen, 'script');
      const requestsOnLoad = seen.length;
      const imagesOnLoad = sum(seen, 'image').raw;
      // Let idle islands hydrate and visible ones appear: scroll through, then wait for idle.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 100));
        }
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      const afterIdle = sum(seen, 'script');
      const html = seen.find((s) => s.type === 'document');
      const css = sum(seen, 'stylesheet');
      results.push({
        name,
        path,
        blockingStylesheets,
        status: response?.status() ?? 0,
        jsOnLoad: onLoad,
        jsAfterIdle: afterIdle,
        requestsOnLoad,
        requestsTotal: seen.length,
        htmlGzip: html?.gzip ?? 0,
        css,
        imagesOnLoad,
        reactOnLoad: seen.slice(0, requestsOnLoad).some((s) => s.react),
        react: seen.some((s) => s.react),
        searchOnLoad: seen.some((s) => SEARCH_CODE.test(s.url)),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

function sum(list, type) {
  return list
    .filter((s) => s.type === type)
    .reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, count: a.count + 1 }), {
      raw: 0,
      gzip: 0,
      count: 0,
    });
}
