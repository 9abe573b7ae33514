// Brotli and gzip copies of what the build writes, made once at build time. server/serve.mjs
// (sirv) sends the copy a browser accepts, with Content-Encoding and Vary: Accept-Encoding, instead
// of compressing the same bytes for every request (brotli cost 2.4 ms a page per request).
// - Hashed assets (dist/client/_astro/*.js, .css, .svg): few, and cached for a year, so the
//   highest levels.
// - Pages (every .html under dist/client): one per product, so levels that cost a few ms a page;
//   brotli 11 took ~650 ms a page, which a 10,000-product build cannot afford, for 9 % fewer bytes.
// Pages are compressed after every other build step (and after their critical CSS is inlined), so
// the copies are byte for byte the page served; the Content-Security-Policy hashes only scripts,
// and the inlined <style> is allowed by style-src.
import { readFileSync, writeFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants } from 'node:zlib';
import { builtSheets, inlineCriticalCss, stylesheetsLoadedWithCode } from '../src/server/html/critical-css.mjs';
import { builtImports, scriptsAfterParse } from '../src/server/html/after-parse.mjs';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg)$/;
/** Below this, compression saves less than a request's headers weigh. */
const MIN_BYTES = 1024;
const ASSET_LEVELS = { brotli: constants.BROTLI_MAX_QUALITY, gzip: constants.Z_BEST_COMPRESSION };
const PAGE_LEVELS = { brotli: 6, gzip: 6 };
/** Files compressed at once: zlib's async calls share libuv's thread pool; more only queue (and open files). */
const AT_ONCE = 8;

const brotliOptions = (levels, data) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
    [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});

async function compressFile(file, levels) {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return false;
  const [br, gzipped] = await Promise.all([
    brotli(data, brotliOptions(levels, data)),
    gz(data, { level: levels.gzip }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  return true;
}

async function compressAll(files, levels) {
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) if (await compressFile(files[next++], levels)) written++;
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return written;
}

/** The hashed assets in `dir` (dist/client/_astro). */
export async function precompress(dir) {
  const names = (await readdir(dir)).filter((n) => COMPRESSIBLE.test(n));
  return compressAll(
    names.map((n) => path.join(dir, n)),
    ASSET_LEVELS,
  );
}

/** Pages one thread takes at least: below that, starting a thread costs more than it saves. */
const PAGES_PER_THREAD = 200;

/**
 * Every page under `dir` (dist/client): its critical CSS inlined (src/server/html/critical-css.mjs), written
 * back when that changed it, then compressed. On one thread per core: each page is CPU work from
 * start to end (~1 ms of inlining, ~1.5 ms of compression), and on the main thread the inlining ran
 * one page at a time while the compression waited (18 s of a 10,000-product build, now ~5).
 * @returns {Promise<{ pages: number, inliningMs: number }>}
 */
export async function precompressPages(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const pages = entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
  const threads = Math.max(1, Math.min(os.availableParallelism(), Math.floor(pages.length / PAGES_PER_THREAD)));
  const shares = Array.from({ length: threads }, (_, i) => pages.filter((_, j) => j % threads === i));
  const done = await Promise.all(
    shares.map(
      (files) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: { dir, files } });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => code !== 0 && reject(new Error(`page compression thread exited with ${code}`)));
        }),
    ),
  );
  return done.reduce((sum, d) => ({ pages: sum.pages + d.pages, inliningMs: sum.inliningMs + d.inliningMs }), {
    pages: 0,
    inliningMs: 0,
  });
}

/** One thread's share of the pages, synchronously: nothing else runs on this thread. */
function processPages(dir, files) {
  const readSheet = builtSheets(dir);
  const loadedWithCode = stylesheetsLoadedWithCode(dir);
  const importsOf = builtImports(dir);
  let pages = 0;
  let inliningMs = 0;
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const started = performance.now();
    const inlined = scriptsAfterParse(inlineCriticalCss(html, readSheet, loadedWithCode), importsOf);
    inliningMs += performance.now() - started;
    const data = Buffer.from(inlined, 'utf8');
    if (inlined !== html) writeFileSync(file, data);
    if (data.length < MIN_BYTES) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(data, brotliOptions(PAGE_LEVELS, data)));
    writeFileSync(`${file}.gz`, gzipSync(data, { level: PAGE_LEVELS.gzip }));
    pages++;
  }
  return { pages, inliningMs };
}

if (!isMainThread && workerData?.files) parentPort?.postMessage(processPages(workerData.dir, workerData.files));
