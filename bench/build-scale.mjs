// Build time, pages per second and peak memory for generated catalogues of 1k, 5k and 10k products.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, NODE } from './lib.mjs';
import { generateCatalogue } from './generate-catalogue.mjs';

function countHtml(dir) {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) n += countHtml(p);
    else if (entry.name.endsWith('.html')) n++;
  }
  return n;
}

// The same heap cap as `npm run build` (package.json): a tighter heap makes V8 collect sooner,
// which keeps a 10,000-product build's peak memory under 2 GB.
const BUILD_NODE_OPTIONS =
  /NODE_OPTIONS=(\S+)/.exec(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.build)?.[1] ?? '';

function timedBuild(catalogueDir, outDir) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    // GNU time reports the peak resident memory of the build.
    const child = spawn(
      '/usr/bin/time',
      ['-v', NODE, 'node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          CATALOGUE_DIR: catalogueDir,
          ASTRO_TELEMETRY_DISABLED: '1',
          NODE_OPTIONS: BUILD_NODE_OPTIONS,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) return reject(new Error(`build failed (${code}):\n${err.slice(-3000)}`));
      const kb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(err)?.[1] ?? 0);
      resolve({ seconds, peakMb: kb / 1024 });
    });
  });
}

/** `keep`: sizes whose catalogue and build stay in bench/.out for the search part to serve. */
export async function buildScale(sizes = [1000, 5000, 10000], { keep = [] } = {}) {
  const rows = [];
  for (const n of sizes) {
    const cat = path.join(ROOT, `bench/.out/catalogue-${n}`);
    const out = path.join(ROOT, `bench/.out/dist-${n}`);
    generateCatalogue(n, cat);
    const { seconds, peakMb } = await timedBuild(cat, out);
    const pages = countHtml(path.join(out, 'client'));
    rows.push({ products: n, pages, seconds, pagesPerSecond: pages / seconds, peakMb });
    console.log(
      `build ${n} products: ${pages} pages in ${seconds.toFixed(1)} s (${(pages / seconds).toFixed(0)} pages/s), peak ${peakMb.toFixed(0)} MB`,
    );
    if (keep.includes(n)) continue;
    rmSync(out, { recursive: true, force: true });
    rmSync(cat, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = process.argv.slice(2).map(Number).filter(Boolean);
  await buildScale(sizes.length ? sizes : undefined);
}
void statSync;
