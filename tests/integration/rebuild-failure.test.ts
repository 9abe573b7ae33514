import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, startServer, type RunningServer } from './server';
import { FAKE_KEYS, startFakeWoo, type FakeWoo } from '../fixtures/woocommerce-fake-server';

/**
 * A rebuild that fails leaves the pages serving and says why: the built server on the fake store,
 * whose pages come from the sample catalogue, rebuilds them from the store at start, and the
 * store lacks the storefront plugin, which stops the build (a real `astro build`, stopped early).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const V3 = '/wp-json/wc/v3';
let woo: FakeWoo;
let server: RunningServer;
let dist = '';

beforeAll(async () => {
  ensureBuilt();
  woo = await startFakeWoo({
    // A WordPress site without the storefront plugin: the shop can read it, the build refuses it.
    'GET /wp-json/': { body: { name: 'Fake shop', namespaces: ['wp/v2', 'wc/v3', 'wc/store/v1', 'jwt-auth/v1'] } },
    [`GET ${V3}/products`]: { headers: { 'X-WP-Total': '2', Date: new Date().toUTCString() }, body: [{ id: 1 }] },
  });
  mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
  dist = path.join(mkdtempSync(path.join(ROOT, '.cache', 'rebuild-failure-')), 'dist');
  cpSync(path.join(ROOT, 'dist'), dist, { recursive: true });
  server = await startServer({
    env: {
      DIST_DIR: dist,
      WEB_WORKERS: '1',
      WOOCOMMERCE_URL: woo.url,
      WOOCOMMERCE_CONSUMER_KEY: FAKE_KEYS.consumerKey,
      WOOCOMMERCE_CONSUMER_SECRET: FAKE_KEYS.consumerSecret,
      REBUILD_DEBOUNCE_MS: '200',
      REBUILD_WEBHOOKS: 'off',
    },
    ready: '/api/status',
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await woo?.close();
  if (dist) rmSync(path.dirname(dist), { recursive: true, force: true });
});

describe('a rebuild that fails', () => {
  it('leaves the previous pages serving, and the status says when and why', async () => {
    const before = (await (await fetch(`${server.url}/api/status`)).json()) as { pages: { builtAt: string } };
    expect(before.pages).toMatchObject({ source: 'sample catalogue' });
    let status: any;
    for (let i = 0; i < 600; i++) {
      status = await (await fetch(`${server.url}/api/status`)).json();
      // The failed attempt is written down a moment before the scheduler marks the build over.
      if (status.rebuild.lastFailure && !status.rebuild.building) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(status.rebuild.lastFailure.problem).toMatch(/has no Nefertari Storefront plugin/);
    expect(status.rebuild).toMatchObject({ mode: 'on', building: false, lastCheck: { ok: true } });
    // Tried again after a minute, not at once.
    expect(Date.parse(status.rebuild.dueAt) - Date.parse(status.rebuild.lastFailure.at)).toBeGreaterThanOrEqual(59_000);
    expect(status.pages).toEqual(before.pages);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await fetch(`${server.url}/shop`)).status).toBe(200);
    // The failed build's folder is gone; its log stays.
    const kept = readdirSync(`${dist}-rebuilds`);
    // (The build by hand it serves is a hard-linked copy there too.)
    expect(kept.filter((n) => /^\d{4}-/.test(n) && !/\.log$|-by-hand$/.test(n))).toEqual([]);
    expect(kept.some((n) => n.endsWith('.log'))).toBe(true);
    expect(existsSync(`${dist}-rebuilds/current`)).toBe(false);
    expect(server.output()).toMatch(
      /The rebuild failed, the previous pages still serve: .*Nefertari Storefront plugin/,
    );
  }, 180_000);
});
