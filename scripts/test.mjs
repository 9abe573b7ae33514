// npm test: the static checks (types, format, lint) run beside the suites, which run one after the
// other (each later one reuses the build the first makes). The checks' output is printed once
// they finish, so it does not interleave with the suites'; the run fails if anything failed.
// First of all, what the suites run from the system (browsers, Xvfb, redis-server) is installed
// when missing, or the run stops with what to install (./test-tools.mjs).
import { spawn } from 'node:child_process';
import { ensureTestTools } from './test-tools.mjs';

/** @param {string} command @param {{ quiet?: boolean, env?: Record<string, string> }} [options] */
function run(command, { quiet = false, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ command, code: code ?? 1, output }));
  });
}

const STATIC_CHECKS = ['astro check', 'prettier --check .', 'eslint .'];
const SUITES = [
  { command: 'npm run build' },
  { command: 'vitest run', env: { E2E_SKIP_BUILD: '1' } },
  { command: 'playwright test', env: { E2E_SKIP_BUILD: 'main' } },
  // The core journey in Firefox ESR and in WebKitGTK (Safari's engine, on a virtual display),
  // on the same build (tests/cross-engine).
  { command: 'npm run test:cross-engine' },
  { command: 'xvfb-run -a npm run test:cross-engine -- --browser webkitgtk' },
  { command: 'playwright test -c playwright.woocommerce.config.ts' },
];

if (!ensureTestTools()) process.exit(1);

const started = Date.now();
const staticChecks = (async () => {
  const results = [];
  // One after the other: on two cores, three at once would only slow the suites more.
  for (const command of STATIC_CHECKS) results.push(await run(`npx ${command}`, { quiet: true }));
  return results;
})();

let suitesFailed = null;
for (const suite of SUITES) {
  const command = /^(npm|xvfb-run) /.test(suite.command) ? suite.command : `npx ${suite.command}`;
  const result = await run(command, { env: suite.env });
  if (result.code !== 0) {
    suitesFailed = result.command;
    break;
  }
}

const checks = await staticChecks;
const seconds = ((Date.now() - started) / 1000).toFixed(0);
for (const check of checks) {
  const ok = check.code === 0;
  console.log(`\n[static check] ${check.command}: ${ok ? 'passed' : 'FAILED'}`);
  if (!ok) console.log(check.output.trim());
}
const failedChecks = checks.filter((c) => c.code !== 0).map((c) => c.command);
if (suitesFailed || failedChecks.length) {
  console.error(`\nnpm test failed after ${seconds} s: ${[suitesFailed, ...failedChecks].filter(Boolean).join(', ')}`);
  process.exit(1);
}
console.log(`\nnpm test passed in ${seconds} s (suites and static checks)`);
