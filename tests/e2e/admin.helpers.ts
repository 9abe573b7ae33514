import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { e2eDatabasePath } from './checkout-fixtures';

/**
 * The shop owner of the e2e server, made as the README says: npm run admin:create. One account per
 * Playwright worker: making it again resets its password and ends its sessions, which logged out
 * a spec running beside in another worker.
 */
export const OWNER = {
  email: `owner-e2e-${process.env.TEST_PARALLEL_INDEX ?? 0}@example.com`,
  password: 'Owner#pass-2026',
};

export async function createOwner(page: Page): Promise<void> {
  // The server opens (and migrates) its database on first use: make sure it has.
  await page.request.get('/api/products/101');
  const node = path.resolve('node_modules/.bin/node');
  const out = spawnSync(
    existsSync(node) ? node : process.execPath,
    ['scripts/admin-create.mjs', '--email', OWNER.email, '--password', OWNER.password],
    {
      env: { ...process.env, DATABASE_PATH: e2eDatabasePath() },
      encoding: 'utf8',
    },
  );
  expect(out.status, out.stderr).toBe(0);
}

/** Logs in as the owner from /admin (sent to /login and back), as she would. */
export async function ownerLogsIn(page: Page): Promise<void> {
  await createOwner(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  await page.getByRole('main').getByLabel('Username or Email').fill(OWNER.email);
  await page.getByRole('main').getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}
