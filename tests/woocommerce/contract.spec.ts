import { spawnSync } from 'node:child_process';
import { ROOT } from './store';
import { expect, test } from './fixtures';
import { storeContract } from '../contract/store-contract';

/**
 * The store contract the unit suite holds both drivers to (tests/contract/store-contract.ts), held
 * against this real store too. The driver needs Vite (import.meta.glob), so the cases run under
 * vitest (tests/unit/contract/real-store.test.ts), given this store's env; the project runs after
 * every other one (playwright.woocommerce.config.ts), since the cases make and delete products.
 * Alone: npm run test:woocommerce -- --no-deps tests/woocommerce/contract.spec.ts
 */
test('the WooCommerce driver keeps the store contract against the real store', async () => {
  test.setTimeout(900_000);
  const run = spawnSync('npx', ['vitest', 'run', 'tests/unit/contract/real-store.test.ts'], {
    cwd: ROOT,
    // Plain text, so the count can be read.
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    encoding: 'utf8',
    timeout: 880_000,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  // Every case of the contract ran, and passed (none skipped for want of the store's env).
  const n = storeContract.length;
  expect(output, output).toMatch(new RegExp(`Tests\\s+${n} passed \\(${n}\\)`));
  expect(run.status, output).toBe(0);
});
