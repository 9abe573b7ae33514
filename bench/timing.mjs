// DOMContentLoaded and LCP of a few pages in Chromium against the production server, unthrottled
// and under Lighthouse's mobile profile applied as throttling (its "devtools" values for slow 4G:
// 562.5 ms request latency, 1.47 Mbps down, 675 kbps up, CPU 4x slower). Each figure is the median
// of RUNS loads in a fresh context (empty cache), so one slow load on a shared machine does not
// decide it.
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './lib.mjs';

const RUNS = Math.max(1, Number(process.env.TIMING_RUNS ?? 5) || 1);
export const MOBILE = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
  cpu: 4,
};

async function once(browser, url, throttled) {
  const context = await browser.newContext(
    throttled
      ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  const page = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.latency,
      downloadThroughput: MOBILE.downloadThroughput,
      uploadThroughput: MOBILE.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
  }
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(throttled ? 1500 : 500);
  const t = await page.evaluate(() => ({
    dcl: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
    lcp: window.__lcp,
  }));
  await context.close();
  return t;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** For each page: { name, path, unthrottled: { dcl, lcp }, mobile: { dcl, lcp } } in ms. */
export async function measureTiming(baseUrl, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const { name, path } of pages) {
      const out = { name, path };
      for (const [key, throttled] of [
        ['unthrottled', false],
        ['mobile', true],
      ]) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await once(browser, baseUrl + path, throttled));
        out[key] = { dcl: Math.round(median(runs.map((r) => r.dcl))), lcp: Math.round(median(runs.map((r) => r.lcp))) };
      }
      results.push(out);
    }
  } finally {
    await browser.close();
  }
  return results;
}
