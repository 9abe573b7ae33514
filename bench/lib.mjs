// Shared helpers for `npm run bench`: start the production server, drive Chromium, format tables.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
export const NODE = path.join(ROOT, 'node_modules/.bin/node');

export async function freePort() {
  const srv = net.createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address();
  srv.close();
  return port;
}

export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: opts.quiet ? 'ignore' : 'inherit',
      env: { ...process.env, ...opts.env },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Starts `npm start`'s server (server/serve.mjs) on a free port with a throwaway database. */
export async function startServer(env = {}) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const child = spawn(NODE, ['server/serve.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: path.join(dir, 'shop.db'), ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(url + '/');
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dir,
    stop: () => {
      child.kill('SIGTERM');
      return once(child, 'exit');
    },
  };
}

export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function table(rows) {
  const head = ['Figure', 'Budget', 'Measured', 'Result'];
  const lines = [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`];
  for (const r of rows)
    lines.push(
      `| ${r.figure} | ${r.budget ?? '-'} | ${r.measured} | ${r.pass === undefined ? 'info' : r.pass ? 'pass' : 'FAIL'} |`,
    );
  return lines.join('\n');
}

/**
 * Share of the machine's CPU time the hypervisor gave to other guests ("steal", from /proc/stat)
 * between start() and the returned function's call, in percent; null where /proc is absent.
 * On a shared VM the same build's tail latency and TBT move with it, so the table reports it.
 */
export function stealMeter() {
  const read = () => {
    try {
      const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
      return { steal: f[7] ?? 0, total: f.slice(0, 8).reduce((a, b) => a + b, 0) };
    } catch {
      return null;
    }
  };
  const before = read();
  return () => {
    const after = read();
    if (!before || !after || after.total === before.total) return null;
    return Math.round((100 * (after.steal - before.steal)) / (after.total - before.total));
  };
}

/**
 * A build of the generated catalogue of `products` products in bench/.out/dist-N (the folders the
 * build-scale part uses). With `reuse`, a build already there (kept by that part) is served as is.
 */
export async function buildCatalogueSite(products, { reuse = false } = {}) {
  const { existsSync } = await import('node:fs');
  const { generateCatalogue } = await import('./generate-catalogue.mjs');
  const catalogue = path.join(ROOT, `bench/.out/catalogue-${products}`);
  const dist = path.join(ROOT, `bench/.out/dist-${products}`);
  if (reuse && existsSync(path.join(dist, 'client/search-catalogue.json')) && existsSync(catalogue))
    return { dist, catalogue };
  generateCatalogue(products, catalogue);
  const options =
    /NODE_OPTIONS=(\S+)/.exec(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.build)?.[1] ??
    '';
  await run(NODE, ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', dist], {
    quiet: true,
    env: { CATALOGUE_DIR: catalogue, ASTRO_TELEMETRY_DISABLED: '1', NODE_OPTIONS: options },
  });
  return { dist, catalogue };
}
