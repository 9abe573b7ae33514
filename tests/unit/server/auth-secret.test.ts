import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadSecret } from '../../../src/server/security/tokens';

/**
 * `npm start` runs two worker processes, and on a shop's first start both look for the signing
 * secret at once. If each made its own, a login from one worker read as "session expired" on
 * the other. Several processes released at the same instant on a fresh data folder must all
 * end up with the one secret the folder keeps.
 */
const NODE = path.resolve('node_modules/.bin/node');
const TOKENS = pathToFileURL(path.resolve('src/server/security/tokens.ts')).href;
/** Resolves src/'s extensionless imports under plain Node (tokens.ts imports private-files). */
const TS_HOOK = pathToFileURL(path.resolve('server/typescript.mjs')).href;

/**
 * A process that loads the token module, says it is ready, and waits on stdin for the instant to
 * race at (sent once all are ready), then spins only for the last few milliseconds before it.
 */
function racer(dir: string): { ready: Promise<void>; go: (at: number) => void; secret: Promise<string> } {
  const code = `
    const { loadSecret } = await import(${JSON.stringify(TOKENS)});
    process.stdout.write('ready\\n');
    let line = '';
    for await (const chunk of process.stdin) if ((line += chunk).includes('\\n')) break;
    const at = Number(line);
    while (Date.now() < at);
    process.stdout.write(Buffer.from(loadSecret(undefined, ${JSON.stringify(dir)})).toString());
  `;
  const child = spawn(
    NODE,
    ['--experimental-strip-types', '--no-warnings', '--import', TS_HOOK, '--input-type=module', '-e', code],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let out = '';
  let readyNow!: () => void;
  const ready = new Promise<void>((r) => (readyNow = r));
  child.stdout!.on('data', (d) => {
    out += d;
    if (out.startsWith('ready\n')) readyNow();
  });
  const secret = new Promise<string>((resolve, reject) => {
    child.on('exit', (code) =>
      code === 0 ? resolve(out.slice('ready\n'.length)) : reject(new Error(`racer exited with ${code}`)),
    );
  });
  return { ready, go: (at) => child.stdin!.end(`${at}\n`), secret };
}

describe('the generated signing secret', () => {
  it('is the same in every process that starts on a fresh data folder at once', async () => {
    for (let round = 0; round < 5; round++) {
      const dir = mkdtempSync(path.join(tmpdir(), 'nefertari-secret-'));
      const racers = Array.from({ length: 6 }, () => racer(dir));
      await Promise.all(racers.map((r) => r.ready));
      const at = Date.now() + 50;
      for (const r of racers) r.go(at);
      const secrets = await Promise.all(racers.map((r) => r.secret));
      const kept = readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim();
      expect(kept).toMatch(/^[0-9a-f]{64}$/);
      expect(new Set(secrets)).toEqual(new Set([kept]));
      expect(readdirSync(dir)).toEqual(['auth-secret']);
    }
  }, 60_000);

  it('replaces a file that holds no usable secret, and then keeps it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nefertari-secret-'));
    writeFileSync(path.join(dir, 'auth-secret'), 'too short');
    const made = Buffer.from(loadSecret(undefined, dir)).toString();
    expect(made).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(made);
    expect(Buffer.from(loadSecret(undefined, dir)).toString()).toBe(made);
    expect(readdirSync(dir)).toEqual(['auth-secret']);
  });
});
