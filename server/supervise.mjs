// The primary process: it only supervises. It starts one worker per core (at most WEB_WORKERS),
// restarts one that dies, moves them to a new build once it is complete and runs the page rebuilder.
//
// Workers get a 4 MB young generation; with V8's default, ~50 MB accumulate here between its
// collections. About a fifth of what a request allocates is still reachable when one runs (undici,
// for one, keeps each request's abort signal and its listeners until a full collection), so under
// load a default-sized one stopped a worker for 15-25 ms every ~300 ms, and every request open on
// it waited. A 4 MB one is collected every ~70 requests in 1-3 ms: the same copying, in pauses too
// short to reach the p99 (bench/results.md). NODE_OPTIONS overrides it.
import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import './typescript.mjs';
import { BUILD_COMPLETE } from '../src/server/rebuild/build-marker.mjs';
import { RETIRE, banner, workers } from './cluster-settings.mjs';

const YOUNG_GENERATION = '--max-semi-space-size=4';

export async function supervise() {
  let stopping = false;
  let announced = false;
  const serving = new Set();
  // A new build's workers while they start, and the previous ones they replace (moveTo).
  const starting = new Set();
  const retiring = new Set();
  const rebuild = await import('../src/server/rebuild/settings.ts');
  // Which build to serve: the newer of the last build by hand and the last rebuild, never the
  // folder a build writes into (src/server/rebuild/folders.ts).
  const folders = await import('../src/server/rebuild/folders.ts');
  const distRoot = path.resolve(process.cwd(), process.env.DIST_DIR ?? 'dist');
  const rebuilds = rebuild.rebuildsDir(distRoot);
  const servable = (build) => {
    try {
      return folders.servable(build);
    } catch (err) {
      console.error(`Could not set the build aside (${err.message}); serving it from ${build.dir}.`);
      return build.dir;
    }
  };
  const first = folders.newestBuild(distRoot);
  // The build the workers serve: its folder, when it finished and which kind it is.
  let current = first ? { ...first, dir: servable(first) } : { dir: distRoot, finished: 0, source: 'by hand' };
  /** The move in progress: what to tell when its workers serve or fail. */
  let move = null;
  const fork = () => cluster.fork({ DIST_DIR: current.dir, REBUILD_STATUS: rebuild.statusFile(rebuilds) });
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) => arg.includes('semi-space-size'));
  cluster.setupPrimary({ execArgv: given ? process.execArgv : [...process.execArgv, YOUNG_GENERATION] });
  for (let i = 0; i < workers; i++) fork();
  // The banner says the shop is up once every worker serves (tests wait for it before they kill one).
  cluster.on('listening', (worker) => {
    serving.add(worker.id);
    if (starting.delete(worker.id) && starting.size === 0) {
      // The new build serves: the previous workers take no new connection and finish what they serve.
      for (const id of retiring) {
        const old = cluster.workers?.[id];
        // A worker of an earlier build may be leaving already, its channel closed before its exit
        // is known here: a send to it fails, and unheard that failure would stop this process.
        if (!old?.isConnected()) continue;
        old.send({ type: RETIRE }, undefined, () => undefined);
        setTimeout(() => old.process.kill('SIGKILL'), 10_000).unref();
      }
      console.log('Serving the new build.');
      const done = move;
      move = null;
      done?.resolve();
    }
    if (announced || serving.size < workers) return;
    announced = true;
    banner();
  });
  cluster.on('exit', (worker, code, signal) => {
    const how = signal ?? `code ${code}`;
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (retiring.delete(worker.id)) {
      serving.delete(worker.id);
      return;
    }
    // A new build whose server does not start: keep serving with the workers there are.
    if (starting.delete(worker.id)) {
      console.error(`The new build's server did not start (${how}); still serving the previous one.`);
      for (const id of starting) cluster.workers?.[id]?.kill();
      starting.clear();
      retiring.clear();
      const failed = move;
      move = null;
      failed?.reject(new Error(`its server exited while starting, ${how}`));
      return;
    }
    // A worker that dies before it listens (no build, port taken) would die again: stop instead.
    if (!serving.delete(worker.id)) {
      console.error(`Server worker exited while starting (${how}).`);
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.kill();
      process.exit(code || 1);
    }
    console.error(`Server worker ${worker.process.pid} exited (${how}); starting another.`);
    fork();
  });

  /**
   * Starts workers on the build in `dir` (a rebuild unless said otherwise); the previous ones
   * retire once they all listen, and builds older than those two are deleted.
   */
  const moveTo = (dir, source = 'rebuild') =>
    new Promise((resolve, reject) => {
      if (stopping) return reject(new Error('the server is stopping'));
      if (move) return reject(new Error('another build is being put in service'));
      const previous = current;
      move = {
        resolve: () => {
          folders.pruneBuilds(distRoot, [current.dir, previous.dir]);
          resolve();
        },
        reject: (err) => {
          current = previous;
          reject(err);
        },
      };
      current = { dir, finished: folders.finishedAt(dir), source };
      for (const id of Object.keys(cluster.workers ?? {})) retiring.add(Number(id));
      for (let i = 0; i < workers; i++) starting.add(fork().id);
    });

  // WooCommerce: the page rebuilder (src/server/rebuild), here rather than in a worker so a server
  // has one however many workers it runs. A worker passes on each verified webhook delivery.
  const rebuilder =
    rebuild.rebuildSettings(process.env).off === 'embedded store'
      ? null
      : (await import('../src/server/rebuild/index.ts')).startRebuilder({
          env: process.env,
          root: path.resolve(import.meta.dirname, '..'),
          distRoot,
          serving: () => current.dir,
          moveTo,
          log: (line) => console.log(`[rebuild] ${line}`),
        });
  const { CATALOGUE_CHANGED } = await import('../src/server/rebuild/webhook.ts');
  cluster.on('message', (_worker, message) => {
    if (message?.type === CATALOGUE_CHANGED && typeof message.reason === 'string')
      rebuilder?.changed(message.reason.slice(0, 200));
  });

  watchBuilds([path.join(distRoot, BUILD_COMPLETE), rebuild.currentFile(rebuilds)], () => {
    if (stopping || move) return;
    const next = folders.newestBuild(distRoot);
    if (!next || (next.source === current.source && next.finished === current.finished)) return;
    console.log('A new build is complete: starting server workers on it.');
    moveTo(servable(next), next.source).then(
      () => rebuilder?.served(),
      () => undefined,
    );
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true;
      rebuilder?.stop();
      const alive = Object.values(cluster.workers ?? {});
      if (alive.length === 0) process.exit(0);
      for (const w of alive) w?.process.kill('SIGTERM');
      // A worker still busy after 10 s is not coming back by itself.
      setTimeout(() => {
        for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
        process.exit(0);
      }, 10_000).unref();
    });
  }
}

/**
 * Calls `moved` each time one of `markers` changes: the last file of a build by hand (BUILD_COMPLETE
 * in DIST_DIR), so an editor's `npm run build` goes live without a restart, and the rebuilds'
 * `current`, so every server sharing the folder follows a rebuild. Polled every 2 s, one stat each;
 * the workers index their files once at start and never stat per request.
 */
function watchBuilds(markers, moved) {
  for (const marker of markers)
    fs.watchFile(marker, { interval: Number(process.env.BUILD_POLL_MS) || 2000, persistent: false }, (now, before) => {
      if (now.mtimeMs > 0 && now.mtimeMs !== before.mtimeMs) moved();
    });
}
