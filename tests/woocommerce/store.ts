import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * The real WooCommerce store the integration suite runs against (tests/woocommerce-store), and
 * the few ways the suite talks to it directly: its env file, REST calls with the keys (over https,
 * trusting the store's self-signed certificate), JWT tokens and wp-cli.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const KIT = path.join(ROOT, 'tests/woocommerce-store');

/** The suite's own store: its state under .data, so parallel clones never share one. */
export const STATE_DIR = path.resolve(
  process.env.WOOCOMMERCE_TEST_STATE_DIR ?? path.join(ROOT, '.data/woocommerce-store'),
);

/** What start.sh writes to STATE_DIR/env. */
export interface StoreEnv {
  WOOCOMMERCE_URL: string;
  WOOCOMMERCE_HTTP_URL: string;
  WOOCOMMERCE_CONSUMER_KEY: string;
  WOOCOMMERCE_CONSUMER_SECRET: string;
  WOOCOMMERCE_CA_CERT: string;
  WOOCOMMERCE_ADMIN_USER: string;
  WOOCOMMERCE_ADMIN_PASS: string;
  WOOCOMMERCE_CUSTOMER_USER: string;
  WOOCOMMERCE_CUSTOMER_PASS: string;
  WOOCOMMERCE_CUSTOMER_EMAIL: string;
  WOOCOMMERCE_STATE_DIR: string;
  WOOCOMMERCE_ACCESS_LOG: string;
  WOOCOMMERCE_MAIL_LOG: string;
  [name: string]: string;
}

export function readStoreEnv(state = STATE_DIR): StoreEnv {
  const file = path.join(state, 'env');
  const env: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line);
    if (m) env[m[1]!] = m[2]!;
  }
  return env as StoreEnv;
}

/** The store's env in a test worker: global-setup.ts puts it in the environment. */
export function storeEnv(): StoreEnv {
  if (!process.env.WOOCOMMERCE_STATE_DIR)
    throw new Error('The WooCommerce store is not running: run this suite with `npm run test:woocommerce`.');
  return readStoreEnv(process.env.WOOCOMMERCE_STATE_DIR);
}

export interface RestAnswer<T = any> {
  status: number;
  headers: http.IncomingHttpHeaders;
  data: T;
}

/** One HTTP(S) call that trusts the store's certificate; JSON bodies in and out unless `raw`. */
export function request<T = any>(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: unknown;
    raw?: Buffer;
    ca?: Buffer;
    timeoutMs?: number;
  } = {},
): Promise<RestAnswer<T>> {
  const u = new URL(url);
  const body = options.raw ?? (options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body)));
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body && !options.raw) headers['Content-Type'] = 'application/json';
  if (body) headers['Content-Length'] = String(body.length);
  const lib = u.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(
      u,
      { method: options.method ?? 'GET', headers, ca: options.ca, timeout: options.timeoutMs ?? 120_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let data: unknown = text;
          try {
            data = text ? JSON.parse(text) : null;
          } catch {
            /* not JSON: keep the text */
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, data: data as T });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${options.method ?? 'GET'} ${url} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** REST v3 and the rest of /wp-json over https with the store's keys (Basic auth). */
export function wooRest(env: StoreEnv) {
  const ca = readFileSync(env.WOOCOMMERCE_CA_CERT);
  const auth = `Basic ${Buffer.from(`${env.WOOCOMMERCE_CONSUMER_KEY}:${env.WOOCOMMERCE_CONSUMER_SECRET}`).toString('base64')}`;
  const base = `${env.WOOCOMMERCE_URL}/wp-json`;
  async function call<T = any>(
    method: string,
    route: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const res = await request<T>(`${base}${route}`, { method, body, ca, headers: { Authorization: auth, ...headers } });
    if (res.status >= 400)
      throw new Error(`${method} ${route} -> ${res.status}: ${JSON.stringify(res.data).slice(0, 400)}`);
    return res.data;
  }
  return {
    ca,
    base,
    get: <T = any>(route: string) => call<T>('GET', route),
    post: <T = any>(route: string, body?: unknown) => call<T>('POST', route, body),
    put: <T = any>(route: string, body?: unknown) => call<T>('PUT', route, body),
    del: <T = any>(route: string) => call<T>('DELETE', route),
    /** A call without the keys (the shopper's Store API, the JWT plugin), with other headers. */
    anonymous: <T = any>(method: string, route: string, body?: unknown, headers: Record<string, string> = {}) =>
      request<T>(`${base}${route}`, { method, body, ca, headers }),
  };
}
export type WooRest = ReturnType<typeof wooRest>;

/** A JWT for a WordPress user (the JWT plugin): what /wp/v2 routes such as media uploads take. */
export async function jwtFor(env: StoreEnv, username: string, password: string): Promise<string> {
  const res = await wooRest(env).anonymous<{ token?: string }>('POST', '/jwt-auth/v1/token', { username, password });
  if (res.status !== 200 || !res.data?.token)
    throw new Error(`JWT for ${username}: ${res.status} ${JSON.stringify(res.data).slice(0, 200)}`);
  return res.data.token;
}

/** wp-cli on the store's WordPress. */
export function wp(state: string, args: string[], input?: string): string {
  return execFileSync(
    'php',
    [
      '-d',
      'memory_limit=768M',
      path.join(state, 'bin/wp-cli.phar'),
      '--allow-root',
      `--path=${path.join(state, 'site')}`,
      ...args,
    ],
    {
      encoding: 'utf8',
      input,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WP_CLI_CACHE_DIR: path.join(state, 'cache/wp-cli'),
        WP_CLI_CONFIG_PATH: path.join(state, 'cache/wp-cli.yml'),
      },
    },
  ).trim();
}

/**
 * WP-Cron, run the way a host's system cron runs it when WordPress's own is off (the test store
 * sets DISABLE_WP_CRON): due events only, Action Scheduler's queue among them, which delivers
 * webhooks. Answers what it ran.
 */
export function runCron(state: string): string {
  return wp(state, ['cron', 'event', 'run', '--due-now']);
}

/** The store's access log lines written since `from` (a byte offset), for asserting what the shop sent. */
export function accessLogSince(env: StoreEnv, from: number): string[] {
  if (!existsSync(env.WOOCOMMERCE_ACCESS_LOG)) return [];
  return readFileSync(env.WOOCOMMERCE_ACCESS_LOG).subarray(from).toString('utf8').split('\n').filter(Boolean);
}

export function accessLogSize(env: StoreEnv): number {
  return existsSync(env.WOOCOMMERCE_ACCESS_LOG) ? statSync(env.WOOCOMMERCE_ACCESS_LOG).size : 0;
}

export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** True when a command exists on PATH (or in the sbin folders start.sh also searches). */
export function hasCommand(name: string): boolean {
  return (
    spawnSync('bash', ['-c', `PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin" command -v ${name}`], { stdio: 'ignore' })
      .status === 0
  );
}
