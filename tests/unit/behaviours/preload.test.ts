import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The helper that runs before every lazily imported chunk (src/behaviours/site/preload.ts, in place
 * of Vite's): an island never paints before its stylesheet, the JS files it needs are fetched at
 * once, nothing is linked twice, and a stylesheet that fails can be tried again.
 */
let window: Window;
/** The Navigation API's object, as current browsers have it (happy-dom has none). */
let navigation: EventTarget;
beforeEach(() => {
  window = new Window({
    url: 'https://shop.example/faq',
    settings: { disableCSSFileLoading: true, disableJavaScriptFileLoading: true },
  });
  navigation = new EventTarget();
  vi.stubGlobal('document', window.document);
  vi.stubGlobal('location', window.location);
  vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
  vi.stubGlobal('window', Object.assign(window, { navigation }));
  vi.resetModules();
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await window.happyDOM.close();
});

/** What the browser does as the shopper follows a link (sameDocument: false) or one to a part of the page. */
const navigate = (sameDocument = false) =>
  navigation.dispatchEvent(Object.assign(new Event('navigate'), { destination: { sameDocument } }));
const pageEvent = (type: 'pagehide' | 'pageshow') => window.dispatchEvent(new window.Event(type));

const links = () =>
  [...window.document.head.querySelectorAll('link')].map((l) => `${l.getAttribute('rel')} ${l.getAttribute('href')}`);
const linkTo = (href: string) => window.document.head.querySelector(`link[href="${href}"]`)!;
const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((r) => setTimeout(r, 10));
  return done;
};

describe('loading a chunk with its dependencies', () => {
  it('waits for the stylesheet, fetches the JS files at once, and links nothing twice', async () => {
    const { __vitePreload } = await import('../../../src/behaviours/site/preload');
    const load = vi.fn(async () => 'module');
    const first = __vitePreload(load, ['_astro/react.abc.js', '_astro/mount.def.css']);
    expect(links()).toEqual([
      'modulepreload https://shop.example/_astro/react.abc.js',
      'stylesheet https://shop.example/_astro/mount.def.css',
    ]);
    expect(await settled(first)).toBe(false);
    expect(load).not.toHaveBeenCalled();
    linkTo('https://shop.example/_astro/mount.def.css').dispatchEvent(new window.Event('load'));
    await expect(first).resolves.toBe('module');

    const again = vi.fn(async () => 'other');
    await expect(__vitePreload(again, ['_astro/react.abc.js', '_astro/mount.def.css'])).resolves.toBe('other');
    expect(links()).toHaveLength(2);
  });

  it('uses a stylesheet the page already links', async () => {
    const sheet = window.document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = '/_astro/layout.xyz.css';
    window.document.head.append(sheet);
    const { __vitePreload } = await import('../../../src/behaviours/site/preload');
    await expect(__vitePreload(async () => 1, ['_astro/layout.xyz.css'])).resolves.toBe(1);
    expect(links()).toEqual(['stylesheet /_astro/layout.xyz.css']);
  });

  it('a stylesheet that fails rejects the import, and the next import tries it again', async () => {
    const { __vitePreload } = await import('../../../src/behaviours/site/preload');
    const load = vi.fn(async () => 'module');
    const first = __vitePreload(load, ['_astro/mount.def.css']);
    linkTo('https://shop.example/_astro/mount.def.css').dispatchEvent(new window.Event('error'));
    await expect(first).rejects.toThrow('Unable to preload CSS for https://shop.example/_astro/mount.def.css');
    expect(load).not.toHaveBeenCalled();
    expect(links()).toEqual([]);

    const second = __vitePreload(load, ['_astro/mount.def.css']);
    linkTo('https://shop.example/_astro/mount.def.css').dispatchEvent(new window.Event('load'));
    await expect(second).resolves.toBe('module');
  });

  it('a chunk without dependencies just loads', async () => {
    const { __vitePreload } = await import('../../../src/behaviours/site/preload');
    await expect(__vitePreload(async () => 'x', [])).resolves.toBe('x');
    await expect(__vitePreload(async () => 'y')).resolves.toBe('y');
    expect(links()).toEqual([]);
  });
});

describe('a chunk the page no longer needs', () => {
  const cancelled = () => Promise.reject(new TypeError('error loading dynamically imported module'));

  it('fails quietly once the page is leaving for another one', async () => {
    const { __vitePreload } = await import('../../../src/behaviours/site/preload');
    const load = vi.fn(cancelled);
    navigate();
    const toaster = __vitePreload(load, ['_astro/react.abc.js']);
    expect(await settled(toaster)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says nothing of a stylesheet the leaving page could not load either', async () => {
    const { __vitePreload } = await import('../../../src/behaviours/site/preload');
    const load = vi.fn(async () => 'module');
    const toaster = __vitePreload(load, ['_astro/mount.def.css']);
    navigate();
    linkTo('https://shop.example/_astro/mount.def.css').dispatchEvent(new window.Event('error'));
    expect(await settled(toaster)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('still fails at once for a page that stays: an error the page can act on', async () => {
    const { __vitePreload } = await import('../../../src/behaviours/site/preload');
    navigate(true); // a link to a part of the same page
    await expect(__vitePreload(cancelled, ['_astro/react.abc.js'])).rejects.toThrow(
      'error loading dynamically imported module',
    );
  });

  it('without the Navigation API, waits a moment for the page to say it is leaving', async () => {
    Object.assign(window, { navigation: undefined });
    vi.useFakeTimers();
    const { __vitePreload, LEAVING_GRACE_MS } = await import('../../../src/behaviours/site/preload');
    let outcomes = 0;
    void __vitePreload(cancelled).then(
      () => outcomes++,
      () => outcomes++,
    );
    await vi.advanceTimersByTimeAsync(LEAVING_GRACE_MS / 2);
    pageEvent('pagehide');
    await vi.advanceTimersByTimeAsync(LEAVING_GRACE_MS);
    expect(outcomes).toBe(0);

    pageEvent('pageshow');
    const staying = __vitePreload(cancelled);
    const outcome = staying.catch((err: Error) => err.message);
    await vi.advanceTimersByTimeAsync(LEAVING_GRACE_MS);
    expect(await outcome).toBe('error loading dynamically imported module');
  });
});
