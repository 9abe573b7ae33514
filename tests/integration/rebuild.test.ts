import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureBuilt, startServer, type RunningServer } from './server';

/**
 * An editor's `npm run build` under a running shop: the server serves the new build once it is
 * whole (its last file, build-complete, changes), without a restart, and keeps answering meanwhile.
 * The server runs on a copy of the build inside the repository (its server code needs node_modules).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
let server: RunningServer;
let dist = '';

/** A keep-alive connection held open across requests, as a browser or an HTTP client's pool holds one. */
function heldConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  socket.setEncoding('latin1');
  let ended = false;
  socket.on('close', () => (ended = true));
  socket.on('error', () => undefined);
  const answers: string[] = [];
  return {
    answers,
    ended: () => ended,
    /** The answer's head, or a failure if the server cuts the connection instead of answering. */
    head: (pathname: string) =>
      new Promise<string>((resolve, reject) => {
        let buffer = '';
        const read = (chunk: string) => {
          buffer += chunk;
          if (!buffer.includes('\r\n\r\n')) return;
          socket.off('data', read).off('close', cut);
          answers.push(buffer);
          resolve(buffer);
        };
        const cut = () => reject(new Error(`the connection was cut instead of answering HEAD ${pathname}`));
        socket.on('data', read).once('close', cut);
        socket.write(`HEAD ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
      }),
  };
}

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

    // A visitor's connection to a worker of the build being replaced.
    const held = heldConnection(server.url);
    await held.head('/faq');

    writeFileSync(path.join(dist, 'build-complete'), `${new Date().toISOString()}\n`);
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await fetch(`${server.url}/granulation-grain-by-grain/`)).status;
      // Meanwhile every answer is whole.
      expect((await fetch(`${server.url}/faq`)).status).toBe(200);
      if (!held.ended()) await held.head('/faq');
    }
    expect(status).toBe(200);
    expect(await (await fetch(`${server.url}/granulation-grain-by-grain/`)).text()).toContain(
      'Gold granules, fused by hand.',
    );
    await expect.poll(() => server.output()).toContain('Serving the new build.');
    // The retired worker answered on the held connection, telling the client to open a new one
    // for its next request; it did not cut it while idle, which fetch reports as ECONNRESET.
    await new Promise((r) => setTimeout(r, 300));
    if (!held.ended()) await held.head('/faq');
    expect(held.answers.every((answer) => answer.startsWith('HTTP/1.1 200'))).toBe(true);
    expect(held.answers.at(-1)).toMatch(/^connection: close\r$/im);
    await expect.poll(held.ended).toBe(true);
    expect((await fetch(`${server.url}/api/status/test`)).status).toBe(200);
  }, 30_000);
});

describe('builds that follow each other', () => {
  it('the server keeps serving through swaps that come while the previous workers are still leaving', async () => {
    // Each new build retires the workers of the one before; a swap that comes while they are
    // leaving must not trip over a worker whose channel has closed (it once stopped the server).
    for (let i = 0; i < 6; i++) {
      const held = heldConnection(server.url);
      await held.head('/faq');
      const swaps = server.output().split('Serving the new build.').length;
      writeFileSync(path.join(dist, 'build-complete'), `${new Date().toISOString()} ${i}\n`);
      await expect
        .poll(() => server.output().split('Serving the new build.').length, { timeout: 20_000 })
        .toBe(swaps + 1);
      expect((await fetch(`${server.url}/faq`)).status).toBe(200);
    }
    expect(server.output()).not.toMatch(/ERR_IPC_CHANNEL_CLOSED|Server worker exited while starting/);
  }, 180_000);
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
