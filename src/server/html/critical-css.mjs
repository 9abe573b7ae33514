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
// Plain string work, no DOM: a 10,000-product build runs it on every page (about 1 ms each).

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Selectors that only match after the shopper does something, or in print. */
const STATE = /:(hover|focus|focus-visible|focus-within|active|visited|target)\b/;
/** Pseudo-classes whose arguments may name what is absent (:not(.x)) or is one of several. */
const FUNCTIONAL = /^:(not|is|where|has|nth-child|nth-last-child|nth-of-type|nth-last-of-type)\(/;

/** Top-level blocks of a stylesheet: rules, at-rules with a body, and statements (`@import ...;`). */
function blocks(css) {
  const out = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      out.push(css.slice(start, i + 1).trim());
      start = i + 1;
    } else if (c === ';' && depth === 0) {
      out.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return out.filter(Boolean);
}

/** A selector without the arguments of functional pseudo-classes and without pseudo-elements/classes. */
function bare(selector) {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    const m = FUNCTIONAL.exec(selector.slice(i));
    if (m) {
      let depth = 0;
      let j = i + m[0].length - 1;
      for (; j < selector.length; j++) {
        if (selector[j] === '(') depth++;
        else if (selector[j] === ')' && --depth === 0) break;
      }
      i = j;
      out += ' ';
      continue;
    }
    out += selector[i];
  }
  return out.replace(/::?[\w-]+(\([^)]*\))?/g, ' ');
}

/** What one selector needs present in the page: `.class`, `#id`, `<tag`, `@attribute`. */
export function needs(selector) {
  const s = bare(selector);
  // What :has() names must be there too (`html:has(.drawer[open])`), unless it is a list, any of which may do.
  const req = hasArguments(selector)
    .filter((arg) => splitSelectors(arg).length === 1)
    .flatMap(needs);
  for (const m of s.matchAll(/\[\s*([\w-]+)/g)) req.push('@' + m[1].toLowerCase());
  const noAttrs = s.replace(/\[[^\]]*\]/g, ' ');
  for (const m of noAttrs.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) req.push('.' + m[1]);
  for (const m of noAttrs.matchAll(/#(-?[_a-zA-Z][\w-]*)/g)) req.push('#' + m[1]);
  for (const m of noAttrs.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)) req.push('<' + m[1].toLowerCase());
  return req;
}

/** The arguments of the selector's own :has() pseudo-classes (not those inside :not() and the like). */
function hasArguments(selector) {
  const out = [];
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    if (depth === 0 && selector.startsWith(':has(', i)) {
      let inner = 0;
      for (let j = i + 4; j < selector.length; j++) {
        if (selector[j] === '(') inner++;
        else if (selector[j] === ')' && --inner === 0) {
          out.push(selector.slice(i + 5, j));
          i = j;
          break;
        }
      }
    } else if (selector[i] === '(') depth++;
    else if (selector[i] === ')') depth--;
  }
  return out;
}

/**
 * @typedef {{ kind: 'rule', text: string, selectors: string[][] } | { kind: 'group', prelude: string, body: Parsed[] } | { kind: 'keep', text: string } | { kind: 'drop' }} Parsed
 */

/** A stylesheet as the pruning needs it; parse each file once. @returns {Parsed[]} */
export function parseStylesheet(css) {
  return blocks(css).map((block) => {
    const brace = block.indexOf('{');
    if (brace < 0) return { kind: 'keep', text: block };
    const prelude = block.slice(0, brace).trim();
    if (prelude.startsWith('@')) {
      // Print and reduced-motion rules never change the first render on a screen; animations start with the stylesheets.
      if (
        /^@media\s+print\b/.test(prelude) ||
        /prefers-reduced-motion/.test(prelude) ||
        /^@(-webkit-)?keyframes\b/.test(prelude)
      )
        return { kind: 'drop' };
      // @starting-style too: its rules style an element as it appears (an opened drawer), and only if it is there.
      if (/^@(media|supports|layer|container|starting-style)\b/.test(prelude))
        return { kind: 'group', prelude, body: parseStylesheet(block.slice(brace + 1, -1)) };
      return { kind: 'keep', text: block }; // @font-face, @property, @page...
    }
    const selectors = splitSelectors(prelude)
      .filter((s) => !STATE.test(s))
      .map(needs);
    return selectors.length ? { kind: 'rule', text: block, selectors } : { kind: 'drop' };
  });
}

/** Splits a selector list at top-level commas (not inside :is(a, b)). */
function splitSelectors(prelude) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  out.push(prelude.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/** @param {Parsed[]} parsed @param {Set<string>} present */
function prune(parsed, present) {
  let out = '';
  for (const p of parsed) {
    if (p.kind === 'keep') out += p.text;
    else if (p.kind === 'rule') {
      if (p.selectors.some((req) => req.every((t) => present.has(t)))) out += p.text;
    } else if (p.kind === 'group') {
      const inner = prune(p.body, present);
      if (inner) out += `${p.prelude}{${inner}}`;
    }
  }
  return out;
}

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

/** Elements never drawn at first: removed, children and all, before the page's markup is read. */
const NOT_DRAWN = ['dialog', 'template', 'noscript', 'script', 'style'];
/** A page whose main content is longer than this (characters of markup) has its footer below the first screen. */
export const LONG_MAIN = 6000;

/** Removes each `<tag ...>...</tag>` whose opening tag `select` accepts, nested ones of the same name included. */
function removeElements(html, tag, select = () => true) {
  const open = new RegExp(`<${tag}\\b[^>]*>`, 'gi');
  let out = '';
  let from = 0;
  for (let m = open.exec(html); m; m = open.exec(html)) {
    if (m.index < from || !select(m[0])) continue;
    // Walk to the matching close tag, counting same-name elements opened inside.
    const walker = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
    walker.lastIndex = m.index + m[0].length;
    let depth = 1;
    let end = html.length;
    for (let t = walker.exec(html); t; t = walker.exec(html)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        end = t.index + t[0].length;
        break;
      }
    }
    out += html.slice(from, m.index);
    from = end;
    open.lastIndex = end;
  }
  return out + html.slice(from);
}

/**
 * The markup drawn at first: the body without closed dialogs, templates and what a component marks
 * `data-drawn-later` (the search suggestions, the footer's status panel: hidden until the shopper
 * asks), and, on a long page, without the footer and what the page marks `data-below-first-screen`
 * (the product page's related pieces, after its gallery, tabs and reviews: on no screen before the
 * stylesheets arrive). Other hidden elements count: a script in the page may show them as it is
 * parsed (the product tabs' list).
 */
export function firstRender(html) {
  let body = html.slice(Math.max(0, html.search(/<body[\s>]/i)));
  for (const tag of NOT_DRAWN) body = removeElements(body, tag);
  body = removeMarked(body, 'data-drawn-later');
  const start = body.search(/<main\b/i);
  const end = Math.max(body.lastIndexOf('</main>'), body.lastIndexOf('</MAIN>'));
  if (start >= 0 && end > start && end + 7 - start > LONG_MAIN) {
    body = removeElements(body, 'footer', (openTag) => /\sdata-site-footer\b/.test(openTag));
    body = removeMarked(body, 'data-below-first-screen');
  }
  return body;
}

/** The markup without the elements whose opening tag carries `attribute`, children and all. */
function removeMarked(html, attribute) {
  const marked = new RegExp(`\\s${attribute}\\b`);
  for (const tag of tagsMarked(html, attribute)) html = removeElements(html, tag, (openTag) => marked.test(openTag));
  return html;
}

/** The names of the elements whose opening tag carries `attribute`. */
function tagsMarked(html, attribute) {
  const tags = new Set();
  for (let at = html.indexOf(attribute); at >= 0; at = html.indexOf(attribute, at + 1)) {
    const open = html.lastIndexOf('<', at);
    const m = /^<([a-zA-Z][\w-]*)\b[^>]*\s$/.exec(html.slice(open, at));
    const after = html.slice(at + attribute.length, at + attribute.length + 1);
    if (m && /^($|[\s=>/])/.test(after)) tags.add(m[1].toLowerCase());
  }
  return tags;
}

const TAG = /<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Every `.class`, `#id`, `<tag` and `@attribute` in the markup. */
export function present(markup) {
  const found = new Set(['<html', '<body']);
  TAG.lastIndex = 0;
  for (let m = TAG.exec(markup); m; m = TAG.exec(markup)) {
    found.add('<' + m[1].toLowerCase());
    const attributes = m[2];
    if (attributes.length < 2) continue;
    ATTRIBUTE.lastIndex = 0;
    for (let a = ATTRIBUTE.exec(attributes); a; a = ATTRIBUTE.exec(attributes)) {
      const name = a[1].toLowerCase();
      found.add('@' + name);
      if (name !== 'class' && name !== 'id') continue;
      const value = a[2] ?? a[3] ?? a[4] ?? '';
      if (name === 'id') {
        if (value) found.add('#' + value);
      } else for (const c of value.split(/\s+/)) if (c) found.add('.' + c);
    }
  }
  return found;
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
