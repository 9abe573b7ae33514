import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, startServer, type RunningServer } from './server';
import { FAKE_KEYS, startFakeWoo, type FakeWoo } from '../fixtures/woocommerce-fake-server';
import { signature } from '../../src/server/rebuild/webhook';
import { MSG } from '../../src/lib/messages';

/**
 * The built server on WooCommerce (the fake store) with two workers: its primary process alone
 * registers the webhooks, a worker verifies each delivery and passes a change on to the primary's
 * rebuilder. The rebuild itself is held back (an hour's quiet time): the real-store suite builds
 * (tests/woocommerce/rebuild.spec.ts).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const V3 = '/wp-json/wc/v3';
let woo: FakeWoo;
let server: RunningServer;
let dist = '';
/** The shop's public address, where WooCommerce is told to deliver; the test posts to the server itself. */
const SITE_URL = 'https://shop.example.test';
let url = '';

const registered = () => woo.calls('POST', `${V3}/webhooks`);
const rebuildStatus = () => JSON.parse(readFileSync(`${dist}-rebuilds/status.json`, 'utf8'));
const until = async (fn: () => boolean) => {
  for (let i = 0; i < 100 && !fn(); i++) await new Promise((r) => setTimeout(r, 100));
  expect(fn()).toBe(true);
};

beforeAll(async () => {
  ensureBuilt();
  woo = await startFakeWoo({
    [`GET ${V3}/webhooks`]: { headers: { 'X-WP-TotalPages': '1' }, body: [] },
    [`POST ${V3}/webhooks`]: { status: 201, body: { id: 1 } },
    [`GET ${V3}/products`]: { headers: { 'X-WP-Total': '2', Date: new Date().toUTCString() }, body: [{ id: 1 }] },
  });
  mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
  dist = path.join(mkdtempSync(path.join(ROOT, '.cache', 'webhook-')), 'dist');
  cpSync(path.join(ROOT, 'dist'), dist, { recursive: true });
  server = await startServer({
    env: {
      SITE_URL,
      DIST_DIR: dist,
      WEB_WORKERS: '2',
      WOOCOMMERCE_URL: woo.url,
      WOOCOMMERCE_CONSUMER_KEY: FAKE_KEYS.consumerKey,
      WOOCOMMERCE_CONSUMER_SECRET: FAKE_KEYS.consumerSecret,
      REBUILD_DEBOUNCE_MS: '3600000',
      REBUILD_MAX_DELAY_MS: '3600000',
    },
    ready: '/api/status',
  });
  url = server.url;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await woo?.close();
  if (dist) rmSync(path.dirname(dist), { recursive: true, force: true });
});

describe('WooCommerce webhooks on the running server', () => {
  it('one process of the two registers them, once each, to SITE_URL', async () => {
    await until(() => registered().length === 4);
    await new Promise((r) => setTimeout(r, 500));
    expect(registered().map((r) => (r.body as { topic: string }).topic)).toEqual([
      'product.created',
      'product.updated',
      'product.deleted',
      'product.restored',
    ]);
    const bodies = registered().map((r) => r.body as { delivery_url: string; secret: string; status: string });
    expect(new Set(bodies.map((b) => `${b.delivery_url} ${b.status}`))).toEqual(
      new Set([`${SITE_URL}/api/webhooks/woocommerce active`]),
    );
    expect(new Set(bodies.map((b) => b.secret)).size).toBe(1);
    expect(bodies[0]!.secret).not.toContain(FAKE_KEYS.consumerSecret);
    const status = (await fetch(`${url}/api/status`).then((r) => r.json())) as { rebuild: unknown };
    expect(status.rebuild).toMatchObject({ mode: 'on', webhooks: 'registered', pollMs: 120_000 });
  });

  it('a signed delivery is taken at once and becomes a change the rebuilder waits to build', async () => {
    await until(() => registered().length === 4);
    const secret = (registered()[0]!.body as { secret: string }).secret;
    const body = JSON.stringify({ id: 794, type: 'simple', name: 'Premium Quality', description: 'x'.repeat(20_000) });
    const res = await fetch(`${url}/api/webhooks/woocommerce`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-wc-webhook-topic': 'product.updated',
        'x-wc-webhook-signature': signature(body, secret),
      },
      body,
    });
    expect([res.status, await res.json()]).toEqual([200, { ok: true }]);
    await until(() => rebuildStatus().pending.includes('product 794 updated in WooCommerce'));
    expect(rebuildStatus()).toMatchObject({ building: false, lastAttempt: null });
  });

  it('refuses unsigned and forged requests with 401, answers the ping, and logs nothing of them', async () => {
    const post = (headers: Record<string, string>, body: string) =>
      fetch(`${url}/api/webhooks/woocommerce`, { method: 'POST', headers, body });
    const body = JSON.stringify({ id: 795, type: 'simple' });
    const unsigned = await post({ 'content-type': 'application/json', 'x-wc-webhook-topic': 'product.updated' }, body);
    expect([unsigned.status, await unsigned.json()]).toEqual([
      401,
      { code: 'unauthorized', message: MSG.webhookRefused },
    ]);
    const forged = signature(body, 'a guessed secret');
    const wrong = await post(
      { 'content-type': 'application/json', 'x-wc-webhook-topic': 'product.updated', 'x-wc-webhook-signature': forged },
      body,
    );
    expect(wrong.status).toBe(401);
    const ping = await post({ 'content-type': 'application/x-www-form-urlencoded' }, 'webhook_id=3');
    expect(ping.status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(rebuildStatus().pending.join(' ')).not.toContain('795');
    expect(server.output()).toContain('Refused a request to the WooCommerce webhook');
    expect(server.output()).not.toContain(forged);
    expect(server.output()).not.toContain((registered()[0]!.body as { secret: string }).secret);
  });
});
