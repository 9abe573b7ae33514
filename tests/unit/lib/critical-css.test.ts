import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  builtSheets,
  criticalCss,
  inlineCriticalCss,
  stylesheetsLoadedWithCode,
} from '../../../src/server/html/critical-css.mjs';
import { parseStylesheet } from '../../../src/server/html/css-rules.mjs';
import { firstRender, LONG_MAIN } from '../../../src/server/html/first-render.mjs';

/**
 * The CSS a page's first render needs, read from its markup: what can style what is
 * drawn at first stays, what only styles later states and elements goes; the stylesheets still
 * load, without blocking that render.
 */
const CSS = [
  ':root{--ink:#2a2118;--gold:#8a6416;--unused:#fff;--alias:var(--gold)}',
  'body{color:var(--ink);margin:0}',
  '.site-header[data-astro-cid-x]{position:sticky;top:0}',
  '.btn{display:inline-flex}',
  '.btn:hover{background:var(--alias)}',
  '.toast{position:fixed}',
  '.card .price{font-weight:600}',
  '.card:not(.sold-out) .badge{display:none}',
  ':is(.rings,.earrings) h2{font-size:2rem}',
  '.drawer{display:grid}',
  '.site-footer{background:var(--gold)}',
  '.status-panel{padding:1rem}',
  '@media (width>=768px){.site-header[data-astro-cid-x]{height:64px}.toast{right:0}}',
  '@media print{body{color:#000}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '@font-face{font-family:X;src:url(/x.woff2)}',
].join('');

const page = (main: string) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/_astro/a.css"></head><body>` +
  `<header class="site-header" data-astro-cid-x><a class="btn" href="/">Shop</a></header>` +
  `<main>${main}</main>` +
  `<dialog class="drawer"><p>Browse</p></dialog>` +
  `<footer class="site-footer" data-site-footer><section class="status-panel" hidden data-drawn-later>…</section></footer>` +
  `<script type="module" src="/_astro/chrome.js"></script></body></html>`;

const critical = (html: string) => criticalCss(html, [parseStylesheet(CSS)]);

describe('critical CSS', () => {
  it('keeps the rules that can style what is drawn first, with the custom properties they read', () => {
    const css = critical(
      page(
        '<div class="card"><span class="price">EGP 10</span><span class="badge">Sale</span></div><section class="rings"><h2>Rings</h2></section>',
      ),
    );
    expect(css).toContain('body{color:var(--ink);margin:0}');
    expect(css).toContain('.site-header[data-astro-cid-x]{position:sticky;top:0}');
    expect(css).toContain('.btn{display:inline-flex}');
    expect(css).toContain('.card .price{font-weight:600}');
    // A class named only inside :not() or :is() need not be on the page for the rule to match.
    expect(css).toContain('.card:not(.sold-out) .badge{display:none}');
    expect(css).toContain(':is(.rings,.earrings) h2{font-size:2rem}');
    expect(css).toContain('@media (width>=768px){.site-header[data-astro-cid-x]{height:64px}}');
    expect(css).toContain('@font-face{font-family:X;src:url(/x.woff2)}');
    expect(css).toContain('--ink:#2a2118');
  });

  it('leaves out later states, elements that come later, closed dialogs, panels drawn later, print and animations', () => {
    const css = critical(page('<p>Short page</p>'));
    for (const later of [
      '.btn:hover',
      '.toast',
      '.drawer',
      '.status-panel',
      '@media print',
      '@keyframes',
      '--unused',
      '--alias',
    ])
      expect(css).not.toContain(later);
  });

  it('styles the footer of a short page, whose footer is on the first screen, and not of a long one', () => {
    expect(critical(page('<p>Short page</p>'))).toContain('.site-footer{background:var(--gold)}');
    const long = critical(page(`<p>${'Handcrafted in Cairo. '.repeat(LONG_MAIN / 20)}</p>`));
    expect(long).not.toContain('.site-footer');
    expect(long).not.toContain('--gold');
  });

  it('leaves what a long page marks as below its first screen to the stylesheets, and styles it on a short one', () => {
    const related = parseStylesheet('.related{margin-top:3rem}.related .card{display:flex}');
    const section = '<section class="related" data-below-first-screen><div class="card">Ring</div></section>';
    expect(criticalCss(page(`<p>Short page</p>${section}`), [related])).toBe(
      '.related{margin-top:3rem}.related .card{display:flex}',
    );
    const long = `<p>${'Handcrafted in Cairo. '.repeat(LONG_MAIN / 20)}</p>${section}`;
    expect(criticalCss(page(long), [related])).toBe('');
  });

  it('leaves out what styles an element :has() names that is not on the page, or one as it appears (@starting-style)', () => {
    const sheet = parseStylesheet(
      '@starting-style{.drawer[open]{opacity:0}}html:has(.drawer[open]){overflow:hidden}' +
        '.card:has(.badge){padding:1rem}.card:not(:has(.badge)){padding:0}.card:has(.a, .b){gap:0}',
    );
    const css = criticalCss(page('<div class="card">Ring</div>'), [sheet]);
    expect(css).not.toContain('.drawer');
    expect(css).not.toContain('.card:has(.badge){');
    // Under :not(), or in a list any of which may do, what :has() names need not be there.
    expect(css).toContain('.card:not(:has(.badge)){padding:0}');
    expect(css).toContain('.card:has(.a, .b){gap:0}');
    const open = criticalCss(page('<div class="card"><span class="badge">Sale</span></div>'), [sheet]);
    expect(open).toContain('.card:has(.badge){padding:1rem}');
  });

  it('styles a hidden element a script in the page may show as it is parsed', () => {
    const tabs = parseStylesheet('.tablist{display:flex}.tablist[hidden]{display:none}');
    expect(criticalCss(page('<div class="tablist" hidden>Description</div>'), [tabs])).toBe(
      '.tablist{display:flex}.tablist[hidden]{display:none}',
    );
  });

  it('reads text as text: a class name in the page’s words or an attribute value is not an element', () => {
    const markup = firstRender(page('<p data-note="<div class=&quot;toast&quot;>">class="toast" is a word here</p>'));
    expect(markup).toContain('is a word here');
    expect(critical(page('<p>class="toast" &lt;div class="toast"&gt;</p>'))).not.toContain('.toast');
  });
});

describe('the page, rewritten', () => {
  const sheets = new Map([['/_astro/a.css', parseStylesheet(CSS)]]);
  const html = inlineCriticalCss(page('<p>Hello</p>'), (href: string) => sheets.get(href) ?? null);

  it('has its critical CSS inline where the stylesheet was, and no stylesheet that blocks the render', () => {
    const head = html.split('<body')[0]!;
    expect(head).toMatch(
      /<style data-critical>[^<]*\.site-header[^<]*<\/style><link media="print" data-css-later rel="stylesheet" href="\/_astro\/a.css">/,
    );
    const blocking = [
      ...head.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g),
    ].filter(([tag]) => !/media="print"/.test(tag));
    expect(blocking).toEqual([]);
  });

  it('links the stylesheets as usual for a browser that runs no scripts', () => {
    expect(html).toContain('<noscript><link rel="stylesheet" href="/_astro/a.css"></noscript></head>');
  });

  it('puts each stylesheet’s part where that stylesheet is, so a small inline <style> between two keeps its place in the cascade', () => {
    const two = new Map([
      ['/_astro/a.css', parseStylesheet(CSS)],
      ['/_astro/b.css', parseStylesheet('.card .price{font-weight:700}')],
    ]);
    const between = '<style>.card .price{font-weight:400}</style>';
    const original = page('<div class="card"><span class="price">EGP 10</span></div>').replace(
      '</head>',
      `${between}<link rel="stylesheet" href="/_astro/b.css"></head>`,
    );
    const head = inlineCriticalCss(original, (href: string) => two.get(href) ?? null).split('<body')[0]!;
    // Final order: a.css, the page's own rule (400), b.css (700 wins). The first render keeps it.
    expect(head.indexOf('.site-header')).toBeLessThan(head.indexOf('font-weight:400'));
    expect(head.indexOf('font-weight:400')).toBeLessThan(
      head.indexOf(
        '<style data-critical>.card .price{font-weight:700}</style><link media="print" data-css-later rel="stylesheet" href="/_astro/b.css">',
      ),
    );
  });

  it('keeps a custom property the page’s own <style> or a style attribute reads', () => {
    const own = page('<div class="card" style="color:var(--unused)"><span class="price">EGP 10</span></div>').replace(
      '</head>',
      '<style>.card{border-color:var(--alias)}</style></head>',
    );
    const head = inlineCriticalCss(own, (href: string) => sheets.get(href) ?? null).split('<body')[0]!;
    expect(head).toContain('--unused:#fff');
    expect(head).toContain('--alias:var(--gold)');
    expect(head).toContain('--gold:#8a6416');
  });

  it('does not link an island’s stylesheet the markup does not use: it loads with the island’s code', () => {
    const island = new Map([
      ...sheets,
      ['/_astro/mount.x.css', parseStylesheet('.qv-drawer{position:fixed}.qv-close{width:40px}')],
    ]);
    const read = (href: string) => island.get(href) ?? null;
    const linked = page('<p>Hello</p>').replace('</head>', '<link rel="stylesheet" href="/_astro/mount.x.css"></head>');
    const lazy = new Set(['/_astro/mount.x.css']);
    expect(inlineCriticalCss(linked, read, lazy)).not.toContain('mount.x.css');
    // Markup that uses it, even in a closed dialog below the first screen, keeps the link.
    const used = linked.replace('<p>Hello</p>', '<p>Hello</p><dialog class="qv-drawer"></dialog>');
    expect(inlineCriticalCss(used, read, lazy)).toContain(
      '<link media="print" data-css-later rel="stylesheet" href="/_astro/mount.x.css">',
    );
    // A stylesheet that does not load with code keeps its link, used or not.
    expect(inlineCriticalCss(linked, read)).toContain('href="/_astro/mount.x.css"');
  });

  it('is left alone when a stylesheet cannot be read', () => {
    const original = page('<p>Hello</p>');
    expect(inlineCriticalCss(original, () => null)).toBe(original);
  });

  it('keeps the page’s text exactly, apostrophes, ampersands, Arabic and emoji included', () => {
    const words = '<p>Nefertari’s “Lotus” &amp; scarab — قلادة ذهبية 💍</p>';
    expect(inlineCriticalCss(page(words), (href: string) => sheets.get(href) ?? null)).toContain(words);
  });
});

describe('the built stylesheets', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'critical-'));
  mkdirSync(path.join(dir, 'client/_astro'), { recursive: true });
  writeFileSync(path.join(dir, 'client/_astro/a.css'), CSS);
  writeFileSync(path.join(dir, 'secret.css'), '.x{}');

  it('are read from the build, with or without a trailing slash on its folder (as Astro gives it)', () => {
    for (const client of [path.join(dir, 'client'), path.join(dir, 'client') + '/']) {
      const html = inlineCriticalCss(page('<p>Hello</p>'), builtSheets(client));
      expect(html).toContain('<style data-critical>');
    }
  });

  it('are never read from outside the build, and a missing one leaves the page as it is', () => {
    const read = builtSheets(path.join(dir, 'client'));
    // self-contained: not paths (a link's href as a page could write it, resolved inside the temporary build)
    expect(read('/../secret.css')).toBeNull();
    expect(read('/_astro/missing.css')).toBeNull();
  });
});

describe('the stylesheets loaded with code', () => {
  it('are those the built scripts list among the dependencies of a dynamic import', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lazy-'));
    mkdirSync(path.join(dir, '_astro'));
    writeFileSync(
      path.join(dir, '_astro/chrome.js'),
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/mount.a.js","_astro/mount.b.css"])))=>i.map(i=>d[i]);console.log("_astro/other.css")',
    );
    writeFileSync(path.join(dir, '_astro/page.js'), 'export const sheet="_astro/page.css"');
    expect([...stylesheetsLoadedWithCode(dir)]).toEqual(['/_astro/mount.b.css']);
  });
});
