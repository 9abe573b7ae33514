import { existsSync, mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startServer } from '../integration/server';
import { firefox, webkitgtk, type Driver } from './drivers';
import { newJourneyData, steps, type Journey } from './journey.spec';
import { Shopper } from './shopper';

/**
 * Runs ./journey.spec.ts in one engine against the built shop (`npm run build` first), as
 * playwright.config.ts runs the e2e suite: server/serve.mjs on a free port of its own with a
 * throwaway database. The browser talks to the shop through a small proxy in this process, which
 * lets a step hold requests back. Prints each step with its time; a failing step stops the run
 * with its error and a screenshot in test-results/cross-engine/.
 *
 *   node tests/cross-engine/run.mjs                       Firefox ESR (npm test runs this)
 *   xvfb-run -a node tests/cross-engine/run.mjs --browser webkitgtk
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'test-results/cross-engine');
const args = process.argv.slice(2);
const engine = args.includes('--browser') ? args[args.indexOf('--browser') + 1] : 'firefox';
const started = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

if (!existsSync(path.join(ROOT, process.env.DIST_DIR ?? 'dist', 'server/entry.mjs'))) {
  console.error('cross-engine: no build to test: run npm run build first.');
  process.exit(1);
}
const launch = { firefox, webkitgtk }[engine as 'firefox'];
if (!launch) {
  console.error(`cross-engine: unknown browser "${engine}" (firefox or webkitgtk).`);
  process.exit(1);
}

/** A pass-through proxy to the shop whose requests a step can hold back. */
function holdingProxy(target: string) {
  const holds: { pattern: RegExp; saw: () => void; waiting: (() => void)[] }[] = [];
  const proxy = http.createServer((req, res) => {
    const forward = () => {
      if (res.destroyed) return;
      const upstream = http.request(target + req.url, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    const hold = holds.find((h) => h.pattern.test(req.url ?? ''));
    if (!hold) return forward();
    hold.saw();
    hold.waiting.push(forward);
  });
  return {
    proxy,
    holdBack(pattern: RegExp) {
      let saw!: () => void;
      // A file the page never asks for (renamed by the build) fails the step instead of hanging it.
      const seen = new Promise<void>((r, fail) => {
        saw = r;
        setTimeout(() => fail(new Error(`no request matched ${pattern}`)), 15_000).unref();
      });
      const hold = { pattern, saw, waiting: [] as (() => void)[] };
      holds.push(hold);
      return {
        seen,
        release() {
          holds.splice(holds.indexOf(hold), 1);
          hold.waiting.forEach((go) => go());
        },
      };
    },
  };
}

const server = await startServer();
const serverReady = performance.now();
const { proxy, holdBack } = holdingProxy(server.url);
await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
let driver: Driver | undefined;
let failed = false;
try {
  driver = await launch();
  const browserReady = performance.now();
  console.log(
    `cross-engine: ${driver.name} (started in ${seconds(browserReady - serverReady)}), the shop at ${base} (started in ${seconds(serverReady - started)})`,
  );
  const journey: Journey = { shopper: new Shopper(driver, base), holdBack, ...newJourneyData() };
  rmSync(OUT, { recursive: true, force: true });
  for (const [i, step] of steps.entries()) {
    const t0 = performance.now();
    try {
      await step.run(journey);
      const errors = await driver.pageErrors();
      if (errors.length) throw new Error(`the page had errors:\n${errors.map((e) => `      ${e}`).join('\n')}`);
      console.log(`  ✓ ${step.name} (${seconds(performance.now() - t0)})`);
    } catch (err) {
      failed = true;
      mkdirSync(OUT, { recursive: true });
      const shot = path.join(OUT, `${engine}-${String(i + 1).padStart(2, '0')}.png`);
      await driver.screenshot(shot).catch(() => undefined);
      const at = await driver.url().catch(() => '?');
      console.error(`  ✘ ${step.name} (${seconds(performance.now() - t0)})`);
      console.error(`    ${err instanceof Error ? err.message : String(err)}`);
      console.error(`    at ${at}; screenshot: ${path.relative(ROOT, shot)}`);
      for (const rest of steps.slice(i + 1)) console.error(`  - ${rest.name} (not run)`);
      break;
    }
  }
  console.log(
    `cross-engine: ${driver.name}: ${failed ? 'FAILED' : `${steps.length} steps passed`} in ${seconds(performance.now() - started)} (wall time, browser and server start included)`,
  );
} catch (err) {
  failed = true;
  console.error(`cross-engine: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await driver?.close().catch(() => undefined);
  proxy.closeAllConnections();
  proxy.close();
  await server.stop();
  if (failed) console.error(`Server log:\n${server.output().slice(-2000)}`);
}
process.exit(failed ? 1 : 0);
