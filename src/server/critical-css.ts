import { builtSheets, inlineCriticalCss, stylesheetsLoadedWithCode } from './html/critical-css.mjs';
import { builtImports, scriptsAfterParse } from './html/after-parse.mjs';

/**
 * Pages the server renders on demand (filtered listings, search, the back office) get what the
 * build gives every other page (src/server/html/critical-css.mjs): the CSS of their first render inline,
 * their stylesheets loading without blocking it, and their own scripts loading after the parse
 * (src/server/html/after-parse.mjs). The stylesheets are the built files under
 * CLIENT_DIR (set by server/worker.mjs), each read and parsed once; without it (astro dev, which
 * serves styles its own way) pages go out as rendered.
 */
let sheets:
  | {
      dir: string;
      read: ReturnType<typeof builtSheets>;
      loadedWithCode: Set<string>;
      importsOf: ReturnType<typeof builtImports>;
    }
  | undefined;

export async function withCriticalCss(response: Response): Promise<Response> {
  const dir = process.env.CLIENT_DIR;
  if (!dir || !response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (sheets?.dir !== dir)
    sheets = {
      dir,
      read: builtSheets(dir),
      loadedWithCode: stylesheetsLoadedWithCode(dir),
      importsOf: builtImports(dir),
    };
  return new Response(
    scriptsAfterParse(inlineCriticalCss(html, sheets.read, sheets.loadedWithCode), sheets.importsOf),
    {
      status: response.status,
      statusText: response.statusText,
      headers,
    },
  );
}
