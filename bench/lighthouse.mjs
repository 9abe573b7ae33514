// Lighthouse (mobile preset, simulated throttling) in Debian's Chromium.
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM, CHROMIUM_ARGS } from './lib.mjs';

/**
 * Each page is measured LH_RUNS times (default 3) and reported by Lighthouse's own median run
 * (the run closest to the median first contentful paint and time to interactive), as its
 * documentation advises for variable machines: on a shared 2-core machine one run's blocking
 * time swings between 0 and 100 ms for the same build. Every run's TBT is reported with it.
 */
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3) || 1);

export async function runLighthouse(baseUrl, pages) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results = [];
  try {
    for (const { name, path } of pages) {
      const runs = [];
      let error;
      for (let i = 0; i < RUNS && !error; i++) {
        const { lhr } = await lighthouse(baseUrl + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (lhr.runtimeError) error = lhr.runtimeError.message;
        else runs.push(lhr);
      }
      if (error) {
        results.push({ name, path, error });
        continue;
      }
      const { categories, audits } = computeMedianRun(runs);
      const num = (id) => audits[id]?.numericValue ?? NaN;
      results.push({
        name,
        path,
        runs: runs.length,
        tbtRuns: runs.map((r) => Math.round(r.audits['total-blocking-time'].numericValue)),
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        tbt: Math.round(num('total-blocking-time')),
        cls: Number(num('cumulative-layout-shift').toFixed(3)),
        lcp: Math.round(num('largest-contentful-paint')),
        failing: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id)
          .slice(0, 8),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
