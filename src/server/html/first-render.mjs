// What a page draws at first (critical-css.mjs): its markup without what is drawn later, and the
// classes, ids, tags and attributes in it.

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
