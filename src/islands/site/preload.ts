/**
 * What runs before a dynamically imported chunk (an island, the toaster, suggestions): its
 * stylesheets are linked and waited for, so it never paints unstyled, and the JS files it imports
 * are fetched at once (modulepreload) rather than one import level at a time. It takes the place
 * of Vite's own helper (astro.config.mjs, `preloadHelper`): Vite's handles relative bases, CSP
 * nonces and browsers without modulepreload, none of which this shop has, and came to ~0.7 KB
 * gzip of every page's first script, whose whole budget on a content page is 3 KB (issue 22).
 * The export's name and arguments are the ones Vite's import analysis writes calls with.
 */

/** Per file: the stylesheet's load while it is under way or done; nothing for a JS file. */
const linked: Record<string, Promise<unknown> | undefined> = {};

function link(dep: string): Promise<unknown> | undefined {
  // The build's base is '/': dependencies are named from the site's root.
  const href = new URL(`/${dep}`, location.href).href;
  const css = dep.endsWith('.css');
  // The page links it already: its own stylesheets (loading or not, they are on their way).
  for (const l of document.querySelectorAll('link')) if (l.href === href && (!css || l.rel === 'stylesheet')) return;
  const el = document.createElement('link');
  el.rel = css ? 'stylesheet' : 'modulepreload';
  el.href = href;
  document.head.append(el);
  if (!css) return;
  return new Promise((loaded, failed) => {
    el.addEventListener('load', loaded);
    el.addEventListener('error', () => {
      // The next import of it tries again (a deploy replaced the file, the network came back).
      el.remove();
      linked[dep] = undefined;
      failed(new Error(`Unable to preload CSS for ${href}`));
    });
  });
}

export function __vitePreload<T>(load: () => Promise<T>, deps?: string[]): Promise<T> {
  if (!deps?.length) return load();
  return Promise.all(deps.map((dep) => (linked[dep] ??= link(dep)))).then(load);
}
