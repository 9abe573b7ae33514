import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowser } from './browser';
import type { WishlistItem } from '../../../src/lib/schemas/wishlist';

/** A fake server behind the client's request(): it can be up or down. */
const server = vi.hoisted(() => ({
  up: true,
  refuse: false,
  items: [] as WishlistItem[],
  calls: [] as string[],
  /** When set, a GET waits for it: an answer still on its way. */
  slowGet: null as Promise<void> | null,
}));
vi.mock('../../../src/lib/api/http', () => ({
  request: vi.fn(
    async (
      path: string,
      options: {
        method?: string;
        body?: { product_id: number };
        schema: { parse: (v: unknown) => unknown } | (() => Promise<{ parse: (v: unknown) => unknown }>);
      },
    ) => {
      // As the real client: a schema given as its import is awaited.
      const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
      const method = options.method ?? 'GET';
      server.calls.push(`${method} ${path}`);
      const snapshot = [...server.items];
      if (method === 'GET' && server.slowGet) {
        await server.slowGet;
        return schema.parse({ items: snapshot });
      }
      if (!server.up) throw Object.assign(new Error('An error occurred'), { status: 500, code: 'network_error' });
      if (server.refuse) throw Object.assign(new Error('Invalid product ID'), { status: 404, code: 'invalid_product' });
      if (method === 'POST' && options.body) {
        const id = options.body.product_id;
        if (!server.items.some((i) => i.product_id === id)) server.items.push(item(id));
      }
      if (method === 'DELETE') {
        const id = Number(path.split('/').pop());
        server.items = server.items.filter((i) => i.product_id !== id);
      }
      return schema.parse({ items: [...server.items] });
    },
  ),
}));

function item(id: number): WishlistItem {
  return {
    id: id * 10,
    product_id: id,
    name: `Piece ${id}`,
    price: '100.00',
    image: `/img/${id}.svg`,
    date_added: '2026-05-01T10:00:00',
    has_options: false,
  };
}
const product = (id: number) => ({ id, name: `Piece ${id}`, price: '100.00', image: `/img/${id}.svg` });

import { $wishlist, WISHLIST_KEY, inWishlist, loadWishlist, readLocalWishlist } from '../../../src/stores/wishlist';
import { removeFromWishlist, toggleWishlist } from '../../../src/stores/wishlist-changes';
import { $toasts } from '../../../src/stores/toasts';
import { MSG } from '../../../src/lib/messages';

let browser: ReturnType<typeof installBrowser>;
beforeEach(() => {
  browser = installBrowser();
  Object.assign(server, { up: true, refuse: false, items: [], calls: [], slowGet: null });
  $wishlist.set([]);
  $toasts.set([]);
});
afterEach(() => browser.uninstall());

const lastToast = () => $toasts.get()[0];

describe('wishlist', () => {
  it('toggles both ways with a toast each way', async () => {
    expect(await toggleWishlist(product(101))).toBe(true);
    expect(inWishlist(101)).toBe(true);
    expect(lastToast()?.title).toBe(MSG.addedToWishlist);
    expect(await toggleWishlist(product(101))).toBe(false);
    expect(inWishlist(101)).toBe(false);
    expect(lastToast()?.title).toBe(MSG.removedFromWishlist);
  });

  it('keeps an item locally under wp_wishlist when the server is down, and syncs it on the next good load', async () => {
    server.up = false;
    expect(await toggleWishlist(product(102))).toBe(true);
    expect(inWishlist(102)).toBe(true);
    expect(readLocalWishlist().pending).toEqual([102]);
    expect(JSON.parse(browser.storage.getItem(WISHLIST_KEY) ?? '{}').items[0].product_id).toBe(102);

    // Still down: the local copy is what the shopper sees.
    $wishlist.set([]);
    await loadWishlist();
    expect($wishlist.get().map((i) => i.product_id)).toEqual([102]);

    server.up = true;
    await loadWishlist();
    expect(server.calls).toContain('POST /api/wishlist');
    expect(server.items.map((i) => i.product_id)).toEqual([102]);
    expect(readLocalWishlist().pending).toEqual([]);
    expect($wishlist.get().map((i) => i.product_id)).toEqual([102]);
  });

  it('a refused add (unknown product) is reported and not kept', async () => {
    server.refuse = true;
    expect(await toggleWishlist(product(999))).toBe(false);
    expect(lastToast()).toMatchObject({ description: MSG.wishlistAddFailed, variant: 'destructive' });
    expect(readLocalWishlist().items).toEqual([]);
  });

  it('a failed remove is reported and the item stays', async () => {
    await toggleWishlist(product(103));
    server.up = false;
    expect(await removeFromWishlist(103)).toBe(false);
    expect(lastToast()).toMatchObject({ description: MSG.wishlistRemoveFailed, variant: 'destructive' });
    expect(inWishlist(103)).toBe(true);
  });

  it('a toggle made while the first load is on its way is not undone by the older answer', async () => {
    let arrive = () => undefined as void;
    server.slowGet = new Promise<void>((resolve) => (arrive = resolve));
    const load = loadWishlist();
    await new Promise((r) => setTimeout(r, 0)); // the GET has left, with the list as it was
    const toggle = toggleWishlist(product(105));
    await new Promise((r) => setTimeout(r, 0));
    arrive();
    await Promise.all([load, toggle]);
    expect(inWishlist(105)).toBe(true);
    expect(server.items.map((i) => i.product_id)).toEqual([105]);
  });

  it('discards a corrupt local copy and loads from the server', async () => {
    browser.storage.setItem(WISHLIST_KEY, JSON.stringify({ items: 'x', pending: [1] }));
    server.items = [item(104)];
    await loadWishlist();
    expect($wishlist.get().map((i) => i.product_id)).toEqual([104]);
    expect(readLocalWishlist()).toMatchObject({ v: 1, pending: [] });
  });
});
