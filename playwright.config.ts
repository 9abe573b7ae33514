import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { launchOptions } from './tests/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4329);
/** A second build of 240 generated products, for listings longer than one page (tests/e2e/search.spec.ts). */
export const LARGE_PORT = PORT + 1;
const LARGE = '.cache/e2e-large';
// Set once in the runner's process so every worker (they inherit the environment) and the
// server agree on the database the tests may inspect.
process.env.E2E_DATABASE_PATH ??= `.data/e2e-${Date.now()}.db`;
const DB = process.env.E2E_DATABASE_PATH;

/**
 * End-to-end tests in Debian's Chromium against the built server (the same one `npm start`
 * runs), on a fresh database per run.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // A worker more than the cores: with one per core they idle 18 % of the time while pages wait
  // on the network and the server (on 2 cores: 200 s with 2 workers, 174 s with 3, 166 s with 4).
  workers: availableParallelism() + 1,
  // No retries, in CI either: a flaky test must show, and be fixed at its cause.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace (every action, its timing, network, console) and a screenshot
    // of the page as it failed. The trace takes no DOM snapshot or screencast frame per action:
    // those cost a third of the suite's time on 2 cores (61 s -> 39 s for three spec files), and
    // `npx playwright test <file> --trace on` records them for a failure being looked into.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions,
  },
  webServer: [
    {
      command: process.env.E2E_SKIP_BUILD ? 'node server/serve.mjs' : 'npm run build && node server/serve.mjs',
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 240_000,
      // The server's lockout runs on its real clock: 200 ms steps lock the fifth failure for 1 s, so
      // the lockout test's wait for it is short (the formula is unit-tested, the page's clock faked).
      // Every test signs in and reviews from 127.0.0.1, so the per-address limits are raised for the suite.
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATABASE_PATH: DB,
        SITE_URL: `http://127.0.0.1:${PORT}`,
        LOCKOUT_STEP_MS: '200',
        AUTH_RATE_LIMIT: '1000',
        REVIEW_RATE_LIMIT: '1000',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // `npm test` builds the shop first and sets E2E_SKIP_BUILD=main: this build is still made, so a
      // fresh clone has it and a checkout never tests a stale one. Any other value reuses it too.
      command:
        process.env.E2E_SKIP_BUILD && process.env.E2E_SKIP_BUILD !== 'main'
          ? `DIST_DIR=${LARGE}/dist node server/serve.mjs`
          : `node bench/generate-catalogue.mjs 240 ${LARGE}/catalogue && CATALOGUE_DIR=${LARGE}/catalogue ASTRO_CACHE_DIR=${LARGE}/cache node node_modules/astro/bin/astro.mjs build --silent --outDir ${LARGE}/dist && DIST_DIR=${LARGE}/dist node server/serve.mjs`,
      url: `http://127.0.0.1:${LARGE_PORT}/`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: {
        PORT: String(LARGE_PORT),
        HOST: '127.0.0.1',
        DATABASE_PATH: `${DB}.large`,
        CATALOGUE_DIR: `${LARGE}/catalogue`,
        SITE_URL: `http://127.0.0.1:${LARGE_PORT}`,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
