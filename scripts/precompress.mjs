// Brotli and gzip copies of what the build writes, made once at build time. scripts/serve.mjs
// (sirv) sends the copy a browser accepts, with Content-Encoding and Vary: Accept-Encoding, instead
// of compressing the same bytes for every request (brotli cost 2.4 ms a page per request, issue 22).
// - Hashed assets (dist/client/_astro/*.js, .css, .svg): few, and cached for a year, so the
//   highest levels.
// - Pages (every .html under dist/client): one per product, so levels that cost a few ms a page;
//   brotli 11 took ~650 ms a page, which a 10,000-product build cannot afford, for 9 % fewer bytes.
// Pages are compressed after every other build step (and after their critical CSS is inlined), so
// the copies are byte for byte the page served; the Content-Security-Policy hashes only scripts,
// and the inlined <style> is allowed by style-src.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg)$/;
/** Below this, compression saves less than a request's headers weigh. */
const MIN_BYTES = 1024;
const ASSET_LEVELS = { brotli: constants.BROTLI_MAX_QUALITY, gzip: constants.Z_BEST_COMPRESSION };
const PAGE_LEVELS = { brotli: 6, gzip: 6 };
/** Files compressed at once: zlib's async calls share libuv's thread pool; more only queue (and open files). */
const AT_ONCE = 8;

async function compressFile(file, levels, transform) {
  let data = await readFile(file);
  if (transform) {
    const text = data.toString('utf8');
    const changed = transform(text);
    if (changed !== text) {
      data = Buffer.from(changed, 'utf8');
      await writeFile(file, data);
    }
  }
  if (data.length < MIN_BYTES) return false;
  const [br, gzipped] = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: data.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
    gz(data, { level: levels.gzip }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  return true;
}

async function compressAll(files, levels, transform) {
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) if (await compressFile(files[next++], levels, transform)) written++;
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return written;
}

/** The hashed assets in `dir` (dist/client/_astro). */
export async function precompress(dir) {
  const names = (await readdir(dir)).filter((n) => COMPRESSIBLE.test(n));
  return compressAll(names.map((n) => path.join(dir, n)), ASSET_LEVELS);
}

/**
 * Every page under `dir` (dist/client), after `transform` (the critical CSS, scripts/critical-css.mjs):
 * each page is read once, rewritten when it changed, then compressed.
 */
export async function precompressPages(dir, transform) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const pages = entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
  return compressAll(pages, PAGE_LEVELS, transform);
}
