// Production server for `npm start`: Astro's Node handler (static pages + on-demand API)
// behind gzip/brotli compression. Hashed assets keep the adapter's one-year immutable cache.
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const entry = pathToFileURL(path.resolve(process.cwd(), 'dist/server/entry.mjs')).href;
const { handler } = await import(entry);

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';
const compress = compression({ threshold: 512 });

const server = http.createServer((req, res) => {
  compress(req, res, () => {
    // Pages are prerendered but their content changes with each build: revalidate them.
    if (!req.url?.startsWith('/_astro/') && !req.url?.startsWith('/api/')) {
      res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    }
    handler(req, res);
  });
});
server.listen(port, host, () => {
  console.log(`Shop running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
