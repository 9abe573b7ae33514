// `npm run bench -- --only scale`: the API on one server process and on two sharing Redis, on
// this machine, and GET /api/cart's p99 with its state in Redis against the SQLite default.
//
// The load is a logged-in shopper's GET /api/cart (the embedded build in dist/; both servers share
// its database file, as two processes on one machine do): each request reads the login session
// from the state store, so with REDIS_URL every request asks Redis. "One" is one server process
// (WEB_WORKERS=1); "two" is two of them on their own ports, each given half the connections by
// its own load generator at the same time, as a load balancer would split them. On a 2-core
// machine shared with the load generators and redis-server, two cannot double one: the ratio says
// how much of a second process this machine can give, not what a second machine would.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import '../server/typescript.mjs';
import { NODE, ROOT, freePort, stealMeter } from './lib.mjs';

const CSRF = 'bench-scale-csrf-token-0123456789';

async function startApi(env) {
  const port = await freePort();
  const child = spawn(NODE, ['server/serve.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_WORKERS: '1', AUTH_RATE_LIMIT: '100000', ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return {
        url,
        stop: async () => {
          child.kill('SIGTERM');
          await once(child, 'exit');
        },
      };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the API server on ${url} did not become healthy`);
}

/** A customer with a line in their cart: the cookies of their browser. */
async function shopper(url) {
  const name = `bench${Date.now()}`;
  const headers = {
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    'x-csrf-token': CSRF,
    origin: url,
    cookie: `csrf_token=${CSRF}`,
  };
  const password = 'Bench-pass-12345';
  let r = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: `${name}@example.com`, username: name, password }),
  });
  if (r.status !== 201) throw new Error(`register: HTTP ${r.status} ${await r.text()}`);
  r = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: name, password }),
  });
  if (r.status !== 200) throw new Error(`login: HTTP ${r.status} ${await r.text()}`);
  const cookies = r.headers.getSetCookie().map((c) => c.split(';')[0]);
  const withSession = { ...headers, cookie: [`csrf_token=${CSRF}`, ...cookies].join('; ') };
  r = await fetch(`${url}/api/cart/items`, {
    method: 'POST',
    headers: withSession,
    body: JSON.stringify({ id: 101, quantity: 1 }),
  });
  if (!r.ok) throw new Error(`add to cart: HTTP ${r.status} ${await r.text()}`);
  cookies.push(...r.headers.getSetCookie().map((c) => c.split(';')[0]));
  return [...new Set(cookies)].join('; ');
}

function load(url, cookie, connections, duration) {
  const opts = {
    url,
    connections,
    duration,
    requests: [{ method: 'GET', path: '/api/cart', headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } }],
  };
  return new Promise((resolve, reject) => autocannon(opts, (err, r) => (err ? reject(err) : resolve(r))));
}

const summary = (rs) => ({
  requestsPerSec: Math.round(rs.reduce((s, r) => s + r.requests.average, 0)),
  p99Ms: Math.max(...rs.map((r) => r.latency.p99)),
  p50Ms: Math.max(...rs.map((r) => r.latency.p50)),
  errors: rs.reduce((s, r) => s + r.non2xx + r.errors + r.timeouts, 0),
});

/** Answers { one, two, sqlite, ratio, stealPct }: req/s and latency of each setup. */
export async function benchScale({ duration = 10, connections = 40 } = {}) {
  const { startRedis } = await import('../tests/integration/redis-server.ts');
  const redis = await startRedis();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  const db = path.join(dir, 'shop.db');
  const stopping = [];
  try {
    const steal = stealMeter();
    const withRedis = { DATABASE_PATH: db, REDIS_URL: redis.url };
    const first = await startApi(withRedis);
    stopping.push(first);
    const cookie = await shopper(first.url);
    await load(first.url, cookie, 10, 2); // warm-up
    const one = summary([await load(first.url, cookie, connections, duration)]);
    const second = await startApi(withRedis);
    stopping.push(second);
    await load(second.url, cookie, 10, 2);
    const two = summary(await Promise.all([first, second].map((s) => load(s.url, cookie, connections / 2, duration))));
    await Promise.all(stopping.splice(0).map((s) => s.stop()));

    // The default: the same shopper's state in the SQLite file (a fresh one: sessions are not in it).
    const plain = await startApi({ DATABASE_PATH: path.join(dir, 'sqlite.db') });
    stopping.push(plain);
    const plainCookie = await shopper(plain.url);
    await load(plain.url, plainCookie, 10, 2);
    const sqlite = summary([await load(plain.url, plainCookie, connections, duration)]);
    return {
      one,
      two,
      sqlite,
      ratio: Number((two.requestsPerSec / one.requestsPerSec).toFixed(2)),
      stealPct: steal(),
      cores: os.cpus().length,
    };
  } finally {
    await Promise.all(stopping.map((s) => s.stop()));
    await redis.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchScale(), null, 2));
