// A stylesheet read as the pruning needs it (critical-css.mjs): each rule with what its selectors
// need present in the page, and the rules a page's markup can match.

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
export function prune(parsed, present) {
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
