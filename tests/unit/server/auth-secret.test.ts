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
const TS_HOOK = pathToFileURL(path.resolve('scripts/lib/typescript.mjs')).href;

function racer(dir: string, startAt: number): Promise<string> {
  const code = `
    const { loadSecret } = await import(${JSON.stringify(TOKENS)});
    while (Date.now() < ${startAt});
    process.stdout.write(Buffer.from(loadSecret(undefined, ${JSON.stringify(dir)})).toString());
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(NODE, ['--experimental-strip-types', '--no-warnings', '--import', TS_HOOK, '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`racer exited with ${code}`))));
  });
}

describe('the generated signing secret', () => {
  it('is the same in every process that starts on a fresh data folder at once', async () => {
    for (let round = 0; round < 5; round++) {
      const dir = mkdtempSync(path.join(tmpdir(), 'nefertari-secret-'));
      const secrets = await Promise.all(Array.from({ length: 6 }, () => racer(dir, Date.now() + 1500)));
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
