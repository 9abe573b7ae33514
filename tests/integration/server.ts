import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Starts the real built server as `npm start` runs it (server/serve.mjs: its worker processes,
 * static files and Astro's routes) on a free port with a temporary database, and a small
 * browser-like client with a cookie jar.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY = path.join(ROOT, 'dist/server/entry.mjs');
const SERVE = path.join(ROOT, 'server/serve.mjs');
const NODE = path.join(ROOT, 'node_modules/.bin/node');

let built = false;
/** Builds once per run; E2E_SKIP_BUILD=1 reuses an existing dist/ (`npm test` builds first and sets it). */
export function ensureBuilt(): void {
  if (built || (process.env.E2E_SKIP_BUILD && existsSync(ENTRY))) return;
  // Vitest sets NODE_ENV=test, which would put React's development build into dist/.
  const r = spawnSync('npx', ['astro', 'build'], {
    cwd: ROOT,
    stdio: 'pipe',
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error(`astro build failed:\n${r.stdout}\n${r.stderr}`);
  built = true;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  dir: string;
  dbPath: string;
  proc: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

export async function startServer(
  opts: { dir?: string; env?: Record<string, string>; ready?: string } = {},
): Promise<RunningServer> {
  const dir = opts.dir ?? mkdtempSync(path.join(tmpdir(), 'shop-api-'));
  const dbPath = path.join(dir, 'shop.db');
  const port = await freePort();
  let log = '';
  const proc = spawn(existsSync(NODE) ? NODE : process.execPath, [SERVE], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: dbPath, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => (log += d));
  proc.stderr!.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  // Generous: a machine busy with other suites may take this long to start a server.
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      // /api/status/test opens the store, so the database exists once it answers.
      const r = await fetch(`${url}${opts.ready ?? '/api/status/test'}`);
      // The banner comes once every worker serves: one that is still starting is not killed by a test.
      if (r.ok && log.includes('Shop running at')) break;
    } catch {
      // not listening yet
    }
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dir,
    dbPath,
    proc,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** How a request departs from a browser's: without the anti-forgery value or X-Requested-With, with extra headers, a raw body. */
export interface RequestOptions {
  csrf?: boolean;
  xrw?: boolean;
  headers?: Record<string, string>;
  raw?: string;
}

/** A shopper's browser: cookie jar, the anti-forgery value, its own client address. */
export class Shopper {
  readonly cookies = new Map<string, string>();
  readonly csrf = randomBytes(16).toString('hex');
  readonly address = `10.${rand()}.${rand()}.${rand()}`;

  // A field, not a parameter property: the bench loads this file with Node's type stripping, which refuses those.
  readonly base: string;

  constructor(base: string) {
    this.base = base;
    this.cookies.set('csrf_token', this.csrf);
  }

  async req<T = any>(method: string, url: string, body?: unknown, opts: RequestOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-forwarded-for': this.address,
      ...(opts.xrw === false ? {} : { 'x-requested-with': 'XMLHttpRequest' }),
      ...(opts.csrf === false || method === 'GET' ? {} : { 'x-csrf-token': this.csrf }),
      ...(body !== undefined || opts.raw !== undefined ? { 'content-type': 'application/json' } : {}),
      // Browsers send Origin on every non-GET fetch, same-origin included (Astro's origin check relies on it).
      ...(method === 'GET' ? {} : { origin: this.base }),
      ...opts.headers,
    };
    const res = await fetch(this.base + url, {
      method,
      headers,
      body: opts.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair!.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(c) || v === '') this.cookies.delete(k!);
      else this.cookies.set(k!, v!);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = any>(url: string) {
    return this.req<T>('GET', url);
  }
  post<T = any>(url: string, body?: unknown) {
    return this.req<T>('POST', url, body ?? {});
  }
}

function rand(): number {
  return Math.floor(Math.random() * 250) + 1;
}
