// Lighthouse (mobile preset, simulated throttling) in Debian's Chromium.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM, CHROMIUM_ARGS } from './lib.mjs';

export async function runLighthouse(baseUrl, pages) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const results = [];
  try {
    for (const { name, path } of pages) {
      const runnerResult = await lighthouse(baseUrl + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      const { categories, audits, runtimeError } = runnerResult.lhr;
      if (runtimeError) { results.push({ name, path, error: runtimeError.message }); continue; }
      const num = (id) => audits[id]?.numericValue ?? NaN;
      results.push({
        name,
        path,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        tbt: Math.round(num('total-blocking-time')),
        cls: Number(num('cumulative-layout-shift').toFixed(3)),
        lcp: Math.round(num('largest-contentful-paint')),
        failing: Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id).slice(0, 8),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
