import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, startServer, type RunningServer } from './server';

/**
 * The stylesheets a shopper's browser downloads going from a page the server renders on demand
 * (/search) to a prerendered one (a category page). Astro builds the two kinds of page apart, and
 * each had cut its own copy of the shared styles under another name: the global and chrome
 * styles (4.8 KB gzip) and the listings' (1.2 KB) were downloaded twice
 * (integrations/shared-stylesheets.mjs).
 */
const CLIENT = path.resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist', 'client');

/** The stylesheets a page links (those it loads after its first render and its <noscript> copies alike). */
function linkedStylesheets(html: string): string[] {
  const hrefs = [...html.matchAll(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/gi)].map(
    ([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '',
  );
  return [...new Set(hrefs.filter((h) => h.startsWith('/_astro/')))];
}

/** A stylesheet's rules, each as written (those inside @media too). */
const rules = (href: string) =>
  new Set(
    readFileSync(path.join(CLIENT, href), 'utf8')
      .match(/[^{}]+\{[^{}]*\}/g)
      ?.map((r) => r.trim()) ?? [],
  );

let server: RunningServer;
const linked = new Map<string, string[]>();
beforeAll(async () => {
  ensureBuilt();
  server = await startServer();
  for (const url of ['/search?q=ring', '/category/rings']) {
    const res = await fetch(server.url + url);
    expect(res.status, url).toBe(200);
    linked.set(url, linkedStylesheets(await res.text()));
  }
}, 180_000);
afterAll(() => server?.stop());

describe('a page rendered on demand and a prerendered page share their stylesheets by name', () => {
  it('both link the one file that holds the global styles', () => {
    const global = (url: string) =>
      linked.get(url)!.filter((href) => readFileSync(path.join(CLIENT, href), 'utf8').includes('--sand-50:'));
    expect(global('/search?q=ring')).toHaveLength(1);
    expect(global('/search?q=ring')).toEqual(global('/category/rings'));
  });

  it('no rule of one is in another file of the other: the browser downloads each rule once', () => {
    const search = linked.get('/search?q=ring')!;
    const category = linked.get('/category/rings')!;
    expect(search.length).toBeGreaterThan(0);
    const twice: string[] = [];
    for (const a of search)
      for (const b of category) {
        if (a === b) continue;
        const other = rules(b);
        const shared = [...rules(a)].filter((r) => other.has(r));
        if (shared.length) twice.push(`${a} and ${b}: ${shared.length} rules, such as ${shared[0]}`);
      }
    expect(twice).toEqual([]);
  });
});
