import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineCriticalCss, parseStylesheet } from '../../scripts/critical-css.mjs';

/**
 * Pages the server renders on demand (filtered listings, search, the back office) get what the
 * build gives every other page (scripts/critical-css.mjs): the CSS of their first render inline,
 * their stylesheets loading without blocking it. The stylesheets are the built files under
 * CLIENT_DIR (set by scripts/serve.mjs), each read and parsed once; without it (astro dev, which
 * serves styles its own way) pages go out as rendered.
 */
const sheets = new Map<string, ReturnType<typeof parseStylesheet> | null>();

function readSheet(dir: string, href: string): ReturnType<typeof parseStylesheet> | null {
  if (!sheets.has(href)) {
    const file = path.join(dir, href);
    sheets.set(href, file.startsWith(dir + path.sep) && existsSync(file) ? parseStylesheet(readFileSync(file, 'utf8')) : null);
  }
  return sheets.get(href) ?? null;
}

export async function withCriticalCss(response: Response): Promise<Response> {
  const dir = process.env.CLIENT_DIR;
  if (!dir || !response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(inlineCriticalCss(html, (href: string) => readSheet(dir, href)), { status: response.status, statusText: response.statusText, headers });
}
