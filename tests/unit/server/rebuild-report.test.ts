import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagesReport } from '../../../src/server/rebuild/report';
import { writeStatus } from '../../../src/server/rebuild/status';

/** What /api/status says of the pages: the served build's record and the rebuilder's status file. */
const dir = mkdtempSync(path.join(tmpdir(), 'rebuild-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const dist = path.join(dir, 'dist');
const statusFile = path.join(dir, 'dist-rebuilds/status.json');
mkdirSync(dist);
writeFileSync(
  path.join(dist, 'build-info.json'),
  JSON.stringify({
    startedAt: '2026-11-26T14:00:00.000Z',
    builtAt: '2026-11-26T14:01:00.000Z',
    durationMs: 60_000,
    source: 'WooCommerce',
    products: 33,
    categories: 5,
    store: { at: '2026-11-26T14:00:01.000Z', published: 33, categories: 'x' },
    nextSaleChange: null,
    reasons: ['product 112 updated in WooCommerce'],
  }),
);

describe('the status of the pages', () => {
  it('names the served build, and on the embedded store needs no rebuilder', () => {
    const r = pagesReport('embedded', { DIST_DIR: dist, REBUILD_STATUS: statusFile });
    expect(r.pages).toEqual({
      builtAt: '2026-11-26T14:01:00.000Z',
      source: 'WooCommerce',
      products: 33,
      durationMs: 60_000,
      reasons: ['product 112 updated in WooCommerce'],
    });
    expect(r.rebuild.mode).toBe('not-needed');
    expect(pagesReport('embedded', {}).pages).toBeNull();
  });

  it('on WooCommerce without a status file, this server does not rebuild (REBUILD=off)', () => {
    expect(pagesReport('woocommerce', { DIST_DIR: dist, REBUILD_STATUS: statusFile }).rebuild.mode).toBe('off');
  });

  it("shows the rebuilder's last failure, not its store's keys or its logs", () => {
    writeStatus(statusFile, {
      mode: 'on',
      webhooks: 'registered',
      webhookProblem: null,
      pollMs: 120_000,
      building: false,
      pending: ['product 9 updated in WooCommerce'],
      dueAt: '2026-11-26T14:05:00.000Z',
      lastAttempt: {
        startedAt: '2026-11-26T14:03:00.000Z',
        finishedAt: '2026-11-26T14:03:20.000Z',
        ok: false,
        reasons: ['product 9 updated in WooCommerce'],
        problem: 'WooCommerce catalogue: could not reach the store.',
      },
      lastCheck: null,
      nextSaleChange: null,
    });
    expect(pagesReport('woocommerce', { DIST_DIR: dist, REBUILD_STATUS: statusFile }).rebuild).toEqual({
      mode: 'on',
      webhooks: 'registered',
      webhookProblem: null,
      pollMs: 120_000,
      building: false,
      dueAt: '2026-11-26T14:05:00.000Z',
      lastFailure: { at: '2026-11-26T14:03:20.000Z', problem: 'WooCommerce catalogue: could not reach the store.' },
      lastCheck: null,
      nextSaleChange: null,
    });
  });
});
