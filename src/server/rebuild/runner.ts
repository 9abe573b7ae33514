import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_COMPLETE } from './build-marker.mjs';

/**
 * One `astro build` of the project into a folder of its own, as `npm run build` runs it, at a
 * lower CPU priority (nice 10) so the shoppers the same machine serves meanwhile come first. Its
 * output goes to a log file beside the folder. Never into the folder a server serves: Astro
 * empties its output folder when it starts, and the server would answer 404 for every page until
 * the build ended.
 */
export interface BuildRun {
  done: Promise<void>;
  /** Stops the build (the server is stopping). */
  kill(): void;
}

const NICE = '/usr/bin/nice';

export function runBuild(o: {
  root: string;
  outDir: string;
  logFile: string;
  env: Record<string, string | undefined>;
  reasons: readonly string[];
}): BuildRun {
  const astro = path.join(o.root, 'node_modules/astro/bin/astro.mjs');
  // The same memory ceiling as `npm run build`.
  const args = ['--max-old-space-size=1536', astro, 'build', '--outDir', o.outDir];
  const log = openSync(o.logFile, 'w');
  let child: ChildProcess;
  try {
    child = existsSync(NICE)
      ? spawn(NICE, ['-n', '10', process.execPath, ...args], {
          cwd: o.root,
          env: buildEnv(o),
          stdio: ['ignore', log, log],
        })
      : spawn(process.execPath, args, { cwd: o.root, env: buildEnv(o), stdio: ['ignore', log, log] });
  } finally {
    closeSync(log);
  }
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (err) => reject(new Error(`the build did not start: ${err.message}`)));
    child.once('exit', (code, signal) => {
      if (
        code === 0 &&
        existsSync(path.join(o.outDir, BUILD_COMPLETE)) &&
        existsSync(path.join(o.outDir, 'server/entry.mjs'))
      )
        return resolve();
      reject(new Error(failure(o.logFile, code, signal)));
    });
  });
  return { done, kill: () => void child.kill('SIGTERM') };
}

function buildEnv(o: { env: Record<string, string | undefined>; reasons: readonly string[] }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...o.env, NODE_ENV: 'production', REBUILD_REASONS: JSON.stringify(o.reasons) };
  // The server's own settings for its workers are not the build's.
  delete env.DIST_DIR;
  return env;
}

// eslint-disable-next-line no-control-regex -- the terminal's colour codes (ESC [ ... m) are what it removes
const ANSI = /\u001b\[[0-9;]*m/g;

/** The line of the build's output that says why it failed (Astro's error, or the catalogue's), else how it ended. */
export function failure(logFile: string, code: number | null, signal: string | null): string {
  let lines: string[] = [];
  try {
    lines = readFileSync(logFile, 'utf8')
      .replace(ANSI, '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
  } catch {
    // no log
  }
  // The catalogue's own words first, then the line Astro opens an error with; warnings that
  // mention an error are not why a build stopped.
  const said = lines.filter((l) => !/\[WARN\]/.test(l) && !/^at /.test(l));
  const cause =
    said.find((l) => /WooCommerce catalogue:|Invalid (product|category)|\[ERROR\]/.test(l)) ??
    said.find((l) => /^(\w*Error\b|Error )/.test(l)) ??
    said.find((l) => /error/i.test(l));
  const ended = signal ? `stopped by ${signal}` : `exited with code ${code}`;
  const text = cause ? cause.replace(/^\d\d:\d\d:\d\d\s+/, '').replace(/^\[ERROR\]\s*/, '') : `the build ${ended}`;
  return text.length > 600 ? `${text.slice(0, 599)}…` : text;
}
