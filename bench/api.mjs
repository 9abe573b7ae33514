#!/usr/bin/env node
// API load bench for the embedded store: requests/s and p50/p99 latency of GET /api/cart,
// POST /api/cart/items and POST /api/orders with 50 connections for 10 s each, measured with
// 1k and then 100k orders already stored. Runs the real built server (dist/server/entry.mjs)
// on a temporary database. `npm run bench:api`, or import { benchApi } from bench/run.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes, createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';
import { stealMeter } from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = path.join(ROOT, 'dist/server/entry.mjs');
/** Measures what `npm start` runs (its worker processes included). */
const SERVER = path.join(ROOT, 'server/serve.mjs');
const NODE = existsSync(path.join(ROOT, 'node_modules/.bin/node'))
  ? path.join(ROOT, 'node_modules/.bin/node')
  : process.execPath;
const CSRF = 'bench0123456789abcdef0123456789';
const PRODUCT = 101;

const lineKey = (id) => createHash('md5').update(`product:${id}`).digest('hex');
const token = () => randomBytes(18).toString('base64url');
const address = {
  first_name: 'Bench',
  last_name: 'Shopper',
  address_1: '1 Load St',
  city: 'Cairo',
  state: 'EGC',
  postcode: '11511',
  country: 'EG',
  email: 'bench@example.com',
  phone: '+20 100 000 0000',
};

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function startServer(dbPath) {
  const port = await freePort();
  const proc = spawn(NODE, [SERVER], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: dbPath },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/status/test`)).ok) return { url, proc };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill();
  throw new Error('server did not start');
}

/** Stored orders written straight through SQL (the shape the driver writes), in one transaction. */
function seedOrders(db, count) {
  const now = Date.now();
  const iso = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '');
  const base = db.prepare('SELECT COALESCE(MAX(id), 0) AS n FROM orders').get().n;
  const order =
    db.prepare(`INSERT INTO orders (id, number, order_key, status, currency, date_created, subtotal, shipping_total, total_tax, total, customer_id,
    billing, shipping, billing_email, payment_method, payment_method_title, customer_note, shipping_lines, cart_token)
    VALUES (?, ?, ?, 'processing', 'EGP', ?, '690.00', '10.00', '0.00', '700.00', 0, ?, ?, ?, 'cod', 'Cash on Delivery', '', ?, ?)`);
  const item = db.prepare(
    "INSERT INTO order_items (order_id, product_id, name, quantity, price, total, image) VALUES (?, ?, 'Golden Lotus Necklace', 1, '690.00', '690.00', '')",
  );
  const hist = db.prepare('INSERT INTO order_status_history (order_id, date, status, note) VALUES (?, ?, ?, ?)');
  const billing = JSON.stringify(address);
  const lines = JSON.stringify([{ method_id: 'standard', method_title: 'Standard Shipping', total: '10.00' }]);
  db.exec('BEGIN');
  for (let i = 1; i <= count; i++) {
    const id = base + i;
    const date = iso(now - (count - i) * 60_000);
    order.run(
      id,
      String(10000 + id),
      `wc_order_${randomBytes(9).toString('base64url')}`,
      date,
      billing,
      billing,
      `shopper${i % 5000}@example.com`,
      lines,
      token(),
    );
    item.run(id, PRODUCT);
    hist.run(id, date, 'pending', 'Order created.');
    hist.run(id, date, 'processing', 'Payment to be made upon delivery (Cash on Delivery).');
  }
  db.exec('COMMIT');
}

/** Carts that already hold one item: each create-order request consumes one. */
function seedCarts(db, count) {
  const ins = db.prepare(
    "INSERT INTO cart_items (cart_token, line_key, product_id, name, quantity, added_at) VALUES (?, ?, ?, 'Golden Lotus Necklace', 1, ?)",
  );
  const tokens = [];
  db.exec('BEGIN');
  for (let i = 0; i < count; i++) {
    const t = token();
    ins.run(t, lineKey(PRODUCT), PRODUCT, Date.now());
    tokens.push(t);
  }
  db.exec('COMMIT');
  return tokens;
}

/** CPU time (ms) the server has used, its worker processes included, from /proc on Linux; null elsewhere. */
function cpuMs(pid) {
  const ticks = (p) => {
    const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks of 10 ms
  };
  try {
    let total = ticks(pid);
    for (const p of readdirSync('/proc')) {
      if (!/^\d+$/.test(p)) continue;
      try {
        if (readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(pid)) total += ticks(p);
      } catch {
        // gone meanwhile
      }
    }
    return (total * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * One autocannon run, plus the server's CPU time per request: on a shared machine requests/s
 * swings with the neighbours' load, CPU per request does not (1000 / it = requests/s one core can serve).
 */
async function run(opts, pid) {
  const before = cpuMs(pid);
  const steal = stealMeter();
  const result = await new Promise((resolve, reject) => {
    autocannon(opts, (err, r) => (err ? reject(err) : resolve(r)));
  });
  const after = cpuMs(pid);
  result.stealPct = steal();
  result.serverCpuMsPerRequest =
    before === null || after === null || !result.requests.total ? null : (after - before) / result.requests.total;
  return result;
}

function row(scenario, storedOrders, r) {
  return {
    scenario,
    storedOrders,
    requestsPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    dist: [r.latency.p2_5, r.latency.p50, r.latency.p75, r.latency.p90, r.latency.p97_5, r.latency.p99, r.latency.max],
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    serverCpuMsPerRequest: r.serverCpuMsPerRequest === null ? null : Number(r.serverCpuMsPerRequest.toFixed(3)),
    stealPct: r.stealPct,
  };
}

/** Bytes the server's processes have read (sockets included), from /proc on Linux; null elsewhere. */
function bytesRead(pid) {
  const rchar = (p) => Number(/^rchar: (\d+)/m.exec(readFileSync(`/proc/${p}/io`, 'utf8'))?.[1] ?? 0);
  try {
    let total = rchar(pid);
    for (const p of readdirSync('/proc')) {
      if (!/^\d+$/.test(p)) continue;
      try {
        if (readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(pid)) total += rchar(p);
      } catch {
        // gone meanwhile
      }
    }
    return total;
  } catch {
    return null;
  }
}

/**
 * The p99 of a static page (the product page, a file from memory) and of GET /api/cart while
 * bench/hostile-client.mjs sends 400 MB bodies, slow bodies and slow headers from its own
 * process, each next to the same run without it: the ratio is what the hostile client costs a
 * shopper (four 400 MB bodies once left the cart unanswered for 40 s; later, a server that read
 * and dropped refused bodies answered the product page 6x slower at the p99). Also what the
 * attack cost: the server's CPU and the bytes it read, against the attacker's CPU.
 */
async function hostileRows({ url, pid, port, browsingToken, count, duration, connections }) {
  const targets = [
    { name: 'GET /product/101 (static page)', requests: [{ method: 'GET', path: '/product/101' }] },
    {
      name: 'GET /api/cart',
      requests: [
        {
          method: 'GET',
          path: '/api/cart',
          headers: { cookie: `cart_token=${browsingToken}`, 'x-requested-with': 'XMLHttpRequest' },
        },
      ],
    },
  ];
  const rows = [];
  for (const target of targets) {
    const load = { url, connections, duration, requests: target.requests };
    const quietReadBefore = bytesRead(pid);
    const quiet = await run(load, pid);
    const quietReadAfter = bytesRead(pid);
    const readPerRequest =
      quietReadBefore === null || quietReadAfter === null
        ? 0
        : (quietReadAfter - quietReadBefore) / quiet.requests.total;
    const attacker = spawn(NODE, [path.join(ROOT, 'bench/hostile-client.mjs'), String(port), String(duration + 2)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const done = new Promise((r) => attacker.once('exit', r));
    let report = '';
    attacker.stdout.on('data', (d) => (report += d));
    const readBefore = bytesRead(pid);
    // Let the attack reach its full size before measuring.
    await new Promise((r) => setTimeout(r, 1500));
    const attacked = await run(load, pid);
    await done;
    const hostile = row(`${target.name} under hostile load`, count, attacked);
    hostile.target = target.name;
    hostile.baselineP99Ms = quiet.latency.p99;
    hostile.baselineRequestsPerSec = Math.round(quiet.requests.average);
    hostile.p99Ratio = quiet.latency.p99 > 0 ? Number((attacked.latency.p99 / quiet.latency.p99).toFixed(2)) : null;
    try {
      hostile.attack = JSON.parse(report);
    } catch {
      hostile.attack = null;
    }
    // What the attack cost the server beyond the shoppers' requests: bytes read (its ramp-up
    // included) and CPU per request against the quiet run's.
    const readAfter = bytesRead(pid);
    hostile.attackBytesRead =
      readBefore === null || readAfter === null
        ? null
        : Math.max(0, Math.round(readAfter - readBefore - readPerRequest * attacked.requests.total));
    hostile.baselineServerCpuMsPerRequest =
      quiet.serverCpuMsPerRequest === null ? null : Number(quiet.serverCpuMsPerRequest.toFixed(3));
    rows.push(row(`${target.name} without hostile load`, count, quiet), hostile);
  }
  return rows;
}

export async function benchApi({
  orderCounts = [1_000, 100_000],
  duration = 10,
  connections = 50,
  build = !existsSync(ENTRY),
  log = console.log,
  scenarios = ['cart', 'add', 'order', 'hostile'],
  hostileDuration = 5,
} = {}) {
  if (build) {
    log('bench:api: building…');
    const b = spawnSync('npx', ['astro', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (b.status !== 0) throw new Error('build failed');
  }
  const rows = [];
  for (const count of orderCounts) {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
    const dbPath = path.join(dir, 'shop.db');
    const { url, proc } = await startServer(dbPath);
    try {
      const db = new DatabaseSync(dbPath);
      db.exec('PRAGMA busy_timeout = 10000');
      // Stock must never run out during the bench.
      db.exec("UPDATE stock SET stock_quantity = 100000000, stock_status = 'instock', manage_stock = 1");
      const t0 = Date.now();
      seedOrders(db, count);
      // A bulk import leaves a huge WAL; fold it in now so the server's first writes do not pay for it.
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      log(`bench:api: ${count} orders stored in ${Date.now() - t0} ms`);
      const browsing = seedCarts(db, 1);
      const addTokens = Array.from({ length: 500 }, token);
      // One seeded cart per order: enough for 12,000 orders/s (this server has measured 3,700 on 2
      // cores). Once they run out, orders meet empty carts and the run counts errors.
      const orderTokens = seedCarts(db, duration * 12_000);
      db.close();

      const common = { url, connections, duration, headers: { 'x-requested-with': 'XMLHttpRequest' } };
      const writeHeaders = (cart) => ({
        cookie: `cart_token=${cart}; csrf_token=${CSRF}`,
        'x-csrf-token': CSRF,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
        origin: url,
      });

      // Warm-up (JIT, statement cache), not recorded.
      await run(
        {
          url,
          connections: 10,
          duration: 2,
          requests: [{ method: 'GET', path: '/api/cart', headers: { cookie: `cart_token=${browsing[0]}` } }],
        },
        proc.pid,
      );
      if (scenarios.includes('cart')) {
        const getCart = await run(
          {
            ...common,
            requests: [
              {
                method: 'GET',
                path: '/api/cart',
                headers: { cookie: `cart_token=${browsing[0]}`, 'x-requested-with': 'XMLHttpRequest' },
              },
            ],
          },
          proc.pid,
        );
        rows.push(row('GET /api/cart', count, getCart));
      }

      let a = 0;
      if (scenarios.includes('add')) {
        const addItem = await run(
          {
            ...common,
            requests: [
              {
                method: 'POST',
                path: '/api/cart/items',
                setupRequest: (req) => ({
                  ...req,
                  headers: writeHeaders(addTokens[a++ % addTokens.length]),
                  body: JSON.stringify({ id: PRODUCT, quantity: 1 }),
                }),
              },
            ],
          },
          proc.pid,
        );
        rows.push(row('POST /api/cart/items', count, addItem));
      }

      let o = 0;
      // Each create-order request takes the next seeded cart.
      const orderRequest = {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (req) => {
          const cart = orderTokens[o++ % orderTokens.length];
          return {
            ...req,
            headers: writeHeaders(cart),
            body: JSON.stringify({
              billing: address,
              shipping: address,
              payment_method: 'cod',
              shipping_method: 'standard',
              customer_note: '',
              idempotency_key: `bench-${o}-${cart}`,
            }),
          };
        },
      };
      if (scenarios.includes('order')) {
        const createOrder = await run(
          {
            ...common,
            requests: [orderRequest],
          },
          proc.pid,
        );
        rows.push(row('POST /api/orders', count, createOrder));
      }

      // Once, with the smaller store: what a hostile client costs the cart (a short run).
      if (scenarios.includes('hostile') && count === orderCounts[0]) {
        rows.push(
          ...(await hostileRows({
            url,
            pid: proc.pid,
            port: Number(new URL(url).port),
            browsingToken: browsing[0],
            count,
            duration: hostileDuration,
            connections,
          })),
        );
      }
    } finally {
      proc.kill();
      await new Promise((r) => proc.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return rows;
}

/**
 * The queueing floor of this machine: a bare Node server (same worker count as `npm start`) that
 * only burns `cpuMs` of CPU per request, under the same 50 connections. Whatever latency it shows
 * comes from queueing and scheduling, not from the shop's code; it tells whether a p99 budget is
 * reachable here at a given CPU cost per request.
 */
export async function queueingFloor({ cpuMs, duration = 10, connections = 50 }) {
  const port = await freePort();
  const script = `
    const cluster = require('node:cluster');
    const http = require('node:http');
    const workers = Math.max(1, Math.min(Number(process.env.WEB_WORKERS ?? 2) || 1, require('node:os').availableParallelism()));
    if (cluster.isPrimary && workers > 1) { for (let i = 0; i < workers; i++) cluster.fork(); }
    else http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const until = performance.now() + ${Number(cpuMs)};
        while (performance.now() < until);
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    }).listen(${port}, '127.0.0.1');`;
  // A file, not -e: cluster workers re-run the script they were started from.
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-floor-'));
  writeFileSync(path.join(dir, 'floor.cjs'), script);
  const proc = spawn(NODE, [path.join(dir, 'floor.cjs')], { stdio: 'ignore', env: process.env });
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; i < 100; i++) {
      try {
        await fetch(url);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const r = await run({ url, connections, duration, method: 'POST', body: '{"a":1}' }, proc.pid);
    return {
      requestsPerSec: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      stealPct: r.stealPct,
    };
  } finally {
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

export function formatRows(rows) {
  const head =
    '| Endpoint | Stored orders | Requests/s | p50 ms | p99 ms | non-2xx | Server CPU ms/req | Req/s per core | CPU steal % |';
  const sep = '|---|---:|---:|---:|---:|---:|---:|---:|---:|';
  const perCore = (ms) => (ms ? Math.round(1000 / ms) : '–');
  return [
    head,
    sep,
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.storedOrders.toLocaleString('en-US')} | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx + r.errors} | ${r.serverCpuMsPerRequest ?? '–'} | ${perCore(r.serverCpuMsPerRequest)} | ${r.stealPct ?? '–'} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchApi({ duration: Number(process.env.BENCH_DURATION ?? 10) });
  console.log(formatRows(rows));
  const order = rows.find((r) => r.scenario === 'POST /api/orders');
  if (order?.serverCpuMsPerRequest) {
    const floor = await queueingFloor({
      cpuMs: order.serverCpuMsPerRequest,
      duration: Number(process.env.BENCH_DURATION ?? 10),
    });
    console.log(
      `Queueing floor at ${order.serverCpuMsPerRequest} ms CPU per request: ${floor.requestsPerSec} req/s, p50 ${floor.p50Ms} ms, p99 ${floor.p99Ms} ms, CPU steal ${floor.stealPct ?? '–'} %`,
    );
  }
}
