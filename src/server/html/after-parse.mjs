// What a shop page waits for before DOMContentLoaded: the document alone, and the small scripts
// Astro writes into it. The chrome every page shares (BaseLayout's script, one file that imports
// nothing, at the end of the body) is fetched as the parser reaches it and runs as soon as it
// arrives (async: by then the elements it looks for are parsed), without holding
// DOMContentLoaded back; it holds the load event, as every parsed script does. A page's own scripts (the cards' Add to Cart, the product page's live stock and reviews, the
// filters, the newsletter form) wait until the document is parsed, and then load at once: each
// file they import, however deep, is preloaded beside them instead of being found one import at a
// time (the product page's chain was page script, listing chunk, Rolldown's runtime). Applied to
// every built page (integrations/precompress.mjs) and to the pages the server renders on demand
// (src/server/critical-css.ts).
//
// A module script in the HTML runs before DOMContentLoaded with every file it imports, so the
// page's own scripts become a data block that a fixed inline script (AFTER_PARSE_LOADER, allowed by
// its hash in the Content-Security-Policy) reads once the document is parsed: it links the files as
// modulepreload and adds the scripts, which hold the load event until they have run.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The chrome's script: it stays a module script of the HTML. */
const CHROME = /\/_astro\/BaseLayout\.astro_astro_type_script_[\w.-]+\.js$/;
/** A module script of the HTML that loads a built file (inline ones stay as they are). */
const MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[^"]+\.js)"><\/script>/g;
/** Static imports of a built chunk (`import{a as b}from"./x.js"`, `import"./x.js"`), not `import(…)`. */
const STATIC_IMPORT = /\bimport\s*(?:[^"'();]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g;

export const AFTER_PARSE_ID = 'after-parse';

/**
 * Reads the data block and starts the page's scripts, once the document is parsed. Fixed text:
 * its hash is in every page's policy (astro.config.mjs). Scripts added by a script run in the
 * order they were added when async is false.
 */
export const AFTER_PARSE_LOADER = `addEventListener("DOMContentLoaded",()=>{const d=JSON.parse(document.getElementById("${AFTER_PARSE_ID}").textContent);for(const h of d.preload){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}for(const s of d.scripts){const e=document.createElement("script");e.type="module";e.src=s;e.async=false;document.body.append(e)}})`;

/**
 * The static imports of each built file under `dir` (the build's client folder), read once.
 * @param {string} dir @returns {(href: string) => string[]}
 */
export function builtImports(dir) {
  const root = path.resolve(dir) + path.sep;
  const found = new Map();
  return (href) => {
    if (!found.has(href)) {
      const file = path.join(root, href);
      const source = file.startsWith(root) && existsSync(file) ? readFileSync(file, 'utf8') : '';
      const base = href.slice(0, href.lastIndexOf('/') + 1);
      found.set(
        href,
        [...source.matchAll(STATIC_IMPORT)].map((m) => base + m[1]),
      );
    }
    return found.get(href);
  };
}

/**
 * `html` with its chrome script async and its own scripts moved after the parse: left as it is
 * when it has no chrome script (the back office, astro dev).
 * @param {string} html @param {(href: string) => string[]} importsOf
 */
export function scriptsAfterParse(html, importsOf) {
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  const chrome = scripts.filter((s) => CHROME.test(s));
  const own = scripts.filter((s) => !CHROME.test(s));
  if (chrome.length === 0) return html;
  const asyncChrome = (page) =>
    page.replace(MODULE_SCRIPT, (tag, src) => (CHROME.test(src) ? tag.replace(' src=', ' async src=') : tag));
  if (own.length === 0 || !html.includes('</body>')) return asyncChrome(html);
  // Every file the page's scripts import, however deep, except what the chrome brings already.
  const before = new Set();
  const walk = (href, into) => {
    for (const dep of importsOf(href)) if (!into.has(dep)) walk(dep, into.add(dep));
  };
  for (const c of chrome) walk(c, before.add(c));
  const preload = new Set();
  for (const s of own) walk(s, preload);
  for (const s of [...before, ...own]) preload.delete(s);
  const data = JSON.stringify({ scripts: [...new Set(own)], preload: [...preload] }).replaceAll('<', '\\u003c');
  return asyncChrome(html)
    .replace(MODULE_SCRIPT, '')
    .replace(
      '</body>',
      `<script type="application/json" id="${AFTER_PARSE_ID}">${data}</script><script>${AFTER_PARSE_LOADER}</script></body>`,
    );
}
