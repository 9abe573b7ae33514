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
      const { categories, audits } = runnerResult.lhr;
      results.push({
        name,
        path,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        tbt: Math.round(audits['total-blocking-time'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        lcp: Math.round(audits['largest-contentful-paint'].numericValue),
        failing: Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id).slice(0, 8),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
