import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, startServer, type RunningServer } from './server';

/**
 * The shopping parts the shop names are React islands, placed by the pages as Astro islands and
 * hydrated with the shop's directives: the cart page, the checkout, a product page's reviews and
 * wishlist button, the cart drawer on every page but the cart and the checkout, quick view beside
 * product cards, the account. Read from the pages as the server sends them.
 */
const CLIENT = path.resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist', 'client');

interface Island {
  name: string;
  directive: string;
  /** The island's markup as built (its first render, before it hydrates). */
  html: string;
  component: string;
  renderer: string;
}

const decode = (s: string) => s.replaceAll('&quot;', '"').replaceAll('&amp;', '&');

function islandsOf(page: string): Island[] {
  return [...page.matchAll(/<astro-island\b([^>]*)>([\s\S]*?)<\/astro-island>/g)].map(([, attrs, html]) => {
    const attr = (name: string) => decode(new RegExp(`\\s${name}="([^"]*)"`).exec(attrs!)?.[1] ?? '');
    return {
      name: (JSON.parse(attr('opts') || '{}') as { name?: string }).name ?? '',
      directive: attr('client'),
      html: html!,
      component: attr('component-url'),
      renderer: attr('renderer-url'),
    };
  });
}

let server: RunningServer;
const pages = new Map<string, Island[]>();
beforeAll(async () => {
  ensureBuilt();
  server = await startServer();
  for (const url of ['/', '/faq', '/category/necklaces', '/product/101', '/cart', '/checkout', '/account']) {
    const res = await fetch(server.url + url);
    expect(res.status, url).toBe(200);
    pages.set(url, islandsOf(await res.text()));
  }
});
afterAll(() => server?.stop());

const names = (url: string) => pages.get(url)!.map((i) => i.name);
const island = (url: string, name: string) => pages.get(url)!.find((i) => i.name === name)!;

describe('the shopping islands', () => {
  it('are where the shop names them, and nowhere else', () => {
    expect(names('/faq')).toEqual(['CartDrawer']);
    expect(names('/')).toEqual(expect.arrayContaining(['QuickView', 'CartDrawer']));
    expect(names('/category/necklaces')).toEqual(expect.arrayContaining(['QuickView', 'CartDrawer']));
    expect(names('/product/101')).toEqual(
      expect.arrayContaining(['WishlistButton', 'Reviews', 'QuickView', 'CartDrawer']),
    );
    // The cart and the checkout show the whole cart themselves: no drawer over them.
    expect(names('/cart')).toEqual(['CartPage']);
    expect(names('/checkout')).toEqual(['Checkout']);
    expect(names('/account')).toEqual(['AccountArea', 'CartDrawer']);
  });

  it('are React, each with its code and React’s one runtime in the build', () => {
    const renderers = new Set<string>();
    for (const [url, found] of pages)
      for (const { name, component, renderer } of found) {
        expect(existsSync(path.join(CLIENT, component)), `${url} ${name}: ${component}`).toBe(true);
        renderers.add(renderer);
      }
    expect(renderers.size).toBe(1);
    // Astro's React client: its entry re-exports it from React's one runtime file.
    const [renderer] = renderers;
    const entry = readFileSync(path.join(CLIENT, renderer!), 'utf8');
    const from = [...entry.matchAll(/from"\.\/([\w.-]+\.js)"/g)].map(([, file]) => file!);
    expect(from).toEqual([expect.stringMatching(/^react\.[\w-]+\.js$/)]);
    expect(readFileSync(path.join(CLIENT, '_astro', from[0]!), 'utf8')).toMatch(/hydrateRoot/);
  });

  it('hydrate at the shopper’s reach on the pages she browses, and once parsed on the pages that are an island', () => {
    for (const url of ['/', '/faq', '/product/101'])
      for (const { name, directive } of pages.get(url)!) expect(`${url} ${name}: ${directive}`).toMatch(/: reach$/);
    for (const [url, name] of [
      ['/cart', 'CartPage'],
      ['/checkout', 'Checkout'],
      ['/account', 'AccountArea'],
    ])
      expect(island(url, name).directive, `${url} ${name}`).toBe('yielding');
  });

  it('are in the page as it is built where the page knows what to show', () => {
    expect(island('/product/101', 'Reviews').html).toContain('Customer Reviews');
    expect(island('/product/101', 'Reviews').html).toContain('Write a Review');
    expect(island('/product/101', 'WishlistButton').html).toContain('Add to Wishlist');
    const checkout = island('/checkout', 'Checkout').html;
    for (const step of ['Information', 'Shipping', 'Payment']) expect(checkout).toContain(step);
    expect(checkout).toContain('Continue to Shipping');
    expect(island('/cart', 'CartPage').html).toContain('Loading your cart...');
    // The drawer is a closed dialog until she opens it.
    expect(island('/faq', 'CartDrawer').html).toMatch(/^<dialog\b[^>]*class="side-sheet cart-drawer"/);
  });
});
