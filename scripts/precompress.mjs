// Brotli and gzip copies of the built, hashed assets (dist/client/_astro/*.js, .css, .svg), made
// once at build time at the highest levels. scripts/serve.mjs (sirv) sends the copy a browser
// accepts; pages, which change with each build and are many, are still compressed per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg)$/;
/** Below this, compression saves less than a request's headers weigh. */
const MIN_BYTES = 1024;

export async function precompress(dir) {
  const names = (await readdir(dir)).filter((n) => COMPRESSIBLE.test(n));
  let written = 0;
  // zlib's async calls run on the libuv thread pool, so the files compress in parallel.
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const data = await readFile(file);
      if (data.length < MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gz(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      written++;
    }),
  );
  return written;
}
