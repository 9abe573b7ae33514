import { createHash } from 'node:crypto';

/**
 * The security headers every answer carries, pages, files and API alike. The production server
 * (server/serve.mjs) sets them on every response before the static files or Astro answer;
 * middleware.ts sets them too, so `astro dev` and on-demand pages agree.
 *
 * Content-Security-Policy: Astro writes each built page's policy at build time (astro.config.mjs
 * `security.csp`, with the node adapter's `staticHeaders`: dist/_headers.json), with the hashes
 * of every script it inlines, so scripts need no 'unsafe-inline'. These are the directives
 * besides script-src and style-src, and the sources those two start from.
 */
type Directive =
  `${'default-src' | 'img-src' | 'font-src' | 'connect-src' | 'object-src' | 'base-uri' | 'form-action' | 'frame-ancestors'} ${string}`;
export const CSP_DIRECTIVES: readonly Directive[] = [
  "default-src 'self'",
  // Product pictures may come from the WooCommerce store's own host.
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // Never inside another site's frame (X-Frame-Options says the same to older browsers).
  "frame-ancestors 'none'",
];
/** script-src: our files, plus the hashes Astro adds (and scriptHash() for the scripts it does not write itself). */
export const SCRIPT_SOURCES: readonly string[] = ["'self'"];
/** style-src: React islands set style attributes (progress bars), which hashes cannot allow. */
export const STYLE_SOURCES: readonly string[] = ["'self'", "'unsafe-inline'"];

/**
 * The hash of an inline script Astro does not process itself (is:inline, speculation rules), for
 * `Astro.csp.insertScriptHash()`: the component that writes the script lets the policy allow it.
 */
export function scriptHash(source: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(source).digest('base64')}`;
}

/** A page's policy when the build wrote none for it: no inline script runs. */
export const PAGE_CSP = [
  ...CSP_DIRECTIVES,
  `script-src ${SCRIPT_SOURCES.join(' ')}`,
  `style-src ${STYLE_SOURCES.join(' ')}`,
].join('; ');
/** API answers and files that are not pages (pictures, feeds): nothing in them may run or be framed. */
export const NO_CONTENT_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The same on every answer. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * Strict-Transport-Security, on answers that went out over https (behind a TLS proxy the server
 * learns it from X-Forwarded-Proto, TRUST_PROXY): browsers then never ask for the shop, or any
 * subdomain, over plain http for a year, so nobody on the way can strip the TLS from a first
 * request. `preload` asks the browsers' built-in list to hold it too: the shop's owner opts in
 * (HSTS_PRELOAD=1), since leaving that list takes months and every subdomain must serve https.
 */
export function strictTransportSecurity(preload: boolean): string {
  return `max-age=31536000; includeSubDomains${preload ? '; preload' : ''}`;
}

/** One entry of dist/_headers.json as the node adapter writes it. */
interface BuiltHeaders {
  pathname: string;
  headers: { key: string; value: string }[];
}

/** A request path as the build names its page: "/faq/", "/faq/index.html" and "/faq.html" are "/faq". */
function pageOf(pathname: string): string {
  const page = pathname
    .replace(/\/index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return page === '' ? '/' : page;
}

/**
 * The policy for a static file by its request path: the built page's own (with its script
 * hashes), NO_CONTENT_CSP for files that are not pages, and for a page the build wrote nothing for
 * the 404 page's (also what pages rendered on demand without their own policy get: `fallback`).
 */
export function pagePolicies(built: unknown): { policyFor(pathname: string): string; fallback: string } {
  const byPage = new Map<string, string>();
  for (const entry of Array.isArray(built) ? (built as BuiltHeaders[]) : []) {
    const csp = entry.headers?.find((h) => h.key.toLowerCase() === 'content-security-policy')?.value;
    if (csp && typeof entry.pathname === 'string') byPage.set(pageOf(entry.pathname), csp);
  }
  const fallback = byPage.get('/404') ?? PAGE_CSP;
  return {
    fallback,
    policyFor(pathname) {
      const file = /\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html');
      return file ? NO_CONTENT_CSP : (byPage.get(pageOf(pathname)) ?? fallback);
    },
  };
}
