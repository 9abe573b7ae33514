import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { BUILD_COMPLETE } from './build-marker.mjs';
import { currentFile, rebuildsDir } from './settings';

/**
 * Which build folder the server serves (server/serve.mjs), and keeping it whole while another
 * build runs.
 *
 * Two kinds of build: one by hand (`npm run build`, into DIST_DIR, default dist/) and the
 * rebuilder's (each into a folder of its own under dist-rebuilds/, the newest named by
 * dist-rebuilds/current). The server serves the one that finished last.
 *
 * A build by hand is never served from dist/ itself: Astro empties its output folder when a build
 * starts, and a server reading from it answered nothing for the whole build (its workers died on
 * the missing files and could not start again without server/entry.mjs). The server serves a copy
 * made of hard links instead (dist-rebuilds/<when>-by-hand): it costs no disk and a fraction of a
 * second, and the next build, which writes new files rather than into the old ones, leaves it whole.
 */
export interface Build {
  /** The folder to serve. */
  dir: string;
  /** When it finished (its BUILD_COMPLETE file's time, ms); 0 when there is none. */
  finished: number;
  source: 'by hand' | 'rebuild';
}

const REBUILD_NAME = /^\d{4}-\d{2}-\d{2}T[\w-]+$/;

/** When the build in `dir` finished, or 0 when it is not a complete build. */
export function finishedAt(dir: string): number {
  try {
    return existsSync(path.join(dir, 'server/entry.mjs')) ? statSync(path.join(dir, BUILD_COMPLETE)).mtimeMs : 0;
  } catch {
    return 0;
  }
}

/** The newest complete build of the two kinds, or null when there is none. */
export function newestBuild(distRoot: string): Build | null {
  const rebuilds = rebuildsDir(distRoot);
  const candidates: Build[] = [{ dir: distRoot, finished: finishedAt(distRoot), source: 'by hand' }];
  try {
    const name = readFileSync(currentFile(rebuilds), 'utf8').trim();
    if (REBUILD_NAME.test(name)) {
      const dir = path.join(rebuilds, name);
      candidates.push({ dir, finished: finishedAt(dir), source: 'rebuild' });
    }
  } catch {
    // no rebuild yet
  }
  const best = candidates.filter((c) => c.finished > 0).sort((a, b) => b.finished - a.finished)[0];
  return best ?? null;
}

/**
 * The folder to serve for `build`: a rebuild as it is, a build by hand as a hard-linked copy
 * beside the rebuilds (made once per build, and shared by every server on the same folder).
 */
export function servable(build: Build): string {
  if (build.source === 'rebuild') return build.dir;
  const rebuilds = rebuildsDir(build.dir);
  const dest = path.join(rebuilds, `${new Date(build.finished).toISOString().replace(/[:.]/g, '-')}-by-hand`);
  if (finishedAt(dest) === build.finished) return dest;
  const aside = `${dest}.${process.pid}.tmp`;
  rmSync(aside, { recursive: true, force: true });
  linkTree(build.dir, aside);
  // Never delete a complete copy first: another server on the same folder (tests start several
  // at once) may have made it a moment ago and be starting its workers on it. A rename onto a
  // folder that exists fails, and then the copy already there is used.
  try {
    renameSync(aside, dest);
    return dest;
  } catch (err) {
    rmSync(aside, { recursive: true, force: true });
    if (finishedAt(dest) === build.finished) return dest;
    if (!existsSync(dest)) throw err;
  }
  // A copy left unfinished (a server stopped while it was made): make it again.
  rmSync(dest, { recursive: true, force: true });
  linkTree(build.dir, aside);
  renameSync(aside, dest);
  return dest;
}

/** A copy of the tree at `src` whose files are hard links (copies where a link is refused). */
function linkTree(src: string, dest: string): void {
  mkdirSync(dest, { recursive: true });
  for (const e of readdirSync(src, { withFileTypes: true })) {
    const from = path.join(src, e.name);
    const to = path.join(dest, e.name);
    if (e.isDirectory()) linkTree(from, to);
    else if (e.isFile()) {
      try {
        linkSync(from, to);
      } catch {
        copyFileSync(from, to);
      }
    }
  }
}

/**
 * Deletes the builds under dist-rebuilds/ but the ones named (the one serving and the one before
 * it, which the previous workers may still be finishing answers from), and all but the last ten
 * rebuild logs. Every server on the folder moves to its newest build within seconds, so an older
 * one serves nobody.
 */
export function pruneBuilds(distRoot: string, keep: string[]): void {
  const dir = rebuildsDir(distRoot);
  if (!existsSync(dir)) return;
  const kept = new Set(keep.map((k) => path.resolve(k)));
  const entries = readdirSync(dir);
  for (const e of entries) {
    const full = path.join(dir, e);
    if (REBUILD_NAME.test(e) && statSync(full).isDirectory() && !kept.has(path.resolve(full)))
      rmSync(full, { recursive: true, force: true });
  }
  const logs = entries.filter((e) => e.endsWith('.log')).sort();
  for (const l of logs.slice(0, Math.max(0, logs.length - 10))) rmSync(path.join(dir, l), { force: true });
}
