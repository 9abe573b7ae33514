import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The helper that runs before every lazily imported chunk (src/islands/site/preload.ts, in place
 * of Vite's): an island never paints before its stylesheet, the JS files it needs are fetched at
 * once, nothing is linked twice, and a stylesheet that fails can be tried again.
 */
let window: Window;
beforeEach(() => {
  window = new Window({
    url: 'https://shop.example/faq',
    settings: { disableCSSFileLoading: true, disableJavaScriptFileLoading: true },
  });
  vi.stubGlobal('document', window.document);
  vi.stubGlobal('location', window.location);
  vi.resetModules();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await window.happyDOM.close();
});

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
    const { __vitePreload } = await import('../../../src/islands/site/preload');
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
    const { __vitePreload } = await import('../../../src/islands/site/preload');
    await expect(__vitePreload(async () => 1, ['_astro/layout.xyz.css'])).resolves.toBe(1);
    expect(links()).toEqual(['stylesheet /_astro/layout.xyz.css']);
  });

  it('a stylesheet that fails rejects the import, and the next import tries it again', async () => {
    const { __vitePreload } = await import('../../../src/islands/site/preload');
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
    const { __vitePreload } = await import('../../../src/islands/site/preload');
    await expect(__vitePreload(async () => 'x', [])).resolves.toBe('x');
    await expect(__vitePreload(async () => 'y')).resolves.toBe('y');
    expect(links()).toEqual([]);
  });
});
