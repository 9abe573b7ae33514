// Production server for `npm start`: compression (gzip/brotli), then the built files from
// memory-indexed dist/client, then Astro's on-demand routes (the API, order confirmation, 404).
//
// One worker process per core (at most WEB_WORKERS, default 2) shares the port: a Node process
// uses one core, and the API is stateless apart from the SQLite file, whose write lock
// serialises orders across processes. The primary only supervises: it restarts a worker that dies.
// supervise.mjs is the primary's part, worker.mjs a worker's, cluster-settings.mjs what both read.
import cluster from 'node:cluster';
import './typescript.mjs';
import { supervise } from './supervise.mjs';
import { serve } from './worker.mjs';

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
