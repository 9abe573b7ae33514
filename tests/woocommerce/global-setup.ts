import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {
  KIT,
  ROOT,
  STATE_DIR,
  accessLogSize,
  hasCommand,
  portFree,
  readStoreEnv,
  request,
  wooRest,
  wp,
  type StoreEnv,
} from './store';
import { addUnfinishedProduct, arabicCategories, seedCatalogue, writeSeedMap } from './seed';
import { stockSampleCatalogue } from './sample-catalogue';
import { missingPrerequisites } from './prerequisites';
import { freePort } from '../integration/server';

/**
 * The integration suite's set-up, in the order a store owner would go:
 * 1. start the real store from tests/woocommerce-store (its own PHP, MariaDB and TLS);
 * 2. follow the README's "Running on WooCommerce" commands word for word (they are read from the
 *    README and run, so the README cannot drift from what works), plus the test payment page;
 * 3. seed the sample catalogue through the REST API, then stock the store with a catalogue the shop
 *    did not write (tests/woocommerce/sample-catalogue.ts), once: later runs restore that database
 *    snapshot, so every run starts from the same store;
 * 4. build the shop against the store (its https address, as the README says) and start it.
 * The teardown stops the shop and the store (WOOCOMMERCE_KEEP_STORE=1 leaves the store running).
 */
const SHOP_DIR = path.join(ROOT, '.data/woocommerce-shop');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const PHASES: string[] = [];

function phase<T>(name: string, fn: () => T): T {
  const t0 = Date.now();
  const out = fn();
  const done = () => {
    const line = `${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`;
    PHASES.push(line);
    console.log(`[woocommerce] ${line}`);
  };
  if (out instanceof Promise) return out.finally(done) as T;
  done();
  return out;
}

/** What start.sh needs; a clear message instead of a skip when the machine cannot have it. */
function checkPrerequisites(): void {
  const root = process.getuid?.() === 0;
  const sudo = !root && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  const problem = missingPrerequisites(hasCommand, hasCommand('apt-get') && (root || sudo));
  if (problem) throw new Error(problem);
}

/** The store's port offset: the one it already runs on, else the first with four free ports. */
async function storeOffset(): Promise<number> {
  if (process.env.WOOCOMMERCE_PORT_OFFSET) return Number(process.env.WOOCOMMERCE_PORT_OFFSET);
  const config = path.join(STATE_DIR, 'config');
  if (existsSync(config)) {
    const http = /http=(\d+)/.exec(readFileSync(config, 'utf8'));
    if (http && !(await portFree(Number(http[1])))) return Number(http[1]) - 8280;
  }
  for (let offset = 1000; offset < 3000; offset += 10) {
    const ports = [8280, 8643, 8281, 3407].map((p) => p + offset);
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return offset;
  }
  throw new Error(
    'No four free ports for the WooCommerce store between offsets 1000 and 3000: set WOOCOMMERCE_PORT_OFFSET.',
  );
}

function startStore(offset: number): StoreEnv {
  const log = path.join(STATE_DIR, 'start.log');
  mkdirSync(STATE_DIR, { recursive: true });
  const r = spawnSync('bash', [path.join(KIT, 'start.sh'), STATE_DIR], {
    env: { ...process.env, WOOCOMMERCE_PORT_OFFSET: String(offset) },
    stdio: ['ignore', openSync(log, 'w'), 'pipe'],
    encoding: 'utf8',
  });
  if (r.status !== 0) {
    throw new Error(
      `The WooCommerce store did not start (tests/woocommerce-store/start.sh ${STATE_DIR}):\n${r.stderr.split('\n').slice(-15).join('\n')}`,
    );
  }
  return readStoreEnv(STATE_DIR);
}

/** The README's "Running on WooCommerce" commands, run as written with this store's wp-cli. */
export function readmeSetupCommands(): string {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = /^## Running on WooCommerce\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1];
  const block = section && /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block)
    throw new Error(
      'README.md has no ```sh block under "## Running on WooCommerce": the suite follows those commands.',
    );
  return block;
}

function followReadme(env: StoreEnv, shopUrl: string): void {
  const state = env.WOOCOMMERCE_STATE_DIR;
  const script = [
    'set -euo pipefail',
    `wp() { php -d memory_limit=768M ${JSON.stringify(path.join(state, 'bin/wp-cli.phar'))} --allow-root --path=${JSON.stringify(path.join(state, 'site'))} --quiet "$@"; }`,
    `SHOP_URL=${JSON.stringify(shopUrl)}`,
    readmeSetupCommands(),
  ].join('\n');
  const r = spawnSync('bash', ['-c', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, WP_CLI_CACHE_DIR: path.join(state, 'cache/wp-cli') },
  });
  if (r.status !== 0)
    throw new Error(
      `The README's "Running on WooCommerce" commands failed on the test store:\n${r.stdout}\n${r.stderr}`,
    );
}

/** The test payment page (an off-site gateway), Cash on Delivery and bank transfer. */
async function enablePayments(env: StoreEnv): Promise<void> {
  const plugins = wp(env.WOOCOMMERCE_STATE_DIR, ['plugin', 'path']);
  copyFileSync(
    path.join(ROOT, 'tests/woocommerce/plugins/nefertari-test-gateway.php'),
    path.join(plugins, 'nefertari-test-gateway.php'),
  );
  wp(env.WOOCOMMERCE_STATE_DIR, ['plugin', 'activate', 'nefertari-test-gateway']);
  const rest = wooRest(env);
  for (const id of ['cod', 'bacs', 'nefertari_test_page'])
    await rest.put(`/wc/v3/payment_gateways/${id}`, { enabled: true });
}

/**
 * WordPress delivers webhooks only to ports 80, 443 and 8080 (and its own): the test shop's port is
 * let through by a test plugin, as a real shop on 443 needs nothing.
 */
function allowWebhookPort(env: StoreEnv, port: number): void {
  const plugins = wp(env.WOOCOMMERCE_STATE_DIR, ['plugin', 'path']);
  copyFileSync(
    path.join(ROOT, 'tests/woocommerce/plugins/nefertari-test-webhook-port.php'),
    path.join(plugins, 'nefertari-test-webhook-port.php'),
  );
  wp(env.WOOCOMMERCE_STATE_DIR, ['plugin', 'activate', 'nefertari-test-webhook-port']);
  wp(env.WOOCOMMERCE_STATE_DIR, ['option', 'update', 'nefertari_test_webhook_ports', String(port)]);
}

/** Everything that decides the seeded data: a change re-seeds. */
function seedFingerprint(): string {
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  for (const f of [
    ...files(path.join(ROOT, 'content/catalogue')),
    path.join(ROOT, 'tests/woocommerce/seed.ts'),
    path.join(ROOT, 'tests/woocommerce/sample-catalogue.ts'),
    path.join(ROOT, 'tests/woocommerce/import-sample-products.php'),
  ].sort()) {
    hash.update(f.slice(ROOT.length)).update(readFileSync(f));
  }
  return hash.digest('hex');
}

function mariadb(env: StoreEnv, args: string[], io: { input?: string; output?: string } = {}): void {
  const cnf = path.join(env.WOOCOMMERCE_STATE_DIR, 'mysql/my.cnf');
  const r = spawnSync(args[0]!, [`--defaults-file=${cnf}`, ...args.slice(1)], {
    stdio: [io.input ? openSync(io.input, 'r') : 'ignore', io.output ? openSync(io.output, 'w') : 'ignore', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin:/sbin` },
  });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
}

/** A fresh copy of the seeded store: restored from the snapshot, or seeded now and snapshotted. */
async function seededStore(env: StoreEnv): Promise<void> {
  const state = env.WOOCOMMERCE_STATE_DIR;
  const snapshot = path.join(state, 'seeded.sql');
  const stamp = path.join(state, 'seeded.fingerprint');
  const fingerprint = seedFingerprint();
  if (existsSync(snapshot) && existsSync(path.join(state, 'seed-map.json'))) {
    await phase('restore the seeded database', () => mariadb(env, ['mariadb', 'wordpress'], { input: snapshot }));
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return;
  }
  const log = (m: string) => console.log(`[woocommerce] ${m}`);
  const ours = await phase('seed the sample catalogue', () => seedCatalogue(env, log));
  // Beside it, a catalogue the shop did not write: WooCommerce's own sample products (variable,
  // grouped, external, virtual, none with a picture, imported with WooCommerce's importer), an
  // owner's ring in sizes and chain in lengths, and a product published before it was finished.
  const { owner } = await phase('stock WooCommerce sample products', () => stockSampleCatalogue(env, log));
  const unfinished = await addUnfinishedProduct(env, ours.categories.necklaces!);
  writeSeedMap(state, { ...ours, sample: { ...owner, unfinished } });
  mariadb(env, ['mariadb-dump', '--single-transaction', 'wordpress'], { output: snapshot });
  writeFileSync(stamp, fingerprint);
}

/** The variables the README's "Running on WooCommerce" tells an owner to set (its second sh block). */
export function readmeVariables(): string[] {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = /^## Running on WooCommerce\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  const block = [...section.matchAll(/```sh\n([\s\S]*?)```/g)][1]?.[1] ?? '';
  return [...block.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
}

/**
 * The shop's environment on WooCommerce: exactly the variables the README names, with this
 * store's values (its https address for WOOCOMMERCE_URL, as the README says), and nothing else
 * but the test certificate and the shop's own address.
 */
export function shopEnv(env: StoreEnv, shopUrl: string): NodeJS.ProcessEnv {
  const names = readmeVariables();
  if (names.length === 0)
    throw new Error('README.md names no variables under "## Running on WooCommerce" (its second ```sh block).');
  const given: Record<string, string> = {};
  for (const name of names) {
    if (!env[name]) throw new Error(`README.md tells an owner to set ${name}, which the test store does not provide.`);
    given[name] = env[name];
  }
  if (!given.WOOCOMMERCE_URL?.startsWith('https://'))
    throw new Error('The README sets WOOCOMMERCE_URL to the https address; the test store gave another.');
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('WOOCOMMERCE_')));
  return {
    ...base,
    ...given,
    NODE_ENV: 'production',
    // The test store's certificate is self-signed; a real store's is not.
    NODE_EXTRA_CA_CERTS: env.WOOCOMMERCE_CA_CERT,
    SITE_URL: shopUrl,
  };
}

function buildShop(env: StoreEnv, shopUrl: string): void {
  const log = path.join(SHOP_DIR, 'build.log');
  mkdirSync(SHOP_DIR, { recursive: true });
  const r = spawnSync('npm', ['run', 'build', '--', '--outDir', path.join(SHOP_DIR, 'dist')], {
    cwd: ROOT,
    env: shopEnv(env, shopUrl),
    stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
  });
  if (r.status !== 0)
    throw new Error(
      `The shop did not build against the WooCommerce store (log: ${log}):\n${readFileSync(log, 'utf8').split('\n').slice(-30).join('\n')}`,
    );
}

async function startShop(env: StoreEnv, port: number, shopUrl: string): Promise<ChildProcess> {
  const db = path.join(SHOP_DIR, `state-${Date.now()}.db`);
  const log = openSync(path.join(SHOP_DIR, 'server.log'), 'w');
  const child = spawn(NODE, [path.join(ROOT, 'server/serve.mjs')], {
    cwd: SHOP_DIR,
    env: {
      ...shopEnv(env, shopUrl),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: db,
      WEB_WORKERS: '2',
      AUTH_RATE_LIMIT: '1000',
      REVIEW_RATE_LIMIT: '1000',
      // Tests change the store and look at a page within a second, faster than any shopper would
      // notice a ten-second-old price: live answers are the store's each time (the window has its unit test).
      LIVE_CACHE_MS: '0',
      // The pages follow the store by WooCommerce's webhooks alone here, so rebuild.spec.ts knows
      // which path brought a change; the poll has a server of its own there.
      REBUILD_POLL_MS: '0',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await request(`${shopUrl}/`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The shop's server did not start on ${shopUrl} (log: ${path.join(SHOP_DIR, 'server.log')})`);
}

function stopShop(child: ChildProcess | undefined): void {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

function stopStore(state: string): void {
  if (process.env.WOOCOMMERCE_KEEP_STORE === '1') return;
  const r = spawnSync('bash', [path.join(KIT, 'stop.sh'), state], { encoding: 'utf8' });
  if (r.status !== 0) console.warn(`[woocommerce] stop.sh: ${r.stderr}`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const t0 = Date.now();
  checkPrerequisites();
  const offset = await storeOffset();
  const env = await phase('start the store', () => startStore(offset));
  try {
    return await ready(env, t0);
  } catch (err) {
    // A set-up that fails half way leaves no store running behind it.
    stopStore(env.WOOCOMMERCE_STATE_DIR);
    throw err;
  }
}

async function ready(env: StoreEnv, t0: number): Promise<() => Promise<void>> {
  // What the shop sends the store from here on is this run's (connection.spec.ts reads it).
  process.env.WOO_ACCESS_LOG_FROM = String(accessLogSize(env));
  const port = Number(process.env.WOO_E2E_PORT ?? (await freePort()));
  const shopUrl = `http://127.0.0.1:${port}`;
  await seededStore(env);
  await phase("follow the README's store set-up", () => followReadme(env, shopUrl));
  await phase('enable payments', () => enablePayments(env));
  await phase('give the categories their Arabic', () => arabicCategories(env));
  allowWebhookPort(env, port);
  // Rebuilds a previous run's server made from a store that has been restored since.
  rmSync(path.join(SHOP_DIR, 'dist-rebuilds'), { recursive: true, force: true });
  if (!process.env.WOO_SKIP_BUILD || !existsSync(path.join(SHOP_DIR, 'dist/server/entry.mjs'))) {
    rmSync(path.join(SHOP_DIR, 'dist'), { recursive: true, force: true });
    await phase('build the shop against the store', () => buildShop(env, shopUrl));
  }
  const server = await phase('start the shop', () => startShop(env, port, shopUrl));
  Object.assign(process.env, {
    WOOCOMMERCE_STATE_DIR: env.WOOCOMMERCE_STATE_DIR,
    WOO_SHOP_URL: shopUrl,
    WOO_SHOP_DIR: SHOP_DIR,
  });
  console.log(
    `[woocommerce] ready in ${((Date.now() - t0) / 1000).toFixed(1)} s: shop ${shopUrl}, store ${env.WOOCOMMERCE_URL}`,
  );
  return async () => {
    stopShop(server);
    stopStore(env.WOOCOMMERCE_STATE_DIR);
  };
}
