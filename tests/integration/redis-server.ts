import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConnection, createServer } from 'node:net';
import { findTool, missingToolMessage, toolOf } from '../../scripts/test-tools.mjs';

/**
 * A throw-away redis-server for the tests that check the Redis state (state/redis.ts): its own
 * port and folder, no persistence, stopped with the test. A machine without it fails the test
 * with what to install: never a skip, which would hide that the Redis state went unchecked.
 * Found (REDIS_SERVER, else PATH) as npm test's first step finds it, which installs it when missing.
 */
const REDIS = toolOf('redis-server');

/** A port nobody listens on now (the bench imports this file with types stripped, so nothing from server.ts). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningRedis {
  url: string;
  port: number;
  process: ChildProcess;
  /** kill -9: Redis gone at once, as when its machine fails. */
  kill(): void;
  stop(): Promise<void>;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.write('PING\r\n'));
    socket.once('data', (d) => {
      socket.destroy();
      resolve(d.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startRedis(port?: number): Promise<RunningRedis> {
  const redisServer = findTool(REDIS).path;
  if (!redisServer) throw new Error(missingToolMessage(REDIS));
  const p = port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-redis-'));
  const child = spawn(
    redisServer,
    ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d));
  const deadline = Date.now() + 10_000;
  while (!(await answers(p))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${p}: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `redis://127.0.0.1:${p}`,
    port: p,
    process: child,
    kill: () => void child.kill('SIGKILL'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await gone;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
