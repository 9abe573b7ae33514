import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { ensureBuilt, startServer, type RunningServer } from './server';

/**
 * An editor's `npm run build` under a running shop: the server serves the new build once it is
 * whole (its last file, build-complete, changes), without a restart, and keeps answering meanwhile.
 * The server runs on a copy of the build inside the repository (its server code needs node_modules).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A page's status over a connection of its own. The swap retires the old workers, which close
 * their idle keep-alive connections; a browser sends a request again when the connection it
 * reused was closed under it, Node's fetch does not, so the test asks as a fresh visitor would.
 */
const get = (url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) =>
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject),
  );
const statusOf = async (url: string) => (await get(url)).status;
let server: RunningServer;
let dist = '';

beforeAll(async () => {
  ensureBuilt();
  mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
  dist = path.join(mkdtempSync(path.join(ROOT, '.cache', 'rebuild-')), 'dist');
  cpSync(path.join(ROOT, 'dist'), dist, { recursive: true });
  server = await startServer({ env: { DIST_DIR: dist, BUILD_POLL_MS: '100' } });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (dist) rmSync(path.dirname(dist), { recursive: true, force: true });
});

describe('a rebuild under the running shop', () => {
  it('goes live once the build is complete: a new page is served, the others still are', async () => {
    const page = path.join(dist, 'client/granulation-grain-by-grain/index.html');
    mkdirSync(path.dirname(page), { recursive: true });
    writeFileSync(
      page,
      '<!doctype html><title>Granulation, Grain by Grain</title><p>Gold granules, fused by hand.</p>',
    );
    // Written, but the build is not finished: the page is not served yet.
    expect((await fetch(`${server.url}/granulation-grain-by-grain/`)).status).toBe(404);

    writeFileSync(path.join(dist, 'build-complete'), `${new Date().toISOString()}\n`);
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = await statusOf(`${server.url}/granulation-grain-by-grain/`);
      // Meanwhile every answer is whole.
      expect(await statusOf(`${server.url}/faq`)).toBe(200);
    }
    expect(status).toBe(200);
    expect((await get(`${server.url}/granulation-grain-by-grain/`)).body).toContain('Gold granules, fused by hand.');
    await expect.poll(() => server.output()).toContain('Serving the new build.');
    expect(await statusOf(`${server.url}/api/status/test`)).toBe(200);
  }, 30_000);
});

describe('npm run build under the running shop', () => {
  it('every page answers whole while the build empties and refills the folder, then the new build serves', async () => {
    const builtAt = async () => ((await (await fetch(`${server.url}/api/status`)).json()) as any).pages?.builtAt;
    const before = await builtAt();
    // The real build, into the folder the server was started on (Astro empties it first).
    const build = spawn('npx', ['astro', 'build', '--outDir', dist], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'ignore',
    });
    const ended = new Promise<number | null>((resolve) => build.once('exit', resolve));
    let done = false;
    void ended.then(() => (done = true));
    const answers = new Map<string, number>();
    while (!done) {
      for (const page of ['/faq', '/shop', '/product/101']) {
        const res = await fetch(`${server.url}${page}`).catch(() => null);
        const key = `${page} ${res ? res.status : 'no answer'}`;
        if (res) await res.arrayBuffer();
        answers.set(key, (answers.get(key) ?? 0) + 1);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await ended).toBe(0);
    expect([...answers.keys()].sort()).toEqual(['/faq 200', '/product/101 200', '/shop 200']);
    await expect.poll(builtAt, { timeout: 20_000 }).not.toBe(before);
    expect((await fetch(`${server.url}/product/101`)).status).toBe(200);
  }, 300_000);
});
