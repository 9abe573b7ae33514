/**
 * What runs before a dynamically imported chunk (an island, the toaster, suggestions): its
 * stylesheets are linked and waited for, so it never paints unstyled, and the JS files it imports
 * are fetched at once (modulepreload) rather than one import level at a time. It takes the place
 * of Vite's own helper (integrations/small-preload-helper.mjs): Vite's handles relative bases, CSP
 * nonces and browsers without modulepreload, none of which this shop has, and came to ~0.7 KB
 * gzip of every page's first script, whose whole budget on a content page is 3 KB.
 * The export's name and arguments are the ones Vite's import analysis writes calls with.
 */

/** Per file: the stylesheet's load while it is under way or done; nothing for a JS file. */
const linked: Record<string, Promise<unknown> | undefined> = {};

function link(dep: string): Promise<unknown> | undefined {
  // The build's base is '/': dependencies are named from the site's root.
  const href = `${location.origin}/${dep}`;
  const css = dep.endsWith('.css');
  // The page links it already: its own stylesheets (loading or not, they are on their way).
  for (const l of document.querySelectorAll('link')) if (l.href === href && (!css || l.rel === 'stylesheet')) return;
  const el = document.createElement('link');
  el.rel = css ? 'stylesheet' : 'modulepreload';
  el.href = href;
  document.head.append(el);
  if (!css) return;
  // Handler properties, not listeners: the element is new, and they are shorter in every page's first script.
  return new Promise((loaded, failed) => {
    el.onload = loaded;
    el.onerror = () => {
      // The next import of it tries again (a deploy replaced the file, the network came back).
      el.remove();
      linked[dep] = undefined;
      failed(new Error(`Unable to preload CSS for ${href}`));
    };
  });
}

/**
 * Whether the page is leaving for another document. Browsers cancel what a page was still
 * fetching once a navigation away starts (Firefox at once, before pagehide), and a module or
 * stylesheet that fails then is one nobody will use: its error ("error loading dynamically
 * imported module", "Unable to preload CSS") must not reach the console. The Navigation API's
 * navigate event says so before the fetches fail; browsers without it (WebKit) only at pagehide,
 * a little after, so there a failure waits a moment for it. A page that is leaving never settles
 * the import. (Written for bytes: this is in every page's first script.)
 */
let leaving = false;
const nav = (window as { navigation?: EventTarget }).navigation;
nav?.addEventListener('navigate', (e) => {
  if (!(e as Event & { destination: { sameDocument: boolean } }).destination.sameDocument) leaving = true;
});
addEventListener('pagehide', () => (leaving = true));
addEventListener('pageshow', () => (leaving = false));
/** Without the Navigation API, how long a failure waits for the page to say it is leaving. */
export const LEAVING_GRACE_MS = 3000;

/** The chunk, or its error while the page still needs it. */
const whileNeeded = <T>(attempt: Promise<T>): Promise<T> =>
  attempt.catch((err) => new Promise((_, fail) => setTimeout(() => leaving || fail(err), nav ? 0 : LEAVING_GRACE_MS)));

export function __vitePreload<T>(load: () => Promise<T>, deps?: string[]): Promise<T> {
  return whileNeeded(deps?.length ? Promise.all(deps.map((dep) => (linked[dep] ??= link(dep)))).then(load) : load());
}
