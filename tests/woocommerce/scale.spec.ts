import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { openSync } from 'node:fs';
import path from 'node:path';
import { createClient } from 'redis';
import { test, expect, product, wooAddress } from './fixtures';
import { ROOT, storeEnv } from './store';
import { shopEnv } from './global-setup';
import { freePort, Shopper } from '../integration/server';
import { startRedis, type RunningRedis } from '../integration/redis-server';

/**
 * Scale-out (README, "Deployment at scale"): two API servers, as on two machines (each its own
 * SQLite file, so only Redis can carry anything between them), built against the real store and
 * sharing one redis-server through REDIS_URL. A shopper's requests go to them in turn, as a load
 * balancer without sticky sessions sends them.
 */
const RATE_LIMIT = 8;

interface ApiServer {
  url: string;
  child: ChildProcess;
  kill(): void;
}

let redis: RunningRedis;
let a: ApiServer;
let b: ApiServer;
const started: ApiServer[] = [];

async function startApiServer(name: string): Promise<ApiServer> {
  const shopDir = process.env.WOO_SHOP_DIR;
  if (!shopDir)
    throw new Error(
      'Run this spec with `npm run test:woocommerce`: its global set-up builds the shop against the store.',
    );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = openSync(path.join(shopDir, `scale-${name}.log`), 'w');
  const child = spawn(path.join(ROOT, 'node_modules/.bin/node'), [path.join(ROOT, 'server/serve.mjs')], {
    cwd: shopDir,
    env: {
      ...shopEnv(storeEnv(), url),
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL: redis.url,
      // A file of its own: what the two share can only go through Redis.
      DATABASE_PATH: path.join(shopDir, `scale-${name}-${Date.now()}.db`),
      WEB_WORKERS: '1',
      TRUST_PROXY: '1',
      // They share the suite's build folder: the suite's own server rebuilds it (README, "The rebuilder on several machines").
      REBUILD: 'off',
      AUTH_RATE_LIMIT: String(RATE_LIMIT),
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const kill = () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
  };
  const server = { url, child, kill };
  started.push(server);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `API server ${name} did not become healthy on ${url} (log: ${path.join(shopDir, `scale-${name}.log`)})`,
  );
}

/** One shopper's browser, its requests sent to A and B in turn (the same cookies, anti-forgery value and address). */
function balanced(): { next: () => Shopper; at: (s: ApiServer) => Shopper } {
  const first = new Shopper(a.url);
  const second = Object.assign(new Shopper(b.url), {
    cookies: first.cookies,
    csrf: first.csrf,
    address: first.address,
  });
  let turn = 0;
  return { next: () => (turn++ % 2 === 0 ? first : second), at: (s) => (s === a ? first : second) };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  redis = await startRedis();
  [a, b] = await Promise.all([startApiServer('a'), startApiServer('b')]);
});

test.afterAll(async () => {
  // Every server and the redis-server go, even when one of them is gone already.
  for (const s of started) {
    try {
      s.kill();
    } catch {
      // already gone
    }
  }
  await redis?.stop();
});

test.describe('two API servers sharing Redis', () => {
  test('a guest cart and wishlist follow the shopper from one server to the other', async ({ ids }) => {
    const pearl = product(ids, 'alexandria-pearl-drop-earrings');
    const ring = product(ids, 'eye-of-horus-band-ring');
    const s = balanced();
    expect(
      (await s.next().post('/api/cart/items', { id: pearl.wooId, quantity: 1, choices: { Metal: 'Sterling Silver' } }))
        .status,
    ).toBe(200);
    // A size of the ring: the line is that variation, under the ring on either server.
    expect(
      (await s.next().post('/api/cart/items', { id: ring.wooId, quantity: 2, choices: { Size: '7' } })).status,
    ).toBe(200);
    const cart = await s.next().get('/api/cart');
    expect(cart.body.items.find((i: { id: number }) => i.id === ring.wooId)).toMatchObject({
      variation_id: ids.variants[ring.variants!.find((v) => v.attributes[0]!.option === '7')!.id],
      choices: [{ name: 'Size', option: '7' }],
    });
    expect(cart.body.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity]).sort()).toEqual(
      [
        [pearl.wooId, 1],
        [ring.wooId, 2],
      ].sort(),
    );
    const line = cart.body.items.find((i: { id: number }) => i.id === ring.wooId);
    expect((await s.next().req('PATCH', `/api/cart/items/${line.key}`, { quantity: 3 })).status).toBe(200);
    expect((await s.next().get('/api/cart')).body.item_count).toBe(4);

    expect((await s.next().post('/api/wishlist', { product_id: ring.wooId })).status).toBeLessThan(300);
    expect((await s.next().post('/api/wishlist', { product_id: pearl.wooId })).status).toBeLessThan(300);
    expect((await s.next().get('/api/wishlist')).body.items.map((i: { product_id: number }) => i.product_id)).toEqual([
      ring.wooId,
      pearl.wooId,
    ]);
    expect((await s.next().req('DELETE', `/api/wishlist/${ring.wooId}`)).status).toBe(200);
    expect((await s.next().get('/api/wishlist')).body.items.map((i: { product_id: number }) => i.product_id)).toEqual([
      pearl.wooId,
    ]);
  });

  test('login on one is a login on both; logout on one is honoured by the other, even for a copy of the old cookie', async ({
    rest,
  }) => {
    const username = `scale-${Date.now()}`;
    const password = 'Scale-pass-123';
    await rest.post('/wc/v3/customers', { email: `${username}@example.com`, username, password, first_name: 'Salma' });
    const s = balanced();
    const login = await s.at(a).post('/api/auth/login', { username, password });
    expect(login.status).toBe(200);
    expect((await s.at(b).get('/api/auth/me')).body.user?.username).toBe(username);
    const stolen = new Map(s.at(a).cookies);
    expect((await s.at(b).post('/api/auth/logout')).status).toBeLessThan(300);
    expect((await s.at(a).get('/api/auth/me')).status).toBe(401);
    const replay = Object.assign(new Shopper(a.url), { cookies: stolen });
    expect((await replay.get('/api/auth/me')).status).toBe(401);
  });

  test('five failed logins counted across both servers lock the account on both', async ({ rest }) => {
    const username = `locked-${Date.now()}`;
    const password = 'Locked-pass-123';
    await rest.post('/wc/v3/customers', { email: `${username}@example.com`, username, password });
    // Each attempt from its own address, alternately on A and B: two wrong ones on each are
    // refused as wrong; the fifth, on A (its third), locks: counted per server it would not.
    const attempt = (server: ApiServer, pw: string) =>
      new Shopper(server.url).post('/api/auth/login', { username, password: pw });
    for (let i = 0; i < 4; i++) expect((await attempt(i % 2 ? b : a, 'wrong-Pass-1')).status).toBe(401);
    const fifth = await attempt(a, 'wrong-Pass-1');
    expect([fifth.status, fifth.body.code]).toEqual([429, 'locked']);
    for (const server of [a, b]) {
      const r = await attempt(server, password);
      expect([r.status, r.body.code]).toEqual([429, 'locked']);
    }
  });

  test('the auth rate limit is one limit across both servers', async () => {
    const s = balanced();
    // Malformed logins: the limit counts them before any reaches WordPress.
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i++) statuses.push((await s.next().post('/api/auth/login', {})).status);
    expect(statuses.slice(0, RATE_LIMIT).filter((st) => st === 429)).toEqual([]);
    expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429]);
  });

  test('a checkout submitted twice, once to each server at the same moment, places one order', async ({
    ids,
    rest,
  }) => {
    const item = product(ids, 'carnelian-teardrop-earrings');
    const s = balanced();
    const email = `double-${Date.now()}@example.com`;
    await s.next().post('/api/cart/items', { id: item.wooId, quantity: 1 });
    const quote = await s.next().post('/api/checkout/shipping', { address: wooAddress(email) });
    expect(quote.status).toBe(200);
    const body = {
      billing: wooAddress(email),
      shipping: wooAddress(email),
      payment_method: 'cod',
      shipping_method: quote.body.rates[0].id,
      customer_note: '',
      idempotency_key: randomUUID(),
    };
    const [one, two] = await Promise.all([s.at(a).post('/api/orders', body), s.at(b).post('/api/orders', body)]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(two.body.id).toBe(one.body.id);
    const orders = await rest.get<{ id: number }[]>(`/wc/v3/orders?search=${encodeURIComponent(email)}`);
    expect(orders.map((o) => o.id)).toEqual([one.body.id]);
  });

  test('a server killed mid-checkout: the other finishes it, one order, nothing lost', async ({ ids, rest }) => {
    const item = product(ids, 'cleopatra-emerald-bracelet');
    const s = balanced();
    const email = `killed-${Date.now()}@example.com`;
    await s.at(a).post('/api/cart/items', { id: item.wooId, quantity: 2, choices: { Size: 'M' } });
    const quote = await s.at(b).post('/api/checkout/shipping', { address: wooAddress(email) });
    const body = {
      billing: wooAddress(email),
      shipping: wooAddress(email),
      payment_method: 'cod',
      shipping_method: quote.body.rates[0].id,
      customer_note: 'Gift wrap, please',
      idempotency_key: randomUUID(),
    };
    const key = `shop:po:${s.at(a).cookies.get('cart_token')}:${body.idempotency_key}`;

    // Server A takes the checkout; it is killed (kill -9) once it has told Redis the order it is
    // placing, while its request to WooCommerce is on the way.
    const inFlight = s
      .at(a)
      .post('/api/orders', body)
      .catch((err: Error) => err);
    const peek = createClient({ url: redis.url });
    await peek.connect();
    let draft: string | null = null;
    await expect
      .poll(async () => (draft = await peek.hGet(key, 'draft')), { timeout: 60_000, intervals: [20] })
      .not.toBeNull();
    a.kill();
    await peek.quit();
    expect(await inFlight).toBeInstanceOf(Error);

    // The shopper's browser sends it again (same key); the balancer now only has B.
    const retry = await s.at(b).post('/api/orders', body);
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(Number(draft));
    const orders = await rest.get<
      { id: number; line_items: { product_id: number; quantity: number }[]; customer_note: string; status: string }[]
    >(`/wc/v3/orders?search=${encodeURIComponent(email)}`);
    expect(orders.map((o) => o.id)).toEqual([retry.body.id]);
    expect(orders[0]!.line_items.map((l) => [l.product_id, l.quantity])).toEqual([[item.wooId, 2]]);
    expect(orders[0]!.customer_note).toBe('Gift wrap, please');
    expect(orders[0]!.status).not.toBe('checkout-draft');
    expect((await s.at(b).get('/api/cart')).body.items).toEqual([]);
  });

  test('health: 200 while the store and Redis answer, 503 with Redis down, and no secrets in the body', async () => {
    const up = await fetch(`${b.url}/api/health`);
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ ok: true, store: 'ok', state: 'ok', stateKind: 'redis' });
    redis.kill();
    await redis.stop();
    const down = await fetch(`${b.url}/api/health`);
    const text = await down.text();
    expect(down.status).toBe(503);
    expect(JSON.parse(text)).toEqual({ ok: false, store: 'ok', state: 'unavailable', stateKind: 'redis' });
    const env = storeEnv();
    for (const secret of [
      env.WOOCOMMERCE_CONSUMER_KEY,
      env.WOOCOMMERCE_CONSUMER_SECRET,
      env.WOOCOMMERCE_URL,
      redis.url,
    ])
      expect(text).not.toContain(secret);
  });
});
