import { defineConfig } from '@playwright/test';
import { launchOptions } from './tests/chromium';

/**
 * The integration suite: the shop built against a real WordPress + WooCommerce store on this
 * machine, driven in Debian's Chromium. tests/woocommerce/global-setup.ts starts and seeds the
 * store, builds the shop against it and starts the shop's server (baseURL comes from there).
 */
export default defineConfig({
  testDir: 'tests/woocommerce',
  // Apart from the embedded suite's results, which a run of this one must not wipe.
  outputDir: 'test-results/woocommerce',
  globalSetup: './tests/woocommerce/global-setup.ts',
  // One store for the whole run: tests that change stock or settings use products of their own.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A WordPress request on a busy 2-core machine takes up to a few seconds.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  projects: [
    { name: 'shop', testIgnore: /(store-changes|rebuild|contract)\.spec\.ts/ },
    // Changes products and rebuilds the pages (a build takes both cores for a while): once every
    // shopping test is done.
    { name: 'pages follow the store', testMatch: /rebuild\.spec\.ts/, dependencies: ['shop'] },
    // Switches plugins off and on: only once every other test is done.
    { name: 'store changes', testMatch: /store-changes\.spec\.ts/, dependencies: ['pages follow the store'] },
    // Makes and deletes products of its own and calls the driver directly: last, on its own.
    { name: 'store contract', testMatch: /contract\.spec\.ts/, dependencies: ['store changes'] },
  ],
  use: {
    // As in playwright.config.ts: every action, network and console of a failed test, and its last
    // screen; no DOM snapshot or screencast per action, which would cost a third of the time.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    // The test store's https certificate is self-signed (the off-site payment page lives there).
    ignoreHTTPSErrors: true,
    launchOptions,
  },
});
