// Production server for `npm start`: compression (gzip/brotli), then the built files from
// memory-indexed dist/client, then Astro's on-demand routes (the API, order confirmation, 404).
// The adapter runs in middleware mode so API requests skip the static lookup: its per-request
// filesystem probes cost more than a cart read.
//
// One worker process per core (at most WEB_WORKERS, default 2) shares the port: a Node process
// uses one core, and the API is stateless apart from the SQLite file, whose write lock
// serialises orders across processes. The primary only supervises: it restarts a worker that dies.
//
// Workers get a 4 MB young generation; with V8's default, ~50 MB accumulate here between its
// collections. About a fifth of what a request allocates is still reachable when one runs (undici,
// for one, keeps each request's abort signal and its listeners until a full collection), so under
// load a default-sized one stopped a worker for 15-25 ms every ~300 ms, and every request open on
// it waited. A 4 MB one is collected every ~70 requests in 1-3 ms: the same copying, in pauses too
// short to reach the p99 (bench/results.md). NODE_OPTIONS overrides it.
//
// Before any of that, every request is held to src/server/security/request-limits.ts (the methods
// each part answers, body size and time limits) and every answer gets the headers of
// src/server/security/headers.ts, static files included.
import cluster from 'node:cluster';
import fs, { readFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import './typescript.mjs';
import { BUILD_COMPLETE } from '../src/server/rebuild/build-marker.mjs';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';
const workers = Math.max(1, Math.min(Number(process.env.WEB_WORKERS ?? 2) || 1, availableParallelism()));
const banner = () => console.log(`Shop running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);

const YOUNG_GENERATION = '--max-semi-space-size=4';
/** The primary's word to a worker whose build a newer one replaced (see retire in serve). */
const RETIRE = 'retire';
/** How long a refused request's client may go on sending before its connection is cut. */
const UNREAD_GRACE_MS = 2000;

if (cluster.isPrimary) {
  // A TRUST_PROXY the server cannot read stops it here, before any request is counted under the wrong address.
  const { trustedProxies } = await import('../src/server/security/proxy.ts');
  try {
    trustedProxies(process.env.TRUST_PROXY);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
  await supervise();
} else await serve();

async function supervise() {
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

async function serve() {
  const [{ default: compression }, { default: sirv }, limits, headers, proxy, { MSG }, { onDemandListing }] =
    await Promise.all([
      import('compression'),
      import('sirv'),
      import('../src/server/security/request-limits.ts'),
      import('../src/server/security/headers.ts'),
      import('../src/server/security/proxy.ts'),
      import('../src/lib/messages.ts'),
      // The listing rule the development server follows too (src/middleware.ts).
      import('../src/lib/listing/routes.ts'),
    ]);
  const proxies = proxy.trustedProxies(process.env.TRUST_PROXY);
  const hsts = headers.strictTransportSecurity(/^(1|true|yes|on)$/i.test(process.env.HSTS_PRELOAD ?? ''));
  /** The headers every answer carries, refusals included; HSTS on those that go out over https. */
  const secureHeaders = (req, res) => {
    for (const [name, value] of Object.entries(headers.SECURITY_HEADERS)) res.setHeader(name, value);
    if (proxy.forwardedHttps(req.headers['x-forwarded-proto'], proxies))
      res.setHeader('Strict-Transport-Security', hsts);
  };
  const root = process.cwd();
  // DIST_DIR serves another build (the end-to-end tests' larger catalogue); default dist/.
  const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
  process.env.SEARCH_CATALOGUE ??= path.join(dist, 'client/search-catalogue.json');
  // What the build read, showed and left out of the catalogue (src/server/catalogue/report.ts).
  process.env.CATALOGUE_REPORT_DIR ??= path.join(dist, 'server');
  // The built stylesheets, for the critical CSS of pages rendered on demand (src/server/critical-css.ts).
  process.env.CLIENT_DIR = path.join(dist, 'client');
  const { handler: astro } = await import(pathToFileURL(path.join(dist, 'server/entry.mjs')).href);
  const compress = compression({ threshold: 512 });
  const HASHED = '/_astro/';
  const headersTimeout = positive(process.env.HEADERS_TIMEOUT_MS, limits.HEADERS_TIMEOUT_MS);
  const bodyTimeout = positive(process.env.BODY_TIMEOUT_MS, limits.BODY_TIMEOUT_MS);

  // Each built page's Content-Security-Policy, with the hashes of its inline scripts (the build wrote them).
  const policies = headers.pagePolicies(readJson(path.join(dist, '_headers.json')));

  // Indexed once at start, no stat per request: a new build gets new workers (watchBuilds).
  const files = sirv(path.join(dist, 'client'), {
    etag: true,
    // The .br/.gz copies the build made of hashed assets (integrations/precompress.mjs).
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      // Hashed assets never change; pages change with each build, so they revalidate.
      res.setHeader(
        'Cache-Control',
        pathname.startsWith(HASHED) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
      res.setHeader('Content-Security-Policy', policies.policyFor(pathname));
    },
  });

  /** Answers before Astro does: JSON for the API, plain text elsewhere; the connection closes when a body is left unread. */
  const refuse = (req, res, status, message, extra = {}) => {
    const api = limits.isApiPath(req.url.split('?', 1)[0]);
    const code = { 400: 'invalid_request', 405: 'method_not_allowed', 408: 'request_timeout', 413: 'body_too_large' }[
      status
    ];
    const body = api ? JSON.stringify({ code, message }) : message;
    res.writeHead(status, {
      'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      'Content-Security-Policy': headers.NO_CONTENT_CSP,
      ...extra,
    });
    // The client may still be sending what will not be read. Closing at once would reset the
    // connection and many clients would lose the answer with it: so the answer goes, then our
    // side of the connection closes (FIN), nothing more is read, and the connection goes after
    // a grace period, by which time the client has read the answer.
    if (extra.Connection === 'close') lingerAfter(req.socket);
    res.end(body);
  };
  const unread = { Connection: 'close' };

  /** The request as Astro and the files see it: a body of an allowed size, already read. */
  const handle = async (req, res) => {
    const limit = limits.bodyLimit(req.method, req.url);
    if (limits.announcesTooMuch(req, limit)) return refuse(req, res, 413, MSG.bodyTooLarge, unread);
    if (limits.hasBody(req)) {
      const outcome = await limits.readBody(req, limit, bodyTimeout);
      if (!outcome.ok) {
        const message =
          outcome.status === 413 ? MSG.bodyTooLarge : outcome.status === 408 ? MSG.requestTimeout : MSG.badRequest;
        return refuse(req, res, outcome.status, message, unread);
      }
      // Astro takes a body already read from req.body instead of the stream.
      req.body = outcome.body;
    }
    compress(req, res, () => {
      if (req.url.startsWith('/api/')) return astro(req, res);
      const [pathname, query = ''] = req.url.split('?', 2);
      // A listing with filters, a sort or a page in its query is rendered on demand at
      // /listing/...; the shopper's address does not change.
      const listing = query ? onDemandListing(new URL(req.url, 'http://shop')) : null;
      if (listing) {
        req.url = listing;
        res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
        return astro(req, res);
      }
      // The file's own policy before sirv answers, a 304 included: sirv answers If-None-Match
      // before it sets headers, and a browser keeps a 304's headers with the page it holds, so a
      // page seen again got the 404 page's policy, which blocked the page's own inline scripts.
      res.setHeader('Content-Security-Policy', policies.policyFor(pathname));
      files(req, res, () => {
        res.setHeader('Content-Security-Policy', policies.fallback);
        // Pages rendered on demand (order confirmation, 404) are not for shared caches to keep.
        res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
        astro(req, res);
      });
    });
  };

  let retiring = false;
  // Timeouts are checked every second (Node's default looks every 30 s).
  const server = http.createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
    // A retiring worker's answers close their connection: the client's next request opens a new one, on the new build.
    if (retiring) res.setHeader('Connection', 'close');
    secureHeaders(req, res);
    // Astro's own answers set theirs; this one holds for anything else it renders (the 404 page).
    res.setHeader(
      'Content-Security-Policy',
      limits.isApiPath(req.url.split('?', 1)[0]) ? headers.NO_CONTENT_CSP : policies.fallback,
    );
    try {
      decodeURI(req.url ?? '/');
    } catch {
      return refuse(req, res, 400, MSG.badRequest, unread);
    }
    const methods = limits.allowedMethods(req.url);
    if (!methods.includes(req.method))
      return refuse(req, res, 405, MSG.methodNotAllowed, { ...unread, Allow: methods.join(', ') });
    void handle(req, res);
  });
  // A body announced too large is refused before the client sends it (curl and browsers wait for 100 Continue).
  server.on('checkContinue', (req, res) => {
    if (limits.announcesTooMuch(req, limits.bodyLimit(req.method, req.url))) {
      secureHeaders(req, res);
      return refuse(req, res, 413, MSG.bodyTooLarge, unread);
    }
    res.writeContinue();
    server.emit('request', req, res);
  });
  // Slow headers: the connection is dropped (408) when the request line and headers take longer.
  server.headersTimeout = headersTimeout;
  server.requestTimeout = headersTimeout + bodyTimeout;
  server.on('error', (err) => {
    console.error(
      err.code === 'EADDRINUSE'
        ? `Port ${port} is in use: stop the other server, or choose another with PORT=…`
        : `Server error: ${err.message}`,
    );
    process.exit(1);
  });
  server.listen(port, host, () => {
    // The store, and with it the mail queue's worker, starts on a process's first API request.
    // Ask for one now (the load balancer's probe), so mail queued while no server ran (the
    // command line's status emails, a crash's leftovers) goes out without waiting for a visitor.
    const { address, port: bound } = server.address();
    const target =
      address === '0.0.0.0'
        ? '127.0.0.1'
        : address === '::'
          ? '[::1]'
          : address.includes(':')
            ? `[${address}]`
            : address;
    fetch(`http://${target}:${bound}/api/health`)
      .then((r) => r.body?.cancel())
      .catch(() => undefined);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
  // A newer build serves: take no new connection and finish. An idle keep-alive connection is not
  // cut now (what Node's close does, and cluster's disconnect with it): a client may be sending a
  // request on it at that moment, and fetch and most clients other than browsers do not send it
  // again, they fail with ECONNRESET. It is served, with `Connection: close`, or ends at its
  // keep-alive timeout, which the client was told and heeds.
  process.on('message', (message) => {
    if (message?.type !== RETIRE || retiring) return;
    retiring = true;
    server.closeIdleConnections = () => undefined;
    server.close(() => process.exit(0));
  });
}

/** Replaces Node's close after a `Connection: close` answer (end, then destroy) with a lingering one. */
function lingerAfter(socket) {
  socket.destroySoon = function lingeringClose() {
    this.end();
    stopReading(this);
    setTimeout(() => this.destroy(), UNREAD_GRACE_MS).unref();
  };
}

/**
 * Nothing more is read from the connection: a client that goes on sending fills the buffers
 * between us and stalls, at no cost here. Pausing the socket is not enough: when an answer ends,
 * Node resumes a request whose body nobody read, on the next tick, to pull that body off the
 * wire and drop it (a 400 MB body was read whole that way, for as long as the connection lasted).
 */
function stopReading(socket) {
  socket.resume = () => socket;
  socket.pause();
  socket._handle?.readStop();
}

function positive(value, fallback) {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
