// The CSS a page needs for its first render, inlined into the page; the stylesheets themselves
// load without holding the render back. Used at build time on every page
// (integrations/precompress.mjs) and by the server on pages it renders on demand (src/middleware.ts).
//
// "Needed" is decided from the page's own markup, not by a browser: a rule is kept when every
// class, id, element and attribute its selector names occurs in the part of the page that is
// drawn at first (closed dialogs, templates, panels marked data-drawn-later and, on a long page,
// the footer are not). That keeps every rule that can match, plus a few that cannot; what it leaves out can
// only style states and elements that come later (hover, focus, an opened dialog, a toast), by
// which time the stylesheets have arrived. So the first render is the final layout: no shift.
// Plain string work, no DOM: a 10,000-product build runs it on every page (about 1 ms each). The
// stylesheets are read in css-rules.mjs, the page in first-render.mjs.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseStylesheet, prune } from './css-rules.mjs';
import { firstRender, present } from './first-render.mjs';

/** @typedef {import('./css-rules.mjs').Parsed} Parsed */

// A declaration starts after `{` or `;`: `.btn--primary:hover` is a selector, not a property.
const DECLARATION = /(?<=[{;]\s*)(--[\w-]+)\s*:([^;}]*);?/g;

const READ = /var\(\s*(--[\w-]+)/g;

/**
 * The custom properties the declarations of `css` read, directly or through another property, with
 * those `alsoRead` elsewhere (the page's own <style>s and style attributes).
 * @param {string} css @param {string[]} alsoRead
 */
function usedProperties(css, alsoRead) {
  const defined = new Map();
  for (const m of css.matchAll(DECLARATION)) defined.set(m[1], (defined.get(m[1]) ?? '') + m[2]);
  const used = new Set();
  const queue = [...alsoRead, ...[...css.replace(DECLARATION, '').matchAll(READ)].map((m) => m[1])];
  while (queue.length) {
    const name = /** @type {string} */ (queue.pop());
    if (used.has(name)) continue;
    used.add(name);
    for (const m of (defined.get(name) ?? '').matchAll(READ)) queue.push(m[1]);
  }
  return used;
}

/** `css` without the custom properties not in `used`, and without the rules that leaves empty. */
function dropProperties(css, used) {
  return css
    .replace(DECLARATION, (all, name) => (used.has(name) ? all : ''))
    .replace(/;+\}/g, '}')
    .replace(/\{;+/g, '{')
    .replace(/[^{}]*\{\}/g, '');
}

/** The critical CSS of a page from its stylesheets, already parsed (parseStylesheet), in page order. */
export function criticalCss(html, parsedSheets) {
  return criticalParts(html, parsedSheets).join('');
}

/**
 * The critical part of each stylesheet, in page order. A custom property stays when the page reads
 * it itself: a small stylesheet Astro put inline (the product card's) uses the global colours.
 */
function criticalParts(html, parsedSheets) {
  const seen = present(firstRender(html));
  const pageReads = [...new Set([...html.matchAll(READ)].map((m) => m[1]))].sort();
  return withoutUnusedProperties(
    parsedSheets.map((p) => prune(p, seen)),
    pageReads,
  );
}

/**
 * A custom property defined in one stylesheet may be read in another: the parts are weeded
 * together. Pages of one type keep the same rules, so the same parts come back page after page:
 * they are weeded once (the regex work took ~2 ms a page, 20 s of a 10,000-product build).
 */
const weeded = new Map();
/** @param {string[]} parts @param {string[]} pageReads */
function withoutUnusedProperties(parts, pageReads) {
  const key = `${parts.join('\0')}\0${pageReads.join()}`;
  let out = weeded.get(key);
  if (out === undefined) {
    if (weeded.size >= 256) weeded.clear();
    const used = usedProperties(parts.join(''), pageReads);
    out = parts.map((css) => dropProperties(css, used));
    weeded.set(key, out);
  }
  return out;
}

const LINK = /<link\b[^>]*\brel="?stylesheet"?[^>]*>/gi;

/** The stylesheets a page links, in order. */
export function stylesheetsOf(html) {
  const head = html.slice(0, Math.max(0, html.search(/<body[\s>]/i)));
  return [...head.matchAll(LINK)]
    .map(([tag]) => ({ tag, href: /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '' }))
    .filter((l) => l.href.startsWith('/') && !/\bmedia=/.test(l.tag));
}

/**
 * The page with each stylesheet's critical part in a <style> where that stylesheet is linked, so
 * the rules cascade in the order they will once the files apply (a page's own small <style>s sit
 * between its links), and each stylesheet linked `media="print"` with `data-css-later`: fetched
 * without blocking the render, applied by the page's first script (src/behaviours/site/later-css.ts);
 * a <noscript> links them as usual when scripts do not run. `readSheet(href)` answers the parsed
 * stylesheet (cache it), or null to leave the page as it is. `loadedWithCode`: the stylesheets
 * that load with an island's code (stylesheetsLoadedWithCode); those the page's markup does not
 * use are not linked at all.
 * @param {string} html @param {(href: string) => Parsed[] | null} readSheet @param {Set<string>} [loadedWithCode]
 */
export function inlineCriticalCss(html, readSheet, loadedWithCode = new Set()) {
  const links = stylesheetsOf(html);
  if (!links.length) return html;
  const sheets = /** @type {Parsed[][]} */ (links.map((l) => readSheet(l.href)));
  if (sheets.some((s) => s === null)) return html;
  const parts = criticalParts(html, sheets);
  // An island's stylesheet that nothing in the page's markup uses loads with the island's code.
  const markup = loadedWithCode.size ? present(html.slice(Math.max(0, html.search(/<body[\s>]/i)))) : new Set();
  const dropped = links.map((l, i) => loadedWithCode.has(l.href) && !prune(sheets[i], markup));
  const out = html.replace(LINK, (tag) => {
    const index = links.findIndex((l) => l.tag === tag);
    if (index < 0) return tag;
    if (dropped[index]) return '';
    const later = tag.replace(/<link\b/i, '<link media="print" data-css-later');
    return parts[index] ? `<style data-critical>${parts[index]}</style>${later}` : later;
  });
  const fallback = `<noscript>${links
    .filter((_, i) => !dropped[i])
    .map((l) => l.tag)
    .join('')}</noscript>`;
  return out.replace(/<\/head>/i, `${fallback}</head>`);
}

/**
 * The stylesheets Vite's loader fetches with the code that imports them (an island's, listed among
 * the dependencies of a dynamic import in a built script), as `/_astro/…` hrefs. Astro links them
 * in every page that may run that island; a page whose markup uses none of their rules need not
 * load them before the island does (the toaster's, the quick view's, the size guide's).
 * @param {string} dir the build's client folder
 */
export function stylesheetsLoadedWithCode(dir) {
  const assets = path.join(dir, '_astro');
  const found = new Set();
  if (!existsSync(assets)) return found;
  for (const name of readdirSync(assets)) {
    if (!name.endsWith('.js')) continue;
    const deps =
      /__vite__mapDeps=[^;]*?m\.f=\[([^\]]*)\]/.exec(readFileSync(path.join(assets, name), 'utf8'))?.[1] ?? '';
    for (const m of deps.matchAll(/"([^"]+\.css)"/g)) found.add('/' + m[1]);
  }
  return found;
}

/**
 * The stylesheets pages link, read from the built files under `dir` and each parsed once; null for
 * one that is missing or outside `dir` (the page is then left as it is).
 * @param {string} dir @returns {(href: string) => Parsed[] | null}
 */
export function builtSheets(dir) {
  const root = path.resolve(dir) + path.sep;
  const sheets = new Map();
  return (href) => {
    if (!sheets.has(href)) {
      const file = path.join(root, href);
      sheets.set(href, file.startsWith(root) && existsSync(file) ? parseStylesheet(readFileSync(file, 'utf8')) : null);
    }
    return sheets.get(href);
  };
}
