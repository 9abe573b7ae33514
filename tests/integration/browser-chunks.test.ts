import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt } from './server';
import { MSG, FIELD_MSG, GIFT_MSG } from '../../src/lib/messages';
import { MAIL_MSG } from '../../src/lib/mail-messages';
import { ADMIN_MSG } from '../../src/lib/admin-messages';
import { CHROME_WORDS } from '../../src/lib/chrome-messages';
import { LISTING_WORDS } from '../../src/lib/listing-messages';
import { SCREEN_WORDS } from '../../src/lib/screen-messages';
import { ARABIC_IN_HTML } from '../../src/lib/i18n/ar/in-html';
import { ARABIC } from '../../src/lib/i18n/ar/index';

/**
 * What a shopper's browser can download: every script the built pages load, and every file those
 * import, statically or on demand, read from the build itself. The emails' words and the back
 * office's are in none of them (they rode in the chunk every product page loads, 66 KB with zod).
 */
const CLIENT = path.resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist', 'client');

function pages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** `/_astro/x.js` files a page names: module scripts, the scripts it loads after the parse, their preloads. */
function scriptsOfPage(html: string): string[] {
  return [...html.matchAll(/["'](\/_astro\/[\w.-]+\.js)["']/g)].map((m) => m[1]!);
}

/** Every `./x.js` a built chunk names: static imports, dynamic imports and Vite's preload lists. */
function importsOfChunk(source: string): string[] {
  return [
    // Rolldown writes a dynamic import's path in backticks: import(`./x.js`).
    ...[...source.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => `/_astro/${m[1]}`),
    ...[...source.matchAll(/["'`]_astro\/([\w.-]+\.js)["'`]/g)].map((m) => `/_astro/${m[1]}`),
  ];
}

function shopChunks(): Map<string, string> {
  const found = new Map<string, string>();
  const queue = pages(CLIENT).flatMap((file) => scriptsOfPage(readFileSync(file, 'utf8')));
  while (queue.length) {
    const href = queue.pop()!;
    if (found.has(href)) continue;
    const file = path.join(CLIENT, href);
    if (!existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    found.set(href, source);
    queue.push(...importsOfChunk(source));
  }
  return found;
}

/** The text a message table writes: its strings, and the fixed parts of its sentences with blanks. */
function phrases(table: unknown): string[] {
  if (typeof table === 'string') return [table];
  if (typeof table === 'function')
    return String(table)
      .split(/\$\{[^}]*\}/)
      .flatMap((part) => [...part.matchAll(/[`'"]([^`'"]*)/g)].map((m) => m[1]!))
      .map((s) => s.trim());
  if (table && typeof table === 'object') return Object.values(table).flatMap(phrases);
  return [];
}

/** What the shop itself says (the back office and the emails reuse "Shipping address", "Thank you for your order"). */
const SHOP_WORDS = phrases({ MSG, FIELD_MSG, GIFT_MSG }).join('\n');
/** Long enough to be a sentence of that table, not a word any code holds, and not the shop's too. */
const own = (table: unknown) => [...new Set(phrases(table))].filter((p) => p.length >= 12 && !SHOP_WORDS.includes(p));

let chunks: Map<string, string>;
beforeAll(() => {
  ensureBuilt();
  chunks = shopChunks();
}, 180_000);

describe("a shopper's browser downloads no email and no back-office words", () => {
  it('finds the chunks of the shop pages (the product page, the cart, the checkout and their islands)', () => {
    expect(chunks.size).toBeGreaterThan(10);
    const all = [...chunks.values()].join('\n');
    // The shop's own words are there: the reading above is not empty.
    expect(all).toContain(MSG.addedToCart);
    expect(all).toContain(MSG.orderNotFoundBody);
  });

  it.each([
    ['the emails (MAIL_MSG)', MAIL_MSG],
    ['the back office (ADMIN_MSG)', ADMIN_MSG],
  ])('none of the words of %s', (_, table) => {
    const words = own(table);
    expect(words.length).toBeGreaterThan(10);
    const found = [...chunks].flatMap(([href, source]) =>
      words.filter((w) => source.includes(w)).map((w) => `${href}: ${w}`),
    );
    expect(found).toEqual([]);
  });
});

describe("the pages' own words are in their HTML only", () => {
  /** Its sentences of three words or more: a label of two ("Store status") may be a script's too, in a log line. */
  const sentences = (table: unknown, alsoSaid: string) =>
    own(table).filter((p) => p.split(/\s+/).length >= 3 && !alsoSaid.includes(p));

  it.each([
    [
      'the frame, the listings and the screens (CHROME, LISTING, SCREEN)',
      { CHROME_WORDS, LISTING_WORDS, SCREEN_WORDS },
      '',
    ],
    // Less what the scripts' own Arabic says too ("متابعة التسوق" is the cart's as well).
    ['their Arabic (src/lib/i18n/ar/in-html.ts)', ARABIC_IN_HTML, phrases(ARABIC).join('\n')],
  ])('no script says %s', (_, table, alsoSaid) => {
    const words = sentences(table, alsoSaid);
    expect(words.length).toBeGreaterThan(10);
    const found = [...chunks].flatMap(([href, source]) =>
      words.filter((w) => source.includes(w)).map((w) => `${href}: ${w}`),
    );
    expect(found).toEqual([]);
  });
});

describe('a listing and a product page load their code in as few files as it takes', () => {
  // Rolldown's runtime (0.4 KB gzip, a request of its own) is needed only where a chunk builds a
  // namespace object (a dynamic import of a module inside a chunk already loaded does) or wraps a
  // CommonJS package (React): a page without an island needs neither.
  it.each(['category/all/index.html', 'product/102/index.html'])('%s names no bundler runtime file', (page) => {
    const named = scriptsOfPage(readFileSync(path.join(CLIENT, page), 'utf8'));
    expect(named.length).toBeGreaterThan(1);
    expect(named.filter((href) => /rolldown-runtime/.test(href))).toEqual([]);
  });

  it('nor does reading a cart: the cart calls are a module of their own, not a namespace object', () => {
    const calls = [...chunks.keys()].filter((href) => /^\/_astro\/cart-data\.[\w-]+\.js$/.test(href));
    expect(calls).toHaveLength(1);
    expect(importsOfChunk(chunks.get(calls[0]!)!).filter((href) => /rolldown-runtime/.test(href))).toEqual([]);
  });
});
