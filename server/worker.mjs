// A worker process: every request held to src/server/security/request-limits.ts (the methods each
// part answers, body size and time limits) and every answer given the headers of
// src/server/security/headers.ts, static files included; then compression (gzip/brotli), the
// built files from memory-indexed dist/client, and Astro's on-demand routes (the API, order
// confirmation, 404). The adapter runs in middleware mode so API requests skip the static lookup:
// its per-request filesystem probes cost more than a cart read.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import './typescript.mjs';
import { RETIRE, host, port } from './cluster-settings.mjs';

/** How long a refused request's client may go on sending before its connection is cut. */
const UNREAD_GRACE_MS = 2000;

export async function serve() {
  const [{ default: compression }, { default: sirv }, limits, headers, proxy, { MSG }, { onDemandListing }, language] =
    await Promise.all([
      import('compression'),
      import('sirv'),
      import('../src/server/security/request-limits.ts'),
      import('../src/server/security/headers.ts'),
      import('../src/server/security/proxy.ts'),
      import('../src/lib/messages.ts'),
      // The listing rule the development server follows too (src/middleware.ts).
      import('../src/lib/listing/routes.ts'),
      // The language she chose last, remembered by every page (src/server/i18n/remembered.ts).
      import('../src/server/i18n/remembered.ts'),
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
      // A page (an address without a file's extension, or an .html): her language, remembered.
      if (!/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith('.html'))
        res.setHeader('Set-Cookie', language.rememberLanguage(pathname));
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
      const door = language.frontDoor(pathname, req.headers.cookie, {
        fetchSite: req.headers['sec-fetch-site'],
        referer: req.headers.referer,
      });
      if (door) {
        // Per shopper: no cache may keep this answer for another.
        res.writeHead(302, {
          Location: door + (query ? `?${query}` : ''),
          'Cache-Control': 'no-store',
          Vary: 'Cookie',
        });
        return res.end();
      }
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
