/**
 * The page's stylesheets, linked `media="print"` so they load without holding the first render
 * back (src/server/html/critical-css.mjs inlined what that render needs), apply to the screen now. The
 * first thing every page's first script does; a <noscript> links them as usual without scripts.
 */
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-css-later]')) link.media = 'all';
